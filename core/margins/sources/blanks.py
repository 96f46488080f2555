"""Blanks at their moving weighted average cost: each piece the print floor consumed for the order
(its stock movements) at the average of its blank after the last receipt before the consumption; an
order not consumed yet (or never stocked) is costed from what its lines need, as of its print day
(else when it was placed). A blank with no receipt before that time takes its first purchase's rate;
with none at all its line is 0 and says so."""

from collections.abc import Iterable
from datetime import datetime, time

from django.utils import timezone

from core.common.money import rupees
from core.margins.models import BlankCost, CostKind
from core.margins.sources import CostLineIn
from core.orders.models import Order
from core.stock.models import BlankItem, MovementKind, StockMovement
from core.stock.selectors import order_needs


def _when(order: Order) -> datetime:
    if order.printed_at:
        return order.printed_at
    if order.print_on:
        return timezone.make_aware(datetime.combine(order.print_on, time(23, 59)))
    return order.created_at


def average_as_of(item_id: int, at: datetime) -> BlankCost | None:
    """The ledger row in force for `item_id` at `at` (the first one when none was before)."""
    rows = BlankCost.objects.filter(item_id=item_id)
    before = rows.filter(received_at__lte=at).order_by("-received_at", "-id").first()
    return before or rows.order_by("received_at", "id").first()


def _consumed(order: Order) -> list[tuple[int, int, datetime]]:
    rows = StockMovement.objects.filter(order=order, kind=MovementKind.CONSUME).values_list(
        "item_id", "on_hand_delta", "created_at"
    )
    return [(item, -delta, at) for item, delta, at in rows if delta < 0]


def blank_costs(orders: Iterable[Order]) -> list[CostLineIn]:
    lines = []
    for order in orders:
        used = _consumed(order) or [(pk, qty, _when(order)) for pk, qty in order_needs(order).items()]
        names = {i.pk: str(i) for i in BlankItem.objects.filter(pk__in=[u[0] for u in used])}
        for item_id, quantity, at in used:
            row = average_as_of(item_id, at)
            name = names.get(item_id, f"blank {item_id}")
            if row is None:
                lines.append(
                    CostLineIn(order.pk, CostKind.BLANKS, rupees(0), f"{name}: no purchase recorded")
                )
                continue
            amount = rupees(row.average * quantity)
            source = f"{quantity} x {name} at {row.average:.2f} (moving average after {row.reference})"
            lines.append(CostLineIn(order.pk, CostKind.BLANKS, amount, source))
    return lines
