"""Writes of the planning: an order's dispatch date (from its promise at checkout, or a business
quote's date), its planned print day (moved on the calendar), and the print floor's daily capacity.
A planned day never changes the promise; each change by the team leaves an audit row."""

from datetime import date, timedelta

from django.db import transaction
from django.utils import timezone

from core.common.errors import ApplicationError
from core.common.ist import ist_date
from core.common.models import AuditAction
from core.common.services import audit_record
from core.orders.changes.followers import ChangeKind, OrderChange
from core.orders.models import Order
from core.planning.dates import default_print_day
from core.planning.models import PrintCapacity
from core.planning.selectors import OPEN, print_methods, promised_dispatch

NOT_OPEN = "Only orders not yet shipped or cancelled can be planned."
PAST_DAY = "Choose today or a later day."
PLAN_HORIZON_DAYS = 365  # a print day is planned within the year: a later one is a typing slip
TOO_FAR = "Choose a day within a year from today."
UNKNOWN_METHOD = "No product type is printed by this method. Choose one of: {methods}."
BEFORE_PLACED = "The dispatch date cannot be before the order was placed."
NO_METHOD = "Name the print method."


def _placed(order: Order) -> date:
    return timezone.localdate(order.created_at)


def _save_dates(order: Order, *, dispatch_by: date | None, print_on: date | None) -> None:
    order.dispatch_by, order.print_on = dispatch_by, print_on
    Order.objects.filter(pk=order.pk).update(dispatch_by=dispatch_by, print_on=print_on)


def order_due_dates_follow(change: OrderChange) -> None:
    """A follower of order changes (settings.ORDER_FOLLOWERS): a placed order gets the dispatch date
    its delivery estimate implies (the delivery pincode's, on the day it was placed) and the print
    day before it. An order placed with its dates already set (a business quote's) keeps them."""
    order = change.order
    if change.kind != ChangeKind.PLACED or order.dispatch_by is not None:
        return
    placed = _placed(order)
    dispatch_by = promised_dispatch(pincode=order.ship_pin_code, placed=placed)
    _save_dates(order, dispatch_by=dispatch_by, print_on=default_print_day(dispatch_by, placed=placed))


@transaction.atomic
def order_due_dates_seed(*, order: Order, dispatch_by: date, print_on: date) -> Order:
    """Dates given by the system, not a person (the demo's orders): no audit row."""
    _save_dates(order, dispatch_by=dispatch_by, print_on=print_on)
    return order


@transaction.atomic
def order_dispatch_date_set(*, order: Order, dispatch_by: date, actor) -> Order:
    """Set the day the order must leave (a business quote's accepted date). A print day still at
    the old date's default, or after the new date, follows the new date; one the team planned
    earlier stays."""
    order = Order.objects.select_for_update().get(pk=order.pk)
    placed = _placed(order)
    if dispatch_by < placed:
        raise ApplicationError(BEFORE_PLACED, errors={"dispatch_by": [BEFORE_PLACED]})
    before = order.dispatch_by
    print_on = order.print_on
    old_default = default_print_day(before, placed=placed) if before else None
    if print_on is None or print_on == old_default or print_on > dispatch_by:
        print_on = default_print_day(dispatch_by, placed=placed)
    _save_dates(order, dispatch_by=dispatch_by, print_on=print_on)
    audit_record(
        actor=actor,
        action=AuditAction.DISPATCH_DATE,
        target=f"Order {order.order_id}",
        before=ist_date(before),
        after=ist_date(dispatch_by),
    )
    return order


@transaction.atomic
def order_print_day_set(*, order: Order, print_on: date, actor) -> Order:
    """Plan the order on another day (the calendar's drag or "Move to"). The dispatch date, the
    customer's promise, stays as it was."""
    order = Order.objects.select_for_update().get(pk=order.pk)
    if order.status not in OPEN:
        raise ApplicationError(NOT_OPEN, errors={"print_on": [NOT_OPEN]})
    if print_on < timezone.localdate():
        raise ApplicationError(PAST_DAY, errors={"print_on": [PAST_DAY]})
    if print_on > timezone.localdate() + timedelta(days=PLAN_HORIZON_DAYS):
        raise ApplicationError(TOO_FAR, errors={"print_on": [TOO_FAR]})
    before = order.print_on
    if before == print_on:
        return order
    _save_dates(order, dispatch_by=order.dispatch_by, print_on=print_on)
    audit_record(
        actor=actor,
        action=AuditAction.PRINT_DAY,
        target=f"Order {order.order_id}",
        before=ist_date(before),
        after=ist_date(print_on),
    )
    return order


@transaction.atomic
def print_capacity_set(*, print_method: str, pieces_per_day: int, actor) -> PrintCapacity:
    """The owner's figure of pieces a day for one print method."""
    method = (print_method or "").strip()
    if not method:
        raise ApplicationError(NO_METHOD, errors={"print_method": [NO_METHOD]})
    known = print_methods()
    if method not in known:
        unknown = UNKNOWN_METHOD.format(methods=", ".join(sorted(known)))
        raise ApplicationError(unknown, errors={"print_method": [unknown]})
    row = PrintCapacity.objects.select_for_update().filter(print_method=method).first()
    before = row.pieces_per_day if row else ""
    if row is None:
        row = PrintCapacity.objects.create(print_method=method, pieces_per_day=pieces_per_day)
    elif row.pieces_per_day != pieces_per_day:
        row.pieces_per_day = pieces_per_day
        row.save(update_fields=["pieces_per_day"])
    else:
        return row
    audit_record(
        actor=actor,
        action=AuditAction.SETTINGS,
        target=f"Print capacity: {method}",
        before=before,
        after=f"{pieces_per_day} pieces a day",
    )
    return row
