"""Placing an order: the studio's Confirm Order or a catalogue item (`order_place`), and the bag's
checkout (`order_checkout`). Both go one way:

1. the Idempotency-Key (idempotency.py): a retry answers the order the first call stored;
2. every check at once, per field (checks.py, the delivery address in address.py, the editable
   design in core/reorders), and the price by the one pure function (price_check.py -> pricing.py);
   cash on delivery only below the limit (cash_on_delivery.py);
3. one transaction stores the order with its lines, pictures (as uploaded: a task makes the print
   files right after the commit, pictures/services.py), delivery address and editable
   design, then announces it (settings.ORDER_FOLLOWERS: the "placed" e-mail) and adds it to the
   maintained totals. Nothing is stored when anything fails, not even a file.
"""

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import NoReturn, Protocol

from django.conf import settings
from django.core.files.storage import default_storage
from django.db import IntegrityError, transaction
from django.utils.module_loading import import_string

from core.accounts.models import User
from core.common.errors import ApplicationError, FieldErrors
from core.common.images import CleanImage
from core.orders.breakdown import STORED_PARTS
from core.orders.changes.services import order_record_placed
from core.orders.models import SHIP_TO, Order, OrderLine
from core.orders.pictures.services import pictures_prepare_after_commit, pictures_store
from core.orders.placing.address import delivery_address_clean
from core.orders.placing.business import order_business_clean
from core.orders.placing.cash_on_delivery import cod_check
from core.orders.placing.checks import check_address, check_designs, check_instructions, check_upi_reference
from core.orders.placing.idempotency import idempotency_key_check, order_with_key
from core.orders.placing.price_check import Priced, PricedLine, price_bag, price_design
from core.orders.selectors import order_as_stored, order_get
from core.reorders.design_rules import design_clean
from core.reorders.services import order_design_save

# What a priced order takes from its quote (placing/price_check.py::Priced) under the same names.
PRICED_FIELDS = ("payment_method", "product_type", "sleeve", "catalogue_item", "colour_name", "colour_hex")


class LineSplit(Protocol):
    """An order priced as a whole but stored one line per piece (a team's names and numbers,
    core.teams): its lines, and what it stores with them in the same transaction."""

    def lines(self, priced: Priced) -> list[PricedLine]: ...

    def store(self, order: Order, lines: list[OrderLine], stored: list[str]) -> None: ...


@dataclass
class _Checked:
    """Everything an order is stored from, once every check passed."""

    priced: Priced
    upi_reference: str
    instructions: str = ""
    images: dict[str, CleanImage] = field(default_factory=dict)
    ship_to: dict[str, str] | None = None  # this order's own address; None: the profile's
    design: dict | None = None  # the studio's editable layers ("Order again")
    business: dict[str, str] | None = None  # a business buyer's name, GSTIN, billing address (B2B)
    split: LineSplit | None = None  # one line per piece, with what the pieces keep
    tenders: dict | None = None  # {"gift_card": code, "store_credit": bool}: spent after the total


def _raise_with(errors: FieldErrors, exc: ApplicationError) -> NoReturn:
    """The pricing's own problems join the others (a problem it raised alone is raised as it is)."""
    errors.absorb(exc, "body")
    errors.raise_if_any()
    raise exc


def _finish_checks(
    errors: FieldErrors, *, customer: User, priced: Priced, upi_reference: str, ship_to: dict | None
) -> str:
    """The checks every order shares, after pricing: an address to ship to, the UPI reference, COD."""
    if ship_to is None:
        check_address(customer, errors)
    ref = check_upi_reference(upi_reference, priced.payment_method, errors)
    cod_check(
        payment_method=priced.payment_method,
        total=priced.quote.total - priced.quote.cod_fee,
        rules=priced.rules,
        errors=errors,
        customer=customer,
        pin_code=(ship_to or {}).get("pin_code") or getattr(customer, "pin_code", ""),
    )
    errors.raise_if_any()
    return ref


