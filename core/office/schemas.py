"""Explicit schemas in and out of the back office's resources (nothing is `__all__`)."""

from datetime import datetime
from decimal import Decimal

from ninja import Field, Schema

from core.common.money import Money
from core.orders.models import Order, OrderEvent
from core.orders.schemas import AdminOrderOut

# --- orders --------------------------------------------------------------------------------------


class OrderOut(AdminOrderOut):
    """A row of the orders list: the board's AdminOrder plus what the list filters on."""

    id: str
    customer_id: int
    payment_method: str

    @staticmethod
    def resolve_id(obj: Order) -> str:
        return obj.order_id


class OrderLineOut(Schema):
    size: str
    quantity: int
    unit_price: Money
    line_total: Money


class AmountBreakdown(Schema):
    subtotal: Money
    discount_code: str
    discount_amount: Money
    online_discount: Money
    shipping: Money
    amount: Money


class ShippingAddress(Schema):
    name: str
    phone_number: str
    area: str
    landmark: str
    city: str
    state: str
    pin_code: str


class OrderEventOut(Schema):
    id: int
    kind: str
    from_value: str
    to_value: str
    actor: str | None
    created_at: datetime

    @staticmethod
    def resolve_actor(obj: OrderEvent) -> str | None:
        return obj.actor.name if obj.actor else None


class OrderDetailOut(OrderOut):
    instructions: str
    upi_reference: str
    lines: list[OrderLineOut]
    breakdown: AmountBreakdown
    shipping_address: ShippingAddress
    history: list[OrderEventOut]

    @staticmethod
    def resolve_lines(obj: Order) -> list:
        return list(obj.lines.all())

    @staticmethod
    def resolve_breakdown(obj: Order) -> dict:
        return {
            "subtotal": obj.subtotal,
            "discount_code": obj.discount_code,
            "discount_amount": obj.discount_amount,
            "online_discount": obj.online_discount,
            "shipping": obj.shipping,
            "amount": obj.amount,
        }

    @staticmethod
    def resolve_shipping_address(obj: Order) -> dict:
        return {
            "name": obj.ship_name,
            "phone_number": obj.ship_phone,
            "area": obj.ship_area,
            "landmark": obj.ship_landmark,
            "city": obj.ship_city,
            "state": obj.ship_state,
            "pin_code": obj.ship_pin_code,
        }

    @staticmethod
    def resolve_history(obj: Order) -> list:
        return list(obj.events.all())


class OrderIn(Schema):
    """What an order edit may change; each change goes through the orders services."""

    status: str | None = None
    payment_status: str | None = None


# --- people --------------------------------------------------------------------------------------


class CustomerOut(Schema):
    id: int
    name: str
    phone_number: str
    email: str
    area: str
    landmark: str
    city: str
    state: str
    pin_code: str
    is_active: bool
    date_joined: datetime
    last_login: datetime | None
    orders_count: int
    total_paid: Money
    total_due: Money

    @staticmethod
    def resolve_total_paid(obj) -> Decimal:
        return getattr(obj, "total_paid", None) or Decimal("0.00")

    @staticmethod
    def resolve_total_due(obj) -> Decimal:
        return getattr(obj, "total_due", None) or Decimal("0.00")


class CustomerIn(Schema):  # the lengths of core/accounts/models.py::User
    name: str = Field("", max_length=120)
    email: str = Field("", max_length=254)
    is_active: bool = True
    area: str = Field("", max_length=200)
    landmark: str = Field("", max_length=200)
    city: str = Field("", max_length=100)
    state: str = Field("", max_length=100)
    pin_code: str = Field("", max_length=32)


class AdminOut(Schema):
    id: int
    name: str
    phone_number: str
    is_active: bool
    is_superuser: bool
    date_joined: datetime
    last_login: datetime | None


class AdminCreateIn(Schema):
    name: str = Field("", max_length=120)
    phone_number: str = Field("", max_length=32)
    password: str = Field("", max_length=256)


class AdminUpdateIn(Schema):
    name: str = Field("", max_length=120)
    is_active: bool = True


# --- content -------------------------------------------------------------------------------------


class TestimonialOut(Schema):
    id: int
    name: str
    message: str
    photo: str | None
    approved: bool
    created_at: datetime

    @staticmethod
    def resolve_photo(obj) -> str | None:
        return obj.photo.url if obj.photo else None


class TestimonialCreateIn(Schema):
    name: str = ""
    message: str = ""
    photo: str = Field("", description="A data URL of a JPEG or PNG image")
    approved: bool = True


class TestimonialUpdateIn(Schema):
    name: str = ""
    message: str = ""
    approved: bool = True
    photo: str | None = Field(None, description="A new photo as a data URL; leave out to keep the photo")


class ContactMessageOut(Schema):
    id: int
    name: str
    email: str
    message: str
    handled: bool
    created_at: datetime


class HandledIn(Schema):
    handled: bool = False


class NewsletterSignupOut(Schema):
    id: int
    email: str
    created_at: datetime


class BulkEnquiryOut(Schema):
    id: int
    name: str
    email: str
    phone_number: str
    product: str
    quantity: int
    message: str
    handled: bool
    created_at: datetime


# --- catalogue -----------------------------------------------------------------------------------


class CatalogueItemOut(Schema):
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

    @staticmethod
    def resolve_product_type(obj) -> str:
        return obj.product_type.name

    @staticmethod
    def resolve_sizes(obj) -> list[str]:
        return [s.code for s in obj.sizes.all()]


class CatalogueItemIn(Schema):  # the lengths and ranges of core/catalogue/models.py::CatalogueItem
    name: str = Field("", max_length=120)
    product_type_id: int | None = Field(None, ge=1, le=2**63 - 1)
    price: Decimal | None = Field(None, max_digits=10, decimal_places=2)
    old_price: Decimal | None = Field(None, max_digits=10, decimal_places=2)
    colour_name: str = Field("", max_length=60)
    colour_hex: str = Field("", max_length=7)
    sizes: list[str] = Field([], max_length=50)
    description: str = Field("", max_length=5000)
    images: list[str] = Field([], max_length=20)
    active: bool = True
    position: int = Field(0, ge=0, le=32767)


class SleeveOut(Schema):
    name: str
    price: Money


class SleeveIn(Schema):
    name: str
    price: Decimal | None = Field(None, max_digits=10, decimal_places=2)


class ProductTypeOut(Schema):
    id: int
    name: str
    slug: str
    base_price: Money
    customisable: bool
    has_sizes: bool
    description: str
    position: int
    sleeves: list[SleeveOut]

    @staticmethod
    def resolve_sleeves(obj) -> list:
        return list(obj.sleeves.all())


class ProductTypeIn(Schema):
    name: str = ""
    base_price: Decimal | None = Field(None, max_digits=10, decimal_places=2)
    customisable: bool = True
    has_sizes: bool = True
    description: str = ""
    position: int = 0
    sleeves: list[SleeveIn] = []


# --- summary -------------------------------------------------------------------------------------


class StatusCounts(Schema):
    pending: int
    confirm: int
    shipped: int
    delivered: int
    cancelled: int


class SummaryOut(Schema):
    total_paid: Money
    total_due: Money
    counts: StatusCounts
    orders: int
    customers: int
    unhandled_messages: int
    open_enquiries: int
    newsletter_signups: int
