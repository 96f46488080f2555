"""Profit per job. Each order's costs are stored as cost lines (one per source and kind, each naming
where its amount came from), its margin as one row (sales less costs) and the margins summed per month,
product type and business customer in `MarginTally`, kept equal to the rows in the transaction that
writes them, so a chart reads a month's few tally rows and never sums the orders.

Money is Decimal rupees, excluding GST (input tax is credited, output tax is not the shop's)."""

from django.conf import settings
from django.db import models
from django.utils import timezone

from core.common.ist import ist_month

MONEY = {"max_digits": 14, "decimal_places": 2, "default": 0}
RATE = {"max_digits": 10, "decimal_places": 2, "default": 0}


class MarginSettings(models.Model):
    """The owner's cost settings that are not per print method (one row)."""

    packaging_per_parcel = models.DecimalField(
        "packaging per parcel", help_text="Box, bag, tape and filler of one parcel (rupees).", **RATE
    )
    updated_at = models.DateTimeField(default=timezone.now)

    class Meta:
        verbose_name = "margin settings"
        verbose_name_plural = "margin settings"

    def __str__(self) -> str:
        return "Cost settings"


class PrintRate(models.Model):
    """What printing costs by one print method (the product types' `print_method`): per piece and side,
    per colour (times the colours assumed a side), per square inch (times the area assumed a side),
    and a setup per job. Orders do not record colours or area: the owner's typical figures stand in."""

    print_method = models.CharField(max_length=80, unique=True)
    per_piece = models.DecimalField(**RATE)
    per_colour = models.DecimalField(**RATE)
    colours = models.PositiveSmallIntegerField("colours a side", default=1)
    per_square_inch = models.DecimalField(max_digits=10, decimal_places=4, default=0)
    square_inches = models.DecimalField("square inches a side", max_digits=8, decimal_places=2, default=0)
    setup_per_job = models.DecimalField(**RATE)
    updated_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["print_method"]

    def __str__(self) -> str:
        return self.print_method


class CourierCharge(models.Model):
    """What the courier charged for one parcel (by its AWB): typed, or read from the courier's invoice."""

    awb = models.CharField("AWB number", max_length=40, unique=True)
    charge = models.DecimalField(**RATE)
    source = models.CharField(max_length=120)
    entered_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    entered_at = models.DateTimeField(default=timezone.now)

    def __str__(self) -> str:
        return f"{self.awb}: {self.charge}"


class BlankCost(models.Model):
    """A blank's moving weighted average cost after one receipt of a purchase order: the pieces on hand
    before it kept their average, the received ones came at the purchase line's rate (excl. GST)."""

    item = models.ForeignKey("stock.BlankItem", on_delete=models.PROTECT, related_name="+")
    receipt_line = models.OneToOneField("purchasing.ReceiptLine", on_delete=models.CASCADE, related_name="+")
    received_at = models.DateTimeField()
    quantity = models.PositiveIntegerField()
    rate = models.DecimalField(max_digits=12, decimal_places=4)
    on_hand_before = models.IntegerField()
    average = models.DecimalField(max_digits=12, decimal_places=4)
    reference = models.CharField(max_length=60)
    # the stock movement that put these pieces on the shelf (the pieces before it are on_hand_before)
    movement = models.ForeignKey(
        "stock.StockMovement", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        ordering = ["received_at", "id"]
        indexes = [models.Index(fields=["item", "received_at", "id"], name="blank_cost_item")]

    def __str__(self) -> str:
        return f"{self.item_id}: {self.average} after {self.reference}"


class CostKind(models.TextChoices):
    BLANKS = "blanks", "Blanks"
    PRINT = "print", "Print"
    PACKAGING = "packaging", "Packaging"
    COURIER = "courier", "Courier"
    RETURNS = "returns", "Returns"
    GATEWAY = "gateway", "Gateway fee"
    RTO = "rto", "Return to origin"


class CostLine(models.Model):
    """One cost of one order from one source, with where it came from (a PO, a rate, an AWB...)."""

    order = models.ForeignKey("orders.Order", on_delete=models.CASCADE, related_name="+")
    kind = models.CharField(max_length=16)  # CostKind, or a later source's own kind
    amount = models.DecimalField(**MONEY)
    source = models.CharField(max_length=200)

    class Meta:
        ordering = ["id"]
        indexes = [models.Index(fields=["order", "kind"], name="cost_line_order")]

    def __str__(self) -> str:
        return f"{self.order_id} {self.kind}: {self.amount}"


class OrderMargin(models.Model):
    """An order's sales (its tax invoice's taxable value; a replacement's challan: none), costs and
    margin, in the month of that document (IST)."""

    order = models.OneToOneField("orders.Order", on_delete=models.CASCADE, related_name="+")
    month = models.DateField()  # the first day of the month
    product_type = models.ForeignKey("catalogue.ProductType", on_delete=models.PROTECT, related_name="+")
    business = models.ForeignKey(  # a business order's customer (one with a GSTIN); none: retail
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    sales = models.DecimalField(**MONEY)
    cost = models.DecimalField(**MONEY)
    margin = models.DecimalField(**MONEY)
    computed_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["month", "margin", "id"]
        indexes = [
            # a month's orders, the ones that lost most first
            models.Index(fields=["month", "margin", "id"], name="order_margin_month"),
            models.Index(fields=["month", "product_type", "margin", "id"], name="order_margin_type"),
            models.Index(fields=["business", "month", "margin"], name="order_margin_business"),
        ]

    def __str__(self) -> str:
        return f"{self.order_id}: {self.margin}"


class MarginTally(models.Model):
    """The orders, sales and costs of a month, product type and business customer (0: retail)."""

    month = models.DateField()
    product_type = models.ForeignKey("catalogue.ProductType", on_delete=models.PROTECT, related_name="+")
    business_id = models.BigIntegerField(default=0)
    orders = models.BigIntegerField(default=0)
    sales = models.DecimalField(max_digits=16, decimal_places=2, default=0)
    cost = models.DecimalField(max_digits=16, decimal_places=2, default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["month", "product_type", "business_id"], name="margin_tally_once")
        ]

    def __str__(self) -> str:
        return f"{ist_month(self.month)} {self.product_type_id}/{self.business_id}: {self.sales - self.cost}"


class MarginRunStatus(models.TextChoices):
    QUEUED = "queued", "Queued"
    RUNNING = "running", "Running"
    DONE = "done", "Done"
    FAILED = "failed", "Failed"


class MarginRun(models.Model):
    """A month's margins computed again by a worker (after the settings or the courier's invoice
    changed): how far it got."""

    month = models.DateField()
    status = models.CharField(max_length=8, choices=MarginRunStatus.choices, default=MarginRunStatus.QUEUED)
    rows_done = models.PositiveIntegerField(default=0)
    rows_total = models.PositiveIntegerField(null=True, blank=True)
    error = models.TextField(blank=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"{ist_month(self.month)} ({self.status})"


class MarginStale(models.Model):
    """An order whose costs may have changed since its margin was computed (it was shipped,
    cancelled, paid or refunded, its parcel came back...): marked by the followers, costed again by
    the nightly recompute or when its margin is read, then unmarked. A mark, not a task: an order
    change queues nothing more."""

    order = models.OneToOneField("orders.Order", on_delete=models.CASCADE, primary_key=True, related_name="+")
    since = models.DateTimeField(default=timezone.now)

    def __str__(self) -> str:
        return f"{self.order_id} stale since {self.since}"
