"""What a payment gateway told the shop, kept as it came: a gateway order per attempt to pay a shop
order (amounts in whole paise, as the server computed and sent them), each webhook event once by its
id, and each refund the shop asked the gateway for. The shop's order itself changes only through
`order_update` (core/payments/services/)."""

from django.db import models
from django.utils import timezone


class GatewayPaymentStatus(models.TextChoices):
    CREATED = "created", "Created"  # the gateway order exists; nothing paid yet
    FAILED = "failed", "Failed"  # the last attempt failed; the order may still be paid
    CAPTURED = "captured", "Captured"  # the money is in


class GatewayRefundStatus(models.TextChoices):
    PENDING = "pending", "Pending"
    PROCESSED = "processed", "Processed"
    FAILED = "failed", "Failed"
    BY_UTR = "utr", "Refunded by bank transfer (UTR)"  # a failed one Accounts paid themselves


class RefundSource(models.TextChoices):
    CANCELLED = "cancelled", "Captured after the order was cancelled"
    PAID_TWICE = "paid_twice", "The order was already paid"
    RETURN = "return", "A return's refund"
    OTHER_AMOUNT = "other_amount", "Not the order's amount now"
    SHIPPED = "shipped", "A COD order's early payment, captured after it was shipped"


class GatewayPayment(models.Model):
    order = models.ForeignKey("orders.Order", on_delete=models.PROTECT, related_name="gateway_payments")
    gateway = models.CharField(max_length=20)
    gateway_order_id = models.CharField(max_length=64, unique=True)
    payment_id = models.CharField(max_length=64, blank=True, default="")
    amount_paise = models.BigIntegerField()
    status = models.CharField(
        max_length=10, choices=GatewayPaymentStatus.choices, default=GatewayPaymentStatus.CREATED
    )
    method = models.CharField(max_length=20, blank=True, default="")  # upi, card, netbanking, wallet
    # the day the gateway paid it out to the shop (its settlement report's line), None until then
    settled_on = models.DateField(null=True, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["order", "-created_at"], name="gateway_payment_order"),
            models.Index(fields=["-created_at", "-id"], name="gateway_payment_recent"),  # the admin's list
            models.Index(fields=["payment_id"], name="gateway_payment_pid"),  # a settlement line's payment
            # captured and not settled yet: the settlements' "paid, not settled" list
            models.Index(
                fields=["-created_at", "-id"],
                condition=models.Q(status="captured", settled_on__isnull=True),
                name="gateway_payment_unsettled",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.gateway} {self.gateway_order_id}"


class GatewayEvent(models.Model):
    gateway = models.CharField(max_length=20)
    event_id = models.CharField(max_length=100)
    type = models.CharField(max_length=60)
    # what the event is about: the refund's id for a refund event, else the gateway order's id
    subject = models.CharField(max_length=64, blank=True, default="")
    payload = models.JSONField()
    received_at = models.DateTimeField(default=timezone.now)
    applied = models.BooleanField(default=False)  # False: stored, but it matched nothing of the shop

    class Meta:
        ordering = ["-received_at", "-id"]
        constraints = [
            models.UniqueConstraint(fields=["gateway", "event_id"], name="gateway_event_once"),
        ]
        indexes = [
            models.Index(fields=["gateway", "subject"], name="gateway_event_subject"),
            models.Index(fields=["-received_at", "-id"], name="gateway_event_recent"),  # the admin's list
        ]

    def __str__(self) -> str:
        return f"{self.gateway} {self.type} {self.event_id}"


class GatewayRefund(models.Model):
    payment = models.ForeignKey(GatewayPayment, on_delete=models.PROTECT, related_name="refunds")
    gateway_payment_id = models.CharField(max_length=64)  # the gateway's payment that was refunded
    # the gateway's id once it answered ("" while the call is queued, or when it refused)
    refund_id = models.CharField(max_length=64, blank=True, default="")
    amount_paise = models.BigIntegerField()
    status = models.CharField(
        max_length=10, choices=GatewayRefundStatus.choices, default=GatewayRefundStatus.PENDING
    )
    source = models.CharField(max_length=12, choices=RefundSource.choices)
    failure_reason = models.CharField(max_length=300, blank=True, default="")
    utr = models.CharField("UTR", max_length=40, blank=True, default="")  # a failed one paid by bank transfer
    # the credit note the refund settles (a return's), by number: the return and the note show its state
    credit_note_number = models.CharField(max_length=16, blank=True, default="", db_index=True)
    asked_at = models.DateTimeField(null=True, blank=True)  # when the call to the gateway was made
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["refund_id"], condition=~models.Q(refund_id=""), name="gateway_refund_id_once"
            ),
        ]
        indexes = [
            models.Index(fields=["-created_at", "-id"], name="gateway_refund_recent"),  # the admin's list
            models.Index(fields=["payment", "status"], name="gateway_refund_payment"),
        ]

    def __str__(self) -> str:
        return self.refund_id or f"refund {self.pk} ({self.status})"


# the settlement reports' models live with their code; imported here so Django registers them
from core.payments.settlements.models import (  # noqa: E402, F401
    Settlement,
    SettlementLine,
    SettlementLineKind,
    SettlementMismatchKind,
    SettlementReport,
    SettlementReportStatus,
)
