"""A campaign store: one link where a group's members each buy their own piece of the group's
designs until the store closes; at the close each design's paid pieces become one production
batch, or, under its minimum, are refunded (core/stores/services/closing.py)."""

from django.conf import settings
from django.core.validators import MinValueValidator
from django.db import models
from django.utils import timezone

MONEY = {"max_digits": 10, "decimal_places": 2}


class StoreStatus(models.TextChoices):
    DRAFT = "draft", "Draft"  # a copy the desk edits: not public, not closed, opened by the desk
    OPEN = "open", "Open"  # taking orders between its opening and closing times
    CLOSED = "closed", "Closed"  # closed: batches made, refunds asked


class Delivery(models.TextChoices):
    EACH = "each", "To each buyer's address"
    TOGETHER = "together", "Together to the organiser (one shipment)"


class Outcome(models.TextChoices):
    PENDING = "", "Not closed yet"
    BATCH = "batch", "Printed as one batch"
    REFUNDED = "refunded", "Under its minimum: refunded"


class Store(models.Model):
    slug = models.SlugField(max_length=40, unique=True)
    title = models.CharField(max_length=80)
    organiser = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    organiser_name = models.CharField(max_length=120)  # as the page shows it (its own table alone)
    # the organiser as a business (optional): its GSTIN checked as the checkout checks one
    business_name = models.CharField(max_length=120, blank=True)
    business_gstin = models.CharField(max_length=15, blank=True)
    quote = models.ForeignKey(
        "quotes.Quote", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    opens_at = models.DateTimeField()
    closes_at = models.DateTimeField()
    status = models.CharField(max_length=8, choices=StoreStatus.choices, default=StoreStatus.OPEN)
    closed_at = models.DateTimeField(null=True, blank=True)
    names_asked = models.BooleanField(default=False)
    numbers_asked = models.BooleanField(default=False)
    unique_numbers = models.BooleanField(default=False)
    delivery = models.CharField(max_length=8, choices=Delivery.choices, default=Delivery.EACH)
    password = models.CharField(max_length=40, blank=True)  # shown to the organiser; a shared word
    allow_cod = models.BooleanField(default=False)
    show_roster = models.BooleanField(default=False)
    created_at = models.DateTimeField(default=timezone.now)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        ordering = ["-closes_at", "-id"]
        indexes = [
            # the office's list, latest closing first, and by status
            models.Index(fields=["-closes_at", "-id"], name="store_closing"),
            models.Index(fields=["status", "-closes_at", "-id"], name="store_status_closing"),
            models.Index(fields=["organiser", "-closes_at"], name="store_organiser"),
        ]

    def __str__(self) -> str:
        return self.title


class StoreDesign(models.Model):
    """One design of the store: a studio design on a product type, the colours and sizes a buyer
    picks from, the price a buyer pays per piece and the minimum to print."""

    store = models.ForeignKey(Store, on_delete=models.CASCADE, related_name="designs")
    position = models.PositiveSmallIntegerField()
    title = models.CharField(max_length=60)
    share = models.ForeignKey("studio.DesignShare", on_delete=models.PROTECT, related_name="+")
    share_token = models.CharField(max_length=43)  # the picture's link, kept so the page reads no other table
    product_type = models.ForeignKey("catalogue.ProductType", on_delete=models.PROTECT, related_name="+")
    product_name = models.CharField(max_length=60)
    sleeve = models.CharField(max_length=40, blank=True)
    colours = models.JSONField(help_text='[["Black", "#222222"], ...]')
    sizes = models.JSONField(help_text='["S", "M", ...]')
    price = models.DecimalField(**MONEY, validators=[MinValueValidator(1)])
    # the shop's price per piece at the expected quantity when the store was made (the break):
    # the buyer's price less this is the organiser's margin per piece
    shop_price = models.DecimalField(**MONEY)
    expected = models.PositiveIntegerField(validators=[MinValueValidator(1)])
    minimum = models.PositiveIntegerField(validators=[MinValueValidator(1)])
    print_anyway = models.BooleanField(default=False)  # the desk's choice for a design under its minimum
    # the live count of pieces ordered (paid or cash on delivery), kept under the store's row lock
    ordered = models.PositiveIntegerField(default=0)
    outcome = models.CharField(max_length=8, choices=Outcome.choices, default=Outcome.PENDING, blank=True)

    class Meta:
        ordering = ["store", "position"]
        constraints = [models.UniqueConstraint(fields=["store", "position"], name="storedesign_position")]

    def __str__(self) -> str:
        return f"{self.store_id}/{self.title}"


class StoreOrder(models.Model):
    """A buyer's order in a store: one piece of one design (the order holds its price and payment)."""

    order = models.OneToOneField("orders.Order", on_delete=models.CASCADE, related_name="store_order")
    store = models.ForeignKey(Store, on_delete=models.PROTECT, related_name="orders")
    design = models.ForeignKey(StoreDesign, on_delete=models.PROTECT, related_name="orders")
    size = models.CharField(max_length=20)
    colour_name = models.CharField(max_length=60)
    name = models.CharField(max_length=40, blank=True)
    number = models.CharField(max_length=3, blank=True)
    unit_price = models.DecimalField(**MONEY)
    shop_price = models.DecimalField(**MONEY)
    # in the design's count: paid, or cash on delivery where allowed, and not cancelled (following.py)
    counted = models.BooleanField(default=False)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["store", "created_at", "id"]
        indexes = [
            models.Index(fields=["store", "created_at", "id"], name="storeorder_store"),
            models.Index(fields=["design", "created_at"], name="storeorder_design"),
            # the office board's orders of one store (the orders list's store_id filter): their ids
            # read from the index alone, joined to the orders by their key
            models.Index(fields=["store", "order"], name="storeorder_store_orders"),
        ]

    def __str__(self) -> str:
        return f"{self.store_id}: {self.order_id}"


class StoreBatch(models.Model):
    """A design's paid pieces at the close: one production run on one planned day."""

    design = models.OneToOneField(StoreDesign, on_delete=models.PROTECT, related_name="batch")
    store = models.ForeignKey(Store, on_delete=models.PROTECT, related_name="batches")
    print_on = models.DateField()
    pieces = models.PositiveIntegerField()
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["-created_at", "-id"], name="storebatch_recent")]

    def __str__(self) -> str:
        return f"Batch of {self.design}"


class RefundWay(models.TextChoices):
    GATEWAY = "gateway", "To the payment's source, through the gateway"
    UPI = "upi", "By UPI transfer (Accounts records the UTR)"


class StoreRefund(models.Model):
    """A buyer refunded in full because their design stayed under its minimum."""

    order = models.OneToOneField("orders.Order", on_delete=models.PROTECT, related_name="store_refund")
    store = models.ForeignKey(Store, on_delete=models.PROTECT, related_name="refunds")
    amount = models.DecimalField(**MONEY)
    way = models.CharField(max_length=8, choices=RefundWay.choices)
    utr = models.CharField(max_length=40, blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["store", "id"]

    def __str__(self) -> str:
        return f"{self.order_id}: {self.amount}"
