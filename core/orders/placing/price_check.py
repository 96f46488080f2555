"""Checking and pricing what a customer asks for, without storing anything: the live price check, and
the first half of placing an order (services.py stores what this answers).

A studio design or a catalogue item (price_design) and a bag of catalogue items (price_bag) are
checked field by field (checks.py) and priced by the one pure function, pricing.py::quote. How a
price is shown: core/orders/breakdown.py.

Readings chosen here (the specification is silent):
- The studio sells the product types marked customisable, plus the ones with their own design
  page in the header (/help/tshirts, /help/mugs, /help/stickers).
- The bag checks out into ONE order (one payment, one shipping fee, one parcel); each line keeps
  its catalogue item and unit price. The order's product, colour and catalogue item are those of
  the first item; the catalogue item is left empty when the bag mixes items.
"""

from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal

from core.accounts.models import User
from core.catalogue.models import CatalogueItem, ProductType
from core.catalogue.money_rules import MoneyRules
from core.catalogue.selectors import active_catalogue_items, money_rules, product_type_find
from core.common.errors import FieldErrors
from core.orders.placing.bag_items import bag_items, type_tiers
from core.orders.placing.breaks import (
    item_bulk_price,
    items_bulk_prices,
    price_from_tiers,
    sleeve_extra,
    tiers_of,
)
from core.orders.placing.checks import (
    check_counts,
    check_design_lines,
    check_payment,
    check_quantity,
    club_first_order,
    item_size,
    resolve_colour,
)
from core.orders.placing.pricing import CodeRefused, PriceLine, Quote, UnknownCode, quote
from core.orders.placing.promotions_door import promotions

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


def _price(
    *, errors: FieldErrors, customer: User | None, lines: list[PriceLine], code: str, method: str, rules
) -> Quote:
    errors.raise_if_any()
    voucher, offers = promotions(code=code, customer=customer)
    try:
        return quote(
            lines=lines,
            rules=rules,
            code=code,
            payment_method=method or "cod",
            club_first_order=club_first_order(customer=customer),
            voucher=voucher,
            offers=offers,
        )
    except UnknownCode:
        message = f"The code {(code or '').strip().upper()} is not valid."
        raise FieldErrors.single("code", message) from None
    except CodeRefused as refused:
        raise FieldErrors.single("code", str(refused)) from None


def _with_breaks(items):
    """Items with their product type's price breaks, read once for the whole bag."""
    return items.prefetch_related("product_type__price_breaks")


# --- a studio design or a catalogue item ---------------------------------------------------------


def _item(catalogue_item_id, errors: FieldErrors) -> CatalogueItem | None:
    if catalogue_item_id in (None, ""):
        return None
    try:
        item = _with_breaks(active_catalogue_items()).filter(pk=int(catalogue_item_id)).first()
    except (TypeError, ValueError):
        item = None
    if item is None:
        errors.add("catalogue_item_id", "Product not found.")
    return item


def _product(product: str, item: CatalogueItem | None, errors: FieldErrors) -> ProductType | None:
    asked = (product or "").strip()
    ptype = product_type_find(text=asked) if asked else (item.product_type if item else None)
    if ptype is None:
        errors.add("product", "Please select a product." if not asked else "This product is not sold here.")
    elif item is not None and ptype.pk != item.product_type_id:
        errors.add("product", f"{item.name} is a {item.product_type.name}.")
    elif item is None and not (ptype.customisable or ptype.slug in DESIGN_PAGE_SLUGS):
        errors.add("product", f"{ptype.name} cannot be designed in the studio yet.")
    return ptype


def _unit_price(ptype, item, sleeve: str, errors: FieldErrors, *, quantity: int, sides: int):
    """(sleeve name, unit price) of each piece of an order of `quantity` pieces: the item's price
    or the chosen sleeve's, at the product type's price break for that quantity (breaks.py)."""
    if item is not None:
        return "", item_bulk_price(item=item, quantity=max(quantity, 1))[0]
    if ptype is None:
        return "", Decimal("0")
    sleeves = list(ptype.sleeves.all())
    wanted = (sleeve or "").strip()
    match = next((s for s in sleeves if s.name.lower() == wanted.lower()), None)
    if sleeves and match is None:
        names = " or ".join(s.name for s in sleeves)
        errors.add("sleeve", f"Please choose {names}." if not wanted else f"Choose {names}.")
        return wanted, ptype.base_price
    priced = price_from_tiers(  # the studio's orders carry no setup charges (breaks.py)
        tiers=tiers_of(ptype),
        base_price=ptype.base_price,
        quantity=max(quantity, 1),
        sides=sides,
        extra=sleeve_extra(ptype, match.name if match else ""),
    )
    return (match.name if match else ""), priced.unit_price


