"""The promotions in and out: the back office's vouchers and offers, the storefront's running offers."""

from datetime import datetime
from decimal import Decimal
from typing import Annotated

from ninja import Field, Schema

from core.common.money import MAX_GOODS, Money
from core.common.schemas import BodyIn, JsonBool, JsonInt
from core.promotions.models import OfferKind, VoucherKind

Rupees = Annotated[Decimal, Field(ge=0, le=MAX_GOODS, max_digits=12, decimal_places=2)]
Percent = Annotated[Decimal, Field(ge=0, le=100, max_digits=5, decimal_places=2)]
CODE = r"^[A-Za-z0-9-]*$"


class OfficeVoucherOut(Schema):
    id: int
    code: str
    batch: str
    kind: VoucherKind
    value: Money
    product_type_ids: list[int]
    min_order: Money
    min_quantity: int
    starts_at: datetime | None
    ends_at: datetime | None
    max_uses: int
    max_uses_per_customer: int
    first_order_only: bool
    combinable: bool
    active: bool
    uses: int
    created_at: datetime

    @staticmethod
    def resolve_product_type_ids(obj) -> list[int]:
        return sorted(t.pk for t in obj.product_types.all())


class _VoucherRules(BodyIn):
    kind: VoucherKind = VoucherKind.PERCENT
    value: Rupees = Field(..., description="Percent off (1-100) or rupees off, by `kind`")
    product_type_ids: list[JsonInt] = Field([], max_length=100, description="None: every product type")
    min_order: Rupees = Decimal("0")
    min_quantity: JsonInt = Field(0, ge=0, le=10_000)
    starts_at: datetime | None = None
    ends_at: datetime | None = None
    max_uses: JsonInt = Field(0, ge=0, le=10_000_000, description="0: no limit")
    max_uses_per_customer: JsonInt = Field(0, ge=0, le=10_000, description="0: no limit")
    first_order_only: JsonBool = False
    combinable: JsonBool = True


class OfficeVoucherCreateIn(_VoucherRules):
    """One code (`code`) or `count` codes made at once, each `prefix` and random letters (`batch`
    names them for the sheet)."""

    code: str = Field("", max_length=30, pattern=CODE)
    count: JsonInt = Field(1, ge=1, le=5000)
    prefix: str = Field("", max_length=12, pattern=CODE)
    batch: str = Field("", max_length=60)


class OfficeVoucherUpdateIn(_VoucherRules):
    active: JsonBool = True


class OfficeVoucherMadeOut(Schema):
    batch: str
    count: int
    first: OfficeVoucherOut


class OfferOut(Schema):
    """A running offer as the storefront shows it (the product page, the bag)."""

    id: int
    name: str
    kind: OfferKind
    banner: str
    percent: Money
    quantity: int
    min_order: Money
    product_type_ids: list[int]
    ends_at: datetime | None

    @staticmethod
    def resolve_product_type_ids(obj) -> list[int]:
        return sorted(t.pk for t in obj.product_types.all())


class OfficeOfferOut(OfferOut):
    starts_at: datetime | None
    active: bool
    created_at: datetime


class OfficeOfferIn(BodyIn):
    required_fields = ("name",)
    name: str = Field("", max_length=60)
    kind: OfferKind
    percent: Percent = Decimal("0")
    quantity: JsonInt = Field(0, ge=0, le=1000)
    product_type_ids: list[JsonInt] = Field([], max_length=100)
    min_order: Rupees = Decimal("0")
    banner: str = Field("", max_length=140)
    starts_at: datetime | None = None
    ends_at: datetime | None = None
    active: JsonBool = True
