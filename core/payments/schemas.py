"""What the shop shows of a refund to source, wherever it is shown: the return (office and
customer), the order's timeline, the credit note in the office."""

from ninja import Schema

from core.common.money import Money
from core.payments.models import GatewayRefundStatus


class RefundStateOut(Schema):
    id: int
    status: GatewayRefundStatus  # pending, processed, failed, utr (paid by bank transfer instead)
    status_label: str
    words: str  # the customer's sentence: "Refunded to your original payment (refund rfnd_...)"
    amount: Money
    refund_id: str  # the gateway's refund id, once it answered
    utr: str
    failure_reason: str  # the gateway's reason, when it failed
