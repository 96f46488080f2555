"""Blank items as the back office adds and edits them: the blank's name checked against the
catalogue, the colour's swatch from the palette, the low-stock threshold."""

from django.db import transaction

from core.catalogue.models import Colour, ProductType, Size, SleeveOption
from core.common.errors import FieldErrors
from core.stock.models import BlankItem
from core.stock.services.counts import MAX_QUANTITY, blank_item_save

ONE_SIZE = "Standard"  # what a one-size product's order lines say (core/orders/placing/checks.py)


def _threshold(value: int, errors: FieldErrors) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_QUANTITY:
        errors.add("low_stock_at", f"Enter a whole number from 0 to {MAX_QUANTITY:,}.")
        return 0
    return value


def _known(found, value: str, name: str, errors: FieldErrors) -> str:
    """The palette's colour or the catalogue's size as the catalogue spells it; a field error when
    there is none of that name (a blank nobody can order would be counted for ever)."""
    if not value:
        return value
    spelt = found.values_list("name" if name == "colour" else "code", flat=True).first()
    if spelt is None:
        kind = "colour in the palette" if name == "colour" else "size in the catalogue"
        errors.add(name, f"There is no {kind} called {value}.")
        return value
    return spelt


@transaction.atomic
def blank_item_create(
    *, product_type_id: int, sleeve: str, colour: str, size: str, low_stock_at: int
) -> BlankItem:
    """A blank the shop now counts, with nothing on hand: receive or count it next."""
    errors = FieldErrors()
    ptype = ProductType.objects.filter(pk=product_type_id).first()
    if ptype is None:
        errors.add("product_type_id", "Choose a product type.")
    sleeve, colour = (sleeve or "").strip(), errors.required(colour, "colour")
    size = (size or "").strip() or (ONE_SIZE if ptype is not None and not ptype.has_sizes else "")
    if not size:
        errors.add("size", "This field is required.")
    sleeves = SleeveOption.objects.filter(product_type=ptype, name=sleeve)
    if ptype is not None and sleeve and not sleeves.exists():
        errors.add("sleeve", f"{ptype.name} has no sleeve called {sleeve}.")
    colour = _known(Colour.objects.filter(name__iexact=colour), colour, "colour", errors)
    if ptype is not None and ptype.has_sizes:
        size = _known(Size.objects.filter(code__iexact=size), size, "size", errors)
    threshold = _threshold(low_stock_at, errors)
    errors.raise_if_any()
    item = BlankItem(product_type=ptype, sleeve=sleeve, colour=colour, size=size, low_stock_at=threshold)
    return blank_item_save(item=item)


@transaction.atomic
def blank_item_update(*, item: BlankItem, low_stock_at: int) -> BlankItem:
    """Change an item's low-stock threshold (its counts change only through movements)."""
    errors = FieldErrors()
    item.low_stock_at = _threshold(low_stock_at, errors)
    errors.raise_if_any()
    return blank_item_save(item=item)
