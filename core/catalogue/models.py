from decimal import Decimal

from django.core.validators import MaxValueValidator, MinValueValidator, RegexValidator
from django.db import models

from core.catalogue.money_rules import DEFAULT_RULES

HEX_VALIDATOR = RegexValidator(r"^#[0-9a-fA-F]{6}$", "Enter a colour as #RRGGBB.")
PRICE_VALIDATORS = [MinValueValidator(Decimal("0.00"))]
ORIGIN_INDIA = "India"


# A product's words in Hindi (settings.LANGUAGES' other language): read where asked, English when blank
# (core/common/languages.py::in_language; docs/decisions.md, "The shop in Hindi").
HINDI_HELP = "Blank: the shop shows the English."


class ProductFacts(models.Model):
    """The Details and Features tabs of a product type or an item. An item's blank fact
    falls back to its product type's (core/catalogue/facts.py). The country of origin is shown before
    purchase: Consumer Protection (E-Commerce) Rules, 2020, "all relevant details about the goods ...
    including country of origin" at the pre-purchase stage (r.6(5)(e); r.7 for an inventory entity)."""

    material = models.CharField(max_length=120, blank=True)
    gsm = models.PositiveSmallIntegerField(
        "GSM",
        null=True,
        blank=True,
        validators=[MaxValueValidator(2000)],
        help_text="Grams per square metre.",
    )
    fit = models.CharField(max_length=60, blank=True)
    print_method = models.CharField(max_length=80, blank=True)
    care = models.CharField(max_length=300, blank=True)
    country_of_origin = models.CharField(max_length=60, blank=True, default=ORIGIN_INDIA)
    features = models.JSONField(default=list, blank=True, help_text="A list of short lines.")
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        abstract = True


class ProductType(ProductFacts):
    """Something the shop prints on: T-Shirt, Hoodie, Flag... with its base price in rupees."""

    name = models.CharField(max_length=60, unique=True)
    name_hi = models.CharField("name in Hindi", max_length=60, blank=True, help_text=HINDI_HELP)
    slug = models.SlugField(max_length=60, unique=True)
    base_price = models.DecimalField(max_digits=10, decimal_places=2, validators=PRICE_VALIDATORS)
    customisable = models.BooleanField(default=True, help_text="Offered in the design studio's product list.")
    has_sizes = models.BooleanField(default=True, help_text="Garments come in sizes S..5XL.")
    description = models.TextField(blank=True)
    description_hi = models.TextField("description in Hindi", blank=True, help_text=HINDI_HELP)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position", "name"]

    def __str__(self) -> str:
        return self.name


class SleeveOption(models.Model):
    """A sub-choice of a product type (T-Shirt: Half Sleeve, Full Sleeve) with its own unit price."""

    product_type = models.ForeignKey(ProductType, on_delete=models.CASCADE, related_name="sleeves")
    name = models.CharField(max_length=40)
    price = models.DecimalField(max_digits=10, decimal_places=2, validators=PRICE_VALIDATORS)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position"]
        constraints = [
            models.UniqueConstraint(fields=["product_type", "name"], name="unique_sleeve_per_type")
        ]

    def __str__(self) -> str:
        return f"{self.product_type} - {self.name}"


class Colour(models.Model):
    """The garment colour palette."""

    name = models.CharField(max_length=60, unique=True)
    hex = models.CharField(max_length=7, validators=[HEX_VALIDATOR])
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position"]

    def __str__(self) -> str:
        return f"{self.name} {self.hex}"


class Size(models.Model):
    code = models.CharField(max_length=20, unique=True)
    position = models.PositiveSmallIntegerField(default=0)
    studio = models.BooleanField(default=True, help_text="Offered in the design studio.")
    custom = models.BooleanField(default=False, help_text="'More than 5XL': the customer types a size.")

    class Meta:
        ordering = ["position"]

    def __str__(self) -> str:
        return self.code


class CatalogueItem(ProductFacts):
    """A ready-made design sold as it is (the /brevity catalogue)."""

    name = models.CharField(max_length=120)
    name_hi = models.CharField("name in Hindi", max_length=120, blank=True, help_text=HINDI_HELP)
    product_type = models.ForeignKey(ProductType, on_delete=models.PROTECT, related_name="items")
    price = models.DecimalField(max_digits=10, decimal_places=2, validators=PRICE_VALIDATORS)
    old_price = models.DecimalField(max_digits=10, decimal_places=2, validators=PRICE_VALIDATORS)
    colour_name = models.CharField(max_length=60)
    colour_hex = models.CharField(max_length=7, validators=[HEX_VALIDATOR])
    sizes = models.ManyToManyField(Size, related_name="items")
    description = models.TextField()
    description_hi = models.TextField("description in Hindi", blank=True, help_text=HINDI_HELP)
    images = models.JSONField(default=list, help_text="Paths of the three gallery pictures.")
    active = models.BooleanField(default=True)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position", "id"]

    def __str__(self) -> str:
        return self.name


