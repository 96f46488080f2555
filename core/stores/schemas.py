"""The stores' API shapes (names unique across the OpenAPI document: Store...)."""

from datetime import datetime
from decimal import Decimal

from ninja import Field, Schema

from core.common.money import MAX_PIECE_PRICE
from core.common.schemas import TextIn
from core.stores.models import StoreStatus


class StoreColourOut(Schema):
    name: str
    hex: str


class StoreDesignOut(Schema):
    position: int
    title: str
    product: str
    sleeve: str
    colours: list[StoreColourOut]
    sizes: list[str]
    price: Decimal
    fundraising: Decimal
    minimum: int
    ordered: int
    progress: str
    image_url: str
    outcome: str


class StoreRosterOut(Schema):
    design: int
    name: str
    number: str
    size: str


class StorePageOut(Schema):
    slug: str
    title: str
    organiser: str
    opens_at: datetime
    closes_at: datetime
    status: StoreStatus
    names_asked: bool
    numbers_asked: bool
    unique_numbers: bool
    delivery: str
    needs_password: bool
    allow_cod: bool
    designs: list[StoreDesignOut]
    roster: list[StoreRosterOut]


class StoreProgressRowOut(Schema):
    position: int
    ordered: int
    minimum: int
    progress: str


class StoreProgressOut(Schema):
    status: StoreStatus
    closes_at: datetime
    designs: list[StoreProgressRowOut]


class StoreAddressIn(Schema):
    area: str = Field("", max_length=200)
    landmark: str = Field("", max_length=200)
    city: str = Field("", max_length=100)
    state: str = Field("", max_length=100)
    pin_code: str = Field("", max_length=10)


class StoreBuyIn(Schema):
    design: int = Field(..., ge=1, le=50)
    colour: str = Field(..., max_length=60)
    size: str = Field(..., max_length=20)
    name: str = Field("", max_length=80)
    number: str = Field("", max_length=8)
    payment_method: str = Field("upi", max_length=8)
    upi_reference: str = Field("", max_length=40)
    password: str = Field("", max_length=40)
    address: StoreAddressIn | None = None


class StoreSizeCountOut(Schema):
    design: str
    size: str
    pieces: int


class StoreDashboardOut(StorePageOut):
    password: str
    show_roster: bool
    per_size: list[StoreSizeCountOut]
    orders: int
    collected: Decimal
    margin: Decimal
    shop: Decimal


class StoreDesignIn(Schema):
    title: str = Field(..., max_length=60)
    share_token: str = Field(..., max_length=64)
    product: str = Field("", max_length=60)
    sleeve: str = Field("", max_length=40)
    colours: list[str] = Field(..., max_length=21)
    sizes: list[str] = Field(..., max_length=12)
    price: Decimal = Field(..., ge=1, le=MAX_PIECE_PRICE, max_digits=10, decimal_places=2)
    expected: int = Field(..., ge=1, le=100_000)
    minimum: int = Field(..., ge=1, le=100_000)


class StoreIn(Schema):
    title: str = Field(..., max_length=80)
    slug: str = Field(..., max_length=40)
    organiser_phone: str = Field(..., max_length=10)
    opens_at: datetime
    closes_at: datetime
    designs: list[StoreDesignIn] = Field(..., max_length=8)
    business_name: str = Field("", max_length=120)
    business_gstin: str = Field("", max_length=15)
    quote_number: str = Field("", max_length=16)
    names_asked: bool = False
    numbers_asked: bool = False
    unique_numbers: bool = False
    delivery: str = Field("each", max_length=8)
    password: str = Field("", max_length=40)
    allow_cod: bool = False
    show_roster: bool = False


class StoreDraftOut(StoreIn):
    """The desk's form filled: from an accepted quote, or a store's copy with new dates."""


class StoreDraftEditOut(StoreIn):
    """A stored draft as its edit page shows it (the form's fields, its id and status)."""

    id: int
    status: StoreStatus


class StoreFromQuoteIn(TextIn):
    quote_number: str = Field(..., max_length=16)


class StoreClosingIn(Schema):
    closes_at: datetime


class StorePrintAnywayIn(Schema):
    print_anyway: bool


class StoreRowOut(Schema):
    id: int
    slug: str
    title: str
    status: StoreStatus
    closes_at: datetime
    progress: str
    collected: Decimal | None  # only for Accounts, the desk and the owner


class StoreShortOut(Schema):
    """A design of an open store closing within the week, still under its minimum."""

    store_id: int
    store: str
    closes_at: datetime
    design: str
    ordered: int
    minimum: int
    progress: str


class StoreFiguresOut(Schema):
    """The dashboard's stores figures, from the stores' kept counts (core/stores/figures.py)."""

    open_stores: int
    closing_soon: int  # open stores closing within 7 days
    pieces: int  # pieces ordered (paid, or cash on delivery) in the open stores
    collected: Decimal | None  # money collected in the open stores: only for those who see money
    under_minimum: int  # designs of the stores closing soon still under their minimum
    short: list[StoreShortOut]  # the first of them, closing soonest first


class StoreBatchOut(Schema):
    id: int
    store: str
    design: str
    print_on: str
    pieces: int
    # buyers with a name or number, and how many of their print files the task has drawn so far
    name_files: int
    name_files_ready: int


class StoreRefundOut(Schema):
    id: int
    store: str
    order_id: str
    amount: Decimal
    way: str
    utr: str


class StoreRefundUtrIn(Schema):
    utr: str = Field(..., max_length=40)
