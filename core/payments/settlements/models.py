"""What the gateway's settlement reports said: each upload, each settlement (one bank credit of the
gateway: gross, the gateway's fees, the GST on them, net) and each line of it (a payment, refund or
adjustment), matched to the shop's gateway payment, refund and order.

A line is known by its kind and the gateway's id of it (`settlement_line_once`) and a settlement by
its id, so a line is counted once however many reports (overlapping periods, the same file twice)
bring it. Amounts are rupees; a refund's amount and net are negative."""

import uuid

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone


class SettlementReportStatus(models.TextChoices):
    QUEUED = "queued", "Queued"
    READY = "ready", "Ready"
    FAILED = "failed", "Failed"


class SettlementLineKind(models.TextChoices):
    PAYMENT = "payment", "Payment"
    REFUND = "refund", "Refund"
    ADJUSTMENT = "adjustment", "Adjustment"


class SettlementMismatchKind(models.TextChoices):
    NONE = "", "None"
    UNKNOWN = "unknown", "No such payment or order"
    FEE = "fee", "Fee above the agreed rate"
    AMOUNT = "amount", "Amount differs"
    MISSING = "missing", "Paid, not settled"  # a payment with no line (listed from the payments)


def report_path(instance: "SettlementReport", filename: str) -> str:
    # private, as the bank statements: served only to the team; the name is ours
    suffix = ".xlsx" if filename.lower().endswith(".xlsx") else ".csv"
    return f"settlements/{instance.created_at:%Y/%m}/{instance.id}{suffix}"


class SettlementReport(models.Model):
    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    file = models.FileField(upload_to=report_path)
    file_name = models.CharField(max_length=120)
    uploaded_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(default=timezone.now)
    status = models.CharField(
        max_length=8, choices=SettlementReportStatus.choices, default=SettlementReportStatus.QUEUED
    )
    lines_read = models.PositiveIntegerField(default=0)
    lines_new = models.PositiveIntegerField(default=0)
    lines_known = models.PositiveIntegerField(default=0, help_text="Read from an earlier report already.")
    lines_unsettled = models.PositiveIntegerField(default=0, help_text="Not settled yet: not kept.")
    settlements = models.PositiveIntegerField(default=0)
    mismatches = models.PositiveIntegerField(default=0)
    error = models.TextField(blank=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["-created_at"], name="settlement_report_recent")]

    def __str__(self) -> str:
        return self.file_name


class Settlement(models.Model):
    """One payout of the gateway to the shop's bank: its totals are its lines' sums."""

    gateway = models.CharField(max_length=20)
    settlement_id = models.CharField(max_length=40, unique=True)
    utr = models.CharField(max_length=40, blank=True)
    settled_on = models.DateField()
    report = models.ForeignKey(SettlementReport, on_delete=models.PROTECT, related_name="+")
    gross = models.DecimalField(max_digits=14, decimal_places=2, default=0)
    fees = models.DecimalField(max_digits=12, decimal_places=2, default=0, help_text="Without GST.")
    tax = models.DecimalField(max_digits=12, decimal_places=2, default=0, help_text="GST on the fees.")
    net = models.DecimalField(max_digits=14, decimal_places=2, default=0)
    lines = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["-settled_on", "-id"]
        indexes = [
            models.Index(fields=["-settled_on", "-id"], name="settlement_recent"),
            models.Index(fields=["settled_on", "id"], name="settlement_by_day"),  # the purchase register
        ]

    def __str__(self) -> str:
        return self.settlement_id


class SettlementLine(models.Model):
    settlement = models.ForeignKey(Settlement, on_delete=models.CASCADE, related_name="line_rows")
    report = models.ForeignKey(SettlementReport, on_delete=models.PROTECT, related_name="+")
    row = models.PositiveIntegerField(help_text="Its line in the file.")
    kind = models.CharField(max_length=10, choices=SettlementLineKind.choices)
    entity_id = models.CharField(max_length=40)
    amount = models.DecimalField(max_digits=12, decimal_places=2, help_text="Negative for money out.")
    fee = models.DecimalField(max_digits=10, decimal_places=2, help_text="The gateway's fee, without GST.")
    tax = models.DecimalField(max_digits=10, decimal_places=2, help_text="GST on the fee.")
    net = models.DecimalField(max_digits=12, decimal_places=2, help_text="Credit less debit.")
    gateway_order_id = models.CharField(max_length=64, blank=True)
    receipt = models.CharField(max_length=64, blank=True)
    method = models.CharField(max_length=20, blank=True)
    payment = models.ForeignKey(
        "payments.GatewayPayment", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    refund = models.ForeignKey(
        "payments.GatewayRefund", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    order = models.ForeignKey(
        "orders.Order", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    mismatch = models.CharField(max_length=8, choices=SettlementMismatchKind.choices, blank=True)
    reason = models.CharField(max_length=200, blank=True)

    class Meta:
        ordering = ["settlement", "row"]
        constraints = [models.UniqueConstraint(fields=["kind", "entity_id"], name="settlement_line_once")]
        indexes = [
            models.Index(fields=["settlement", "row"], name="settlement_line_rows"),
            models.Index(
                fields=["-id"], condition=~Q(mismatch=""), name="settlement_line_mismatch"
            ),  # the mismatch list
        ]

    def __str__(self) -> str:
        return f"{self.kind} {self.entity_id}"
