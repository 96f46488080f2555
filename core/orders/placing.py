"""Placing orders: the studio's Confirm Order, a catalogue item, and the bag's checkout.

Every order goes through one path: check every field (all problems at once, per field), clean
every image, price the lines with the one pure pricing function, then store the order, its lines
and its pictures in one transaction. Nothing is stored when anything fails, not even a file.

The single rules live in core.orders.placing_rules; checking and pricing what the customer asks
for (also the live quote) in core.orders.placing_prices; storing it, here.
"""

import re
from collections.abc import Callable, Iterable

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db import IntegrityError, transaction

from core.accounts.models import User
from core.common.errors import ApplicationError
from core.common.images import CleanImage, clean_image, thumbnail_png
from core.notifications.services import order_email_queue
from core.orders.models import Order, OrderLine, PaymentMethod
from core.orders.placing_prices import Priced, price_bag, price_design
from core.orders.placing_rules import FieldErrors, cod_refusal
from core.orders.selectors import order_get

MAX_INSTRUCTIONS = 1000
UPI_REF_RE = re.compile(r"^[A-Za-z0-9-]{6,40}$")
KEY_RE = re.compile(r"^[\x21-\x7e]{1,80}$")

NO_ADDRESS = "Please add your shipping address (area, city, state and pin code) before ordering."
NO_DESIGN = "Please add a design to the front or the back."


def _existing(customer: User, key: str | None) -> Order | None:
    if not key:
        return None
    return Order.objects.filter(customer=customer, idempotency_key=key).first()


def _check_key(key: str | None) -> str | None:
    key = (key or "").strip() or None
    if key is not None and not KEY_RE.match(key):
        message = "The Idempotency-Key header must be 1 to 80 visible characters."
        raise ApplicationError(message, errors={"idempotency_key": [message]})
    return key


def _check_customer(customer: User, errors: FieldErrors) -> None:
    if not all((customer.area, customer.city, customer.state, customer.pin_code)):
        errors.add("address", NO_ADDRESS)


def _check_upi_reference(value: str, method: str, errors: FieldErrors) -> str:
    ref = (value or "").strip()
    if ref and method != PaymentMethod.UPI:
        return ""
    if ref and not UPI_REF_RE.match(ref):
        errors.add("upi_reference", "A UPI reference is 6 to 40 letters and digits.")
    return ref


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
        payment_method=priced.payment_method,
        upi_reference=upi_reference,
        product_type=priced.product_type,
        sleeve=priced.sleeve,
        catalogue_item=priced.catalogue_item,
        colour_name=priced.colour_name,
        colour_hex=priced.colour_hex,
        instructions=instructions,
        subtotal=q.subtotal,
        discount_code=q.discount_code,
        discount_amount=q.discount_amount,
        online_discount=q.online_discount,
        shipping=q.shipping,
        amount=q.total,
        ship_name=customer.name,
        ship_phone=customer.phone_number,
        ship_area=customer.area,
        ship_landmark=customer.landmark,
        ship_city=customer.city,
        ship_state=customer.state,
        ship_pin_code=customer.pin_code,
        idempotency_key=key,
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
            order_email_queue(order=order, event="placed")
    except BaseException:
        for name in stored:
            default_storage.delete(name)
        raise
    return order


def _store_once(*, customer: User, key: str | None, **kwargs) -> Order:
    try:
        return _store(customer=customer, key=key, **kwargs)
    except IntegrityError:
        # the same Idempotency-Key won a race in another request: answer with that order
        existing = _existing(customer, key)
        if existing is None:
            raise
        return existing


def _reload(order: Order) -> Order:
    return order_get(order_id=order.order_id)


def _replayed(customer: User, key: str | None) -> Order | None:
    """The order an earlier call with the same idempotency key stored, as the customer sees it."""
    existing = _existing(customer, key)
    return _reload(existing) if existing is not None else None


def _priced_or_raise(errors: FieldErrors, price: Callable[[], Priced]) -> Priced:
    """Price the order; its problems join the ones found so far and all are raised together."""
    try:
        return price()
    except ApplicationError as exc:
        errors.absorb(exc, "body")
        errors.raise_if_any()
        raise


def _store_checked(
    *,
    customer: User,
    key: str | None,
    priced: Priced,
    errors: FieldErrors,
    instructions: str,
    upi_reference: str,
    images: dict[str, CleanImage],
) -> Order:
    """The checks that need the price (UPI reference, the COD limit), then store it and reload it."""
    ref = _check_upi_reference(upi_reference, priced.payment_method, errors)
    if priced.payment_method == PaymentMethod.COD and not priced.quote.cod_allowed:
        errors.add("payment_method", cod_refusal(priced.rules))
    errors.raise_if_any()
    order = _store_once(
        customer=customer, key=key, priced=priced, instructions=instructions, upi_reference=ref, images=images
    )
    return _reload(order)


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
    key = _check_key(idempotency_key)
    replayed = _replayed(customer, key)
    if replayed is not None:
        return replayed

    errors = FieldErrors()
    _check_customer(customer, errors)
    text = (instructions or "").strip()
    if len(text) > MAX_INSTRUCTIONS:
        errors.add("instructions", f"Special instructions can be at most {MAX_INSTRUCTIONS} characters.")
    images: dict[str, CleanImage] = {}
    for side, data in (("front", front_png), ("back", back_png)):
        if data is None:
            continue
        try:
            images[side] = clean_image(data, field=side)
        except ApplicationError as exc:
            errors.absorb(exc, side)
    studio = catalogue_item_id in (None, "")
    if studio and front_png is None and back_png is None:
        errors.add("design", NO_DESIGN)
    priced = _priced_or_raise(
        errors,
        lambda: price_design(
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
    return _store_checked(
        customer=customer,
        key=key,
        priced=priced,
        errors=errors,
        instructions=text,
        upi_reference=upi_reference,
        images=images,
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
    key = _check_key(idempotency_key)
    replayed = _replayed(customer, key)
    if replayed is not None:
        return replayed
    errors = FieldErrors()
    _check_customer(customer, errors)
    priced = _priced_or_raise(
        errors,
        lambda: price_bag(customer=customer, items=items, code=code, payment_method=payment_method),
    )
    return _store_checked(
        customer=customer,
        key=key,
        priced=priced,
        errors=errors,
        instructions="",
        upi_reference=upi_reference,
        images={},
    )
