"""Changing an order: `order_update`, the one door for its status, payment and shipping details.

Every door calls it: PATCH /api/order/status/ and /api/paymentupdate/, PUT /api/office/orders/{id}
(the board's drag and drop, the accounts toggles), the bulk changes (changes/bulk.py), shipping
(shipping/services.py) and the Django admin. Each real status or payment change leaves an
OrderEvent (who, when, from, to), then is announced to the followers listed in
settings.ORDER_FOLLOWERS (changes/followers.py: delivered date, invoice or credit note, e-mail),
then moves the order in the maintained totals (core/orders/totals), all in one transaction.

`order_record_placed` is the door before it, by which an order comes to be, whichever way it came (the
studio's Confirm Order, the bag's checkout, a team's order, an accepted quote, a replacement for an
exchange, the demo):
1. the order is stored, then its lines (each pointed at it);
2. what hangs on the lines is stored by the caller (`then`: a team's people, the editable design...);
3. the order is announced once to the followers, as "placed" or as the change it came with (a
   replacement arrives confirmed);
4. the maintained totals move last, so their row locks are held briefly.
It runs inside the caller's transaction: a rolled-back order announces nothing and counts nothing.
(`manage.py seed_demo --orders N` writes its many orders in batches, counted per batch: core/orders/demo.)
"""

from collections.abc import Callable, Iterable
from decimal import Decimal

from django.db import transaction

from core.accounts.models import User
from core.common.auth import NEEDS_ROLE
from core.common.errors import ApplicationError, FieldErrors, NotAllowed
from core.common.permissions import Perm, may
from core.orders.changes.followers import ChangeKind, OrderChange, order_change_announce
from core.orders.models import (
    SHIP_TO,
    Order,
    OrderEvent,
    OrderLine,
    OrderStatus,
    PaymentMethod,
    PaymentStatus,
)
from core.orders.shipping.models import Shipment
from core.orders.shipping.selectors import order_has_shipment
from core.orders.totals.services import counted, order_totals_move

BAD_STATUS = "Choose one of: pending, confirm, shipped, delivered, cancelled."
BAD_PAYMENT = "Choose paid or unpaid."
# What the Django admin's order page may change besides status and payment (the rest was priced).
DETAIL_FIELDS = ("upi_reference", "instructions", *SHIP_TO)

_FIELD = {ChangeKind.STATUS: "status", ChangeKind.PAYMENT: "payment_status"}
_EVENT = {ChangeKind.STATUS: OrderEvent.Kind.STATUS, ChangeKind.PAYMENT: OrderEvent.Kind.PAYMENT}


def change_check(*, status: str | None, payment_status: str | None, errors: FieldErrors) -> None:
    """The values a change may set (None: leave it as it is); shared with the bulk changes."""
    if status is not None and status not in OrderStatus.values:
        errors.add("status", BAD_STATUS)
    if payment_status is not None and payment_status not in PaymentStatus.values:
        errors.add("payment_status", BAD_PAYMENT)


def change_role_check(actor: User | None, *, status: bool, payment: bool) -> None:
    """What the acting member's role allows (core/common/permissions.py): a status change needs
    change_status, a payment change change_payment. No actor: the shop itself (a task, a command)."""
    if actor is None or actor.is_superuser or not actor.is_staff:
        return
    if (status and not may(actor, Perm.CHANGE_STATUS)) or (payment and not may(actor, Perm.CHANGE_PAYMENT)):
        raise NotAllowed(NEEDS_ROLE)


def _role_check(actor: User | None, order: Order, *, status: str | None, payment_status: str | None) -> None:
    """The role check for the values that would really change; every door comes through here."""
    change_role_check(
        actor,
        status=status is not None and status != order.status,
        payment=payment_status is not None and payment_status != order.payment_status,
    )


def _set(order: Order, kind: ChangeKind, new: str, actor: User | None) -> None:
    field = _FIELD[kind]
    old = getattr(order, field)
    if old == new:
        return
    OrderEvent.objects.create(order=order, kind=_EVENT[kind], from_value=old, to_value=new, actor=actor)
    setattr(order, field, new)
    order.save(update_fields=[field])
    order_change_announce(OrderChange(order=order, kind=kind, old=old, new=new, actor=actor))


BEFORE_DISPATCH = (OrderStatus.PENDING, OrderStatus.CONFIRM)
NOT_COD_PAYABLE = "Only an unpaid cash-on-delivery order can be paid now, before it is shipped."


def turns_prepaid(order: Order) -> bool:
    """A cash-on-delivery order that may still be paid before it leaves, and so become prepaid."""
    return (
        order.payment_method == PaymentMethod.COD
        and order.payment_status == PaymentStatus.UNPAID
        and order.status in BEFORE_DISPATCH
    )


def pay_now_open(order: Order) -> bool:
    """A COD order with a COD fee, unpaid and not yet shipped, is offered "pay now by UPI and save"
    (core/orders/placing/upi.py::pay_now_offer); a bank credit of its amount less the fee pays it."""
    return order.cod_fee > 0 and turns_prepaid(order)


