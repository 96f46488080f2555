"""GST invoices and credit notes, the shop's invoicing settings, and the tax rule of each product type.

An invoice keeps a copy of everything it prints (seller, buyer, rows, totals), so its PDF can be
drawn again byte for byte whatever the settings become later.
"""

from decimal import Decimal

from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator, RegexValidator
from django.db import models
from django.db.models.functions import Length
from django.utils import timezone

from core.invoices.numbering import CHALLAN_PREFIX
from core.invoices.states import STATES, gstin_valid

RATE_VALIDATORS = [MinValueValidator(Decimal("0")), MaxValueValidator(Decimal("100"))]
PREFIX_VALIDATOR = RegexValidator(r"^[A-Z0-9]{1,3}$", "Use 1 to 3 capital letters or digits.")
STATE_CHOICES = [(code, f"{code} {name}") for code, name in STATES.items()]
# CGST Rule 46(b) as amended by Notification 78/2020-Central Tax (15 Oct 2020, from 1 Apr 2021): the
# HSN code on a tax invoice has 4 digits up to Rs 5 crore aggregate turnover (for supplies to
# registered persons) and 6 digits above. E-invoicing applies only above Rs 5 crore (Notification
# 10/2023-CT), so with e-invoicing on every product type's code needs 6 digits (and so does the IRP).
EINVOICING_HSN_DIGITS = 6
SHORT_HSN = (
    "E-invoicing applies above Rs 5 crore turnover, where invoices need 6-digit HSN codes "
    "(Notification 78/2020-CT): give {types} a 6-digit code first."
)


class Uqc(models.TextChoices):
    """Unit Quantity Codes of the GST portal (the GSTR-1 HSN summary's UQC list), those a print shop uses."""

    PCS = "PCS", "PCS-PIECES"
    NOS = "NOS", "NOS-NUMBERS"
    PAC = "PAC", "PAC-PACKS"
    SET = "SET", "SET-SETS"
    OTH = "OTH", "OTH-OTHERS"


def validate_gstin(value: str) -> None:
    if not gstin_valid(value):
        raise ValidationError("Enter a valid 15-character GSTIN (its last character is a checksum).")


class InvoiceSettings(models.Model):
    """The seller on every invoice (CGST Rule 46(a)): one row, edited in the Django admin."""

    legal_name = models.CharField(max_length=120)
    trade_name = models.CharField(max_length=120, blank=True)
    address = models.TextField(help_text="Street, area, city and PIN code, as printed on invoices.")
    state_code = models.CharField("state", max_length=2, choices=STATE_CHOICES)
    gstin = models.CharField("GSTIN", max_length=15, validators=[validate_gstin])
    email = models.EmailField(blank=True)
    phone = models.CharField(max_length=20, blank=True)
    invoice_prefix = models.CharField(max_length=3, default="RZ", validators=[PREFIX_VALIDATOR])
    credit_note_prefix = models.CharField(max_length=3, default="RZC", validators=[PREFIX_VALIDATOR])
    apparel_threshold = models.DecimalField(
        "apparel value limit per piece (Rs)",
        max_digits=10,
        decimal_places=2,
        default=Decimal("2500.00"),
        validators=[MinValueValidator(Decimal("0"))],
        help_text="Apparel and textiles up to this taxable value a piece take the low rate, above it the "
        "high rate (Notification 9/2025-Central Tax (Rate), from 22 Sep 2025).",
    )
    # Shown on the seller's pages (Consumer Protection (E-Commerce) Rules, 2020, rule 4(1)(c) and
    # 4(4)): customer care, and the grievance officer's name, designation and contact.
    care_hours = models.CharField(
        "customer care hours", max_length=120, blank=True, default="Monday to Saturday, 10 am to 7 pm IST"
    )
    officer_name = models.CharField("grievance officer", max_length=120, blank=True)
    officer_designation = models.CharField("designation", max_length=120, blank=True)
    officer_phone = models.CharField("grievance officer's phone", max_length=20, blank=True)
    officer_email = models.EmailField("grievance officer's e-mail", blank=True)
    einvoicing = models.BooleanField(
        "e-invoicing applies",
        default=False,
        help_text="The aggregate turnover in any year from 2017-18 is above Rs 5 crore (CGST Rule 48(4), "
        "Notification 10/2023-CT): each B2B invoice and credit note gets an e-invoice file for the IRP.",
    )

    class Meta:
        verbose_name = verbose_name_plural = "invoice settings"

    def __str__(self) -> str:
        return f"{self.legal_name} ({self.gstin})"

    def clean(self) -> None:
        if self.einvoicing and (short := short_hsn_types()):
            raise ValidationError({"einvoicing": SHORT_HSN.format(types=short)})
        if self.gstin and self.state_code and self.gstin[:2] != self.state_code:
            raise ValidationError({"gstin": "A GSTIN starts with its state's code."})
        if self.invoice_prefix and self.invoice_prefix == self.credit_note_prefix:
            raise ValidationError({"credit_note_prefix": "Credit notes need their own prefix."})
        for name in ("invoice_prefix", "credit_note_prefix"):
            if getattr(self, name) == CHALLAN_PREFIX:
                raise ValidationError({name: f"{CHALLAN_PREFIX} numbers the delivery challans."})

    @property
    def state_name(self) -> str:
        return STATES.get(self.state_code, "")


