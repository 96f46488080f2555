import secrets

from django.conf import settings
from django.core.validators import MinValueValidator
from django.db import models
from django.utils import timezone

ORDER_ID_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def new_order_id() -> str:
    """A readable order id such as RZ-7KQ4M2XP: no 0/O or 1/I to misread on the phone."""
    return "RZ-" + "".join(secrets.choice(ORDER_ID_ALPHABET) for _ in range(8))


def design_url(order_id: str, side: str, *, thumb: bool = False) -> str:
    """The API's download of a design ("front" or "back"): private, for its owner and the admin team."""
    return f"/api/orders/{order_id}/design/{side}/" + ("?thumb=1" if thumb else "")


def design_path(instance: "Order", filename: str) -> str:
    # The server chooses every stored name; the uploader's file name is never used.
    side = filename.split(".")[0]
    return f"designs/{instance.created_at:%Y/%m}/{instance.order_id}-{side}.png"


# An order ships to its customer's address as it was at order time: order field <- customer field.
SHIP_TO = {
    "ship_name": "name",
    "ship_phone": "phone_number",
    "ship_area": "area",
    "ship_landmark": "landmark",
    "ship_city": "city",
    "ship_state": "state",
    "ship_pin_code": "pin_code",
}


class OrderStatus(models.TextChoices):
    PENDING = "pending", "Pending"
    CONFIRM = "confirm", "Confirm"
    SHIPPED = "shipped", "Shipped"
    DELIVERED = "delivered", "Delivered"
    CANCELLED = "cancelled", "Cancelled"


class PaymentStatus(models.TextChoices):
    PAID = "paid", "Paid"
    UNPAID = "unpaid", "Unpaid"


class PaymentMethod(models.TextChoices):
    COD = "cod", "Cash on delivery"
    UPI = "upi", "UPI"


BLANK = {"blank": True, "default": "", "db_default": ""}


