"""Couriers' COD remittance files, their lines, and what each courier owes of the cash it collected.

A delivered cash-on-delivery parcel is a `CodParcel` (its amount due: the order's amount, which the
courier collected). A remittance file's line names a parcel by its AWB; a line is *counted* (it pays
that parcel) at most once per courier and AWB, whatever files repeat it (the partial unique
constraint `remittance_counted_once`). What a courier owes is kept, not summed in a request:
`CourierCod` (delivered minus remitted, per courier) and `CodDay` (the same per courier and day,
aged by the day; `open` marks a day with something left to pay, so the ageing reads only those)."""

import uuid

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone

ZERO = 0


class FileStatus(models.TextChoices):
    QUEUED = "queued", "Reading"
    READY = "ready", "Read"
    FAILED = "failed", "Failed"


class FileFormat(models.TextChoices):
    DELHIVERY = "delhivery", "Delhivery"
    SHIPROCKET = "shiprocket", "Shiprocket"
    GENERIC = "generic", "AWB, COD amount, remittance date, UTR"


class LineGroup(models.TextChoices):
    EXACT = "exact", "Exact"
    SHORT = "short", "Short or over-paid"
    UNKNOWN = "unknown", "Unknown AWB"
    DUPLICATE = "duplicate", "Already counted"


def remittance_path(instance: "RemittanceFile", filename: str) -> str:
    # private, as bank statements: served only after the access check; the name is ours
    suffix = ".xlsx" if filename.lower().endswith(".xlsx") else ".csv"
    return f"remittances/{instance.created_at:%Y/%m}/{instance.id}{suffix}"


class RemittanceFile(models.Model):
    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    courier = models.ForeignKey("orders.Courier", on_delete=models.PROTECT, related_name="+")
    file = models.FileField(upload_to=remittance_path)
    file_name = models.CharField(max_length=120)
    sha256 = models.CharField(max_length=64, help_text="The same file uploaded again is this one.")
    format = models.CharField(max_length=12, choices=FileFormat.choices, blank=True)
    uploaded_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(default=timezone.now)
    status = models.CharField(max_length=8, choices=FileStatus.choices, default=FileStatus.QUEUED)
    rows_done = models.PositiveIntegerField(default=0)
    rows_total = models.PositiveIntegerField(null=True, blank=True)
    # the groups' sizes and the file's total, kept when it is read (the screens never count lines)
    exact = models.PositiveIntegerField(default=0)
    short = models.PositiveIntegerField(default=0)
    unknown = models.PositiveIntegerField(default=0)
    duplicate = models.PositiveIntegerField(default=0)
    total = models.DecimalField(max_digits=14, decimal_places=2, default=0)
    counted = models.DecimalField(max_digits=14, decimal_places=2, default=0)
    error = models.TextField(blank=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["-created_at"], name="remittance_recent")]
        constraints = [models.UniqueConstraint(fields=["courier", "sha256"], name="remittance_file_once")]

    def __str__(self) -> str:
        return f"{self.courier_id}: {self.file_name}"


