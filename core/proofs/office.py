"""Proofs in the back office (staff only, CSRF checked): an order's proofs (Owner and Order desk see
every revision; the print floor only approved ones), mark an order as needing proofs, upload a
revision, open a revision's file."""

from django.http import HttpRequest
from ninja import File, Form, Router, UploadedFile

from core.common.auth import staff
from core.common.errors import FieldErrors
from core.common.permissions import Perm
from core.common.schemas import WITH_404, ErrorOut
from core.orders import selectors as order_selectors
from core.orders.models import Order
from core.proofs import selectors, services
from core.proofs.download import FILE_DOC, proof_response
from core.proofs.files import MAX_PROOF_BYTES, TOO_LARGE, WRONG_PROOF_TYPE
from core.proofs.schemas import OfficeProofRevisionOut, OfficeProofsOut, ProofUploadIn

router = Router(tags=["office: proofs"])
READ = staff(Perm.MANAGE_QUOTES, Perm.PRINT_FILES)
WRITE = staff(Perm.MANAGE_QUOTES)


def _order(order_id: str) -> Order:
    return order_selectors.order_get(order_id=order_id, queryset=Order.objects.all())


def _proofs(request: HttpRequest, order: Order) -> dict:
    found = selectors.order_proofs_for_staff(user=request.auth, order=order)
    return {
        "order_id": order.order_id,
        "required": found.required,
        "approved": found.approved,
        "approved_only": found.approved_only,
        "revisions": found.revisions,
    }


@router.get("orders/{order_id}/proofs", auth=READ, response={200: OfficeProofsOut, **WITH_404})
def order_proofs(request: HttpRequest, order_id: str):
    """An order's proofs; the print floor sees approved revisions only."""
    order = order_selectors.order_get(order_id=order_id, queryset=Order.objects.only("pk", "order_id"))
    return _proofs(request, order)


@router.post(
    "orders/{order_id}/proofs/required",
    auth=WRITE,
    response={200: OfficeProofsOut, **WITH_404, 409: ErrorOut},
)
def order_proofs_require(request: HttpRequest, order_id: str):
    """Mark a pending order as needing proofs: it reaches the print queue only once they are approved."""
    order = _order(order_id)
    services.proof_require(order=order, actor=request.auth)
    return _proofs(request, order)


@router.post(
    "orders/{order_id}/proofs",
    auth=WRITE,
    response={201: OfficeProofRevisionOut, **WITH_404, 409: ErrorOut},
)
def order_proof_upload(
    request: HttpRequest, order_id: str, data: Form[ProofUploadIn], file: File[UploadedFile] = None
):
    """Upload a proof of one design (multipart: `design`, `note`, `file`: PNG, JPEG or PDF, at most
    10 MB); the customer is e-mailed that it waits for them."""
    if file is None:
        raise FieldErrors.single("file", WRONG_PROOF_TYPE)
    if file.size is not None and file.size > MAX_PROOF_BYTES:
        raise FieldErrors.single("file", TOO_LARGE)
    revision = services.proof_upload(
        order=_order(order_id),
        actor=request.auth,
        design=data.design,
        note=data.note,
        data=file.read(MAX_PROOF_BYTES + 1),
    )
    return 201, revision


@router.get(
    "proofs/{revision_id}/file",
    auth=READ,
    response={200: None, **WITH_404},
    openapi_extra=FILE_DOC,
    summary="A proof's picture (PNG) or PDF",
)
def proof_file(request: HttpRequest, revision_id: int):
    return proof_response(selectors.revision_for_staff(user=request.auth, revision_id=revision_id))
