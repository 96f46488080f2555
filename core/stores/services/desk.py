"""The desk's store: made from scratch or from an accepted quote (Order desk, Owner), closed early
or extended. Every field is checked at once, each message under its field; the price per piece of
each design is held to the shop's price break for the expected quantity (core/orders/placing/breaks.py)."""

import re
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal

from django.db import IntegrityError, transaction
from django.utils import timezone

from core.accounts.models import User
from core.catalogue.models import ProductType
from core.catalogue.selectors import studio_size_codes
from core.common.errors import ApplicationError, ErrorStatus, FieldErrors
from core.common.gstin import gstin_compact, gstin_problem, own_gstin_problem
from core.common.ist import ist_datetime
from core.common.models import AuditAction
from core.common.money import rupees
from core.common.services import audit_record
from core.jobs.start import start
from core.orders.placing.breaks import bulk_price
from core.orders.placing.checks import resolve_colour
from core.quotes.models import Quote, QuoteStatus
from core.quotes.services.stores import quote_sold_as_store, quote_store_problem
from core.stores.models import Delivery, Store, StoreDesign, StoreStatus
from core.stores.rules import price_problem
from core.studio.models import DesignShare

CLOSE_TASK = "core.stores.tasks.store_close_task"  # by path: the task module imports the closing service
SLUG = re.compile(r"^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$")
BAD_SLUG = "Use 3 to 40 lower-case letters, digits and hyphens, e.g. fest-2026."
TAKEN_SLUG = "Another store has this address."
BAD_DATES = "The store must close after it opens."
PAST_CLOSE = "The closing time has passed already."
NO_ORGANISER = "No customer account has this phone number."
NO_DESIGNS = "Add at least one design."
MAX_DESIGNS = 8
NO_SHARE = "No studio design has this link."
NO_PRODUCT = "Choose a product type."
NO_COLOURS = "Choose at least one colour."
NO_SIZES = "Choose at least one size."
BAD_SIZE = "'{size}' is not a size the studio prints."
BAD_COLOUR = "'{colour}' is not a colour of the palette."
BAD_QUOTE = "Choose an accepted quote of this organiser."
IS_CLOSED = "This store is closed already."
IS_DRAFT = "This store is a draft: open it first."
LATER = "The new closing time must be later than now."


@dataclass
class DesignIn:
    title: str
    share_token: str
    product: str
    colours: list[str]
    sizes: list[str]
    price: Decimal
    expected: int
    minimum: int
    sleeve: str = ""


@dataclass
class StoreIn:
    title: str
    slug: str
    organiser_phone: str
    opens_at: datetime
    closes_at: datetime
    designs: list[DesignIn] = field(default_factory=list)
    business_name: str = ""
    business_gstin: str = ""
    quote_number: str = ""
    names_asked: bool = False
    numbers_asked: bool = False
    unique_numbers: bool = False
    delivery: str = Delivery.EACH
    password: str = ""
    allow_cod: bool = False
    show_roster: bool = False


def _sides(share: DesignShare) -> int:
    """2 when the studio design has anything on its back, else 1 (the price break's column)."""
    back = (share.design or {}).get("back") if isinstance(share.design, dict) else None
    objects = back.get("objects") if isinstance(back, dict) else None
    return 2 if objects else 1