def online_amount(order: Order) -> Decimal | None:
    """What the order may be paid online now, through a payment gateway (core/payments): an unpaid
    UPI order's amount, or an open "pay now and save" offer's (the amount less the COD fee); None for
    an order not to pay online (paid, cancelled, a business order, COD without the offer)."""
    if (
        order.quote_number
        or order.payment_status == PaymentStatus.PAID
        or order.status == OrderStatus.CANCELLED
    ):
        return None
    if order.payment_method == PaymentMethod.UPI:  # less what a gift card or store credit paid
        return order.amount - order.tendered
    return order.amount - order.cod_fee - order.tendered if pay_now_open(order) else None


def _prepaid(order: Order) -> None:
    """Paid by UPI before dispatch: the COD fee goes (the amount with it); the invoice follower
    credits and reissues an invoice that carried the fee (core/invoices/services)."""
    order.amount -= order.cod_fee
    order.payment_method, order.cod_fee = PaymentMethod.UPI, Decimal("0.00")
    order.save(update_fields=["payment_method", "cod_fee", "amount"])


@transaction.atomic
def order_cod_to_prepaid(*, order: Order, actor: User | None, upi_reference: str = "") -> Order:
    """A cash-on-delivery order paid by UPI before dispatch (the "pay now by UPI and save" offer):
    confirmed paid through order_update, which turns it prepaid (payment UPI, no COD fee)."""
    locked = Order.objects.select_for_update().get(pk=order.pk)
    if not turns_prepaid(locked):
        raise ApplicationError(NOT_COD_PAYABLE, errors={"payment_method": [NOT_COD_PAYABLE]})
    details = {"upi_reference": upi_reference.strip()} if upi_reference.strip() else None
    order_update(order=locked, actor=actor, payment_status=PaymentStatus.PAID, details=details, prepaid=True)
    order.refresh_from_db()
    return order


@transaction.atomic
def order_update(
    *,
    order: Order,
    actor: User | None,
    status: str | None = None,
    payment_status: str | None = None,
    details: dict[str, str] | None = None,
    prepaid: bool = False,
) -> Order:
    """Change an order: its status, then its payment (None leaves one as it is), each real change
    with a history row naming `actor` and its followers; and, from the Django admin, the shipping
    details in DETAIL_FIELDS. Each change needs the actor's role to allow it. Shipped with no
    shipment on record records one without a courier. Paid before dispatch, a COD order with a COD
    fee (or any COD order, `prepaid`: order_cod_to_prepaid) turns prepaid: UPI, without the fee."""
    errors = FieldErrors()
    change_check(status=status, payment_status=payment_status, errors=errors)
    unknown = set(details or {}) - set(DETAIL_FIELDS)
    if unknown:
        errors.add("details", f"These cannot be changed here: {', '.join(sorted(unknown))}.")
    errors.raise_if_any()
    locked = Order.objects.select_for_update().get(pk=order.pk)
    before = counted(locked)
    if details:
        for name, value in details.items():
            setattr(locked, name, value)
        locked.save(update_fields=list(details))
    _role_check(actor, locked, status=status, payment_status=payment_status)
    if status == OrderStatus.SHIPPED and locked.status != status and not order_has_shipment(locked):
        # shipped with no courier on record (hand delivery, a courier booked elsewhere): the
        # shipment says "courier not recorded" and the board offers to add the AWB later
        Shipment.objects.create(order=locked, courier=None, awb="", shipped_by=actor)
    if status is not None:
        _set(locked, ChangeKind.STATUS, status, actor)
    if payment_status == PaymentStatus.PAID and (pay_now_open(locked) or (prepaid and turns_prepaid(locked))):
        _prepaid(locked)
    if payment_status is not None:
        _set(locked, ChangeKind.PAYMENT, payment_status, actor)
    # the totals follow both changes in one statement per table, last (their row locks are held briefly)
    order_totals_move(before=before, after=counted(locked))
    for name in ("status", "payment_status", "payment_method", "cod_fee", "amount", *(details or {})):
        setattr(order, name, getattr(locked, name))
    return order


def order_record_placed(
    *,
    order: Order,
    lines: Iterable[OrderLine],
    actor: User | None,
    then: Callable[[list[OrderLine]], None] | None = None,
    change: OrderChange | None = None,
    announce: bool = True,
) -> list[OrderLine]:
    """Store `order` (not yet saved) and `lines`, run `then` on the stored lines, announce the order
    (`change`, by default "placed" by `actor`; `announce=False` only for the demo's history, which
    must not e-mail or reserve anything) and move the totals. Answers the stored lines."""
    order.save(force_insert=True)
    lines = list(lines)
    for line in lines:
        line.order = order
    stored = OrderLine.objects.bulk_create(lines)
    if then is not None:
        then(stored)
    if announce:
        order_change_announce(change or OrderChange(order=order, kind=ChangeKind.PLACED, actor=actor))
    order_totals_move(before=None, after=counted(order))
    return stored