def _store(*, customer: User, key: str | None, checked: _Checked) -> Order:
    priced, q = checked.priced, checked.priced.quote
    ship = {name: getattr(customer, source) for name, source in SHIP_TO.items()}
    ship.update({f"ship_{name}": value for name, value in (checked.ship_to or {}).items()})
    ship.update(checked.business or {})
    order = Order(
        customer=customer,
        upi_reference=checked.upi_reference,
        instructions=checked.instructions,
        idempotency_key=key,
        **{name: getattr(priced, name) for name in PRICED_FIELDS},
        **{part: getattr(q, part) for part in STORED_PARTS},
        amount=q.total,
        **ship,
    )
    stored: list[str] = []
    try:
        with transaction.atomic():
            pictures_store(order, checked.images, stored)

            def then(lines: list[OrderLine]) -> None:
                if checked.split is not None:
                    checked.split.store(order, lines, stored)
                else:
                    order_as_stored(order, lines)
                if checked.design:
                    order_design_save(order=order, design=checked.design)

            order_record_placed(
                order=order,
                lines=(
                    OrderLine(
                        size=line.size,
                        quantity=line.quantity,
                        unit_price=line.unit_price,
                        catalogue_item=line.catalogue_item,
                    )
                    for line in priced.lines
                ),
                actor=customer,
                then=then,
            )
            # after the total: what is left to pay (core/wallet); nothing asked, nothing opened
            if checked.tenders and any(checked.tenders.values()) and settings.ORDER_TENDER:
                import_string(settings.ORDER_TENDER)(order=order, customer=customer, **checked.tenders)
            pictures_prepare_after_commit(order)
    except BaseException:
        for name in stored:
            default_storage.delete(name)
        raise
    return order


def _placed(*, customer: User, key: str | None, checked: _Checked) -> Order:
    """Store the order; when the same Idempotency-Key won a race in another request, answer that one."""
    try:
        order = _store(customer=customer, key=key, checked=checked)
    except IntegrityError:
        won = order_with_key(customer=customer, key=key)
        if won is None:
            raise
        return won
    if checked.split is not None:  # its people, as stored
        return order_get(order_id=order.order_id)
    order.priced_rules = checked.priced.rules  # the answer's breakdown reads the rules it was priced by
    return order


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
    address: dict[str, str] | None = None,
    design: object = None,
    idempotency_key: str | None = None,
    business: dict[str, str] | None = None,
    split: LineSplit | None = None,
    retry_asked: bool = False,
) -> Order:
    """Place a studio order (designs on the front and/or back) or a catalogue item order.

    `colour` is a palette name or #RRGGBB; `address` this order's own delivery address (None: the
    profile's); `design` the studio's editable layers as uploaded; `split` stores the priced
    sizes one line per piece (a team's people). A retry with the same
    idempotency key answers the order the first call stored, whatever the retry carries;
    `retry_asked`: the caller asked `order_for_retry` for this key already (the API, before the rate
    limit), so it is not asked again: a twin request that won meanwhile is found by the key's unique
    index when this one is stored (`_placed`), and answered the same."""
    key = idempotency_key_check(idempotency_key)
    replayed = None if retry_asked else order_with_key(customer=customer, key=key)
    if replayed is not None:
        return replayed
    ship_to = delivery_address_clean(address)
    buyer = order_business_clean(business)
    editable = design_clean(design)
    errors = FieldErrors()
    studio = catalogue_item_id in (None, "")
    text = check_instructions(instructions, errors)
    images = check_designs({"front": front_png, "back": back_png}, errors, required=studio)
    try:
        priced = price_design(
            customer=customer,
            product=product_slug,
            sleeve=sleeve,
            colour=colour,
            lines=lines,
            code=code,
            payment_method=payment_method,
            catalogue_item_id=catalogue_item_id,
            sides=2 if studio and front_png is not None and back_png is not None else 1,
        )
    except ApplicationError as exc:
        _raise_with(errors, exc)
    if split is not None:
        priced.lines = split.lines(priced)
    ref = _finish_checks(
        errors, customer=customer, priced=priced, upi_reference=upi_reference, ship_to=ship_to
    )
    checked = _Checked(priced, ref, text, images, ship_to, editable, buyer, split)
    return _placed(customer=customer, key=key, checked=checked)


def order_checkout(
    *,
    customer: User,
    items: Iterable[tuple[object, str, object]],
    payment_method: str = "cod",
    code: str = "",
    upi_reference: str = "",
    address: dict[str, str] | None = None,
    idempotency_key: str | None = None,
    business: dict[str, str] | None = None,
    retry_asked: bool = False,
    tenders: dict | None = None,
) -> Order:
    """Check out a bag of catalogue items [(item id, size, quantity)] into one order. `retry_asked`:
        the caller asked `order_for_retry` already (as order_place's). `tenders`: a gift card's code and
    store credit to spend after the total (settings.ORDER_TENDER)."""
    key = idempotency_key_check(idempotency_key)
    replayed = None if retry_asked else order_with_key(customer=customer, key=key)
    if replayed is not None:
        return replayed
    ship_to = delivery_address_clean(address)
    buyer = order_business_clean(business)
    errors = FieldErrors()
    try:
        priced = price_bag(customer=customer, items=items, code=code, payment_method=payment_method)
    except ApplicationError as exc:
        _raise_with(errors, exc)
    ref = _finish_checks(
        errors, customer=customer, priced=priced, upi_reference=upi_reference, ship_to=ship_to
    )
    checked = _Checked(priced, ref, ship_to=ship_to, business=buyer, tenders=tenders)
    return _placed(customer=customer, key=key, checked=checked)
