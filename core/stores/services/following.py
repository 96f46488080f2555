"""The stores follow their orders' changes (an entry of settings.ORDER_FOLLOWERS): a store order
paid (or placed cash on delivery where the store allows it) counts towards its design's minimum; a
cancelled one no longer does. The count lives on the design (its "18 of 24"), changed by one in the
transaction of the order's change, so the store page reads it without counting orders."""

from django.db.models import F

from core.orders.changes.followers import ChangeKind, OrderChange
from core.orders.models import Order, OrderStatus, PaymentMethod, PaymentStatus
from core.stores.models import StoreDesign, StoreOrder


def counts(order: Order) -> bool:
    """Whether a store order counts towards its design's minimum."""
    if order.status == OrderStatus.CANCELLED:
        return False
    return order.payment_status == PaymentStatus.PAID or order.payment_method == PaymentMethod.COD


def store_order_follow(change: OrderChange) -> None:
    """Only a payment's change or a cancel can move the count; a store order's first count is made with
    it (services/buying.py), so other orders' placing and confirming read nothing here."""
    if change.kind == ChangeKind.PLACED:
        return
    if change.kind == ChangeKind.STATUS and OrderStatus.CANCELLED not in (change.new, change.old):
        return
    order = change.order
    row = StoreOrder.objects.filter(order_id=order.pk).values_list("pk", "design_id", "counted").first()
    if row is None:
        return
    pk, design_id, counted = row
    now = counts(order)
    if now == counted:
        return
    StoreOrder.objects.filter(pk=pk).update(counted=now)
    StoreDesign.objects.filter(pk=design_id).update(ordered=F("ordered") + (1 if now else -1))
