"""Writes for orders: placing one (the studio's Confirm Order, a catalogue item, the bag's checkout)
and changing one (`order_update`, the one door for status, payment and shipping details).

Placing: check every field (all problems at once, per field: core.orders.checks), clean every
image, price the lines with the one pure pricing function (core.orders.quotes), then store the
order, its lines and its pictures in one transaction; nothing is stored when anything fails, not
even a file. The Idempotency-Key is handled here: a retry with the same key (per customer) answers
the order the first call stored, whatever the retry carries; the database's unique constraint
settles two racing requests.

Changing: every status or payment change leaves an OrderEvent (who, when, from, to), whichever door
it came through: the legacy PATCH calls, the back office's PUT, the Django admin.

Both keep the maintained totals (core.orders.totals) in the same transaction: placing adds the
order, each status or payment change moves it from its old row to its new one.
"""

from collections.abc import Callable, Iterable

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db import IntegrityError, transaction

from core.accounts.models import User
from core.common.errors import ApplicationError, FieldErrors
from core.common.images import CleanImage, thumbnail_png
from core.orders.checks import (
    check_address,
    check_designs,
    check_instructions,
    check_upi_reference,
    cod_refusal,
    idempotency_key_check,
)
from core.orders.models import (
    SHIP_TO,
    Order,
    OrderEvent,
    OrderLine,
    OrderStatus,
    PaymentMethod,
    PaymentStatus,
)
from core.orders.quotes import STORED_PARTS, Priced, quote_bag, quote_design
from core.orders.selectors import order_get
from core.orders.signals import order_changed
from core.orders.totals.services import counted, order_totals_move

BAD_STATUS = "Choose one of: pending, confirm, shipped, delivered, cancelled."
BAD_PAYMENT = "Choose paid or unpaid."
# Shipped needs the courier and AWB (core.fulfilment.services.order_ship records them, then calls
# order_update); a plain status change to shipped is refused until the order has its shipment.
SHIP_WITH_COURIER = (
    "To ship an order, enter its courier and AWB number (Ship on the board or the order page)."
)
# What the Django admin's order page may change besides status and payment (the rest was priced).
DETAIL_FIELDS = ("upi_reference", "instructions", *SHIP_TO)
# What a priced order takes from its quote (core.orders.quotes.Priced) under the same names.
PRICED_FIELDS = ("payment_method", "product_type", "sleeve", "catalogue_item", "colour_name", "colour_hex")


# --- placing ---------------------------------------------------------------------------------------


def _existing(customer: User, key: str | None) -> Order | None:
    if not key:
        return None
    return Order.objects.filter(customer=customer, idempotency_key=key).first()


def _store(
    *,
    customer: User,
    priced: Priced,
    instructions: str,
    upi_reference: str,
    key: str | None,
    images: dict[str, CleanImage],
) -> Order:
    q = priced.quote
    order = Order(
        customer=customer,
        upi_reference=upi_reference,
        instructions=instructions,
        idempotency_key=key,
        **{name: getattr(priced, name) for name in PRICED_FIELDS},
        **{part: getattr(q, part) for part in STORED_PARTS},
        amount=q.total,
        **{ship: getattr(customer, field) for ship, field in SHIP_TO.items()},
    )
    stored: list[str] = []
    try:
        with transaction.atomic():
            for side, image in images.items():
                getattr(order, f"{side}_image").save(f"{side}.png", ContentFile(image.png), save=False)
                stored.append(getattr(order, f"{side}_image").name)
                getattr(order, f"{side}_thumbnail").save(
                    f"{side}-thumb.png", ContentFile(thumbnail_png(image.png)), save=False
                )
                stored.append(getattr(order, f"{side}_thumbnail").name)
            order.save(force_insert=True)
            OrderLine.objects.bulk_create(
                [
                    OrderLine(
                        order=order,
                        size=line.size,
                        quantity=line.quantity,
                        unit_price=line.unit_price,
                        catalogue_item=line.catalogue_item,
                    )
                    for line in priced.lines
                ]
            )
            order_changed.send(sender=Order, order=order, event="placed")
            order_totals_move(before=None, after=counted(order))  # last: its row locks are held briefly
    except BaseException:
        for name in stored:
            default_storage.delete(name)
        raise
    return order


def _replayed(customer: User, key: str | None) -> Order | None:
    """The order an earlier call with the same idempotency key stored, as the customer sees it."""
    existing = _existing(customer, key)
    return order_get(order_id=existing.order_id) if existing is not None else None


