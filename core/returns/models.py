from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.utils import timezone

from core.returns.reasons import ReturnReason

DEFAULT_WINDOW_DAYS = 14  # the specification's "14-day exchange and returns"


class ReturnSettings(models.Model):
    """The shop's returns policy: one row, edited by the owner in the Django admin. The storefront's
    promises ("14-day exchange and returns", "Free Returns*"), the policy page and the product
    pages' structured data read it through `selectors.return_policy`, never a literal."""

    window_days = models.PositiveSmallIntegerField(
        default=DEFAULT_WINDOW_DAYS,
        validators=[MinValueValidator(1), MaxValueValidator(90)],
        help_text="Days after the delivered date within which a return or exchange can be asked.",
    )
    free_return_shipping = models.BooleanField(
        default=True,
        help_text="The shop pays the return shipping when the reason is its own fault "
        "(print defect, damage in transit, wrong item, a size other than ordered).",
    )
    custom_prints_returnable = models.BooleanField(
        default=True,
        help_text="Custom-printed orders may come back for the shop's faults (never for a change of mind).",
    )

    class Meta:
        verbose_name = "returns settings"
        verbose_name_plural = "returns settings"

    def __str__(self) -> str:
        return "Returns settings"

    @classmethod
    def current(cls) -> "ReturnSettings":
        """The owner's row, or the defaults before anyone saved one (reading never writes)."""
        return cls.objects.filter(pk=1).first() or cls(pk=1)


class ReturnStatus(models.TextChoices):
    REQUESTED = "requested", "Requested"
    APPROVED = "approved", "Approved"
    REJECTED = "rejected", "Rejected"
    PICKED_UP = "picked_up", "Picked up"
    RECEIVED = "received", "Received"
    REFUNDED = "refunded", "Refunded"
    EXCHANGED = "exchanged", "Exchanged"


class ReturnKind(models.TextChoices):
    REFUND = "refund", "Refund"
    EXCHANGE = "exchange", "Exchange for another size"


class RefundTo(models.TextChoices):
    UPI_REFERENCE = "upi_ref", "The UPI payment on record"
    UPI_ID = "upi_id", "The customer's UPI ID"
    STORE_CREDIT = "credit", "Store credit"  # the customer's choice, never forced (core.wallet)


def return_photo_path(instance: "ReturnPhoto", filename: str) -> str:
    # private like the designs: served only through the API to the customer and the team
    return f"returns/{instance.request.created_at:%Y/%m}/{instance.request.number}-{instance.position}.png"


class ReturnRequest(models.Model):
    """A customer's request to send (some of) a delivered order back, for a refund or another size.
    Numbered RT-<financial year>-<six digits>, consecutive per financial year (core.returns.numbering).
    Every step is taken by core.returns.services, each with a ReturnEvent."""

    number = models.CharField(max_length=16, unique=True)
    order = models.ForeignKey("orders.Order", on_delete=models.PROTECT, related_name="returns")
    customer = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(default=timezone.now)
    status = models.CharField(max_length=10, choices=ReturnStatus.choices, default=ReturnStatus.REQUESTED)
    kind = models.CharField(max_length=8, choices=ReturnKind.choices)
    reason = models.CharField(max_length=16, choices=ReturnReason.choices)
    shop_fault = models.BooleanField(help_text="The reason was the shop's fault when asked.")
    note = models.TextField(blank=True, max_length=1000)
    refund_to = models.CharField(max_length=8, choices=RefundTo.choices)
    upi_id = models.CharField("UPI ID", max_length=100, blank=True)

    customer_sends = models.BooleanField(default=False, help_text="The customer sends it back themselves.")
    courier = models.ForeignKey(
        "orders.Courier", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    awb = models.CharField("pickup AWB", max_length=40, blank=True)
    reject_reason = models.CharField(max_length=500, blank=True)
    qc_note = models.CharField("quality check note", max_length=500, blank=True)

    refund_amount = models.DecimalField(max_digits=12, decimal_places=2, null=True, blank=True)
    refund_reference = models.CharField("refund UTR / reference", max_length=40, blank=True)
    refunded_at = models.DateTimeField(null=True, blank=True)
    credit_note = models.OneToOneField(
        "invoices.Invoice", null=True, blank=True, on_delete=models.PROTECT, related_name="sales_return"
    )
    replacement_order = models.OneToOneField(
        "orders.Order", null=True, blank=True, on_delete=models.PROTECT, related_name="replaces"
    )

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["status", "-created_at", "-id"], name="return_status_recent"),
            models.Index(fields=["customer", "-created_at", "-id"], name="return_customer_recent"),
            models.Index(fields=["-created_at", "-id"], name="return_recent"),
            models.Index(fields=["-refunded_at", "-id"], name="return_refunded_recent"),
        ]

    def __str__(self) -> str:
        return self.number

    @property
    def pickup_tracking_url(self) -> str:
        return self.courier.tracking_url(self.awb) if self.courier_id and self.awb else ""


class ReturnLine(models.Model):
    """How many of one order line come back, and the size wanted instead (an exchange)."""

    request = models.ForeignKey(ReturnRequest, on_delete=models.CASCADE, related_name="lines")
    order_line = models.ForeignKey("orders.OrderLine", on_delete=models.PROTECT, related_name="returned")
    quantity = models.PositiveIntegerField(validators=[MinValueValidator(1)])
    exchange_size = models.CharField(max_length=20, blank=True)

    class Meta:
        ordering = ["id"]
        constraints = [
            models.UniqueConstraint(fields=["request", "order_line"], name="return_line_once"),
        ]

    def __str__(self) -> str:
        return f"{self.request_id}: line {self.order_line_id} x{self.quantity}"


class ReturnPhoto(models.Model):
    request = models.ForeignKey(ReturnRequest, on_delete=models.CASCADE, related_name="photos")
    position = models.PositiveSmallIntegerField()
    image = models.ImageField(upload_to=return_photo_path)

    class Meta:
        ordering = ["position"]
        constraints = [models.UniqueConstraint(fields=["request", "position"], name="return_photo_once")]

    def __str__(self) -> str:
        return f"{self.request_id} photo {self.position}"


class ReturnEvent(models.Model):
    """One step of a return: who, when, from, to, and what was said (a reason, a note, an AWB...)."""

    request = models.ForeignKey(ReturnRequest, on_delete=models.CASCADE, related_name="events")
    from_status = models.CharField(max_length=10, blank=True)
    to_status = models.CharField(max_length=10, choices=ReturnStatus.choices)
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    note = models.CharField(max_length=500, blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["created_at", "id"]

    def __str__(self) -> str:
        return f"{self.request_id}: {self.from_status or '-'} -> {self.to_status}"


class ReturnCounter(models.Model):
    """The last return number of a financial year; locked while a number is taken."""

    financial_year = models.PositiveSmallIntegerField(unique=True)
    last_number = models.PositiveIntegerField(default=0)

    def __str__(self) -> str:
        return f"{self.financial_year}: {self.last_number}"


class ReturnTally(models.Model):
    """How many returns have each status: the back office's tabs, kept by the services in the
    same transaction as each step (never a count of the returns table)."""

    status = models.CharField(max_length=10, choices=ReturnStatus.choices, unique=True)
    returns = models.BigIntegerField(default=0)

    def __str__(self) -> str:
        return f"{self.status}: {self.returns}"
