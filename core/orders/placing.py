"""Placing orders: the studio's Confirm Order, a catalogue item, and the bag's checkout.

Every order goes through one path: check every field (all problems at once, per field), clean
every image, price the lines with the one pure pricing function, then store the order, its lines
and its pictures in one transaction. Nothing is stored when anything fails, not even a file.

Readings chosen here (the specification is silent):
- The studio sells the product types marked customisable, plus the ones with their own design
  page in the header (/help/tshirts, /help/mugs, /help/stickers).
- Products without sizes (flags, posters, mugs...) have one line, size "Standard".
- A custom size is written as a number of XL, 6XL to 10XL ('More than 5XL' in the form).
- The bag checks out into ONE order (one payment, one shipping fee, one parcel); each line keeps
  its catalogue item and unit price. The order's product, colour and catalogue item are those of
  the first item; the catalogue item is left empty when the bag mixes items.
- The club's 10% is for a customer whose email joined the newsletter and who has no earlier
  order that was not cancelled.
"""

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db import IntegrityError, transaction

from core.accounts.models import User
from core.catalogue.models import CatalogueItem, Colour, ProductType, Size
from core.catalogue.selectors import money_rules
from core.common.errors import ApplicationError
from core.common.images import CleanImage, clean_image, thumbnail_png
from core.content.models import NewsletterSignup
from core.orders.models import Order, OrderLine, OrderStatus, PaymentMethod
from core.orders.pricing import MoneyRules, PriceLine, Quote, UnknownCode, quote

CHECK_FIELDS = "Please check the highlighted fields."
MAX_LINES = 20
MAX_PIECES = 500
MAX_INSTRUCTIONS = 1000
MAX_KEY = 80
CUSTOM_SIZE_MIN, CUSTOM_SIZE_MAX = 6, 10
STANDARD_SIZE = "Standard"
DESIGN_PAGE_SLUGS = ("tshirts", "mugs", "stickers")
HEX_RE = re.compile(r"^#?([0-9a-fA-F]{6})$")
CUSTOM_SIZE_RE = re.compile(r"^(\d{1,3})\s*(?:XL)?$", re.I)
UPI_REF_RE = re.compile(r"^[A-Za-z0-9-]{6,40}$")
KEY_RE = re.compile(r"^[\x21-\x7e]{1,80}$")

NO_ADDRESS = "Please add your shipping address (area, city, state and pin code) before ordering."
NO_DESIGN = "Please add a design to the front or the back."


@dataclass(frozen=True)
class PricedLine:
    size: str
    quantity: int
    unit_price: Decimal
    catalogue_item: CatalogueItem | None = None

    @property
    def name(self) -> str:
        return self.catalogue_item.name if self.catalogue_item else ""


@dataclass
class Priced:
    """What an order would be: checked lines with their prices, and the money breakdown."""

    product_type: ProductType
    sleeve: str
    colour_name: str
    colour_hex: str
    catalogue_item: CatalogueItem | None
    lines: list[PricedLine]
    quote: Quote
    payment_method: str
    rules: MoneyRules


@dataclass
class _Errors:
    by_field: dict[str, list[str]] = field(default_factory=dict)

    def add(self, name: str, message: str) -> None:
        bucket = self.by_field.setdefault(name, [])
        if message not in bucket:
            bucket.append(message)

    def absorb(self, exc: ApplicationError, name: str) -> None:
        for key, messages in (exc.errors or {name: [exc.message]}).items():
            for message in messages:
                self.add(key, message)

    def raise_if_any(self) -> None:
        if self.by_field:
            if len(self.by_field) == 1:
                (messages,) = self.by_field.values()
                raise ApplicationError(messages[0], errors=self.by_field)
            raise ApplicationError(CHECK_FIELDS, errors=self.by_field)


# --- single rules, each small enough to test on its own -------------------------------------


