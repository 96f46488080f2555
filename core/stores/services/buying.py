"""A buyer's order in a store: one piece of one design, in a colour and size the design offers, with
the name and number the store asks (the studio's checks: core/teams/rows.py), at the store's price.

The server decides the price from the store (never from the client) and stores the order through
the orders' one door, `order_record_placed`, inside a transaction that holds the store's row lock:
the close takes the same lock, so an order racing the close is either stored before it (and is in
the close's count) or sees the store closed and is refused. The print file is the studio design's
picture, checked and stored as a studio order's is (core/orders/pictures)."""

import hmac

from django.core.files.storage import default_storage
from django.db import transaction
from django.db.models import F
from django.utils import timezone

from core.accounts.models import User
from core.common.errors import ApplicationError, ErrorStatus, FieldErrors, NotFound
from core.common.ist import ist_datetime
from core.orders.changes.services import order_record_placed
from core.orders.models import SHIP_TO, Order, OrderLine, OrderStatus, PaymentMethod
from core.orders.pictures.services import pictures_prepare_after_commit, pictures_store
from core.orders.placing.address import delivery_address_clean
from core.orders.placing.checks import check_address, check_designs, check_payment, check_upi_reference
from core.orders.placing.idempotency import idempotency_key_check, order_with_key
from core.stores.models import Delivery, Store, StoreDesign, StoreOrder, StoreStatus
from core.stores.rules import CLOSED, NOT_YET
from core.stores.services.following import counts
from core.teams.models import TeamMember
from core.teams.rows import check_people

NO_STORE = "No store has this address."
BAD_PASSWORD = "Enter the store's password (the organiser has it)."
NO_COD = "This store is paid online: choose UPI."
NO_DESIGN = "Choose one of the store's designs."
BAD_COLOUR = "Choose one of this design's colours."
NEEDS_NUMBER = "Write the number to print (0 to 999)."
NUMBER_TAKEN = "Number {number} is taken in this store already: choose another."


def store_for_buyer(*, slug: str, lock: bool = False) -> Store:
    rows = Store.objects.select_for_update() if lock else Store.objects.all()
    store = rows.filter(slug=slug).exclude(status=StoreStatus.DRAFT).first()
    if store is None:  # a draft is no store to its buyers
        raise NotFound(NO_STORE)
    return store


def store_open_check(store: Store) -> None:
    now = timezone.now()
    if store.status != "open" or now >= store.closes_at:
        raise ApplicationError(CLOSED, status=ErrorStatus.CONFLICT, errors={"store": [CLOSED]})
    if now < store.opens_at:
        message = NOT_YET.format(when=ist_datetime(store.opens_at))
        raise ApplicationError(message, status=ErrorStatus.CONFLICT, errors={"store": [message]})


def password_check(store: Store, password: str) -> None:
    if store.password and not hmac.compare_digest(store.password.encode(), (password or "").strip().encode()):
        raise ApplicationError(
            BAD_PASSWORD, status=ErrorStatus.FORBIDDEN, errors={"password": [BAD_PASSWORD]}
        )


def _person(store: Store, design: StoreDesign, *, name: str, number: str, size: str, errors: FieldErrors):
    people = check_people(
        [
            {
                "name": name if store.names_asked else "",
                "number": number if store.numbers_asked else "",
                "size": size,
            }
        ],
        sizes=design.sizes,
        needs_name=store.names_asked,
        unique_numbers=False,
        errors=errors,
    )
    person = people[0] if people else None
    if person is None:
        return None
    if store.numbers_asked and not person.number:
        errors.add("number", NEEDS_NUMBER)
    elif store.unique_numbers and person.number:
        taken = StoreOrder.objects.filter(store=store, number=person.number).exclude(
            order__status=OrderStatus.CANCELLED
        )
        if taken.exists():
            errors.add("number", NUMBER_TAKEN.format(number=person.number))
    return person


