"""Reads of blank stock: the items, their movements, what an order needs and holds, the orders
waiting for an item, the low-stock lines."""

from functools import reduce
from operator import or_

from django.db.models import Exists, F, OuterRef, Q, QuerySet, Sum

from core.orders.models import Order, OrderLine, OrderStatus
from core.stock.models import BlankItem, MovementKind, StockMovement, StockSettings

# the orders waiting for blanks tried per receipt, oldest first; the rest wait for the next one
WAITING_BATCH = 100
LOW_LINES = 10


def stock_settings() -> StockSettings:
    """The shop's stock rules (the defaults until the owner saves them)."""
    return StockSettings.objects.first() or StockSettings()


def blank_items() -> QuerySet:
    """Every blank item with its product type's name and `available` (on hand less reserved)."""
    return BlankItem.objects.select_related("product_type").annotate(available_=F("on_hand") - F("reserved"))


def stock_movements() -> QuerySet:
    """The movements with who made them and for which order; the office filters one item's (served
    by the (item, created_at, id) index) or lists them all newest first."""
    return StockMovement.objects.select_related("actor", "order")


def low_stock_items() -> list[BlankItem]:
    """The dashboard's low-stock lines: at most LOW_LINES, through the partial index on `low`."""
    return list(blank_items().filter(low=True).order_by("product_type", "colour")[:LOW_LINES])


def order_needs(order: Order) -> dict[int, int]:
    """The blank items the order's lines print on, and how many of each; a line whose blank the shop
    does not list needs nothing."""
    per_size: dict[str, int] = {}
    for size, qty in OrderLine.objects.filter(order=order).values_list("size", "quantity"):
        per_size[size] = per_size.get(size, 0) + qty
    if not per_size:
        return {}
    items = BlankItem.objects.filter(
        product_type_id=order.product_type_id,
        sleeve=order.sleeve,
        colour__iexact=order.colour_name,
        size__in=list(per_size),
    ).values_list("pk", "size")
    return {pk: per_size[size] for pk, size in items}


def order_held(order: Order) -> dict[int, int]:
    """What the order holds reserved now, per item (its reserve, release and consume movements)."""
    rows = (
        StockMovement.objects.filter(order=order)
        .exclude(kind__in=(MovementKind.RECEIVE, MovementKind.ADJUST))
        .values("item_id")
        .annotate(held=Sum("reserved_delta"))
    )
    return {r["item_id"]: r["held"] for r in rows if r["held"]}


def orders_waiting_for(items: list[BlankItem]) -> list[Order]:
    """Confirmed orders waiting for any of `items`, oldest first (at most WAITING_BATCH)."""
    if not items:
        return []
    match = reduce(
        or_,
        (
            Q(product_type_id=i.product_type_id, sleeve=i.sleeve, colour_name__iexact=i.colour)
            & Q(Exists(OrderLine.objects.filter(order=OuterRef("pk"), size=i.size)))
            for i in items
        ),
    )
    waiting = Order.objects.filter(match, waiting_for_blanks=True, status=OrderStatus.CONFIRM)
    return list(waiting.order_by("created_at", "id")[:WAITING_BATCH])


def stock_recount() -> list[str]:
    """Items whose counts differ from the sum of their movements (none, unless written around the
    services): `<item>: on hand 5, movements 4`."""
    sums = {
        r["item_id"]: (r["on_hand"] or 0, r["reserved"] or 0)
        for r in StockMovement.objects.values("item_id").annotate(
            on_hand=Sum("on_hand_delta"), reserved=Sum("reserved_delta")
        )
    }
    wrong = []
    for item in BlankItem.objects.all():
        on_hand, reserved = sums.get(item.pk, (0, 0))
        if (item.on_hand, item.reserved) != (on_hand, reserved):
            wrong.append(f"{item.pk}: {item.on_hand}/{item.reserved}, movements {on_hand}/{reserved}")
    return wrong
