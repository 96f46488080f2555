"""Status and payment changes through the one door, core.orders.services.order_update (test shorthand)."""

from core.orders.changes.services import order_update


def order_status_set(*, order, status, actor):
    return order_update(order=order, actor=actor, status=status)


def payment_status_set(*, order, payment_status, actor):
    return order_update(order=order, actor=actor, payment_status=payment_status)
