"""What the shop holds of a gateway's money for an order (reads only)."""

from core.orders.models import Order
from core.payments.models import GatewayPayment, GatewayPaymentStatus, GatewayRefund, RefundSource

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
