"""Reading gift cards and store credit: a customer's balance and history, a buyer's cards, an
order's tenders, and the gift card liability of a period from the maintained days."""

from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from django.db.models import QuerySet, Sum

from core.accounts.models import User
from core.common.errors import FieldErrors
from core.orders.models import Order
from core.wallet.models import CreditAccount, CreditMove, GiftCard, GiftCardBatch, GiftCardDay, OrderTender

ZERO = Decimal("0.00")
MAX_PERIOD_DAYS = 366


def credit_balance(customer: User) -> Decimal:
    found = CreditAccount.objects.filter(customer=customer).values_list("balance", flat=True).first()
    return found if found is not None else ZERO


def credit_history(customer: User) -> QuerySet[CreditMove]:
    """Newest first, by the index on (account, -created_at)."""
    return CreditMove.objects.filter(account__customer=customer).order_by("-created_at", "-id")


def cards_bought(buyer: User) -> QuerySet[GiftCard]:
    return GiftCard.objects.filter(buyer=buyer).order_by("-created_at", "-id")


def cards_by_status(status: str | None) -> QuerySet[GiftCard]:
    rows = GiftCard.objects.select_related("buyer", "batch")
    return (rows.filter(status=status) if status else rows).order_by("-created_at", "-id")


def batches() -> QuerySet[GiftCardBatch]:
    """Companies' batches, newest first (the index on -created_at, -id)."""
    return GiftCardBatch.objects.order_by("-created_at", "-id")


def batch_cards(batch: GiftCardBatch) -> QuerySet[GiftCard]:
    return GiftCard.objects.filter(batch=batch).order_by("id")


def order_tenders(order: Order) -> list[OrderTender]:
    return list(OrderTender.objects.filter(order=order).select_related("card").order_by("id"))


@dataclass(frozen=True)
class Liability:
    start: date
    end: date
    opening: Decimal  # outstanding at the start of the first day
    sold: Decimal
    spent: Decimal
    expired: Decimal
    outstanding: Decimal  # at the end of the last day

    @property
    def ties(self) -> bool:
        return self.opening + self.sold - self.spent - self.expired == self.outstanding


def _outstanding_at_end_of(day: date) -> Decimal:
    found = (
        GiftCardDay.objects.filter(day__lte=day)
        .order_by("-day")
        .values_list("outstanding", flat=True)
        .first()
    )
    return found if found is not None else ZERO


def gift_card_liability(*, start: date, end: date) -> Liability:
    """What the shop owed on its gift cards over [start, end] (IST days): at most MAX_PERIOD_DAYS of
    maintained rows summed, two rows read for the balances (the index on `day`)."""
    if end < start:
        raise FieldErrors.single("end", "The period ends before it starts.")
    if (end - start).days >= MAX_PERIOD_DAYS:
        raise FieldErrors.single("end", f"Ask for at most {MAX_PERIOD_DAYS} days at once.")
    sums = GiftCardDay.objects.filter(day__gte=start, day__lte=end).aggregate(
        sold=Sum("sold"), spent=Sum("spent"), expired=Sum("expired")
    )
    return Liability(
        start=start,
        end=end,
        opening=_outstanding_at_end_of(start - timedelta(days=1)),
        sold=sums["sold"] or ZERO,
        spent=sums["spent"] or ZERO,
        expired=sums["expired"] or ZERO,
        outstanding=_outstanding_at_end_of(end),
    )