def _ship(store: Store, customer: User, address: dict | None, errors: FieldErrors) -> dict[str, str]:
    if store.delivery == Delivery.TOGETHER:  # one shipment to the organiser (its packing list by person)
        who = store.organiser
        return {name: getattr(who, source) for name, source in SHIP_TO.items()}
    ship = {name: getattr(customer, source) for name, source in SHIP_TO.items()}
    if address is None:
        check_address(customer, errors)
    ship.update({f"ship_{name}": value for name, value in (address or {}).items()})
    return ship


def store_order_place(
    *,
    customer: User,
    slug: str,
    design_position: int,
    colour: str,
    size: str,
    name: str = "",
    number: str = "",
    payment_method: str = "upi",
    upi_reference: str = "",
    password: str = "",
    address: dict[str, str] | None = None,
    idempotency_key: str | None = None,
) -> Order:
    """Place a buyer's order in the store at `slug` (see the module's docstring)."""
    key = idempotency_key_check(idempotency_key)
    replayed = order_with_key(customer=customer, key=key)
    if replayed is not None:
        return replayed
    ship_to = delivery_address_clean(address)
    stored: list[str] = []
    try:
        with transaction.atomic():
            order = _place(customer, slug, design_position, colour, size, name, number, payment_method,
                           upi_reference, password, ship_to, key, stored)  # fmt: skip
    except BaseException:
        for path in stored:
            default_storage.delete(path)
        raise
    return order


def _place(
    customer, slug, position, colour, size, name, number, method, upi_ref, password, ship_to, key, stored
):
    store = store_for_buyer(slug=slug, lock=True)  # the close's lock: see the module's docstring
    password_check(store, password)
    store_open_check(store)
    errors = FieldErrors()
    design = store.designs.select_related("share", "product_type").filter(position=position).first()
    if design is None:
        raise FieldErrors.single("design", NO_DESIGN)
    chosen = next((c for c in design.colours if c[0].lower() == (colour or "").strip().lower()), None)
    if chosen is None:
        errors.add("colour", BAD_COLOUR)
    person = _person(store, design, name=name, number=number, size=size, errors=errors)
    method = check_payment(method, errors)
    if method == PaymentMethod.COD and not store.allow_cod:
        errors.add("payment_method", NO_COD)
    ref = check_upi_reference(upi_ref, method, errors)
    ship = _ship(store, customer, ship_to, errors)
    images = check_designs({"front": bytes(design.share.preview)}, errors, required=True)
    errors.raise_if_any()
    order = Order(
        customer=customer,
        payment_method=method,
        upi_reference=ref,
        product_type=design.product_type,
        sleeve=design.sleeve,
        colour_name=chosen[0],
        colour_hex=chosen[1],
        instructions=f"Store {store.slug}: {design.title}",
        subtotal=design.price,
        amount=design.price,  # the store's price per piece, delivery included
        idempotency_key=key,
        **ship,
    )
    pictures_store(order, images, stored)

    def then(lines: list[OrderLine]) -> None:
        counted = counts(order)  # cash on delivery counts from the order; a payment from when it is paid
        StoreOrder.objects.create(
            order=order, store=store, design=design, size=person.size, colour_name=chosen[0],
            name=person.name, number=person.number, unit_price=design.price, shop_price=design.shop_price,
            counted=counted,
        )  # fmt: skip
        if counted:
            StoreDesign.objects.filter(pk=design.pk).update(ordered=F("ordered") + 1)
        if person.name or person.number:  # the job sheet's and the pack's person (core/fulfilment)
            TeamMember.objects.create(
                order=order, line=lines[0], position=1, name=person.name, number=person.number
            )

    order_record_placed(
        order=order,
        lines=[OrderLine(size=person.size, quantity=1, unit_price=design.price)],
        actor=customer,
        then=then,
    )
    pictures_prepare_after_commit(order)
    return order
