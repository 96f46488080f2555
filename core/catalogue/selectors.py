"""Reads for the catalogue. Two item lists, named apart: the shop sells `active_catalogue_items`;
the back office edits `all_catalogue_items` (hidden ones too)."""

from django.db.models import Exists, OuterRef, Prefetch, QuerySet

from core.catalogue.models import (
    Brand,
    CatalogueItem,
    Colour,
    PriceBreak,
    ProductType,
    ShopSettings,
    Size,
    SleeveOption,
)
from core.catalogue.money_rules import DEFAULT_RULES, RULE_FIELDS, MoneyRules
from core.catalogue.tiers import item_unit_price
from core.common.errors import get_or_not_found
from core.common.prepared import Prepared


def all_catalogue_items() -> QuerySet[CatalogueItem]:
    """Every item, hidden ones too, with its product type and sizes (the back office's list)."""
    return CatalogueItem.objects.select_related("product_type", "rating_tally").prefetch_related(
        Prefetch("sizes", queryset=Size.objects.order_by("position"))
    )


def active_catalogue_items() -> QuerySet[CatalogueItem]:
    """The items the shop sells (the /brevity catalogue, the bag, the studio's catalogue orders)."""
    return all_catalogue_items().filter(active=True)


def active_catalogue_item_get(*, item_id: int) -> CatalogueItem:
    return get_or_not_found(active_catalogue_items(), what="Product", pk=item_id)


def product_types() -> QuerySet[ProductType]:
    return ProductType.objects.prefetch_related(
        Prefetch("sleeves", queryset=SleeveOption.objects.order_by("position"))
    )


def product_type_find(*, text: str) -> ProductType | None:
    """A product type by its slug or its name, in any case."""
    text = (text or "").strip()
    if not text:
        return None
    return (
        product_types().filter(slug__iexact=text).first() or product_types().filter(name__iexact=text).first()
    )


def colours() -> QuerySet[Colour]:
    return Colour.objects.order_by("position")


def studio_sizes() -> QuerySet[Size]:
    """The studio's size choices, 'More than 5XL' (custom) last."""
    return Size.objects.filter(studio=True).order_by("position")


def studio_size_codes() -> list[str]:
    """The studio's fixed sizes (S..5XL), without the custom one."""
    return list(studio_sizes().filter(custom=False).values_list("code", flat=True))


def brands() -> QuerySet[Brand]:
    return Brand.objects.order_by("position")


# read by every quote and order placed: compiled once per connection
_RULES = Prepared(lambda: ShopSettings.objects.filter(pk=1).values(*RULE_FIELDS))


def money_rules() -> MoneyRules:
    """The admin team's current money rules (the ShopSettings row; the defaults before it exists)."""
    rows = _RULES.rows()
    return MoneyRules(**rows[0]) if rows else DEFAULT_RULES


def _tier(tier) -> dict:
    return {
        "label": tier.label,
        "min_quantity": tier.min_quantity,
        "max_quantity": tier.max_quantity,
        "one_side": tier.one_side,
        "both_sides": tier.both_sides,
    }


def price_table(product_type: ProductType) -> dict:
    """One product type's bulk table (its `price_breaks` and `setup_charges`, prefetched or not)."""
    return {
        "id": product_type.pk,
        "product_type": product_type.slug,
        "slug": product_type.slug,
        "name": product_type.name,
        "print_method": product_type.print_method,
        "base_price": product_type.base_price,
        "tiers": [_tier(b.tier) for b in product_type.price_breaks.all()],
        "setup": [{"label": c.label, "amount": c.amount} for c in product_type.setup_charges.all()],
    }


def break_tables() -> QuerySet[ProductType]:
    """Every product type, with its tiers and setup charges (the back office's list)."""
    return ProductType.objects.prefetch_related("price_breaks", "setup_charges")


def price_tables() -> list[dict]:
    """The bulk tables of the product types that have price breaks, in the catalogue's order."""
    with_breaks = Exists(PriceBreak.objects.filter(product_type=OuterRef("pk")))
    return [price_table(t) for t in break_tables().filter(with_breaks)]


def item_price_table(*, item_id: int) -> dict:
    """A ready-made item's unit price in each tier of its product type's breaks (the first
    quantity of the tier prices it; the tier's price is the same for every quantity in it)."""
    items = CatalogueItem.objects.filter(active=True).select_related("product_type")
    item = get_or_not_found(items.prefetch_related("product_type__price_breaks"), what="Product", pk=item_id)
    tiers = [b.tier for b in item.product_type.price_breaks.all()]
    rows = []
    for tier in tiers:
        unit, _ = item_unit_price(tiers=tiers, item_price=item.price, quantity=tier.min_quantity)
        rows.append({**_tier(tier), "unit_price": unit})
    return {"item_id": item.pk, "product_type": item.product_type.slug, "tiers": rows}
