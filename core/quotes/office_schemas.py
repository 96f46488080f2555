"""The back office's bodies and answers for quote requests and quotes."""

from datetime import date, datetime
from decimal import Decimal
from typing import Literal

from ninja import Field, Schema
from pydantic import field_validator

from core.common.money import PiecePrice, goods_within_bound
from core.common.schemas import BodyIn, JsonInt, TextIn
from core.quotes.models import Position, QuoteLine, QuoteRequest, QuoteRevision, QuoteStatus
from core.quotes.schemas import RequestQuoteOut, RevisionOut, SizeIn


class OfficeRequestOut(Schema):
    id: int
    reference: str  # QR-000123
    created_at: datetime
    status: Literal[tuple(QuoteRequest.Status.values)]  # inline, not a named schema
    customer_name: str
    customer_phone: str
    customer_email: str
    product: str
    product_slug: str
    colour_name: str
    colour_hex: str
    quantity: int
    sizes: list[SizeIn]
    positions: list[Position]
    needed_by: date
    earliest_delivery: date
    date_possible: bool
    notes: str
    ship_to: str
    ship_pin_code: str
    business_name: str
    business_gstin: str
    business_address: str
    business_pin_code: str  # blank for a business saved before it was asked
    business_state: str
    artwork_url: str | None
    design_order_id: str | None
    quotes: list[RequestQuoteOut]

    @staticmethod
    def resolve_customer_name(obj) -> str:
        return obj.customer.name

    @staticmethod
    def resolve_customer_phone(obj) -> str:
        return obj.customer.phone_number

    @staticmethod
    def resolve_customer_email(obj) -> str:
        return obj.customer.email

    @staticmethod
    def resolve_product(obj) -> str:
        return obj.product_type.name

    @staticmethod
    def resolve_product_slug(obj) -> str:
        return obj.product_type.slug

    @staticmethod
    def resolve_ship_to(obj) -> str:
        parts = (obj.ship_area, obj.ship_landmark, obj.ship_city, obj.ship_state, obj.ship_pin_code)
        return ", ".join(p for p in parts if p)

    @staticmethod
    def resolve_artwork_url(obj) -> str | None:
        return f"/api/office/quote-requests/{obj.pk}/artwork" if obj.artwork else None

    @staticmethod
    def resolve_design_order_id(obj) -> str | None:
        return obj.design_order.order_id if obj.design_order_id else None

    @staticmethod
    def resolve_quotes(obj) -> list:
        return list(obj.quotes.all())


class OfficeQuoteRowOut(Schema):
    id: int
    number: str
    status: QuoteStatus
    created_at: datetime
    customer_name: str
    product: str
    quantity: int
    business_gstin: str
    order_id: str | None

    @staticmethod
    def resolve_customer_name(obj) -> str:
        return obj.customer.name

    @staticmethod
    def resolve_product(obj) -> str:
        return obj.request.product_type.name

    @staticmethod
    def resolve_quantity(obj) -> int:
        return obj.request.quantity

    @staticmethod
    def resolve_business_gstin(obj) -> str:
        return obj.request.business_gstin

    @staticmethod
    def resolve_order_id(obj) -> str | None:
        return obj.order.order_id if obj.order_id else None


class OfficeQuoteOut(Schema):
    id: int
    number: str
    status: QuoteStatus
    request_id: int
    customer_name: str
    customer_phone: str
    product: str
    colour_name: str
    positions: list[Position]
    needed_by: date
    business_name: str
    business_gstin: str
    ship_to: str
    accepted_at: datetime | None
    accepted_revision: int | None
    order_id: str | None
    store_title: str = Field(description="The campaign store the quote was sold as, its order cancelled")
    store_slug: str
    page_url: str
    whatsapp_url: str | None
    revisions: list[RevisionOut] = Field(description="Every revision, newest first, the draft included")


class OfficeQuoteCreateIn(BodyIn):
    request_id: JsonInt = Field(ge=1)


class OfficeLineIn(TextIn):
    kind: QuoteLine.Kind = QuoteLine.Kind.GOODS
    size: str = Field(max_length=40)  # a size, or a setup charge's label
    # a setup charge at 0 is removed from the draft; goods need at least 1 (core/quotes/services/desk.py)
    quantity: JsonInt = Field(ge=0, le=100_000)
    unit_price: PiecePrice
    reason: str = Field("", max_length=300)


class OfficeRevisionIn(BodyIn):
    """The draft revision's lines and terms (react-admin's update)."""

    lines: list[OfficeLineIn] = Field(max_length=40)
    delivery: Decimal = Field(Decimal("0"), ge=0, le=1_000_000, max_digits=10, decimal_places=2)
    valid_until: date
    dispatch_by: date
    advance_percent: Decimal = Field(ge=0, le=100, max_digits=5, decimal_places=2)
    terms_days: QuoteRevision.Terms = QuoteRevision.Terms.ADVANCE
    note: str = Field("", max_length=2000)

    @field_validator("lines")
    @classmethod
    def _goods_bounded(cls, lines: list[OfficeLineIn]) -> list[OfficeLineIn]:
        goods_within_bound(line.quantity * line.unit_price for line in lines)
        return lines
