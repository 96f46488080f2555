"""Writes for orders: status and payment changes, each leaving a history row."""

from django.db import transaction

from core.accounts.models import User
from core.common.errors import ApplicationError
from core.fulfilment.hooks import fulfilment_follow
from core.orders.models import Order, OrderEvent, OrderStatus, PaymentStatus

BAD_STATUS = "Choose one of: pending, confirm, shipped, delivered, cancelled."
BAD_PAYMENT = "Choose paid or unpaid."


def _locked(order: Order) -> Order:
    return Order.objects.select_for_update().get(pk=order.pk)


@transaction.atomic
def order_status_set(*, order: Order, status: str, actor: User | None) -> Order:
    if status not in OrderStatus.values:
        raise ApplicationError(BAD_STATUS, errors={"status": [BAD_STATUS]})
    locked = _locked(order)
    if locked.status != status:
        OrderEvent.objects.create(
            order=locked, kind=OrderEvent.Kind.STATUS, from_value=locked.status, to_value=status, actor=actor
        )
        locked.status = status
        locked.save(update_fields=["status"])
        fulfilment_follow(order=locked)  # invoice, credit note, delivered date (core/fulfilment/hooks.py)
    order.status = locked.status
    return order


@transaction.atomic
def payment_status_set(*, order: Order, payment_status: str, actor: User | None) -> Order:
    if payment_status not in PaymentStatus.values:
        raise ApplicationError(BAD_PAYMENT, errors={"payment_status": [BAD_PAYMENT]})
    locked = _locked(order)
    if locked.payment_status != payment_status:
        OrderEvent.objects.create(
            order=locked,
            kind=OrderEvent.Kind.PAYMENT,
            from_value=locked.payment_status,
            to_value=payment_status,
            actor=actor,
        )
        locked.payment_status = payment_status
        locked.save(update_fields=["payment_status"])
        fulfilment_follow(order=locked)  # invoice, credit note, delivered date (core/fulfilment/hooks.py)
    order.payment_status = locked.payment_status
    return order
