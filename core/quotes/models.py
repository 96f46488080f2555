"""Business orders before they are orders: a customer's quote request, the desk's quote and its
revisions. Accepting a quote makes the order (services/accepting.py::quote_accept)."""

import secrets

from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.utils import timezone

MONEY = {"max_digits": 12, "decimal_places": 2}


def artwork_path(instance: "QuoteRequest", filename: str) -> str:
    # The server chooses every stored name; the uploader's file name is never used. Private.
    return f"quotes/{instance.created_at:%Y/%m}/request-{secrets.token_hex(8)}.png"


def quote_pdf_path(instance: "QuoteRevision", filename: str) -> str:
    return f"quotes/{instance.quote.financial_year}/{instance.quote.number}-r{instance.number}.pdf"


def new_token() -> str:
    """The quote page's key: 32 random bytes, so the link cannot be guessed."""
    return secrets.token_urlsafe(32)


class Position(models.TextChoices):
    FRONT = "front", "Front"
    BACK = "back", "Back"
    LEFT_SLEEVE = "left_sleeve", "Left sleeve"
    RIGHT_SLEEVE = "right_sleeve", "Right sleeve"


class QuoteRequest(models.Model):
    """What a customer asked for on /bulk: one product in one colour, a size breakdown, where to
    print, the artwork, when and where it is needed, and optionally the business buying it."""

    class Status(models.TextChoices):
        NEW = "new", "New"
        QUOTED = "quoted", "Quoted"

    customer = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(default=timezone.now)
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.NEW)
    product_type = models.ForeignKey("catalogue.ProductType", on_delete=models.PROTECT, related_name="+")
    colour_name = models.CharField(max_length=60)
    colour_hex = models.CharField(max_length=7)
    sizes = models.JSONField(help_text='[{"size": "M", "quantity": 40}, ...] in the catalogue\'s order')
    quantity = models.PositiveIntegerField(validators=[MinValueValidator(1)])
    positions = models.JSONField(help_text="Where to print: a list of Position values.")
    artwork = models.ImageField(upload_to=artwork_path, blank=True)
    # "use a design from the studio": one of the customer's own orders with its editable design
    design_order = models.ForeignKey(
        "orders.Order", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    needed_by = models.DateField()
    # what the delivery estimate said when the request was made (core/pincodes + production days)
    earliest_delivery = models.DateField()
    date_possible = models.BooleanField()
    notes = models.TextField(blank=True)
    ship_area = models.CharField(max_length=200)
    ship_landmark = models.CharField(max_length=200, blank=True)
    ship_city = models.CharField(max_length=100)
    ship_state = models.CharField(max_length=100)
    ship_pin_code = models.CharField(max_length=10)
    business_name = models.CharField("business legal name", max_length=120, blank=True)
    business_gstin = models.CharField("business GSTIN", max_length=15, blank=True)
    business_address = models.CharField("business billing address", max_length=500, blank=True)
    business_pin_code = models.CharField("business billing PIN code", max_length=6, blank=True)
    business_state = models.CharField("business billing state", max_length=60, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["customer", "-created_at", "-id"], name="quoterequest_customer"),
            models.Index(fields=["-created_at", "-id"], name="quoterequest_recent"),
            models.Index(fields=["status", "-created_at", "-id"], name="quoterequest_status"),
        ]

    def __str__(self) -> str:
        return f"Request {self.pk}: {self.quantity} x {self.product_type_id}"

    @property
    def reference(self) -> str:
        return request_reference(self.pk)


def request_reference(pk: int) -> str:
    """The number a customer quotes on the phone: `QR-000123`, the request's id (found by its key)."""
    return f"QR-{pk:06d}"


class QuoteStatus(models.TextChoices):
    DRAFT = "draft", "Draft"  # the desk is writing its latest revision
    SENT = "sent", "Sent"  # the customer can accept the latest revision
    CHANGES = "changes", "Changes asked"  # the customer asked for changes: the desk revises
    ACCEPTED = "accepted", "Accepted"  # an order was made; no revision changes it


