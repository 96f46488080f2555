from django.db.models import Prefetch, QuerySet

from core.catalogue.models import Brand, CatalogueItem, Colour, ProductType, ShopSettings, Size, SleeveOption
from core.common.errors import NotFound


def catalogue_items() -> QuerySet[CatalogueItem]:
    return (
        CatalogueItem.objects.filter(active=True)
        .select_related("product_type")
        .prefetch_related(Prefetch("sizes", queryset=Size.objects.order_by("position")))
    )


def catalogue_item_get(*, item_id: int) -> CatalogueItem:
    item = catalogue_items().filter(pk=item_id).first()
    if item is None:
        raise NotFound("Product not found.")
    return item


def product_types() -> QuerySet[ProductType]:
    return ProductType.objects.prefetch_related(
        Prefetch("sleeves", queryset=SleeveOption.objects.order_by("position"))
    )


def colours() -> QuerySet[Colour]:
    return Colour.objects.order_by("position")


def studio_sizes() -> QuerySet[Size]:
    return Size.objects.filter(studio=True).order_by("position")


def brands() -> QuerySet[Brand]:
    return Brand.objects.order_by("position")


def money_rules():
    """The admin team's current money rules, as the pure pricing function takes them."""
    from core.orders.pricing import MoneyRules

    s = ShopSettings.current()
    return MoneyRules(
        shipping_fee=s.shipping_fee,
        free_shipping_over=s.free_shipping_over,
        cod_below=s.cod_below,
        online_discount_below=s.online_discount_below,
        online_discount_percent=s.online_discount_percent,
        promo_code=s.promo_code,
        promo_percent=s.promo_percent,
        club_percent=s.club_percent,
    )
