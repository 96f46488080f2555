"""The one write of an item's counts: a movement row and the item's maintained columns, together."""

from django.utils import timezone

from core.accounts.models import User
from core.orders.models import Order
from core.stock.models import BlankItem, MovementKind, StockMovement


def locked_items(ids) -> dict[int, BlankItem]:
    """The items, locked until the transaction ends, in id order (so two changes never wait on each
    other's locks crosswise)."""
    rows = BlankItem.objects.select_for_update().filter(pk__in=list(ids)).order_by("pk")
    return {item.pk: item for item in rows}


def set_low(item: BlankItem) -> None:
    item.low = item.low_stock_at > 0 and item.available <= item.low_stock_at


def movement_write(
    item: BlankItem,
    kind: MovementKind,
    *,
    on_hand: int = 0,
    reserved: int = 0,
    actor: User | None = None,
    order: Order | None = None,
    reason: str = "",
    reference: str = "",
) -> StockMovement:
    """Record one change of a locked item and move its counts by the same amounts."""
    moved = StockMovement.objects.create(
        item=item,
        kind=kind,
        on_hand_delta=on_hand,
        reserved_delta=reserved,
        reason=reason,
        reference=reference,
        order=order,
        actor=actor if actor is not None and actor.is_authenticated else None,
    )
    item.on_hand += on_hand
    item.reserved += reserved
    set_low(item)
    item.updated_at = timezone.now()
    item.save(update_fields=["on_hand", "reserved", "low", "updated_at"])
    return moved