class ProductTaxRule(models.Model):
    """HSN code and GST rate of a product type; by-value types switch to `high_rate` above the limit."""

    product_type = models.OneToOneField(
        "catalogue.ProductType", on_delete=models.CASCADE, related_name="tax_rule"
    )
    hsn = models.CharField(
        "HSN code", max_length=8, validators=[RegexValidator(r"^\d{4,8}$", "4 to 8 digits.")]
    )
    rate = models.DecimalField("GST rate %", max_digits=5, decimal_places=2, validators=RATE_VALIDATORS)
    by_value = models.BooleanField(
        "rate by value per piece",
        default=False,
        help_text="Apparel and made-up textiles: above the limit in the invoice settings, the high rate.",
    )
    high_rate = models.DecimalField(
        "GST rate % above the limit",
        max_digits=5,
        decimal_places=2,
        null=True,
        blank=True,
        validators=RATE_VALIDATORS,
    )
    # The one home of a product type's unit: printed on invoices, in the e-invoice and in GSTR-1's
    # Table 12 (CGST Rule 46(g): quantity with its unit or Unique Quantity Code).
    uqc = models.CharField(
        "unit (UQC)",
        max_length=3,
        choices=Uqc.choices,
        default=Uqc.PCS,
        help_text="How the quantity is counted, on invoices, e-invoices and GSTR-1's HSN summary; "
        "one unit per HSN heading.",
    )
    source = models.CharField(max_length=200, blank=True, help_text="Where the rate comes from.")

    class Meta:
        ordering = ["product_type__position"]
        verbose_name = "HSN code and GST rate"

    def __str__(self) -> str:
        return f"{self.product_type}: HSN {self.hsn}, {self.rate}%"

    def clean(self) -> None:
        if self.by_value and self.high_rate is None:
            raise ValidationError({"high_rate": "A rate by value needs the rate above the limit."})
        if self.hsn and len(self.hsn) < EINVOICING_HSN_DIGITS and einvoicing_applies():
            raise ValidationError({"hsn": SHORT_HSN.format(types="this product type")})
        # GSTR-1's Table 12 sums each HSN (by 4 or 6 digits) in one unit: its product types share it
        heading = ProductTaxRule.objects.filter(hsn__startswith=(self.hsn or "")[:4]).exclude(pk=self.pk)
        other = heading.exclude(uqc=self.uqc).select_related("product_type").first()
        if self.hsn and other is not None:
            same = f"{other.product_type} (HSN {other.hsn}) is counted in {other.uqc}: use the same unit."
            raise ValidationError({"uqc": same})


def einvoicing_applies() -> bool:
    """The shop's setting: e-invoicing applies (one query; read by core.invoices.einvoice.selectors)."""
    shop = InvoiceSettings.objects.order_by("pk").only("einvoicing").first()
    return bool(shop and shop.einvoicing)


def shop_gstin() -> str:
    """The seller's GSTIN ('' before the settings are filled in): settings.SHOP_GSTIN_READER."""
    return InvoiceSettings.objects.order_by("pk").values_list("gstin", flat=True).first() or ""


def short_hsn_types() -> str:
    """The product types whose HSN code has fewer digits than e-invoicing needs, by name ('' for none)."""
    short = ProductTaxRule.objects.alias(digits=Length("hsn")).filter(digits__lt=EINVOICING_HSN_DIGITS)
    names = [f"{rule.product_type} ({rule.hsn})" for rule in short.select_related("product_type")]
    return ", ".join(names)


