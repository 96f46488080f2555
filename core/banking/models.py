"""Bank statements uploaded by Accounts, their credits, and the UPI payments confirmed from them.

A credit is known by its `key`: its UTR (NPCI's 12-digit Unique Transaction Reference of a UPI
payment), value date and amount when the statement gives a UTR, else a fingerprint of its date,
amount, reference and narration (core.banking.reading.Credit.key). A credit read from several
statements has a row in each; the unmatched list shows its latest reading only. `UpiReceipt` holds
one row per key and one per order (unique constraints), so a credit pays at most one order and an
order is paid by at most one credit, however many overlapping statements are uploaded and
confirmed at once."""

import uuid

from django.conf import settings
from django.db import models
from django.utils import timezone

COLUMNS = ("date", "amount", "narration", "reference", "direction", "debit")


class StatementStatus(models.TextChoices):
    QUEUED = "queued", "Queued"
    MAPPING = "mapping", "Columns to map"
    READY = "ready", "Ready"
    FAILED = "failed", "Failed"


class BankColumns(models.Model):
    """A bank's statement columns, remembered from the last upload mapped (by the bank's name)."""

    bank = models.CharField(max_length=60, unique=True)
    date = models.CharField(max_length=80)
    amount = models.CharField(
        max_length=80, help_text="The credit (deposit) column, or the one amount column with a Dr/Cr column."
    )
    narration = models.CharField(max_length=80)
    reference = models.CharField(max_length=80, blank=True, help_text="UTR or reference number, if any.")
    direction = models.CharField(
        max_length=80, blank=True, default="", help_text="The Dr/Cr column, when one column holds both."
    )
    debit = models.CharField(
        max_length=80, blank=True, default="", help_text="The debit (withdrawal) column, if debits have one."
    )
    updated_at = models.DateTimeField(default=timezone.now)

    class Meta:
        verbose_name = verbose_name_plural = "bank statement columns"

    def __str__(self) -> str:
        return self.bank

    def as_dict(self) -> dict[str, str]:
        return {name: getattr(self, name) for name in COLUMNS}


def statement_path(instance: "BankStatement", filename: str) -> str:
    # private, as exports: served only through the API after the access check; the name is ours
    suffix = ".xlsx" if filename.lower().endswith(".xlsx") else ".csv"
    return f"statements/{instance.created_at:%Y/%m}/{instance.id}{suffix}"


class BankStatement(models.Model):
    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    bank = models.CharField(max_length=60)
    file = models.FileField(upload_to=statement_path)
    file_name = models.CharField(max_length=120)
    uploaded_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(default=timezone.now)
    status = models.CharField(max_length=8, choices=StatementStatus.choices, default=StatementStatus.QUEUED)
    headers = models.JSONField(default=list, blank=True)
    columns = models.JSONField(default=dict, blank=True, help_text="The mapping the credits were read with.")
    rows_done = models.PositiveIntegerField(default=0)
    rows_total = models.PositiveIntegerField(null=True, blank=True)
    credits = models.PositiveIntegerField(default=0)
    proposed = models.PositiveIntegerField(default=0)
    error = models.TextField(blank=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["-created_at"], name="statement_recent")]

    def __str__(self) -> str:
        return f"{self.bank}: {self.file_name}"


class MatchRule(models.TextChoices):
    UTR = "utr", "UTR"
    ORDER_ID = "order_id", "Order id and amount"
    AMBIGUOUS = "ambiguous", "UTR given for several orders"
    NONE = "", "No match"


class BankCredit(models.Model):
    """One credit (money in) of a statement, and the unpaid UPI order it is proposed to pay."""

    statement = models.ForeignKey(BankStatement, on_delete=models.CASCADE, related_name="credit_rows")
    row = models.PositiveIntegerField(help_text="Its line in the file.")
    value_date = models.DateField()
    amount = models.DecimalField(max_digits=12, decimal_places=2)
    narration = models.CharField(max_length=300, blank=True)
    reference = models.CharField(max_length=80, blank=True)
    utr = models.CharField(max_length=12, blank=True)
    key = models.CharField(max_length=80)
    order = models.ForeignKey(
        "orders.Order", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    rule = models.CharField(max_length=10, choices=MatchRule.choices, blank=True)
    reason = models.CharField(max_length=300, blank=True)

    class Meta:
        ordering = ["value_date", "row"]
        indexes = [
            models.Index(fields=["statement", "value_date", "row"], name="credit_statement_rows"),
            models.Index(fields=["key", "id"], name="credit_key_latest"),
            models.Index(fields=["-value_date", "-id"], name="credit_recent"),
            # a gateway's settlement found by its UTR (core/payments/settlements/selectors.py)
            models.Index(fields=["reference", "amount"], name="credit_reference"),
        ]

    def __str__(self) -> str:
        return f"{self.value_date} {self.amount} {self.utr or self.reference}"


class UpiReceipt(models.Model):
    """A credit confirmed as an order's payment: at most one per credit and one per order."""

    key = models.CharField(max_length=80, unique=True)
    order = models.OneToOneField("orders.Order", on_delete=models.PROTECT, related_name="upi_receipt")
    credit = models.ForeignKey(BankCredit, null=True, on_delete=models.SET_NULL, related_name="+")
    utr = models.CharField(max_length=12, blank=True)
    amount = models.DecimalField(max_digits=12, decimal_places=2)
    confirmed_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    confirmed_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-confirmed_at", "-id"]
        # the admin's list, newest first: one receipt per UPI order paid grows with the orders
        indexes = [models.Index(fields=["-confirmed_at", "-id"], name="upi_receipt_recent")]

    def __str__(self) -> str:
        return f"{self.key} -> order {self.order_id}"
