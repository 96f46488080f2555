"""The gift cards' maintained days: each move adds to its IST day's row, and the outstanding balance
at the end of that day and of every later day on record, so a period's report reads a few rows."""

from datetime import date
from decimal import Decimal

from django.db import transaction
from django.db.models import F

from core.wallet.models import GiftCardDay, GiftMoveKind

# how each kind of move changes the day's columns and the outstanding balance
EFFECT = {
    GiftMoveKind.SOLD: ("sold", 1),
    GiftMoveKind.SPENT: ("spent", -1),
    GiftMoveKind.RESTORED: ("spent", 1),  # less spent: back to outstanding
    GiftMoveKind.EXPIRED: ("expired", -1),
}


@transaction.atomic
def liability_book(*, day: date, kind: str, amount: Decimal) -> None:
    column, sign = EFFECT[kind]
    change = -amount if kind == GiftMoveKind.RESTORED else amount
    row = GiftCardDay.objects.select_for_update().filter(day=day).first()
    if row is None:
        before = (
            GiftCardDay.objects.filter(day__lt=day)
            .order_by("-day")
            .values_list("outstanding", flat=True)
            .first()
        )
        row, _ = GiftCardDay.objects.get_or_create(day=day, defaults={"outstanding": before or Decimal("0")})
        row = GiftCardDay.objects.select_for_update().get(pk=row.pk)
    GiftCardDay.objects.filter(pk=row.pk).update(
        **{column: F(column) + change}, outstanding=F("outstanding") + sign * amount
    )
    # a move booked on an earlier day (an expiry swept late) carries into the days after it
    GiftCardDay.objects.filter(day__gt=day).update(outstanding=F("outstanding") + sign * amount)