class InvoiceCounter(models.Model):
    """The last number used in a series and financial year; locked while a number is taken."""

    series = models.CharField(max_length=8)
    financial_year = models.PositiveSmallIntegerField(help_text="The year the financial year starts (April).")
    last_number = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["series", "financial_year"], name="one_counter_per_series_year")
        ]

    def __str__(self) -> str:
        return f"{self.series} {self.financial_year}: {self.last_number}"


def invoice_pdf_path(instance: "Invoice", filename: str) -> str:
    return f"invoices/{instance.financial_year}/{instance.number.replace('/', '-')}.pdf"


class Invoice(models.Model):
    """A tax invoice, a credit note or a delivery challan, with a copy of all it prints.

    A delivery challan (CGST Rules, Rule 55(1)(c)) moves an exchange's replacement, goods sent again
    without consideration: not a supply, so no tax invoice and no tax (docs/decisions.md)."""

    class Kind(models.TextChoices):
        INVOICE = "invoice", "Tax invoice"
        CREDIT_NOTE = "credit", "Credit note"
        CHALLAN = "challan", "Delivery challan"

    order = models.ForeignKey("orders.Order", on_delete=models.PROTECT, related_name="invoices")
    kind = models.CharField(max_length=8, choices=Kind.choices)
    credited = models.OneToOneField(
        "self",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="credit_note",
        help_text="The invoice a credit note cancels.",
    )
    against = models.ForeignKey(
        "self",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="return_credit_notes",
        help_text="The invoice a sales return's credit note reduces (part of it; CGST Act s.34).",
    )
    reason = models.CharField(max_length=120, blank=True, help_text="Why the credit note was issued.")
    number = models.CharField(max_length=16, unique=True)
    financial_year = models.PositiveSmallIntegerField()
    sequence = models.PositiveIntegerField()
    issued_at = models.DateTimeField(default=timezone.now)
    seller = models.JSONField(help_text="Legal name, address, state, GSTIN at the time of issue.")
    buyer_name = models.CharField(max_length=120)
    buyer_address = models.CharField(max_length=500)
    # A registered buyer (B2B, CGST Rule 46(e)): its GSTIN, legal name and billing address; blank: B2C.
    buyer_gstin = models.CharField(max_length=15, blank=True)
    buyer_legal_name = models.CharField(max_length=120, blank=True)
    buyer_billing_address = models.CharField(max_length=500, blank=True)
    # Its billing PIN code and state (in the GSTIN's state); blank on invoices to a business saved before
    buyer_billing_pin_code = models.CharField(max_length=6, blank=True)
    buyer_billing_state = models.CharField(max_length=60, blank=True)
    place_of_supply = models.CharField(max_length=60)
    place_of_supply_code = models.CharField(max_length=2)
    intra_state = models.BooleanField()
    rows = models.JSONField(help_text="The printed rows; money in paise.")
    taxable_value = models.DecimalField(max_digits=12, decimal_places=2)
    cgst = models.DecimalField(max_digits=12, decimal_places=2)
    sgst = models.DecimalField(max_digits=12, decimal_places=2)
    igst = models.DecimalField(max_digits=12, decimal_places=2)
    discount = models.DecimalField(max_digits=12, decimal_places=2)
    total = models.DecimalField(max_digits=12, decimal_places=2)
    amount_in_words = models.CharField(max_length=300)
    pdf = models.FileField(upload_to=invoice_pdf_path, blank=True)
    # The IRP's answer to the e-invoice file, pasted back by the team (CGST Rule 48(4)): printed.
    irn = models.CharField("IRN", max_length=64, blank=True)
    signed_qr = models.TextField("signed QR code", blank=True)
    # A business order's payments so far (core.receivables): [{"label", "date", "amount", "utr"}], and
    # the balance still due (None: not a business order); printed under the totals, not part of the tax.
    payments = models.JSONField(default=list, blank=True)
    balance_due = models.DecimalField(max_digits=12, decimal_places=2, null=True, blank=True)
    balance_due_on = models.DateField(null=True, blank=True)

    class Meta:
        ordering = ["-issued_at", "-id"]
        indexes = [
            models.Index(fields=["order", "kind"], name="invoice_order_kind"),
            # a return period's documents, in issue order (core.gst.selectors)
            models.Index(fields=["issued_at", "id"], name="invoice_issued"),
            # the consignments over the e-way bill limit (core/invoices/ewaybill/selectors.py)
            models.Index(fields=["total"], name="invoice_total"),
        ]
        constraints = [
            models.UniqueConstraint(fields=["kind", "financial_year", "sequence"], name="one_number_per_year")
        ]

    def __str__(self) -> str:
        return self.number