class Order(models.Model):
    order_id = models.CharField(max_length=16, unique=True, default=new_order_id, editable=False)
    customer = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="orders")
    created_at = models.DateTimeField(default=timezone.now)
    status = models.CharField(max_length=12, choices=OrderStatus.choices, default=OrderStatus.PENDING)
    payment_status = models.CharField(
        max_length=8, choices=PaymentStatus.choices, default=PaymentStatus.UNPAID
    )
    payment_method = models.CharField(max_length=8, choices=PaymentMethod.choices, default=PaymentMethod.COD)
    upi_reference = models.CharField(max_length=40, blank=True)

    product_type = models.ForeignKey("catalogue.ProductType", on_delete=models.PROTECT, related_name="+")
    sleeve = models.CharField(max_length=40, blank=True)
    catalogue_item = models.ForeignKey(
        "catalogue.CatalogueItem", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    colour_name = models.CharField("colour", max_length=60)
    colour_hex = models.CharField(max_length=7)
    instructions = models.TextField(blank=True)
    front_image = models.ImageField(upload_to=design_path, blank=True)
    back_image = models.ImageField(upload_to=design_path, blank=True)
    front_thumbnail = models.ImageField(upload_to=design_path, blank=True)
    back_thumbnail = models.ImageField(upload_to=design_path, blank=True)

    # The amount breakdown, computed by the server's pricing function and stored as it was.
    subtotal = models.DecimalField(max_digits=12, decimal_places=2, default=0)
    discount_code = models.CharField(max_length=30, blank=True)
    discount_amount = models.DecimalField(max_digits=12, decimal_places=2, default=0)
    online_discount = models.DecimalField(max_digits=12, decimal_places=2, default=0)
    # the automatic offers that took something off before the code (core/promotions), and how much
    offer_name = models.CharField(max_length=100, blank=True, default="")
    offer_discount = models.DecimalField(max_digits=12, decimal_places=2, default=0)
    shipping = models.DecimalField(max_digits=10, decimal_places=2, default=0)
    # the money rules' cash-on-delivery fee, after shipping; 0 once paid before dispatch (prepaid)
    cod_fee = models.DecimalField(max_digits=8, decimal_places=2, default=0, db_default=0)
    amount = models.DecimalField(max_digits=12, decimal_places=2, validators=[MinValueValidator(0)])
    # What went back to the customer for returned items (core.returns), never more than `amount`.
    refunded = models.DecimalField(max_digits=12, decimal_places=2, default=0, db_default=0)
    # Paid at checkout by gift card or store credit (core.wallet's tenders): the total and its invoice
    # stay as priced; UPI, the gateway or the courier collect `amount - tendered`.
    tendered = models.DecimalField(max_digits=12, decimal_places=2, default=0, db_default=0)

    # The shipping address, copied from the customer at order time.
    ship_name = models.CharField(max_length=120)
    ship_phone = models.CharField(max_length=10)
    ship_area = models.CharField(max_length=200)
    ship_landmark = models.CharField(max_length=200, blank=True)
    ship_city = models.CharField(max_length=100)
    ship_state = models.CharField(max_length=100)
    ship_pin_code = models.CharField(max_length=10)
    # A business buyer (B2B), as given when the order was placed: a snapshot the invoice copies.
    # db_default: the demo's bulk rows (core/orders/demo/bulk.py) name only the columns they fill
    business_name = models.CharField("business legal name", max_length=120, **BLANK)
    business_gstin = models.CharField("business GSTIN", max_length=15, **BLANK)
    business_address = models.CharField("business billing address", max_length=500, **BLANK)
    business_pin_code = models.CharField("business billing PIN code", max_length=6, **BLANK)
    business_state = models.CharField("business billing state", max_length=60, **BLANK)
    # A business order made by accepting a quote (core.quotes): its number, shown on the board card,
    # the order page and the customer's order. The quote itself lives above orders.
    quote_number = models.CharField(max_length=16, **BLANK)

    idempotency_key = models.CharField(max_length=80, null=True, blank=True)
    # An exchange's replacement (core/orders/aftersales): the order whose goods it sends again at no
    # charge. It moves under a delivery challan, not a tax invoice (core/invoices, docs/decisions.md).
    replacement_of = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.PROTECT, related_name="replacements"
    )
    # The day the order must leave with the courier to keep its delivery promise (core.planning: the
    # pincode's estimate at checkout, a business quote's date), and the day the print floor plans to
    # print it (defaults from the dispatch date; planning moves it and never the promise).
    dispatch_by = models.DateField("dispatch by", null=True, blank=True)
    print_on = models.DateField("print on", null=True, blank=True)
    # The print floor (core/stock): a confirmed order whose blanks could not be reserved waits for
    # them; printed_at is when the print floor marked it printed (its blanks consumed).
    # Set only by core/orders/floor/services.py.
    waiting_for_blanks = models.BooleanField(default=False, db_default=False)
    printed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        # One index per list, with its filter first and the list's order (newest first, id as the
        # tie-break) after it, so every page is read in order and stops after its rows.
        # PostgreSQL also gets order_id_prefix for searches by the start of an id (migration 0003).
        indexes = [
            models.Index(fields=["status", "-created_at", "-id"], name="order_status_recent"),
            models.Index(fields=["payment_status", "-created_at", "-id"], name="order_payment_recent"),
            models.Index(fields=["customer", "-created_at", "-id"], name="order_customer_recent"),
            models.Index(fields=["-created_at", "-id"], name="order_recent"),
            # a bank credit's UTR against the reference the customer entered (core.banking)
            models.Index(fields=["upi_reference"], name="order_upi_reference"),
            # the board's columns and the print queue by due date; late and due-today counts
            models.Index(fields=["status", "dispatch_by", "id"], name="order_status_due"),
            # a PIN code's (or PIN prefix's, as a range) latest orders: its COD returns-to-origin share
            models.Index(fields=["ship_pin_code", "-created_at"], name="order_pin_recent"),
            # the production calendar's days and today's pieces (core.planning)
            models.Index(fields=["print_on", "status"], name="order_print_day"),
            # the orders waiting for blanks, oldest first (few: a partial index)
            models.Index(
                fields=["created_at", "id"],
                condition=models.Q(waiting_for_blanks=True),
                name="order_waiting_for_blanks",
            ),
        ]
        constraints = [
            models.UniqueConstraint(
                fields=["customer", "idempotency_key"],
                name="unique_idempotency_key_per_customer",
                condition=models.Q(idempotency_key__isnull=False),
            ),
            models.CheckConstraint(condition=models.Q(amount__gte=0), name="order_amount_not_negative"),
        ]

    def __str__(self) -> str:
        return self.order_id

    @property
    def shipping_address(self) -> str:
        parts = (self.ship_area, self.ship_landmark, self.ship_city, self.ship_state, self.ship_pin_code)
        return ", ".join(p for p in parts if p)

    def design_url(self, side: str, *, thumb: bool = False) -> str:
        return design_url(self.order_id, side, thumb=thumb)


