"""A proof's file as an HTTP answer: a PNG shown in the page, a PDF opened in the browser's viewer
in a sandbox (no script, no form of ours can run from it)."""

from django.http import HttpResponse

from core.common.errors import NotFound
from core.proofs.models import ProofKind, ProofRevision

FILE_DOC = {
    "responses": {200: {"description": "PNG or PDF", "content": {"image/png": {}, "application/pdf": {}}}}
}


def proof_response(revision: ProofRevision) -> HttpResponse:
    try:
        with revision.file.open("rb") as fh:
            data = fh.read()
    except OSError:
        raise NotFound("This proof's file is missing: ask the shop to upload it again.") from None
    pdf = revision.kind == ProofKind.PDF
    response = HttpResponse(data, content_type="application/pdf" if pdf else "image/png")
    name = f"{revision.order.order_id}-proof-{revision.pk}-r{revision.number}.{'pdf' if pdf else 'png'}"
    response["Content-Disposition"] = f'inline; filename="{name}"'
    response["Cache-Control"] = "private, no-store"
    response["X-Content-Type-Options"] = "nosniff"
    response["Content-Security-Policy"] = "sandbox"
    return response
