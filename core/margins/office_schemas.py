"""The back office's shapes for profit per job (core/margins/office.py)."""

from datetime import date, datetime
from decimal import Decimal

from ninja import Field, Schema

from core.common.money import MAX_PIECE_PRICE, Money
from core.common.schemas import BodyIn
from core.margins.models import CostKind, MarginRunStatus
from core.orders.models import OrderStatus

Rate = Field(..., ge=0, le=MAX_PIECE_PRICE, max_digits=10, decimal_places=2)
MONTH_PATTERN = r"^20[0-9]{2}-(0[1-9]|1[0-2])$"


class MarginSettingsIn(BodyIn):
    packaging_per_parcel: Decimal = Rate


class MarginSettingsOut(Schema):
    packaging_per_parcel: Money
    updated_at: datetime


class PrintRateIn(BodyIn):
    required_fields = ("print_method",)
    print_method: str = Field("", max_length=80)
    per_piece: Decimal = Rate
    per_colour: Decimal = Rate
    colours: int = Field(1, ge=0, le=20)
    per_square_inch: Decimal = Field(..., ge=0, le=10_000, max_digits=10, decimal_places=4)
    square_inches: Decimal = Field(..., ge=0, le=100_000, max_digits=8, decimal_places=2)
    setup_per_job: Decimal = Rate


class PrintRateOut(Schema):
    print_method: str
    per_piece: Money
    per_colour: Money
    colours: int
    per_square_inch: Money
    square_inches: Money
    setup_per_job: Money


class CourierChargeIn(BodyIn):
    required_fields = ("awb",)
    awb: str = Field("", max_length=40)
    charge: Decimal = Rate


class CourierChargeOut(Schema):
    awb: str
    charge: Money
    source: str
    entered_at: datetime


class CourierInvoiceIn(BodyIn):
    """`content`: the courier's invoice (CSV or XLSX, at most 5 MB) as base64, or a data: URL; its
    columns: the AWB and the charge (or amount)."""

    required_fields = ("content",)
    file_name: str = Field("", max_length=120)
    content: str = Field("", max_length=7_000_000, pattern=r"^(data:[^,]{0,100},)?[A-Za-z0-9+/]+=*$")


class CourierInvoiceOut(Schema):
    saved: int
    matched: int
    problems: list[str]


class MarginTotals(Schema):
    orders: int
    sales: Money
    cost: Money
    margin: Money


class MarginMonthOut(MarginTotals):
    month: date


class MarginGroupOut(MarginTotals):
    id: int
    name: str


class MarginSummaryOut(MarginTotals):
    month: date
    product_types: list[MarginGroupOut]
    businesses: list[MarginGroupOut]


class MarginRowOut(Schema):
    id: str
    order_id: str
    month: date
    status: OrderStatus
    product_type: str
    business: str
    sales: Money
    cost: Money
    margin: Money


class MarginCostLineOut(Schema):
    kind: CostKind
    amount: Money
    source: str


class MarginDetailOut(MarginRowOut):
    lines: list[MarginCostLineOut]


class MarginRunIn(BodyIn):
    required_fields = ("month",)
    month: str = Field("", pattern=MONTH_PATTERN)


class MarginRunOut(Schema):
    id: int
    month: date
    status: MarginRunStatus
    rows_done: int
    rows_total: int | None
    error: str
    created_at: datetime
    finished_at: datetime | None
