"""Gift cards and store credit: the shop's two tenders, spent at checkout after the order's total.

Neither is a discount: the order's total, its invoice and its taxable value stay as priced; a tender
only lowers what is left to pay by UPI, the gateway or cash on delivery (`OrderTender`, and the
order's `tendered` sum). A gift card's money is a liability until spent or expired: its moves are
kept per card (`GiftCardMove`) and per IST day (`GiftCardDay`), so the accounts screen reads a
period from a few maintained rows, never the cards' table. Store credit is a balance per customer
(`CreditAccount`) with every move that made it (`CreditMove`).
"""

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone

MONEY = {"max_digits": 12, "decimal_places": 2}


class GiftCardStatus(models.TextChoices):
    UNPAID = "unpaid", "Waiting for payment"
    ACTIVE = "active", "Active"
    EXPIRED = "expired", "Expired"
    CANCELLED = "cancelled", "Cancelled"


class GiftCardBatch(models.Model):
    """Cards the owner issued at once for a company (its staff's gifts), with their sheet of codes:
    waiting for the company's payment until Accounts marks the batch paid, then sold and spendable."""

    company = models.CharField(max_length=120)
    count = models.PositiveIntegerField()
    amount = models.DecimalField(**MONEY)
    reference = models.CharField(
        max_length=60, blank=True, help_text="The company's payment or PO reference."
    )
    buyer = models.CharField(max_length=120, blank=True, help_text="Who ordered them at the company.")
    buyer_email = models.EmailField(blank=True)
    expires_on = models.DateField(
        null=True, blank=True, help_text="The cards' last day (IST); never under the law's year."
    )
    paid_at = models.DateTimeField(null=True, blank=True)  # the company's payment seen: the cards sold
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        indexes = [models.Index(fields=["-created_at", "-id"], name="giftbatch_recent")]

    def __str__(self) -> str:
        return f"{self.company} x{self.count}"


class GiftCard(models.Model):
    code = models.CharField(max_length=19, unique=True)  # XXXX-XXXX-XXXX-XXXX
    amount = models.DecimalField(**MONEY)
    balance = models.DecimalField(**MONEY)
    status = models.CharField(max_length=10, choices=GiftCardStatus.choices, default=GiftCardStatus.UNPAID)
    created_at = models.DateTimeField(default=timezone.now)
    issued_on = models.DateField(null=True, blank=True)  # IST: when it was paid for (sold)
    expires_on = models.DateField(null=True, blank=True)  # IST: the last day it may be spent
    buyer = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    batch = models.ForeignKey(
        GiftCardBatch, null=True, blank=True, on_delete=models.PROTECT, related_name="cards"
    )
    recipient_name = models.CharField(max_length=120, blank=True)
    recipient_email = models.EmailField(blank=True)
    message = models.CharField(max_length=500, blank=True)
    send_on = models.DateField(null=True, blank=True)  # IST: the day its e-mail goes to the recipient
    sent_at = models.DateTimeField(null=True, blank=True)
    upi_reference = models.CharField(max_length=40, blank=True)
    paid_by = models.CharField(max_length=12, blank=True)  # "upi" or the gateway's name

    class Meta:
        indexes = [
            models.Index(fields=["buyer", "-created_at", "-id"], name="giftcard_buyer_recent"),
            models.Index(fields=["status", "-created_at", "-id"], name="giftcard_status_recent"),
            models.Index(fields=["status", "expires_on"], name="giftcard_expiring"),
        ]
        constraints = [
            models.CheckConstraint(
                condition=Q(balance__gte=0) & Q(balance__lte=models.F("amount")),
                name="giftcard_balance_bounds",
            ),
        ]

    def __str__(self) -> str:
        return self.code


class GiftMoveKind(models.TextChoices):
    SOLD = "sold", "Sold"
    SPENT = "spent", "Spent on an order"
    RESTORED = "restored", "Given back (order cancelled or returned)"
    EXPIRED = "expired", "Expired unspent"


class GiftCardMove(models.Model):
    card = models.ForeignKey(GiftCard, on_delete=models.PROTECT, related_name="moves")
    kind = models.CharField(max_length=10, choices=GiftMoveKind.choices)
    amount = models.DecimalField(**MONEY)  # always positive; the kind says which way
    order = models.ForeignKey(
        "orders.Order", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    day = models.DateField()  # IST
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        indexes = [models.Index(fields=["card", "created_at", "id"], name="giftmove_card")]

    def __str__(self) -> str:
        return f"{self.kind} {self.amount}"


class GiftCardDay(models.Model):
    """The gift cards' money on one IST day, and what was outstanding at its end: kept by every move."""

    day = models.DateField(unique=True)
    sold = models.DecimalField(default=0, **MONEY)
    spent = models.DecimalField(default=0, **MONEY)  # less what cancelled orders gave back
    expired = models.DecimalField(default=0, **MONEY)
    outstanding = models.DecimalField(default=0, **MONEY)

    def __str__(self) -> str:
        return str(self.day)


class TenderKind(models.TextChoices):
    GIFT_CARD = "gift_card", "Gift card"
    STORE_CREDIT = "credit", "Store credit"


class OrderTender(models.Model):
    """A part of an order's total paid by a gift card or store credit at checkout."""

    order = models.ForeignKey("orders.Order", on_delete=models.PROTECT, related_name="tenders")
    kind = models.CharField(max_length=10, choices=TenderKind.choices)
    card = models.ForeignKey(GiftCard, null=True, blank=True, on_delete=models.PROTECT, related_name="+")
    amount = models.DecimalField(**MONEY)
    restored = models.BooleanField(default=False)  # given back when the order was cancelled
    refunded = models.DecimalField(default=0, **MONEY)  # its share of the returns' refunds (split.py)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.CheckConstraint(
                condition=Q(refunded__gte=0) & Q(refunded__lte=models.F("amount")),
                name="tender_refunded_bounds",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.kind} {self.amount}"


class CreditAccount(models.Model):
    customer = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    balance = models.DecimalField(default=0, **MONEY)

    class Meta:
        constraints = [
            models.CheckConstraint(condition=Q(balance__gte=0), name="credit_balance_not_negative")
        ]

    def __str__(self) -> str:
        return f"credit {self.balance}"


class CreditMoveKind(models.TextChoices):
    RETURN = "return", "Refund of a return"
    RTO = "rto", "Refund of a parcel returned to us"
    GRANT = "grant", "Granted by the shop"
    SPENT = "spent", "Spent on an order"
    RESTORED = "restored", "Given back (order cancelled)"


class CreditMove(models.Model):
    account = models.ForeignKey(CreditAccount, on_delete=models.PROTECT, related_name="moves")
    kind = models.CharField(max_length=10, choices=CreditMoveKind.choices)
    amount = models.DecimalField(**MONEY)  # signed: + in, - out
    balance_after = models.DecimalField(**MONEY)
    reason = models.CharField(max_length=300, blank=True)
    order = models.ForeignKey(
        "orders.Order", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    reference = models.CharField(max_length=40, blank=True)  # the return's number, the RTO's order
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        indexes = [models.Index(fields=["account", "-created_at", "-id"], name="creditmove_recent")]
        constraints = [
            models.UniqueConstraint(
                fields=["kind", "reference"],
                condition=Q(kind__in=["return", "rto"]),
                name="credit_refund_once",
            )
        ]

    def __str__(self) -> str:
        return f"{self.kind} {self.amount}"
