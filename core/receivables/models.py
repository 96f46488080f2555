"""What business customers owe for their orders from accepted quotes, and what they paid.

`Receivable`: one per order made from a quote: the total, the advance asked, what was received, the
terms and the balance's due date. `Payment`: each amount received (date, UTR, who confirmed); a bank
credit's key pays at most one of them (unique). `Debtor`: the business (its GSTIN, else the customer),
with what it owes kept equal to its open receivables' balances on every write, so the ageing screen
pages debtors by an index and never sums the whole table."""

from decimal import Decimal

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone

MONEY = {"max_digits": 12, "decimal_places": 2}


class Debtor(models.Model):
    key = models.CharField(max_length=40, unique=True, help_text="gstin:<GSTIN>, else customer:<id>")
    name = models.CharField(max_length=120)
    gstin = models.CharField("GSTIN", max_length=15, blank=True)
    customer = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    # maintained (services.debtors.debtor_refresh): the balances of its receivables past the advance
    owed = models.DecimalField(**MONEY, default=0)
    open_count = models.PositiveIntegerField(default=0)
    oldest_due = models.DateField(null=True, blank=True)

    class Meta:
        ordering = ["-owed", "-id"]
        indexes = [
            models.Index(fields=["-owed", "-id"], name="debtor_owed"),
            models.Index(fields=["oldest_due", "id"], name="debtor_oldest_due"),
        ]

    def __str__(self) -> str:
        return self.name


class ReceivableState(models.TextChoices):
    ADVANCE_DUE = "advance", "Advance due"
    BALANCE_DUE = "balance", "Advance paid, balance due"
    PAID = "paid", "Paid"
    CANCELLED = "cancelled", "Cancelled"


class Receivable(models.Model):
    order = models.OneToOneField("orders.Order", on_delete=models.PROTECT, related_name="receivable")
    debtor = models.ForeignKey(Debtor, on_delete=models.PROTECT, related_name="receivables")
    quote_number = models.CharField(max_length=16)
    created_at = models.DateTimeField(default=timezone.now)
    total = models.DecimalField(**MONEY)
    advance_percent = models.DecimalField(max_digits=5, decimal_places=2)
    advance = models.DecimalField(**MONEY, help_text="The advance asked (the percentage of the total).")
    received = models.DecimalField(**MONEY, default=0)
    terms_days = models.PositiveSmallIntegerField(default=0, help_text="0: the balance before dispatch.")
    dispatch_by = models.DateField(help_text="The quote's expected dispatch date.")
    dispatched_on = models.DateField(null=True, blank=True)
    due_on = models.DateField(null=True, blank=True, help_text="When the balance is due.")
    # when the amount asked now (the advance, then the balance) was asked: a bank credit is matched from then
    asked_at = models.DateTimeField(default=timezone.now)
    state = models.CharField(
        max_length=9, choices=ReceivableState.choices, default=ReceivableState.ADVANCE_DUE
    )

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["debtor", "state", "due_on"], name="receivable_debtor_open"),
            models.Index(fields=["state", "due_on"], name="receivable_due"),
        ]

    def __str__(self) -> str:
        return f"{self.quote_number}: {self.order_id}"

    @property
    def balance(self):
        return self.total - self.received

    @property
    def asked(self):
        """What the customer is asked to pay now: the rest of the advance, else the balance."""
        if self.state == ReceivableState.ADVANCE_DUE:
            return self.advance - self.received
        if self.state == ReceivableState.BALANCE_DUE:
            return self.balance
        return Decimal("0.00")


class PaymentKind(models.TextChoices):
    ADVANCE = "advance", "Advance"
    BALANCE = "balance", "Balance"


class Payment(models.Model):
    receivable = models.ForeignKey(Receivable, on_delete=models.PROTECT, related_name="payments")
    kind = models.CharField(max_length=7, choices=PaymentKind.choices)
    amount = models.DecimalField(**MONEY)
    received_on = models.DateField()
    utr = models.CharField("UTR", max_length=40, blank=True)
    key = models.CharField(max_length=80, blank=True, help_text="The bank credit's key, when one paid it.")
    confirmed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.PROTECT, related_name="+"
    )
    confirmed_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["received_on", "id"]
        constraints = [
            models.UniqueConstraint(fields=["key"], condition=~Q(key=""), name="payment_one_per_credit")
        ]

    def __str__(self) -> str:
        return f"{self.kind} {self.amount} for {self.receivable}"