def _place(
    *,
    customer: User,
    idempotency_key: str | None,
    upi_reference: str,
    check: Callable[[FieldErrors], tuple[str, dict[str, CleanImage]]],
    price: Callable[[], Priced],
) -> Order:
    """Every order's one path: answer a replayed Idempotency-Key with its order; else check
    everything (`check` gives the cleaned instructions and designs), price it, and store it, or raise
    every problem together. `price` raises the pricing's own problems, which join the others."""
    key = idempotency_key_check(idempotency_key)
    replayed = _replayed(customer, key)
    if replayed is not None:
        return replayed
    errors = FieldErrors()
    check_address(customer, errors)
    instructions, images = check(errors)
    try:
        priced = price()
    except ApplicationError as exc:
        errors.absorb(exc, "body")
        errors.raise_if_any()
        raise
    ref = check_upi_reference(upi_reference, priced.payment_method, errors)
    if priced.payment_method == PaymentMethod.COD and not priced.quote.cod_allowed:
        errors.add("payment_method", cod_refusal(priced.rules))
    errors.raise_if_any()
    fields = {"priced": priced, "instructions": instructions, "upi_reference": ref, "images": images}
    try:
        order = _store(customer=customer, key=key, **fields)
    except IntegrityError:
        # the same Idempotency-Key won a race in another request: answer with that order
        order = _existing(customer, key)
        if order is None:
            raise
    return order_get(order_id=order.order_id)


def order_place(
    *,
    customer: User,
    product_slug: str = "",
    sleeve: str = "",
    colour: str = "",
    lines: Iterable[tuple[str, object]],
    instructions: str = "",
    payment_method: str = "cod",
    code: str = "",
    upi_reference: str = "",
    front_png: bytes | None = None,
    back_png: bytes | None = None,
    catalogue_item_id: int | str | None = None,
    idempotency_key: str | None = None,
) -> Order:
    """Place a studio order (designs on the front and/or back) or a catalogue item order.

    `colour` is a palette name or #RRGGBB. A retry with the same idempotency key answers the
    order the first call stored, whatever the retry carries.
    """

    def check(errors: FieldErrors) -> tuple[str, dict[str, CleanImage]]:
        studio = catalogue_item_id in (None, "")
        text = check_instructions(instructions, errors)
        return text, check_designs({"front": front_png, "back": back_png}, errors, required=studio)

    return _place(
        customer=customer,
        idempotency_key=idempotency_key,
        upi_reference=upi_reference,
        check=check,
        price=lambda: quote_design(
            customer=customer,
            product=product_slug,
            sleeve=sleeve,
            colour=colour,
            lines=lines,
            code=code,
            payment_method=payment_method,
            catalogue_item_id=catalogue_item_id,
        ),
    )


def order_checkout(
    *,
    customer: User,
    items: Iterable[tuple[object, str, object]],
    payment_method: str = "cod",
    code: str = "",
    upi_reference: str = "",
    idempotency_key: str | None = None,
) -> Order:
    """Check out a bag of catalogue items [(item id, size, quantity)] into one order."""
    return _place(
        customer=customer,
        idempotency_key=idempotency_key,
        upi_reference=upi_reference,
        check=lambda errors: ("", {}),
        price=lambda: quote_bag(customer=customer, items=items, code=code, payment_method=payment_method),
    )


# --- changing --------------------------------------------------------------------------------------


def _event(order: Order, kind: OrderEvent.Kind, to_value: str, actor: User | None) -> None:
    field = "status" if kind == OrderEvent.Kind.STATUS else "payment_status"
    from_value = getattr(order, field)
    if from_value != to_value:
        OrderEvent.objects.create(
            order=order, kind=kind, from_value=from_value, to_value=to_value, actor=actor
        )
        setattr(order, field, to_value)
        order.save(update_fields=[field])
        order_changed.send(sender=Order, order=order, event=f"{field}:{to_value}")


def _has_shipment(order: Order) -> bool:
    """Whether core.fulfilment recorded the order's courier (the reverse relation: no import)."""
    return Order.objects.filter(pk=order.pk, shipment__isnull=False).exists()


@transaction.atomic
def order_update(
    *,
    order: Order,
    actor: User | None,
    status: str | None = None,
    payment_status: str | None = None,
    details: dict[str, str] | None = None,
) -> Order:
    """Change an order: its status, then its payment (None leaves one as it is), each change with a
    history row naming `actor`; and, from the Django admin, the shipping details in DETAIL_FIELDS.

    Every door calls this: PATCH /api/order/status/ and /api/paymentupdate/, PUT
    /api/office/orders/{id} (the board's drag and drop, the accounts toggles), the Django admin."""
    errors = FieldErrors()
    if status is not None and status not in OrderStatus.values:
        errors.add("status", BAD_STATUS)
    if payment_status is not None and payment_status not in PaymentStatus.values:
        errors.add("payment_status", BAD_PAYMENT)
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
    if status == OrderStatus.SHIPPED and locked.status != status and not _has_shipment(locked):
        raise FieldErrors.single("status", SHIP_WITH_COURIER)
    if status is not None:
        _event(locked, OrderEvent.Kind.STATUS, status, actor)
    if payment_status is not None:
        _event(locked, OrderEvent.Kind.PAYMENT, payment_status, actor)
    # the totals follow both changes in one statement per table, last (their row locks are held briefly)
    order_totals_move(before=before, after=counted(locked))
    for name in ("status", "payment_status", *(details or {})):
        setattr(order, name, getattr(locked, name))
    return order
