"""Checking and pricing what a customer asks for, without storing anything.

A studio design or a catalogue item (price_design) and a bag of catalogue items (price_bag) are
checked field by field and priced by the one pure function, core.orders.pricing.quote. The live
quote answers with this; core.orders.placing stores what it answers.

Readings chosen here (the specification is silent):
- The studio sells the product types marked customisable, plus the ones with their own design
  page in the header (/help/tshirts, /help/mugs, /help/stickers).
- Products without sizes (flags, posters, mugs...) have one line, size "Standard".
- A custom size is written as a number of XL, 6XL to 10XL ('More than 5XL' in the form).
- The bag checks out into ONE order (one payment, one shipping fee, one parcel); each line keeps
  its catalogue item and unit price. The order's product, colour and catalogue item are those of
  the first item; the catalogue item is left empty when the bag mixes items.
"""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from core.accounts.models import User
from core.catalogue.models import CatalogueItem, ProductType, Size
from core.catalogue.selectors import money_rules
from core.common.errors import ApplicationError
from core.orders.placing_rules import (
    FieldErrors,
    check_counts,
    check_payment,
    check_quantity,
    club_first_order,
    normalise_size,
    resolve_colour,
)
from core.orders.pricing import MoneyRules, PriceLine, Quote, UnknownCode, quote

STANDARD_SIZE = "Standard"
DESIGN_PAGE_SLUGS = ("tshirts", "mugs", "stickers")


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


def _price(
    *,
    errors: FieldErrors,
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


# --- pricing a studio order, a catalogue item or a bag ----------------------------------------


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
    errors = FieldErrors()
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
        qty = check_quantity(qty_raw, errors, "quantity")
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
        check_counts([], errors)
    elif not errors.by_field:
        check_counts(checked, errors)
    method = check_payment(payment_method, errors)

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
    errors = FieldErrors()
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
        qty = check_quantity(qty_raw, errors, "quantity")
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
        check_counts([(f"{i}-{s}", merged[(i, s)]) for i, s in order_of], errors, name="items")
    method = check_payment(payment_method, errors)
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
