"""Changing many orders at once (the back office's orders list): each order through
core.orders.changes.services.order_update, in its own transaction, so each change leaves its history row
and a refusal (an unknown status, shipped without a courier) stops only that order. The answer says
per order what happened."""

from dataclasses import dataclass

from core.accounts.models import User
from core.common.errors import ApplicationError, FieldErrors
from core.orders.changes.services import change_check, change_role_check, order_update
from core.orders.models import Order

BULK_MAX = 100
TOO_MANY = f"Choose at most {BULK_MAX} orders at a time."
NO_ORDERS = "Select at least one order."
NO_CHANGE = "Choose a status or a payment status to set."
NOT_FOUND = "Order not found."


@dataclass(frozen=True)
class BulkResult:
    """One order's outcome: `ok` and the order's status and payment after the attempt."""

    order_id: str
    ok: bool
    message: str
    status: str | None = None
    payment_status: str | None = None


def _check(order_ids: list[str], status: str | None, payment_status: str | None) -> list[str]:
    ids = list(dict.fromkeys(str(i or "").strip().upper() for i in order_ids))
    ids = [i for i in ids if i]
    errors = FieldErrors()
    if not ids:
        errors.add("ids", NO_ORDERS)
    elif len(ids) > BULK_MAX:
        errors.add("ids", TOO_MANY)
    if status is None and payment_status is None:
        errors.add("status", NO_CHANGE)
    change_check(status=status, payment_status=payment_status, errors=errors)
    errors.raise_if_any()
    return ids


def _done_message(before: tuple[str, str], order: Order) -> str:
    if before == (order.status, order.payment_status):
        return "No change needed."
    return f"Now {order.status}, {order.payment_status}."


def orders_bulk_update(
    *,
    order_ids: list[str],
    actor: User | None,
    status: str | None = None,
    payment_status: str | None = None,
) -> list[BulkResult]:
    """Set `status` and/or `payment_status` on each order (at most BULK_MAX), in the given order."""
    ids = _check(order_ids, status, payment_status)
    change_role_check(actor, status=status is not None, payment=payment_status is not None)
    found = Order.objects.in_bulk(ids, field_name="order_id")
    results = []
    for order_id in ids:
        order = found.get(order_id)
        if order is None:
            results.append(BulkResult(order_id=order_id, ok=False, message=NOT_FOUND))
            continue
        before = (order.status, order.payment_status)
        try:
            order_update(order=order, actor=actor, status=status, payment_status=payment_status)
        except ApplicationError as exc:
            ok, message = False, exc.message
        else:
            ok, message = True, _done_message(before, order)
        results.append(
            BulkResult(
                order_id=order_id,
                ok=ok,
                message=message,
                status=order.status,
                payment_status=order.payment_status,
            )
        )
    return results