def club_first_order(*, customer: User | None) -> bool:
    """A club member (email on the newsletter list) with no earlier order that went ahead."""
    if customer is None or not getattr(customer, "is_authenticated", False) or not customer.email:
        return False
    if not NewsletterSignup.objects.filter(email__iexact=customer.email.strip()).exists():
        return False
    return not Order.objects.filter(customer=customer).exclude(status=OrderStatus.CANCELLED).exists()


def normalise_size(value: str, *, studio_sizes: Sequence[str]) -> str | None:
    """A studio size (S..5XL) as written, or a custom size 6XL..10XL; None when not valid."""
    text = (value or "").strip()
    for code in studio_sizes:
        if text.upper() == code.upper():
            return code
    match = CUSTOM_SIZE_RE.match(text)
    if match and CUSTOM_SIZE_MIN <= int(match.group(1)) <= CUSTOM_SIZE_MAX:
        return f"{int(match.group(1))}XL"
    return None


def resolve_colour(value: str) -> tuple[str, str] | None:
    """A palette colour by name or hex, or any #RRGGBB; answers (name, #rrggbb)."""
    text = (value or "").strip()
    if not text:
        return None
    palette = list(Colour.objects.order_by("position").values_list("name", "hex"))
    for name, hex_ in palette:
        if text.lower() == name.lower():
            return name, hex_.lower()
    match = HEX_RE.match(text)
    if not match:
        return None
    hex_ = f"#{match.group(1).lower()}"
    for name, palette_hex in palette:
        if palette_hex.lower() == hex_:
            return name, hex_
    return f"Custom {hex_.upper()}", hex_


def _active_items():
    return CatalogueItem.objects.filter(active=True).select_related("product_type").prefetch_related("sizes")


def _item_size(allowed: Sequence[str], size: str) -> str | None:
    """One of a catalogue item's own sizes, whatever the case; None when it has no such size."""
    wanted = (size or "").strip().upper()
    return next((c for c in allowed if c.upper() == wanted), None)


def _find_product(value: str) -> ProductType | None:
    text = (value or "").strip()
    if not text:
        return None
    qs = ProductType.objects.prefetch_related("sleeves")
    return qs.filter(slug__iexact=text).first() or qs.filter(name__iexact=text).first()


def _quantity(value, errors: _Errors, name: str) -> int | None:
    try:
        qty = int(value)
        if isinstance(value, bool) or str(value).strip() != str(qty):
            raise ValueError
    except (TypeError, ValueError):
        errors.add(name, "Enter a whole number of pieces.")
        return None
    if qty < 1:
        errors.add(name, "The quantity must be at least 1.")
        return None
    return qty


def _check_counts(lines: list[tuple[str, int]], errors: _Errors, name: str = "sizes") -> None:
    if not lines:
        errors.add(name, "Please choose at least one size and quantity.")
    elif len(lines) > MAX_LINES:
        errors.add(name, f"At most {MAX_LINES} sizes in one order.")
    elif sum(q for _, q in lines) > MAX_PIECES:
        errors.add(name, f"At most {MAX_PIECES} pieces in one order; for more, send us a bulk enquiry.")


def _check_payment(payment_method: str, errors: _Errors) -> str:
    method = (payment_method or "").strip().lower()
    if method not in PaymentMethod.values:
        errors.add("payment_method", "Choose cash on delivery or UPI.")
    return method


def _price(
    *,
    errors: _Errors,
    customer: User | None,
    lines: list[PriceLine],
    code: str,
    payment_method: str,
    rules: MoneyRules,
) -> Quote | None:
    errors.raise_if_any()
    try:
        result = quote(
            lines=lines,
            rules=rules,
            code=code,
            payment_method=payment_method or "cod",
            club_first_order=club_first_order(customer=customer),
        )
    except UnknownCode:
        message = f"The code {(code or '').strip().upper()} is not valid."
        raise ApplicationError(message, errors={"code": [message]}) from None
    return result


def cod_refusal(rules: MoneyRules) -> str:
    return f"Cash on delivery is only for orders below Rs {rules.cod_below.normalize():f}. Please pay by UPI."