def design_check(row: DesignIn, index: int, errors: FieldErrors) -> StoreDesign | None:
    name = f"designs.{index + 1}"
    share = DesignShare.objects.filter(token=(row.share_token or "").strip()).first()
    if share is None:
        errors.add(f"{name}.share_token", NO_SHARE)
    ptype = ProductType.objects.filter(
        slug=(row.product or "").strip() or (share.product if share else "")
    ).first()
    if ptype is None:
        errors.add(f"{name}.product", NO_PRODUCT)
    colours = []
    for text in row.colours or []:
        found = resolve_colour(text)
        if found is None or found[0].startswith("Custom"):
            errors.add(f"{name}.colours", BAD_COLOUR.format(colour=str(text)[:20]))
        else:
            colours.append(list(found))
    if not row.colours:
        errors.add(f"{name}.colours", NO_COLOURS)
    known = studio_size_codes()
    sizes = [s.strip().upper() for s in row.sizes or []]
    for size in sizes:
        if size not in known:
            errors.add(f"{name}.sizes", BAD_SIZE.format(size=size[:12]))
    if not sizes:
        errors.add(f"{name}.sizes", NO_SIZES)
    if not (row.title or "").strip():
        errors.add(f"{name}.title", "Give the design a title.")
    if row.expected < 1 or row.minimum < 1:
        errors.add(f"{name}.minimum", "The minimum and the expected quantity are at least 1.")
    if share is None or ptype is None or row.expected < 1:
        return None
    floor = bulk_price(product_type=ptype, quantity=row.expected, sides=_sides(share), sleeve=row.sleeve)
    if problem := price_problem(price=row.price, floor=floor.unit_price, expected=row.expected):
        errors.add(f"{name}.price", problem)
    return StoreDesign(
        position=index + 1,
        title=row.title.strip()[:60],
        share=share,
        share_token=share.token,
        product_type=ptype,
        product_name=ptype.name,
        sleeve=(row.sleeve or "").strip()[:40],
        colours=colours,
        sizes=sizes,
        price=rupees(row.price),
        shop_price=floor.unit_price,
        expected=row.expected,
        minimum=row.minimum,
    )


def store_fields_check(
    data: StoreIn, errors: FieldErrors, now: datetime, *, own: Store | None = None, dates: bool = True
) -> tuple[User | None, Quote | None, str]:
    """Every field but the designs (design_check), each message under its field: `own`, the store
    being edited (its own address is not taken); `dates`, whether a closing time past is refused
    (a draft's dates are checked when it is opened: draft_stores.py)."""
    if not SLUG.match(data.slug or ""):
        errors.add("slug", BAD_SLUG)
    elif Store.objects.filter(slug=data.slug).exclude(pk=own.pk if own else None).exists():
        errors.add("slug", TAKEN_SLUG)
    if not (data.title or "").strip():
        errors.add("title", "Give the store a title.")
    if data.closes_at <= data.opens_at:
        errors.add("closes_at", BAD_DATES)
    elif dates and data.closes_at <= now:
        errors.add("closes_at", PAST_CLOSE)
    organiser = User.objects.filter(phone_number=(data.organiser_phone or "").strip(), is_staff=False).first()
    if organiser is None:
        errors.add("organiser_phone", NO_ORGANISER)
    gstin = ""
    if (data.business_gstin or "").strip():
        gstin = gstin_compact(data.business_gstin)
        if problem := gstin_problem(gstin) or own_gstin_problem(gstin):
            errors.add("business_gstin", problem)
        if not (data.business_name or "").strip():
            errors.add("business_name", "Write the business's legal name with its GSTIN.")
    quote = None
    if (data.quote_number or "").strip():
        quote = (
            Quote.objects.select_related("order")
            .filter(number=data.quote_number.strip(), status=QuoteStatus.ACCEPTED)
            .first()
        )
        if quote is None or (organiser is not None and quote.customer_id != organiser.pk):
            errors.add("quote_number", BAD_QUOTE)
        elif problem := quote_store_problem(quote):
            errors.add("quote_number", problem)
    if data.delivery not in Delivery.values:
        errors.add("delivery", "Choose delivery to each buyer or together to the organiser.")
    if data.unique_numbers and not data.numbers_asked:
        errors.add("unique_numbers", "Unique numbers need the numbers asked.")
    if not data.designs:
        errors.add("designs", NO_DESIGNS)
    elif len(data.designs) > MAX_DESIGNS:
        errors.add("designs", f"At most {MAX_DESIGNS} designs per store.")
    return organiser, quote, gstin


CHECK_STORE = "Please check the store: each message names its field."


