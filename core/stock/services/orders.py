"""Blanks and orders: reserved in the transaction that confirms an order (an ORDER_FOLLOWER),
consumed when the print floor marks it printed, released when it is cancelled (or set back to
pending). An order is reserved whole or not at all: one whose blanks are short is still confirmed
and marked "waiting for blanks"; blanks received (or counted up, or released) go to the waiting
orders oldest first."""

from django.db import transaction
from django.utils import timezone

from core.accounts.models import User
from core.common.errors import ApplicationError
from core.orders.changes.followers import ChangeKind, OrderChange
from core.orders.floor.services import order_blanks_mark, order_printed_mark
from core.orders.models import Order, OrderStatus
from core.stock.models import BlankItem, MovementKind
from core.stock.selectors import order_held, order_needs, orders_waiting_for, stock_settings
from core.stock.services.movements import locked_items, movement_write

NOT_CONFIRMED = "Only a confirmed order can be marked printed."
WAITING = "This order is waiting for blanks: receive them in Blank stock first."
ALREADY_PRINTED = "This order is already marked printed."


def _reserve(order: Order, actor: User | None, allow_negative: bool) -> bool:
    """Reserve every blank the order needs, or none (False when one is short)."""
    needs = order_needs(order)
    if not needs:
        return True
    items = locked_items(needs)
    if not allow_negative and any(items[pk].available < qty for pk, qty in needs.items()):
        return False
    for pk, qty in needs.items():
        movement_write(items[pk], MovementKind.RESERVE, reserved=qty, actor=actor, order=order)
    return True


def _confirmed(order: Order, actor: User | None) -> None:
    if order.printed_at is not None or order_held(order):
        return  # printed already (back from shipped), or still holding its blanks
    reserved = _reserve(order, actor, stock_settings().allow_negative)
    order_blanks_mark(order=order, waiting=not reserved)


def _give_back(order: Order, actor: User | None, kind: MovementKind) -> list[BlankItem]:
    """Release (or consume) everything the order holds; the items it gave back."""
    held = order_held(order)
    items = locked_items(held)
    on_hand_moves = kind == MovementKind.CONSUME
    for pk, qty in held.items():
        movement_write(
            items[pk], kind, reserved=-qty, on_hand=-qty if on_hand_moves else 0, actor=actor, order=order
        )
    return list(items.values())


def serve_waiting(items: list[BlankItem], actor: User | None) -> None:
    """Offer the blanks of `items` to the orders waiting for them, oldest first; an order whose
    blanks are all there now is reserved and its mark cleared. An order being changed at this very
    moment (its row locked) is passed over (PostgreSQL's SKIP LOCKED): its change decides for it."""
    allow_negative = stock_settings().allow_negative
    for candidate in orders_waiting_for(items):
        order = (
            Order.objects.select_for_update(skip_locked=True)
            .filter(pk=candidate.pk, status=OrderStatus.CONFIRM, waiting_for_blanks=True)
            .first()
        )
        if order is not None and _reserve(order, actor, allow_negative):
            order_blanks_mark(order=order, waiting=False)


def stock_order_follow(change: OrderChange) -> None:
    """The order follower: confirm reserves, cancel or pending releases (the blanks then go to
    waiting orders), shipped or delivered without the Printed step consumes what is still reserved
    (the blanks left in the parcel)."""
    order, actor = change.order, change.actor
    if change.kind == ChangeKind.PLACED:
        if order.status == OrderStatus.CONFIRM:  # a replacement is placed confirmed
            _confirmed(order, actor)
        return
    if change.kind != ChangeKind.STATUS:
        return
    if change.new == OrderStatus.CONFIRM:
        _confirmed(order, actor)
    elif change.new in (OrderStatus.PENDING, OrderStatus.CANCELLED):
        order_blanks_mark(order=order, waiting=False)
        serve_waiting(_give_back(order, actor, MovementKind.RELEASE), actor)
    else:  # shipped, delivered
        order_blanks_mark(order=order, waiting=False)
        _give_back(order, actor, MovementKind.CONSUME)


@transaction.atomic
def stock_order_reserve(*, order: Order, actor: User | None) -> Order:
    """Reserve the blanks of an order confirmed before the shop counted them (the demo's orders, put
    in in bulk), as confirming it now would: it holds them, or waits for them. Nothing for an order
    that is not confirmed, already holds its blanks or was printed."""
    locked = Order.objects.select_for_update().get(pk=order.pk)
    if locked.status == OrderStatus.CONFIRM:
        _confirmed(locked, actor)
    order.waiting_for_blanks = locked.waiting_for_blanks
    return order


@transaction.atomic
def stock_order_print(*, order: Order, actor: User | None) -> Order:
    """The print queue's "Printed": the order's reserved blanks are consumed (off the shelf) and the
    order is marked printed. Refused for an order waiting for blanks."""
    locked = Order.objects.select_for_update().get(pk=order.pk)
    if locked.status != OrderStatus.CONFIRM:
        raise ApplicationError(NOT_CONFIRMED)
    if locked.printed_at is not None:
        raise ApplicationError(ALREADY_PRINTED)
    if locked.waiting_for_blanks:
        raise ApplicationError(WAITING)
    _give_back(locked, actor, MovementKind.CONSUME)
    order_printed_mark(order=locked, at=timezone.now())
    order.printed_at = locked.printed_at
    return order