# --- pricing a studio order or a catalogue item ----------------------------------------------


def price_design(
    *,
    customer: User | None,
    product: str,
    sleeve: str = "",
    colour: str = "",
    lines: Iterable[tuple[str, object]],
    code: str = "",
    payment_method: str = "cod",
    catalogue_item_id: int | str | None = None,
    need_colour: bool = True,
) -> Priced:
    """Check a studio order's fields (or a catalogue item's) and price it. Raises ApplicationError."""
    errors = _Errors()
    rules = money_rules()
    item = None
    if catalogue_item_id not in (None, ""):
        try:
            item = _active_items().filter(pk=int(catalogue_item_id)).first()
        except (TypeError, ValueError):
            item = None
        if item is None:
            errors.add("catalogue_item_id", "Product not found.")

    ptype = _find_product(product) if (product or "").strip() else (item.product_type if item else None)
    if ptype is None:
        errors.add(
            "product",
            "Please select a product." if not (product or "").strip() else "This product is not sold here.",
        )
    elif item is not None and ptype.pk != item.product_type_id:
        errors.add("product", f"{item.name} is a {item.product_type.name}.")
    elif item is None and not (ptype.customisable or ptype.slug in DESIGN_PAGE_SLUGS):
        errors.add("product", f"{ptype.name} cannot be designed in the studio yet.")

    sleeve_name = (sleeve or "").strip()
    unit = Decimal("0")
    if item is not None:
        unit = item.price
        sleeve_name = ""
    elif ptype is not None:
        sleeves = list(ptype.sleeves.all())
        unit = ptype.base_price
        if sleeves:
            match = next((s for s in sleeves if s.name.lower() == sleeve_name.lower()), None)
            if match is None:
                names = " or ".join(s.name for s in sleeves)
                errors.add("sleeve", f"Please choose {names}." if not sleeve_name else f"Choose {names}.")
            else:
                sleeve_name, unit = match.name, match.price
        else:
            sleeve_name = ""

    if item is not None:
        colour_name, colour_hex = item.colour_name, item.colour_hex
    else:
        resolved = resolve_colour(colour)
        colour_name, colour_hex = resolved or ("", "")
        if need_colour and resolved is None:
            errors.add(
                "color",
                "Please choose a colour from the palette or type one as #RRGGBB."
                if not (colour or "").strip()
                else "Enter a colour as #RRGGBB or pick one from the palette.",
            )

    checked: list[tuple[str, int]] = []
    raw_lines = list(lines)
    if item is not None:
        allowed = [s.code for s in item.sizes.all()]
    elif ptype is not None and ptype.has_sizes:
        allowed = list(
            Size.objects.filter(studio=True, custom=False).order_by("position").values_list("code", flat=True)
        )
    else:
        allowed = None  # one size
    seen: set[str] = set()
    for size, qty_raw in raw_lines:
        qty = _quantity(qty_raw, errors, "quantity")
        if ptype is None:
            continue
        if allowed is None:
            if (size or "").strip() not in ("", STANDARD_SIZE):
                errors.add("sizes", f"{ptype.name} comes in one size.")
                continue
            code_ = STANDARD_SIZE
        elif item is not None:
            code_ = _item_size(allowed, size)
            if code_ is None:
                errors.add("sizes", f"{item.name} comes in {', '.join(allowed)}.")
                continue
        else:
            code_ = normalise_size(size, studio_sizes=allowed)
            if code_ is None:
                errors.add(
                    "sizes",
                    "Please choose a size."
                    if not (size or "").strip()
                    else f"'{size}' is not a size we print: choose S to 5XL, or a custom size of at least 6.",
                )
                continue
        if code_ in seen:
            if allowed is None:
                # one-size products: several lines just add up
                checked = [(c, q + (qty or 0)) for c, q in checked]
                continue
            errors.add("sizes", f"Size {code_} is listed twice; change its quantity instead.")
            continue
        seen.add(code_)
        if qty is not None:
            checked.append((code_, qty))
    if not raw_lines:
        _check_counts([], errors)
    elif not errors.by_field:
        _check_counts(checked, errors)
    method = _check_payment(payment_method, errors)

    price_lines = [PriceLine(unit, qty) for _, qty in checked]
    result = _price(
        errors=errors, customer=customer, lines=price_lines, code=code, payment_method=method, rules=rules
    )
    return Priced(
        product_type=ptype,
        sleeve=sleeve_name,
        colour_name=colour_name,
        colour_hex=colour_hex,
        catalogue_item=item,
        lines=[PricedLine(s, q, unit, item) for s, q in checked],
        quote=result,
        payment_method=method,
        rules=rules,
    )