def _sides(sides: object, errors: FieldErrors) -> int:
    if sides in (1, 2):
        return int(sides)
    errors.add("sides", "A design is printed on 1 or 2 sides.")
    return 1


def _colour(colour: str, item, errors: FieldErrors, *, required: bool) -> tuple[str, str]:
    if item is not None:
        return item.colour_name, item.colour_hex
    resolved = resolve_colour(colour)
    if required and resolved is None:
        errors.add(
            "color",
            "Please choose a colour from the palette or type one as #RRGGBB."
            if not (colour or "").strip()
            else "Enter a colour as #RRGGBB or pick one from the palette.",
        )
    return resolved or ("", "")


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
    sides: int = 1,
) -> Priced:
    """Check a studio order's fields (or a catalogue item's) and price it, the design printed on
    `sides` sides (1 or 2; a catalogue item is printed as it is). Raises ApplicationError."""
    errors = FieldErrors()
    rules = money_rules()
    item = _item(catalogue_item_id, errors)
    ptype = _product(product, item, errors)
    colour_name, colour_hex = _colour(colour, item, errors, required=need_colour)
    checked = check_design_lines(list(lines), product_type=ptype, item=item, errors=errors)
    quantity = sum(q for _, q in checked)
    sleeve_name, unit = _unit_price(
        ptype, item, sleeve, errors, quantity=quantity, sides=_sides(sides, errors)
    )
    method = check_payment(payment_method, errors)
    result = _price(
        errors=errors,
        customer=customer,
        lines=[PriceLine(unit, qty, ptype.pk if ptype else None) for _, qty in checked],
        code=code,
        method=method,
        rules=rules,
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


# --- a bag of catalogue items ------------------------------------------------------------------


def _bag_lines(raw: list, errors: FieldErrors) -> list[PricedLine]:
    """The bag's (item id, size, quantity) rows checked; one item in one size twice is one line."""
    ids = set()
    for item_id, _, _ in raw:
        try:
            ids.add(int(item_id))
        except (TypeError, ValueError):
            errors.add("items", "Product not found.")
    found = bag_items(ids)
    merged: dict[tuple[int, str], int] = {}
    for item_id, size, qty_raw in raw:
        qty = check_quantity(qty_raw, errors, "quantity")
        try:
            bagged = found.get(int(item_id))
        except (TypeError, ValueError):
            continue
        if bagged is None:
            errors.add("items", "Product not found.")
            continue
        item, allowed = bagged.item, bagged.sizes
        code = item_size(allowed, size)
        if code is None:
            errors.add(
                "sizes",
                f"{item.name} comes in {', '.join(allowed)}."
                if (size or "").strip()
                else f"Please choose a size for {item.name}.",
            )
        elif qty is not None:
            merged[(item.pk, code)] = merged.get((item.pk, code), 0) + qty
    if not raw:
        errors.add("items", "Your bag is empty.")
    elif not errors.by_field:
        check_counts([(f"{i}-{s}", q) for (i, s), q in merged.items()], errors, name="items")
    rows = [(found[pk].item, size, qty) for (pk, size), qty in merged.items()]
    tiers = type_tiers({item.product_type_id for item, _, _ in rows}) if rows else {}
    units = items_bulk_prices([(item, qty) for item, _, qty in rows], tiers)
    return [PricedLine(size, qty, unit, item) for (item, size, qty), unit in zip(rows, units, strict=True)]


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
    lines = _bag_lines(list(items), errors)
    method = check_payment(payment_method, errors)
    result = _price(
        errors=errors,
        customer=customer,
        lines=[PriceLine(x.unit_price, x.quantity, x.catalogue_item.product_type_id) for x in lines],
        code=code,
        method=method,
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
