"""Reads for the catalogue. Two item lists, named apart: the shop sells `active_catalogue_items`;
the back office edits `all_catalogue_items` (hidden ones too)."""

from django.db.models import Prefetch, QuerySet

from core.catalogue.models import Brand, CatalogueItem, Colour, ProductType, ShopSettings, Size, SleeveOption
from core.catalogue.money_rules import DEFAULT_RULES, RULE_FIELDS, MoneyRules
from core.common.errors import get_or_not_found


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


def money_rules() -> MoneyRules:
    """The admin team's current money rules (the ShopSettings row; the defaults before it exists)."""
    row = ShopSettings.objects.filter(pk=1).first()
    if row is None:
        return DEFAULT_RULES
    return MoneyRules(**{name: getattr(row, name) for name in RULE_FIELDS})