def price_bag(
    *,
    customer: User | None,
    items: Iterable[tuple[object, str, object]],
    code: str = "",
    payment_method: str = "cod",
) -> Priced:
    """Check a bag of catalogue items [(item id, size, quantity)] and price it as one order."""
    errors = _Errors()
    rules = money_rules()
    raw = list(items)
    ids = set()
    for item_id, _, _ in raw:
        try:
            ids.add(int(item_id))
        except (TypeError, ValueError):
            errors.add("items", "Product not found.")
    found = {i.pk: i for i in _active_items().filter(pk__in=ids)}
    merged: dict[tuple[int, str], int] = {}
    order_of: list[tuple[int, str]] = []
    for item_id, size, qty_raw in raw:
        qty = _quantity(qty_raw, errors, "quantity")
        try:
            item = found.get(int(item_id))
        except (TypeError, ValueError):
            continue
        if item is None:
            errors.add("items", "Product not found.")
            continue
        allowed = [s.code for s in item.sizes.all()]
        code_ = _item_size(allowed, size)
        if code_ is None:
            errors.add(
                "sizes",
                f"{item.name} comes in {', '.join(allowed)}."
                if (size or "").strip()
                else f"Please choose a size for {item.name}.",
            )
            continue
        if qty is None:
            continue
        key = (item.pk, code_)
        if key not in merged:
            order_of.append(key)
        merged[key] = merged.get(key, 0) + qty
    if not raw:
        errors.add("items", "Your bag is empty.")
    elif not errors.by_field:
        _check_counts([(f"{i}-{s}", merged[(i, s)]) for i, s in order_of], errors, name="items")
    method = _check_payment(payment_method, errors)
    errors.raise_if_any()

    lines = [PricedLine(size, merged[(pk, size)], found[pk].price, found[pk]) for pk, size in order_of]
    result = _price(
        errors=errors,
        customer=customer,
        lines=[PriceLine(x.unit_price, x.quantity) for x in lines],
        code=code,
        payment_method=method,
        rules=rules,
    )
    first = lines[0].catalogue_item
    single = len({x.catalogue_item.pk for x in lines}) == 1
    return Priced(
        product_type=first.product_type,
        sleeve="",
        colour_name=first.colour_name,
        colour_hex=first.colour_hex,
        catalogue_item=first if single else None,
        lines=lines,
        quote=result,
        payment_method=method,
        rules=rules,
    )


# --- storing ----------------------------------------------------------------------------------


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


def _check_customer(customer: User, errors: _Errors) -> None:
    if not all((customer.area, customer.city, customer.state, customer.pin_code)):
        errors.add("address", NO_ADDRESS)


def _check_upi_reference(value: str, method: str, errors: _Errors) -> str:
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
    from core.orders.selectors import order_get

    return order_get(order_id=order.order_id)


def _replayed(customer: User, key: str | None) -> Order | None:
    """The order an earlier call with the same idempotency key stored, as the customer sees it."""
    existing = _existing(customer, key)
    return _reload(existing) if existing is not None else None


def _priced_or_raise(errors: _Errors, price: Callable[[], Priced]) -> Priced:
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
    errors: _Errors,
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

    errors = _Errors()
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
    errors = _Errors()
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