class LineKind(models.TextChoices):
    GOODS = "goods", "Goods"
    # a quote's one-off charge (screens, digitising): its label is the line's size, quantity 1; no
    # pieces to print, taxed as part of the goods (core/invoices/tax.py)
    SETUP = "setup", "Setup charge"


class OrderLine(models.Model):
    """One size of an order and how many of it (or a business order's setup charge)."""

    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="lines")
    kind = models.CharField(
        max_length=6, choices=LineKind.choices, default=LineKind.GOODS, db_default=LineKind.GOODS
    )
    size = models.CharField(max_length=40)  # a size, or a setup charge's label
    quantity = models.PositiveIntegerField(validators=[MinValueValidator(1)])
    unit_price = models.DecimalField(max_digits=10, decimal_places=2)
    catalogue_item = models.ForeignKey(
        "catalogue.CatalogueItem", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return f"{self.size} x{self.quantity}"

    @property
    def line_total(self):
        return self.unit_price * self.quantity


class OrderEvent(models.Model):
    """A status or payment change: who, when, from, to. Written only by the services."""

    class Kind(models.TextChoices):
        STATUS = "status", "Status"
        PAYMENT = "payment", "Payment"

    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="events")
    kind = models.CharField(max_length=8, choices=Kind.choices)
    from_value = models.CharField(max_length=12)
    to_value = models.CharField(max_length=12)
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-created_at", "-id"]
        # the admin's history of every order, newest first
        indexes = [models.Index(fields=["-created_at", "-id"], name="orderevent_recent")]

    def __str__(self) -> str:
        return f"{self.order_id}: {self.kind} {self.from_value} -> {self.to_value}"


class _Tally(models.Model):
    """How many orders and their amount (in paise: whole numbers add up exactly on every database)
    for one combination of the key's fields. Kept by core.orders.totals.services in the same
    transaction as each order's placing and each change; `manage.py reconcile_order_totals` recounts
    them from the orders."""

    status = models.CharField(max_length=12, choices=OrderStatus.choices)
    product_type = models.ForeignKey("catalogue.ProductType", on_delete=models.PROTECT, related_name="+")
    orders = models.BigIntegerField(default=0)
    amount_paise = models.BigIntegerField(default=0)

    class Meta:
        abstract = True


class OrderTally(_Tally):
    """All orders ever placed, per status, payment status and product type: the totals and counts."""

    payment_status = models.CharField(max_length=8, choices=PaymentStatus.choices)
    refunded_paise = models.BigIntegerField(default=0, db_default=0)  # refunds of these orders (returns)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["status", "payment_status", "product_type"], name="order_tally_key"
            )
        ]

    def __str__(self) -> str:
        return f"{self.status}/{self.payment_status}/{self.product_type_id}: {self.orders}"


class OrderDayTally(_Tally):
    """Orders per day they were placed (the shop's local day), status and product type: the charts
    and day ranges. A payment change leaves these rows alone."""

    day = models.DateField()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["day", "status", "product_type"], name="order_day_tally_key")
        ]

    def __str__(self) -> str:
        return f"{self.day} {self.status}/{self.product_type_id}: {self.orders}"


# The order's shipment and notes are the orders app's models too, in their own stages' folders.
from core.orders.notes.models import OrderNote  # noqa: E402, F401
from core.orders.shipping.models import Courier, Shipment  # noqa: E402, F401
