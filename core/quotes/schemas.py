"""The customer's bodies and answers: the /bulk request, their requests, the quote page."""

from datetime import date, datetime
from decimal import Decimal
from typing import Literal

from ninja import Field, Schema

from core.common.schemas import BodyIn, JsonInt, TextIn
from core.orders.placing.address import DeliveryAddressIn
from core.quotes.models import Position, QuoteLine, QuoteRequest, QuoteStatus

TEXT = Field("", max_length=2000)


class SizeIn(TextIn):
    size: str = Field(max_length=20)
    quantity: int = Field(ge=1, le=100_000)


class BusinessIn(TextIn):
    name: str = Field("", max_length=120)
    gstin: str = Field("", max_length=20)
    address: str = Field("", max_length=500)
    pin_code: str = Field("", max_length=10)  # the billing address's, in the GSTIN's state
    state: str = Field("", max_length=60)


class AccountIn(TextIn):
    """A visitor's account, as registration asks for it (the address is the delivery address)."""

    name: str = Field("", max_length=120)
    phone_number: str = Field("", max_length=20)
    email: str = Field("", max_length=254)
    password: str = Field("", max_length=128)
    confirm_password: str = Field("", max_length=128)


class QuoteRequestIn(TextIn):
    """The `data` field of the /bulk form, as JSON."""

    product: str = Field(max_length=60)
    colour: str = Field(max_length=60)
    sizes: list[SizeIn] = Field(max_length=20)
    positions: list[Position] = Field(max_length=4)
    needed_by: date | None = None
    notes: str = TEXT
    address: DeliveryAddressIn
    business: BusinessIn | None = None
    design_order_id: str = Field("", max_length=16)
    account: AccountIn | None = None


class QuoteRequestForm(Schema):
    data: str = Field(max_length=20_000, description="QuoteRequestIn as JSON")


class NeededByOut(Schema):
    possible: bool
    earliest: date
    message: str


class RequestQuoteOut(Schema):
    number: str
    status: QuoteStatus
    token: str


class QuoteRequestOut(Schema):
    id: int
    reference: str  # QR-000123
    created_at: datetime
    product: str
    colour_name: str
    quantity: int
    sizes: list[SizeIn]
    positions: list[Position]
    needed_by: date
    earliest_delivery: date
    date_possible: bool
    status: Literal[tuple(QuoteRequest.Status.values)]  # inline, not a named schema
    business_gstin: str
    quotes: list[RequestQuoteOut]

    @staticmethod
    def resolve_product(obj) -> str:
        return obj.product_type.name

    @staticmethod
    def resolve_quotes(obj) -> list:
        return list(obj.quotes.all())


class RequestCreatedOut(Schema):
    id: int
    reference: str  # QR-000123: the number the customer quotes
    message: str
    date_possible: bool
    needed_by_message: str


class DesignOut(Schema):
    order_id: str
    product: str
    colour_name: str
    created_at: datetime
    thumbnail: str | None


class LineOut(Schema):
    kind: Literal[tuple(QuoteLine.Kind.values)]  # inline, not a named schema
    size: str
    quantity: int
    unit_price: Decimal
    list_price: Decimal
    tier: str
    reason: str
    line_total: Decimal


class TaxRowOut(Schema):
    description: str
    hsn: str
    rate: str
    taxable: int = Field(description="paise")
    cgst: int
    sgst: int
    igst: int
    total: int


class RevisionOut(Schema):
    number: int
    created_at: datetime
    sent_at: datetime | None
    valid_until: date
    dispatch_by: date
    advance_percent: Decimal
    terms_days: int
    terms: str
    delivery: Decimal
    note: str
    goods: Decimal
    setup: Decimal
    taxable: Decimal
    cgst: Decimal
    sgst: Decimal
    igst: Decimal
    total: Decimal
    place_of_supply: str
    change_comment: str
    lines: list[LineOut]
    tax_rows: list[TaxRowOut]
    expired: bool


class QuotePageOut(Schema):
    number: str
    status: QuoteStatus
    customer_name: str
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
    revisions: list[RevisionOut] = Field(description="Sent revisions, newest first")


class AnswerIn(BodyIn):
    revision: JsonInt = Field(ge=1, le=1000, description="The revision the customer read")


class ChangesIn(AnswerIn):
    required_fields = ("comment",)
    comment: str = Field("", max_length=2000)


class AcceptedOut(Schema):
    message: str
    order_id: str
