from django.http import HttpRequest
from ninja import Router, Schema

from core.catalogue import selectors
from core.common.money import Money
from core.common.schemas import ErrorOut

router = Router(tags=["catalogue"])


class ItemOut(Schema):
    id: int
    name: str
    price: Money
    old_price: Money
    color: str
    color_hex: str
    sizes: list[str]
    description: str
    images: list[str]
    product_type: str

    @staticmethod
    def resolve_color(obj) -> str:
        return obj.colour_name

    @staticmethod
    def resolve_color_hex(obj) -> str:
        return obj.colour_hex

    @staticmethod
    def resolve_sizes(obj) -> list[str]:
        return [s.code for s in obj.sizes.all()]

    @staticmethod
    def resolve_product_type(obj) -> str:
        return obj.product_type.slug


class SleeveOut(Schema):
    name: str
    price: Money


class ProductTypeOut(Schema):
    id: int
    name: str
    slug: str
    base_price: Money
    customisable: bool
    has_sizes: bool
    description: str
    sleeves: list[SleeveOut]

    @staticmethod
    def resolve_sleeves(obj) -> list:
        return list(obj.sleeves.all())


class ColourOut(Schema):
    name: str
    hex: str


class SizeOut(Schema):
    code: str
    custom: bool


class MoneyRulesOut(Schema):
    """The admin team's current money rules: the storefront words its promises from these."""

    shipping_fee: Money
    free_shipping_over: Money
    cod_below: Money
    online_discount_below: Money
    online_discount_percent: Money
    promo_code: str
    promo_percent: Money
    club_percent: Money


class BrandOut(Schema):
    name: str
    slug: str
    tagline: str


@router.get("items/", response=list[ItemOut], auth=None)
def items(request: HttpRequest):
    return list(selectors.catalogue_items())


@router.get("items/{item_id}/", response={200: ItemOut, 404: ErrorOut}, auth=None)
def item(request: HttpRequest, item_id: int):
    return selectors.catalogue_item_get(item_id=item_id)


@router.get("product-types/", response=list[ProductTypeOut], auth=None)
def product_types(request: HttpRequest):
    return list(selectors.product_types())


@router.get("colours/", response=list[ColourOut], auth=None)
def colours(request: HttpRequest):
    return list(selectors.colours())


@router.get("sizes/", response=list[SizeOut], auth=None)
def sizes(request: HttpRequest):
    return list(selectors.studio_sizes())


@router.get("brands/", response=list[BrandOut], auth=None)
def brands(request: HttpRequest):
    return list(selectors.brands())


@router.get("money-rules/", response=MoneyRulesOut, auth=None)
def money_rules(request: HttpRequest):
    """Shipping fee and free-shipping limit, cash-on-delivery limit, online discount, promo and club codes."""
    return selectors.money_rules()