class Brand(models.Model):
    """Brand merchandise pages linked from the header (/help/{slug})."""

    name = models.CharField(max_length=60, unique=True)
    slug = models.SlugField(max_length=60, unique=True)
    tagline = models.CharField(max_length=160, blank=True)
    tagline_hi = models.CharField("tagline in Hindi", max_length=160, blank=True, help_text=HINDI_HELP)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position"]

    def __str__(self) -> str:
        return self.name


class ShopSettings(models.Model):
    """The money rules' numbers, editable by the admin team (one row)."""

    shipping_fee = models.DecimalField(max_digits=8, decimal_places=2, default=DEFAULT_RULES.shipping_fee)
    free_shipping_over = models.DecimalField(
        max_digits=10, decimal_places=2, default=DEFAULT_RULES.free_shipping_over
    )
    cod_below = models.DecimalField(max_digits=10, decimal_places=2, default=DEFAULT_RULES.cod_below)
    online_discount_below = models.DecimalField(
        max_digits=10, decimal_places=2, default=DEFAULT_RULES.online_discount_below
    )
    online_discount_percent = models.DecimalField(
        max_digits=5, decimal_places=2, default=DEFAULT_RULES.online_discount_percent
    )
    promo_code = models.CharField(max_length=30, default=DEFAULT_RULES.promo_code)
    promo_percent = models.DecimalField(max_digits=5, decimal_places=2, default=DEFAULT_RULES.promo_percent)
    club_percent = models.DecimalField(max_digits=5, decimal_places=2, default=DEFAULT_RULES.club_percent)
    cod_fee = models.DecimalField(
        "cash on delivery fee",
        max_digits=8,
        decimal_places=2,
        default=DEFAULT_RULES.cod_fee,
        validators=[MinValueValidator(0)],
        help_text="Added to a COD order after shipping, taxed as the goods.",
    )
    cod_first_order_above = models.DecimalField(
        "no COD on a first order above",
        max_digits=10,
        decimal_places=2,
        default=DEFAULT_RULES.cod_first_order_above,
        validators=[MinValueValidator(0)],
        help_text="0: no limit.",
    )
    cod_rto_percent = models.DecimalField(
        "no COD where returns to origin exceed (%)",
        max_digits=5,
        decimal_places=2,
        default=DEFAULT_RULES.cod_rto_percent,
        validators=[MinValueValidator(0), MaxValueValidator(100)],
        help_text="Of a PIN code's (or its first 3 digits') last COD parcels delivered or returned. 0: off.",
    )
    cod_rto_last = models.PositiveSmallIntegerField(
        "COD shipments counted", default=DEFAULT_RULES.cod_rto_last, validators=[MinValueValidator(1)]
    )

    class Meta:
        verbose_name = "shop settings"
        verbose_name_plural = "shop settings"

    def __str__(self) -> str:
        return "Money rules"


class RatingTally(models.Model):
    """The accepted reviews' stars of one product: a catalogue item, or a product type and sleeve
    (a custom print, "T-Shirt, Half Sleeve"). Maintained by core/reviews/services in the transaction
    that submits, edits, accepts or rejects a review, so the product page and the /brevity cards
    read one row, never a count (it lives here so the catalogue's calls can read it)."""

    item = models.OneToOneField(
        CatalogueItem, null=True, blank=True, on_delete=models.SET_NULL, related_name="rating_tally"
    )
    product_type = models.ForeignKey(
        ProductType, null=True, blank=True, on_delete=models.PROTECT, related_name="rating_tallies"
    )
    sleeve = models.CharField(max_length=40, blank=True)
    stars_1 = models.PositiveIntegerField(default=0)
    stars_2 = models.PositiveIntegerField(default=0)
    stars_3 = models.PositiveIntegerField(default=0)
    stars_4 = models.PositiveIntegerField(default=0)
    stars_5 = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["product_type", "sleeve"],
                condition=models.Q(item__isnull=True, product_type__isnull=False),
                name="rating_tally_per_custom_print",
            )
        ]

    def __str__(self) -> str:
        return f"{self.label}: {self.count}"

    @property
    def label(self) -> str:
        if self.item_id:
            return str(self.item)
        return ", ".join(p for p in (str(self.product_type or ""), self.sleeve) if p)

    @property
    def histogram(self) -> list[tuple[int, int]]:
        return [(stars, getattr(self, f"stars_{stars}")) for stars in (5, 4, 3, 2, 1)]

    @property
    def count(self) -> int:
        return sum(n for _, n in self.histogram)

    @property
    def average(self) -> float | None:
        count = self.count
        if not count:
            return None
        return round(sum(stars * n for stars, n in self.histogram) / count, 1)


# The bulk tables' models live in their own module; imported here so Django finds them.
from core.catalogue.price_breaks import PriceBreak, SetupCharge  # noqa: E402, F401