class RemittanceLine(models.Model):
    """One line of a file: its AWB, the amount the courier says it remitted, and how it compares."""

    file = models.ForeignKey(RemittanceFile, on_delete=models.CASCADE, related_name="lines")
    courier = models.ForeignKey("orders.Courier", on_delete=models.PROTECT, related_name="+")
    row = models.PositiveIntegerField(help_text="Its line in the file.")
    awb = models.CharField(max_length=40)
    amount = models.DecimalField(max_digits=12, decimal_places=2)
    remitted_on = models.DateField(null=True, blank=True)
    utr = models.CharField(max_length=40, blank=True)
    group = models.CharField(max_length=10, choices=LineGroup.choices)
    expected = models.DecimalField(max_digits=12, decimal_places=2, null=True, blank=True)
    difference = models.DecimalField(
        max_digits=12, decimal_places=2, null=True, blank=True, help_text="Remitted minus due: below 0 short."
    )
    shipment = models.ForeignKey(
        "orders.Shipment", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    order_ref = models.CharField(max_length=16, blank=True)
    counted = models.BooleanField(default=False)
    reason = models.CharField(max_length=200, blank=True)

    class Meta:
        ordering = ["row"]
        indexes = [
            models.Index(fields=["file", "group", "row"], name="remittance_line_group"),
            # a period's counted lines, for the Tally file's receipts (core/remittances/books.py)
            models.Index(fields=["remitted_on"], condition=Q(counted=True), name="remittance_counted_day"),
        ]
        constraints = [
            models.UniqueConstraint(
                fields=["courier", "awb"], condition=Q(counted=True), name="remittance_counted_once"
            )
        ]

    def __str__(self) -> str:
        return f"{self.awb} {self.amount}"


class RemittanceTransfer(models.Model):
    """One bank transfer of a file (its UTR) and the bank statement's credit it was found as."""

    file = models.ForeignKey(RemittanceFile, on_delete=models.CASCADE, related_name="transfers")
    utr = models.CharField(max_length=40)
    paid_on = models.DateField(null=True, blank=True)
    amount = models.DecimalField(max_digits=14, decimal_places=2)
    lines = models.PositiveIntegerField(default=0)
    credit = models.OneToOneField(
        "banking.BankCredit", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    credit_amount = models.DecimalField(max_digits=14, decimal_places=2, null=True, blank=True)
    matched_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["paid_on", "utr"]
        constraints = [models.UniqueConstraint(fields=["file", "utr"], name="remittance_transfer_utr")]

    def __str__(self) -> str:
        return f"{self.utr} {self.amount}"


class CodParcel(models.Model):
    """A cash-on-delivery parcel the courier owes for (delivered) or has paid for (a counted line)."""

    shipment = models.OneToOneField("orders.Shipment", on_delete=models.CASCADE, related_name="+")
    courier = models.ForeignKey("orders.Courier", on_delete=models.PROTECT, related_name="+")
    order_ref = models.CharField(max_length=16)
    awb = models.CharField(max_length=40, blank=True)
    amount = models.DecimalField(max_digits=12, decimal_places=2, help_text="What the courier collects.")
    delivered_on = models.DateField(null=True, blank=True)
    day = models.DateField(help_text="The day its money is aged from (CodDay): delivered, or remitted.")
    line = models.OneToOneField(
        RemittanceLine, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    remitted = models.DecimalField(max_digits=12, decimal_places=2, default=0)

    class Meta:
        indexes = [
            # delivered parcels no file has paid for yet, oldest first: the "missing" list
            models.Index(
                fields=["courier", "delivered_on"],
                condition=Q(line__isnull=True, delivered_on__isnull=False),
                name="cod_parcel_unremitted",
            )
        ]

    def __str__(self) -> str:
        return f"{self.awb} {self.amount}"


class CodDay(models.Model):
    """A courier's COD money of one day: delivered that day, and remitted for those parcels."""

    courier = models.ForeignKey("orders.Courier", on_delete=models.PROTECT, related_name="+")
    day = models.DateField()
    delivered = models.DecimalField(max_digits=14, decimal_places=2, default=0)
    remitted = models.DecimalField(max_digits=14, decimal_places=2, default=0)
    open = models.BooleanField(default=False, help_text="Delivered differs from remitted.")

    class Meta:
        ordering = ["day"]
        constraints = [models.UniqueConstraint(fields=["courier", "day"], name="cod_day_once")]
        indexes = [models.Index(fields=["courier", "day"], condition=Q(open=True), name="cod_day_open")]

    def __str__(self) -> str:
        return f"{self.courier_id} {self.day}: {self.delivered - self.remitted}"


class CourierCod(models.Model):
    """A courier's COD totals: what its delivered parcels collected and what its files paid."""

    courier = models.OneToOneField("orders.Courier", on_delete=models.PROTECT, related_name="+")
    delivered = models.DecimalField(max_digits=14, decimal_places=2, default=0)
    remitted = models.DecimalField(max_digits=14, decimal_places=2, default=0)
    parcels = models.PositiveIntegerField(default=0)

    class Meta:
        verbose_name = "courier's COD"

    def __str__(self) -> str:
        return f"{self.courier_id}: {self.owed}"

    @property
    def owed(self):
        return self.delivered - self.remitted
