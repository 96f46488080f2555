"""Suppliers, purchase orders of blanks and what arrived against them.

A purchase order keeps its lines' rates, GST rates and tax heads as they were when it was written,
so its PDF and the purchase register read what was agreed, whatever the settings become later.
Money is Decimal rupees; the tax heads are computed by `core/purchasing/tax.py`."""

from django.conf import settings
from django.db import models
from django.utils import timezone

from core.invoices.models import STATE_CHOICES

MONEY = {"max_digits": 14, "decimal_places": 2, "default": 0}


class Supplier(models.Model):
    """Who sells the shop its blanks; registered under GST (its GSTIN names its state)."""

    name = models.CharField(max_length=120)
    gstin = models.CharField("GSTIN", max_length=15)
    address = models.TextField()
    state_code = models.CharField("state", max_length=2, choices=STATE_CHOICES)
    email = models.EmailField(blank=True)
    phone = models.CharField(max_length=20, blank=True)
    # what the supplier sells: "Suggest a purchase order" proposes only these (none: every blank)
    product_types = models.ManyToManyField("catalogue.ProductType", blank=True, related_name="+")
    active = models.BooleanField(default=True)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["name", "id"]
        indexes = [models.Index(fields=["name", "id"], name="supplier_name")]

    def __str__(self) -> str:
        return f"{self.name} ({self.gstin})"


class PurchaseStatus(models.TextChoices):
    DRAFT = "draft", "Draft"
    SENT = "sent", "Sent"
    PARTLY_RECEIVED = "partly_received", "Partly received"
    RECEIVED = "received", "Received"
    CANCELLED = "cancelled", "Cancelled"


class PurchaseCounter(models.Model):
    """The last purchase order number of a financial year; locked while a number is taken."""

    financial_year = models.PositiveSmallIntegerField(unique=True)
    last_number = models.PositiveIntegerField(default=0)

    def __str__(self) -> str:
        return f"{self.financial_year}: {self.last_number}"


class PurchaseOrder(models.Model):
    number = models.CharField(max_length=16, unique=True)
    financial_year = models.PositiveSmallIntegerField()
    supplier = models.ForeignKey(Supplier, on_delete=models.PROTECT, related_name="orders")
    status = models.CharField(max_length=16, choices=PurchaseStatus.choices, default=PurchaseStatus.DRAFT)
    # the supplier's state is the shop's: CGST + SGST; another state: IGST (see tax.py)
    intra_state = models.BooleanField(default=True)
    note = models.TextField(blank=True)
    expected_on = models.DateField(null=True, blank=True)
    taxable = models.DecimalField(**MONEY)
    cgst = models.DecimalField(**MONEY)
    sgst = models.DecimalField(**MONEY)
    igst = models.DecimalField(**MONEY)
    total = models.DecimalField(**MONEY)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(default=timezone.now)
    sent_at = models.DateTimeField(null=True, blank=True)
    updated_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["-created_at", "-id"], name="purchase_order_recent"),
            models.Index(fields=["status", "-created_at", "-id"], name="purchase_order_status"),
            models.Index(fields=["supplier", "-created_at", "-id"], name="purchase_order_supplier"),
        ]

    def __str__(self) -> str:
        return self.number


class PurchaseLine(models.Model):
    """Blanks ordered: how many, at what rate a piece (GST extra), and the tax on them."""

    order = models.ForeignKey(PurchaseOrder, on_delete=models.CASCADE, related_name="lines")
    item = models.ForeignKey("stock.BlankItem", on_delete=models.PROTECT, related_name="+")
    description = models.CharField(max_length=160)
    quantity = models.PositiveIntegerField()
    received = models.PositiveIntegerField(default=0)
    rate = models.DecimalField(max_digits=10, decimal_places=2)
    hsn = models.CharField("HSN code", max_length=8)
    gst_rate = models.DecimalField("GST rate %", max_digits=5, decimal_places=2)
    taxable = models.DecimalField(**MONEY)
    cgst = models.DecimalField(**MONEY)
    sgst = models.DecimalField(**MONEY)
    igst = models.DecimalField(**MONEY)
    total = models.DecimalField(**MONEY)

    class Meta:
        ordering = ["id"]
        constraints = [models.UniqueConstraint(fields=["order", "item"], name="purchase_line_once")]
        indexes = [models.Index(fields=["item", "order"], name="purchase_line_item")]

    def __str__(self) -> str:
        return f"{self.order_id}: {self.quantity} x {self.description}"

    @property
    def to_come(self) -> int:
        return self.quantity - self.received


class Receipt(models.Model):
    """Blanks that arrived against a purchase order, with the supplier's tax invoice: one row of the
    purchase register."""

    order = models.ForeignKey(PurchaseOrder, on_delete=models.PROTECT, related_name="receipts")
    supplier_invoice_number = models.CharField(max_length=16)
    supplier_invoice_date = models.DateField()
    taxable = models.DecimalField(**MONEY)
    cgst = models.DecimalField(**MONEY)
    sgst = models.DecimalField(**MONEY)
    igst = models.DecimalField(**MONEY)
    total = models.DecimalField(**MONEY)
    received_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    received_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["received_at", "id"]
        indexes = [
            # the purchase register: a month's supplier invoices
            models.Index(fields=["supplier_invoice_date", "id"], name="receipt_invoice_date"),
        ]

    def __str__(self) -> str:
        return f"{self.supplier_invoice_number} ({self.order_id})"


class ReceiptLine(models.Model):
    receipt = models.ForeignKey(Receipt, on_delete=models.CASCADE, related_name="lines")
    line = models.ForeignKey(PurchaseLine, on_delete=models.PROTECT, related_name="receipts")
    quantity = models.PositiveIntegerField()
    taxable = models.DecimalField(**MONEY)
    cgst = models.DecimalField(**MONEY)
    sgst = models.DecimalField(**MONEY)
    igst = models.DecimalField(**MONEY)

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return f"{self.receipt_id}: {self.quantity} of line {self.line_id}"
