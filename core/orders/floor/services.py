"""The print floor's marks on an order, set by core/stock as blanks are reserved and printed:
`waiting_for_blanks` (confirmed, but its blanks could not be reserved) and `printed_at`. The board
and the print queue show them; nothing here changes the order's status or money."""

from datetime import datetime

from django.db import transaction

from core.orders.models import Order


@transaction.atomic
def order_blanks_mark(*, order: Order, waiting: bool) -> Order:
    """Mark the order as waiting for blanks, or clear the mark."""
    if order.waiting_for_blanks != waiting:
        Order.objects.filter(pk=order.pk).update(waiting_for_blanks=waiting)
        order.waiting_for_blanks = waiting
    return order


@transaction.atomic
def order_printed_mark(*, order: Order, at: datetime | None) -> Order:
    """Record when the order was printed (None: not printed)."""
    Order.objects.filter(pk=order.pk).update(printed_at=at)
    order.printed_at = at
    return order
