"""What the shop holds of a gateway's money for an order (reads only)."""

from django.db.models import CharField, OuterRef, Subquery, Value
from django.db.models.functions import Cast, Concat

from core.common.errors import NotFound
from core.common.money import from_paise
from core.orders.models import Order
from core.payments.models import (
    GatewayPayment,
    GatewayPaymentStatus,
    GatewayRefund,
    GatewayRefundStatus,
    RefundSource,
)

# refunds of a whole capture the shop could not keep: that capture never paid the order
WHOLE = (RefundSource.CANCELLED, RefundSource.PAID_TWICE, RefundSource.OTHER_AMOUNT)


def gateway_payment_kept(order: Order) -> GatewayPayment | None:
    """The gateway payment that paid this order (captured, and not sent back whole), or None: the
    order was paid another way (the UPI QR and the bank statement) or not at all."""
    sent_back = GatewayRefund.objects.filter(payment__order=order, source__in=WHOLE).values(
        "gateway_payment_id"
    )
    return (
        GatewayPayment.objects.filter(order=order, status=GatewayPaymentStatus.CAPTURED)
        .exclude(payment_id__in=sent_back)
        .first()
    )


def gateway_refunded_paise(payment: GatewayPayment) -> int:
    """What was refunded of the payment that paid (not of another capture of the same gateway order)."""
    refunds = GatewayRefund.objects.filter(payment=payment, gateway_payment_id=payment.payment_id)
    return sum(refunds.values_list("amount_paise", flat=True))


# a refund's state in one text: status|refund id|utr|pk|paise|failure reason (last: it may hold "|")
_STATE_SEP = "|"
CUSTOMER_WORDS = {
    GatewayRefundStatus.PENDING: "Refund on its way to your original payment",
    GatewayRefundStatus.PROCESSED: "Refunded to your original payment",
    GatewayRefundStatus.FAILED: "The refund to your original payment failed: we are sending it again",
    GatewayRefundStatus.BY_UTR: "Refunded by bank transfer",
}


def _state_text(refunds) -> Subquery:
    text = Concat(
        "status", Value(_STATE_SEP), "refund_id", Value(_STATE_SEP), "utr", Value(_STATE_SEP),
        Cast("pk", CharField()), Value(_STATE_SEP), Cast("amount_paise", CharField()), Value(_STATE_SEP),
        "failure_reason", output_field=CharField(),
    )  # fmt: skip
    return Subquery(refunds.order_by("-id").annotate(state_=text).values("state_")[:1])


def refund_state_column(credit_note_number: str) -> Subquery:
    """The refund to source that settles the credit note at `credit_note_number` (a path from the
    outer row, e.g. "credit_note__number"), as one text for `refund_state_read`; None without one."""
    mine = GatewayRefund.objects.filter(credit_note_number=OuterRef(credit_note_number)).exclude(
        credit_note_number=""
    )
    return _state_text(mine)


def cancel_refund_state_column() -> Subquery:
    """A cancelled order's refund to source (the outer row is the order), as `refund_state_column`."""
    return _state_text(
        GatewayRefund.objects.filter(payment__order=OuterRef("pk"), source=RefundSource.CANCELLED)
    )


def refund_state_read(text: str | None) -> dict | None:
    """RefundStateOut (core/payments/schemas.py) from `refund_state_column`'s text."""
    if not text:
        return None
    status, refund_id, utr, pk, amount, reason = text.split(_STATE_SEP, 5)
    return refund_state_out(
        GatewayRefund(
            pk=int(pk),
            status=status,
            refund_id=refund_id,
            utr=utr,
            amount_paise=int(amount),
            failure_reason=reason,
        )
    )


def refund_state_out(refund: GatewayRefund) -> dict:
    """RefundStateOut of a refund: its state, and the words the customer and the team read."""
    status = GatewayRefundStatus(refund.status)
    detail = {
        GatewayRefundStatus.PENDING: "",
        GatewayRefundStatus.PROCESSED: f"refund {refund.refund_id}" if refund.refund_id else "",
        GatewayRefundStatus.FAILED: refund.failure_reason,
        GatewayRefundStatus.BY_UTR: f"UTR {refund.utr}",
    }[status]
    return {
        "id": refund.pk,
        "status": status.value,
        "status_label": status.label,
        "words": CUSTOMER_WORDS[status]
        + (f" ({detail})" if detail and status != GatewayRefundStatus.FAILED else ""),
        "amount": float(from_paise(refund.amount_paise)),
        "refund_id": refund.refund_id,
        "utr": refund.utr,
        "failure_reason": refund.failure_reason,
    }


def refund_states(*, credit_note_numbers: list[str]) -> dict[str, dict]:
    """The refunds to source of these credit notes (one query), by credit note number."""
    found = GatewayRefund.objects.filter(credit_note_number__in=[n for n in credit_note_numbers if n])
    return {refund.credit_note_number: refund_state_out(refund) for refund in found.order_by("id")}


def gateway_refund_get(*, pk: int) -> GatewayRefund:
    found = GatewayRefund.objects.filter(pk=pk).first()
    if found is None:
        raise NotFound("No such refund.")
    return found


def cancel_refund_state(*, order: Order) -> dict | None:
    """A cancelled order's refund to source (the latest), as RefundStateOut; None without one."""
    found = GatewayRefund.objects.filter(payment__order=order, source=RefundSource.CANCELLED).order_by("-id")
    refund = found.first()
    return None if refund is None else refund_state_out(refund)