class Quote(models.Model):
    """One quote, `QT-26-000001` (consecutive per financial year), with its revisions."""

    number = models.CharField(max_length=16, unique=True)
    financial_year = models.PositiveSmallIntegerField()
    sequence = models.PositiveIntegerField()
    request = models.ForeignKey(QuoteRequest, on_delete=models.PROTECT, related_name="quotes")
    customer = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(default=timezone.now)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    status = models.CharField(max_length=8, choices=QuoteStatus.choices, default=QuoteStatus.DRAFT)
    token = models.CharField(max_length=64, unique=True, default=new_token, editable=False)
    accepted_at = models.DateTimeField(null=True, blank=True)
    accepted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    accepted_revision = models.PositiveSmallIntegerField(null=True, blank=True)
    order = models.OneToOneField(
        "orders.Order", null=True, blank=True, on_delete=models.PROTECT, related_name="quote"
    )
    # the campaign store the accepted quote was sold as instead of its order (core/stores; the order
    # cancelled: services/stores.py), by its title and link
    store_title = models.CharField(max_length=80, blank=True, default="")
    store_slug = models.CharField(max_length=40, blank=True, default="")

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["-created_at", "-id"], name="quote_recent"),
            models.Index(fields=["status", "-created_at", "-id"], name="quote_status"),
            models.Index(fields=["customer", "-created_at", "-id"], name="quote_customer"),
        ]
        constraints = [
            models.UniqueConstraint(fields=["financial_year", "sequence"], name="quote_number_per_year")
        ]

    def __str__(self) -> str:
        return self.number

    @property
    def latest(self) -> "QuoteRevision":
        return self.revisions.order_by("-number").first()


class QuoteRevision(models.Model):
    """One version of a quote's prices and terms. A sent revision is never edited: a change is a
    new revision, so every version the customer read stays readable."""

    class Terms(models.IntegerChoices):
        ADVANCE = 0, "Advance before production"
        NET_15 = 15, "Net 15 days"
        NET_30 = 30, "Net 30 days"

    quote = models.ForeignKey(Quote, on_delete=models.CASCADE, related_name="revisions")
    number = models.PositiveSmallIntegerField()
    created_at = models.DateTimeField(default=timezone.now)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    sent_at = models.DateTimeField(null=True, blank=True)
    valid_until = models.DateField()
    dispatch_by = models.DateField(help_text="The expected dispatch date.")
    # what the payments follow: the advance asked before production, or the days a business pays in
    advance_percent = models.DecimalField(
        max_digits=5, decimal_places=2, validators=[MinValueValidator(0), MaxValueValidator(100)]
    )
    terms_days = models.PositiveSmallIntegerField(choices=Terms.choices, default=Terms.ADVANCE)
    delivery = models.DecimalField(**MONEY, default=0, validators=[MinValueValidator(0)])
    note = models.TextField(blank=True)
    # the sums, worked out by the pricing (quotes/pricing.py) when the revision is saved
    goods = models.DecimalField(**MONEY, default=0)
    setup = models.DecimalField(**MONEY, default=0)
    total = models.DecimalField(**MONEY, default=0)
    taxable = models.DecimalField(**MONEY, default=0)
    cgst = models.DecimalField(**MONEY, default=0)
    sgst = models.DecimalField(**MONEY, default=0)
    igst = models.DecimalField(**MONEY, default=0)
    place_of_supply = models.CharField(max_length=60, blank=True)
    tax_rows = models.JSONField(default=list)
    pdf = models.FileField(upload_to=quote_pdf_path, blank=True)
    # the customer's answer when they asked for changes
    change_comment = models.TextField(blank=True)
    changes_asked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["quote", "number"]
        constraints = [
            models.UniqueConstraint(fields=["quote", "number"], name="one_revision_number_per_quote")
        ]

    def __str__(self) -> str:
        return f"{self.quote.number} revision {self.number}"


class QuoteLine(models.Model):
    """A priced line: one size of the goods, or a setup charge. `list_price` is what the price
    breaks say; a different `unit_price` needs a `reason`."""

    class Kind(models.TextChoices):
        GOODS = "goods", "Goods"
        SETUP = "setup", "Setup"

    revision = models.ForeignKey(QuoteRevision, on_delete=models.CASCADE, related_name="lines")
    kind = models.CharField(max_length=6, choices=Kind.choices, default=Kind.GOODS)
    size = models.CharField(max_length=40)
    quantity = models.PositiveIntegerField(validators=[MinValueValidator(1)])
    unit_price = models.DecimalField(max_digits=10, decimal_places=2, validators=[MinValueValidator(0)])
    list_price = models.DecimalField(max_digits=10, decimal_places=2)
    tier = models.CharField(max_length=40, blank=True)
    reason = models.CharField(max_length=300, blank=True)

    class Meta:
        ordering = ["revision", "id"]

    def __str__(self) -> str:
        return f"{self.size} x{self.quantity} @ {self.unit_price}"

    @property
    def line_total(self):
        return self.unit_price * self.quantity
