"""What a proof file may be, read from its bytes (never from its name or the type the browser
claims): a mock-up picture (JPEG or PNG, re-encoded to a fresh PNG like the design files) or a PDF
(its header and end-of-file mark), at most MAX_PROOF_BYTES."""

from dataclasses import dataclass

from core.common.errors import ApplicationError, FieldErrors
from core.common.images import PHOTO_LIMITS, WRONG_IMAGE_TYPE, clean_image
from core.proofs.models import ProofKind

MAX_PROOF_BYTES = 10 * 1024 * 1024
PROOF_FIT = 2400  # px: a mock-up is shown and printed at most this large
WRONG_PROOF_TYPE = "Choose a proof picture (PNG or JPEG) or a PDF."
TOO_LARGE = f"The proof is too large: at most {MAX_PROOF_BYTES // (1024 * 1024)} MB."
FIELD = "file"


@dataclass(frozen=True)
class ProofFile:
    kind: ProofKind
    data: bytes
    width: int = 0
    height: int = 0


def _is_pdf(data: bytes) -> bool:
    # ISO 32000-1 7.5.2 and 7.5.5: a PDF starts with "%PDF-1.n" (or 2.0) and its last lines carry "%%EOF"
    return data[:7] in (b"%PDF-1.", b"%PDF-2.") and b"%%EOF" in data[-1024:]


def proof_file_check(data: bytes) -> ProofFile:
    """The upload as a proof, or a field error on `file`."""
    if not data:
        raise FieldErrors.single(FIELD, WRONG_PROOF_TYPE)
    if len(data) > MAX_PROOF_BYTES:
        raise FieldErrors.single(FIELD, TOO_LARGE)
    if data[:5] == b"%PDF-":
        if not _is_pdf(data):
            raise FieldErrors.single(FIELD, "This PDF is damaged or cut short: export it again.")
        return ProofFile(kind=ProofKind.PDF, data=data)
    try:
        image = clean_image(data, field=FIELD, max_bytes=MAX_PROOF_BYTES, limits=PHOTO_LIMITS, fit=PROOF_FIT)
    except ApplicationError as exc:  # the pictures' own words name only JPEG and PNG
        if exc.message == WRONG_IMAGE_TYPE:
            raise FieldErrors.single(FIELD, WRONG_PROOF_TYPE) from None
        raise
    return ProofFile(kind=ProofKind.IMAGE, data=image.png, width=image.width, height=image.height)
