"""The shop API's catalogue answers."""

from datetime import datetime

from ninja import Schema

from core.catalogue.facts import item_details, item_features, type_details
from core.common.languages import default_language, in_language, request_language
from core.common.money import Money


def asked_language(obj, field: str, context) -> str:
    """A product's or type's `field` in the request's language (`?lang=hi`, the storefront's
    X-Shop-Language, Accept-Language: core/common/languages.py), English where that is empty; the
    `name_hi`, `description_hi` columns are on the same row: no other query."""
    request = (context or {}).get("request")
    return in_language(obj, field, request_language(request) if request is not None else default_language())


class InLanguage(Schema):
    """The name and description in the request's language (ItemOut, ProductTypeOut)."""

    @staticmethod
    def resolve_name(obj, context) -> str:
        return asked_language(obj, "name", context)

    @staticmethod
    def resolve_description(obj, context) -> str:
        return asked_language(obj, "description", context)


class DetailsOut(Schema):
    """The Details tab (docs/reviews-api.md); the country of origin is always given."""

    material: str
    gsm: int | None
    fit: str
    print_method: str
    care: str
    country_of_origin: str


class RatingOut(Schema):
    """Accepted reviews only, from the rating tally: average to one decimal (None without reviews)."""

    average: float | None
    count: int


class ItemOut(InLanguage):
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
    details: DetailsOut
    features: list[str]
    updated_at: datetime
    rating: RatingOut

    @staticmethod
    def resolve_details(obj) -> dict:
        return item_details(obj)

    @staticmethod
    def resolve_features(obj) -> list[str]:
        return item_features(obj)

    @staticmethod
    def resolve_rating(obj) -> dict:
        tally = getattr(obj, "rating_tally", None)
        return {"average": tally.average, "count": tally.count} if tally else {"average": None, "count": 0}

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


class ProductTypeOut(InLanguage):
    id: int
    name: str
    slug: str
    base_price: Money
    customisable: bool
    has_sizes: bool
    description: str
    sleeves: list[SleeveOut]
    details: DetailsOut
    features: list[str]
    updated_at: datetime

    @staticmethod
    def resolve_details(obj) -> dict:
        return type_details(obj)

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

    @staticmethod
    def resolve_tagline(obj, context) -> str:
        """The tagline in the request's language, the English where no Hindi is written."""
        return asked_language(obj, "tagline", context)
