"""A refund to source that failed, for Accounts (change_payment): ask the gateway again, or record
that it was paid by bank transfer (its UTR). Both are audited (core/payments/services/refunds.py);
the refund's state is shown on the return, the order's timeline and the credit note."""

from django.http import HttpRequest
from ninja import Field, Router, Schema

from core.common.auth import staff
from core.common.permissions import Perm
from core.common.schemas import WITH_404, ErrorOut
from core.payments.schemas import RefundStateOut
from core.payments.selectors import gateway_refund_get, refund_state_out
from core.payments.services.refunds import gateway_refund_retry, gateway_refund_settle_utr

router = Router(tags=["office: payments"])
ERRORS = {**WITH_404, 409: ErrorOut}


class RefundUtrIn(Schema):
    utr: str = Field(..., min_length=6, max_length=40, pattern=r"^[A-Za-z0-9]{6,40}$")


@router.post(
    "gateway-refunds/{pk}/retry", auth=staff(Perm.CHANGE_PAYMENT), response={200: RefundStateOut, **ERRORS}
)
def gateway_refund_retry_office(request: HttpRequest, pk: int):
    """Ask the gateway again for a failed refund (pending until it answers)."""
    refund = gateway_refund_retry(refund=gateway_refund_get(pk=pk), actor=request.auth)
    return refund_state_out(refund)


@router.post(
    "gateway-refunds/{pk}/utr", auth=staff(Perm.CHANGE_PAYMENT), response={200: RefundStateOut, **ERRORS}
)
def gateway_refund_utr_office(request: HttpRequest, pk: int, payload: RefundUtrIn):
    """A failed refund paid by bank transfer instead: its UTR."""
    refund = gateway_refund_settle_utr(refund=gateway_refund_get(pk=pk), actor=request.auth, utr=payload.utr)
    return refund_state_out(refund)
