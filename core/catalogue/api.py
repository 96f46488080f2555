"""The public catalogue: ready-made items, product types, colours, sizes, brands, the money rules."""

from django.http import HttpRequest, HttpResponse
from ninja import Router

from core.catalogue import selectors
from core.catalogue.break_schemas import ItemPriceTableOut, PriceTableOut
from core.catalogue.schemas import BrandOut, ColourOut, ItemOut, MoneyRulesOut, ProductTypeOut, SizeOut
from core.common.languages import vary_by_language
from core.common.schemas import ErrorOut

router = Router(tags=["catalogue"])


@router.get("items/", response=list[ItemOut], auth=None)
def items(request: HttpRequest, response: HttpResponse):
    vary_by_language(response)  # names and descriptions in the request's language
    return list(selectors.active_catalogue_items())


@router.get("items/{item_id}/", response={200: ItemOut, 404: ErrorOut}, auth=None)
def item(request: HttpRequest, response: HttpResponse, item_id: int):
    vary_by_language(response)
    return selectors.active_catalogue_item_get(item_id=item_id)


@router.get("product-types/", response=list[ProductTypeOut], auth=None)
def product_types(request: HttpRequest, response: HttpResponse):
    vary_by_language(response)
    return list(selectors.product_types())


@router.get("colours/", response=list[ColourOut], auth=None)
def colours(request: HttpRequest):
    return list(selectors.colours())


@router.get("sizes/", response=list[SizeOut], auth=None)
def sizes(request: HttpRequest):
    return list(selectors.studio_sizes())


@router.get("brands/", response=list[BrandOut], auth=None)
def brands(request: HttpRequest, response: HttpResponse):
    vary_by_language(response)
    return list(selectors.brands())


@router.get("money-rules/", response=MoneyRulesOut, auth=None)
def money_rules(request: HttpRequest):
    """Shipping fee and free-shipping limit, cash-on-delivery limit, online discount, promo and club codes."""
    return selectors.money_rules()


@router.get("price-breaks/", response=list[PriceTableOut], auth=None)
def price_breaks(request: HttpRequest):
    """The bulk tables: per product type, the unit price by quantity and sides printed, and the
    one-off setup charges of a bulk quote. Only product types with price breaks are listed."""
    return selectors.price_tables()


@router.get("items/{item_id}/price-breaks/", response={200: ItemPriceTableOut, 404: ErrorOut}, auth=None)
def item_price_breaks(request: HttpRequest, item_id: int):
    """A ready-made item's unit price by quantity (its product type's breaks on its own price)."""
    return selectors.item_price_table(item_id=item_id)
