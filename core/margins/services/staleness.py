"""An order's margin follows its changes without a task per change: the followers mark it stale
(`MarginStale`), and it is costed again when it is read (`order_margin_fresh`) or by the nightly
recompute (`margins_stale_recompute`, run by `manage.py margins_recompute`).

What marks it: the order shipped, delivered or cancelled, or its payment changed
(settings.ORDER_FOLLOWERS) and the parcel delivered, back at the shop or lost
(settings.SHIPMENT_FOLLOWERS: the RTO's loss). The sources that change without an order change (a
return's refund, the gateway's settlement fee, the courier's charge, an RTO recorded) are found on
read by comparing their times with the margin's (`selectors.margin_sources_changed`); the courier's
charge also queues its orders' recompute where it is entered (services/settings.py)."""

from django.db import transaction

from core.couriers.changes import ParcelState, ShipmentChange
from core.margins.models import MarginStale, OrderMargin
from core.margins.selectors import margin_sources_changed
from core.margins.services.costing import order_margins_recompute
from core.orders.changes.followers import ChangeKind, OrderChange
from core.orders.models import Order, OrderStatus

MOVES_THAT_COST = (ParcelState.DELIVERED, ParcelState.RTO_DELIVERED, ParcelState.LOST)
STATUSES_THAT_COST = (OrderStatus.SHIPPED, OrderStatus.DELIVERED, OrderStatus.CANCELLED)
BATCH = 200


def _mark(order_ids: list[int]) -> None:
    """One statement, no savepoint: a follower runs inside the change's own transaction."""
    MarginStale.objects.bulk_create([MarginStale(order_id=pk) for pk in order_ids], ignore_conflicts=True)


@transaction.atomic
def margin_stale_mark(*, order_ids: list[int]) -> None:
    _mark(order_ids)


def margin_stale_follow(change: OrderChange) -> None:
    """An ORDER_FOLLOWER: a change that moves a cost marks the order stale: shipped (the courier's
    charge, packaging), delivered, cancelled (the invoice credited), any payment change (the
    gateway's fee, a refund). A new or confirmed order has no margin to correct yet: it is costed
    when first read or by the month's run."""
    if change.kind == ChangeKind.PAYMENT or (
        change.kind == ChangeKind.STATUS and change.new in STATUSES_THAT_COST
    ):
        _mark([change.order.pk])


def margin_stale_shipment_follow(change: ShipmentChange) -> None:
    """A SHIPMENT_FOLLOWER: the parcel delivered, back at the shop or lost changes its costs."""
    if change.state_to in MOVES_THAT_COST:
        _mark([change.shipment.order_id])


def order_margin_fresh(*, order_id: str) -> bool:
    """Cost the order again now if it is marked, has no margin yet, or a source changed after its
    margin was computed: whether it was (False for no such order)."""
    order = Order.objects.filter(order_id=order_id).first()
    if order is None:
        return False
    margin = OrderMargin.objects.filter(order=order).only("computed_at").first()
    marked = MarginStale.objects.filter(order=order).exists()
    if not marked and margin is not None and not margin_sources_changed(order, margin.computed_at):
        return False
    order_margins_recompute(order_ids=[order.pk])
    return True


def margins_stale_recompute() -> int:
    """Every marked order costed again, a batch a transaction (the nightly run): how many."""
    done, after = 0, 0
    while batch := list(
        MarginStale.objects.filter(order_id__gt=after)
        .order_by("order_id")
        .values_list("order_id", flat=True)[:BATCH]
    ):
        order_margins_recompute(order_ids=batch)
        done, after = done + len(batch), batch[-1]
    return done
