"""Ready-made items and product types (prices, sleeves) as the back office lists and edits them."""

from datetime import datetime
from decimal import Decimal
from typing import Annotated

from ninja import Field, Schema
from pydantic import StringConstraints

from core.catalogue.schemas import ProductTypeOut
from core.common.money import MAX_PIECE_PRICE, Money
from core.common.schemas import BodyIn, JsonBool, JsonInt


class OfficeWords(Schema):
    """The English words as the team typed them and the Hindi ones (blank: the shop shows English),
    whatever language the member's browser asks for."""

    @staticmethod
    def resolve_name(obj) -> str:
        return obj.name

    @staticmethod
    def resolve_description(obj) -> str:
        return obj.description


class OfficeCatalogueItemOut(OfficeWords):
    id: int
    name: str
    product_type_id: int
    product_type: str
    price: Money
    old_price: Money
    colour_name: str
    colour_hex: str
    sizes: list[str]
    description: str
    images: list[str]
    active: bool
    position: int
    material: str
    gsm: int | None
    fit: str
    print_method: str
    care: str
    country_of_origin: str
    features: list[str]
    updated_at: datetime
    name_hi: str
    description_hi: str

    @staticmethod
    def resolve_product_type(obj) -> str:
        return obj.product_type.name

    @staticmethod
    def resolve_sizes(obj) -> list[str]:
        return [s.code for s in obj.sizes.all()]


class OfficeFactsIn(BodyIn):
    """The Details and Features tabs (the lengths of core/catalogue/models.py::ProductFacts)."""

    material: str = Field("", max_length=120)
    gsm: JsonInt | None = Field(None, ge=1, le=2000)
    fit: str = Field("", max_length=60)
    print_method: str = Field("", max_length=80)
    care: str = Field("", max_length=300)
    country_of_origin: str = Field("", max_length=60)
    features: list[Annotated[str, StringConstraints(max_length=160)]] = Field([], max_length=12)

    def facts(self) -> dict:
        return {name: getattr(self, name) for name in OfficeFactsIn.model_fields}


class OfficeCatalogueItemIn(OfficeFactsIn):
    required_fields = (
        "name",
        "product_type_id",
        "price",
        "old_price",
        "colour_name",
        "colour_hex",
        "description",
    )
    # the lengths and ranges of core/catalogue/models.py::CatalogueItem
    name: str = Field("", max_length=120)
    product_type_id: JsonInt | None = Field(None, ge=1, le=2**63 - 1)
    price: Decimal | None = Field(None, le=MAX_PIECE_PRICE, max_digits=10, decimal_places=2)
    old_price: Decimal | None = Field(None, le=MAX_PIECE_PRICE, max_digits=10, decimal_places=2)
    colour_name: str = Field("", max_length=60)
    colour_hex: str = Field("", max_length=7)
    sizes: list[str] = Field([], max_length=50)
    description: str = Field("", max_length=5000)
    name_hi: str = Field("", max_length=120, description="The Hindi name; blank: English is shown")
    description_hi: str = Field("", max_length=5000, description="The Hindi description; blank: English")
    images: list[str] = Field([], max_length=20)
    active: JsonBool = True
    position: JsonInt = Field(0, ge=0, le=32767)


class OfficeSleeveIn(BodyIn):
    required_fields = ("price",)
    name: str = Field(..., max_length=40)  # Sleeve.name
    price: Decimal | None = Field(None, le=MAX_PIECE_PRICE, max_digits=10, decimal_places=2)


class OfficeProductTypeOut(OfficeWords, ProductTypeOut):
    position: int
    material: str
    gsm: int | None
    fit: str
    print_method: str
    care: str
    country_of_origin: str
    name_hi: str
    description_hi: str


class OfficeProductTypeIn(OfficeFactsIn):
    required_fields = ("name", "base_price")
    # the lengths and ranges of core/catalogue/models.py::ProductType
    name: str = Field("", max_length=60)
    base_price: Decimal | None = Field(None, le=MAX_PIECE_PRICE, max_digits=10, decimal_places=2)
    customisable: JsonBool = True
    has_sizes: JsonBool = True
    description: str = Field("", max_length=5000)
    name_hi: str = Field("", max_length=60, description="The Hindi name; blank: English is shown")
    description_hi: str = Field("", max_length=5000, description="The Hindi description; blank: English")
    position: JsonInt = Field(0, ge=0, le=32767)
    sleeves: list[OfficeSleeveIn] = Field([], max_length=20)
