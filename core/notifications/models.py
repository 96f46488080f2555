"""Every e-mail the shop means to send, as it was rendered, and what became of it."""

from django.db import models
from django.utils import timezone


class EmailKind(models.TextChoices):
    PLACED = "placed", "Order placed"
    CONFIRM = "confirm", "Order confirmed"
    SHIPPED = "shipped", "Order shipped"
    DELIVERED = "delivered", "Order delivered"
    CANCELLED = "cancelled", "Order cancelled"
    PAID = "paid", "Payment received"
    # not about an order: passwords and grievance tickets
    PASSWORD_RESET = "reset", "Password reset link"
    PASSWORD_CHANGED = "pw_changed", "Password changed"
    TICKET_ACK = "ticket_ack", "Ticket acknowledged"
    TICKET_REPLY = "ticket_rep", "Ticket reply"
    # a return's steps (core.returns): the e-mails are rendered there and recorded here
    RT_REQUESTED = "rt_requested", "Return requested"
    RT_APPROVED = "rt_approved", "Return approved"
    RT_REJECTED = "rt_rejected", "Return rejected"
    RT_PICKED_UP = "rt_picked_up", "Return picked up"
    RT_RECEIVED = "rt_received", "Return received"
    RT_REFUNDED = "rt_refunded", "Refund sent"
    RT_EXCHANGED = "rt_exchanged", "Replacement on its way"
    # a business order's proof (core.proofs): rendered there and recorded here
    PROOF_READY = "proof_ready", "Proof to approve"
    # a quote sent to a business customer (core.quotes)
    QUOTE = "quote", "Quote sent"
    # a business order's advance and balance (core.receivables)
    PAYMENT_ASKED = "pay_asked", "Payment asked"
    PAYMENT_REMINDER = "pay_remind", "Payment reminder"
    # an online payment that failed (core.payments): "try again", with the order's page
    PAY_FAILED = "pay_failed", "Online payment failed"
    # to a supplier (core.purchasing): the purchase order's PDF attached
    PURCHASE_ORDER = "purchase", "Purchase order"
    # a gift card to its recipient, on the day its buyer chose (core.wallet)
    GIFT_CARD = "gift_card", "Gift card"
    # a bag left behind (core.bags): one reminder, with marketing e-mail consent only
    BAG_REMINDER = "bag_remind", "Bag reminder"
    # a failed delivery attempt (core.ndr): the customer's link to choose what happens next
    NDR = "ndr", "Delivery attempt failed"


class EmailStatus(models.TextChoices):
    QUEUED = "queued", "Queued"
    SENDING = "sending", "Sending"
    SENT = "sent", "Sent"
    FAILED = "failed", "Failed (will retry)"
    SKIPPED = "skipped", "Not sent"


class OutgoingEmail(models.Model):
    """One message. `dedupe_key` (order id + kind) makes the same event send once, however often
    (or from however many servers) it is reported."""

    order = models.ForeignKey(
        "orders.Order", null=True, blank=True, on_delete=models.CASCADE, related_name="emails"
    )
    kind = models.CharField(max_length=12, choices=EmailKind.choices)
    dedupe_key = models.CharField(max_length=80, unique=True, null=True, blank=True)
    to_email = models.CharField("to", max_length=254, blank=True)
    subject = models.CharField(max_length=200)
    body_text = models.TextField()
    body_html = models.TextField()
    # a document sent with the message (a purchase order's PDF): a private file, kept with the log
    attachment = models.FileField(upload_to="emails/", blank=True)
    status = models.CharField(max_length=8, choices=EmailStatus.choices, default=EmailStatus.QUEUED)
    attempts = models.PositiveSmallIntegerField(default=0)
    last_error = models.TextField(blank=True)
    next_attempt_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    sent_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        verbose_name = "e-mail"
        verbose_name_plural = "e-mail log"
        indexes = [
            models.Index(fields=["status", "-created_at"], name="email_status_newest"),
            models.Index(fields=["to_email"], name="email_to"),  # erasing a person's copies
        ]

    def __str__(self) -> str:
        return f"{self.subject} -> {self.to_email or '(no address)'}"
