"""The shop API's catalogue answers."""

from ninja import Schema

from core.common.money import Money


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