def store_fields(store: Store, data: StoreIn, organiser: User, quote: Quote | None, gstin: str) -> Store:
    """`store`'s own fields set from the checked `data` (not saved)."""
    store.slug = data.slug
    store.title = data.title.strip()[:80]
    store.organiser = organiser
    store.organiser_name = (data.business_name or "").strip()[:120] if gstin else organiser.name
    store.business_name = (data.business_name or "").strip()[:120] if gstin else ""
    store.business_gstin = gstin
    store.quote = quote
    store.opens_at, store.closes_at = data.opens_at, data.closes_at
    store.names_asked, store.numbers_asked = data.names_asked, data.numbers_asked
    store.unique_numbers, store.delivery = data.unique_numbers, data.delivery
    store.password = (data.password or "").strip()[:40]
    store.allow_cod, store.show_roster = data.allow_cod, data.show_roster
    return store


def store_sold_from_quote(store: Store, actor: User | None) -> None:
    """A store made from an accepted quote: the quote's order, unpaid and not started, cancelled
    with the reason (a paid or started one refused: core/quotes/services/stores.py)."""
    if store.quote_id:
        quote_sold_as_store(quote=store.quote, store_title=store.title, store_slug=store.slug, actor=actor)


@transaction.atomic
def store_create(*, data: StoreIn, actor: User | None, status: str = StoreStatus.OPEN) -> Store:
    """Make a store (open from its opening time) and queue its close at its closing time; or, with
    `status` draft, a draft the desk edits and opens later (draft_stores.py: no close queued, its
    dates checked when it is opened)."""
    now = timezone.now()
    errors = FieldErrors()
    draft = status == StoreStatus.DRAFT
    organiser, quote, gstin = store_fields_check(data, errors, now, dates=not draft)
    designs = [design_check(row, i, errors) for i, row in enumerate(data.designs[:MAX_DESIGNS])]
    errors.raise_if_any(CHECK_STORE)
    store = store_fields(Store(status=status, created_by=actor), data, organiser, quote, gstin)
    try:
        with transaction.atomic():
            store.save(force_insert=True)
    except IntegrityError:
        raise FieldErrors.single("slug", TAKEN_SLUG) from None
    for design in designs:
        design.store = store
    StoreDesign.objects.bulk_create(designs)
    if draft:
        audit_record(actor=actor, action=AuditAction.SETTINGS, target=f"Store {store.slug}", after="draft")
        return store
    store_sold_from_quote(store, actor)
    prices = ", ".join(f"{d.title} ₹{d.price} (shop ₹{d.shop_price})" for d in designs)
    audit_record(actor=actor, action=AuditAction.PRICE, target=f"Store {store.slug}", after=prices)
    start(CLOSE_TASK, run_after=store.closes_at, store_id=store.pk)
    return store


def store_locked_open(store: Store) -> Store:
    locked = Store.objects.select_for_update().get(pk=store.pk)
    if locked.status != StoreStatus.OPEN:
        message = IS_DRAFT if locked.status == StoreStatus.DRAFT else IS_CLOSED
        raise ApplicationError(message, status=ErrorStatus.CONFLICT)
    return locked


@transaction.atomic
def store_extend(*, store: Store, closes_at: datetime, actor: User | None) -> Store:
    """Move the closing time (later, or earlier but still ahead); the close is queued again for it
    (the earlier task finds the store not due and does nothing)."""
    locked = store_locked_open(store)
    if closes_at <= timezone.now() or closes_at <= locked.opens_at:
        raise FieldErrors.single("closes_at", LATER)
    before = locked.closes_at
    locked.closes_at = closes_at
    locked.save(update_fields=["closes_at"])
    audit_record(
        actor=actor, action=AuditAction.SETTINGS, target=f"Store {locked.slug}: closing time",
        before=ist_datetime(before), after=ist_datetime(closes_at),
    )  # fmt: skip
    start(CLOSE_TASK, run_after=closes_at, store_id=locked.pk)
    return locked


@transaction.atomic
def store_design_print_anyway(*, design: StoreDesign, print_anyway: bool, actor: User | None) -> StoreDesign:
    """The desk's choice for a design under its minimum at the close: print it anyway, or refund."""
    store_locked_open(design.store)
    StoreDesign.objects.filter(pk=design.pk).update(print_anyway=print_anyway)
    design.print_anyway = print_anyway
    audit_record(
        actor=actor, action=AuditAction.SETTINGS, target=f"Store {design.store.slug}: {design.title}",
        after="print anyway" if print_anyway else "refund under the minimum",
    )  # fmt: skip
    return design
