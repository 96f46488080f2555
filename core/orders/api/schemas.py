"""The orders API's schemas: the specification's order shapes (customer and admin views), the
accounts records and the field limits the ordering bodies share (ordering_schemas.py)."""

from datetime import date, datetime

from ninja import Field, Schema

from core.common.ist import in_ist
from core.common.money import Money
from core.common.schemas import BodyIn
from core.orders.models import Order, OrderStatus, PaymentMethod, PaymentStatus
from core.orders.people import order_people_rows
from core.orders.shipping.schemas import ShipmentOut
from core.orders.shipping.selectors import order_shipment

# The lengths and ranges of core/orders/models.py and core/catalogue/models.py, with a little room
# where the services strip spaces or answer with the specification's own message: too long is a
# 400 naming the field, never a database error.
ORDER_ID = Field("", max_length=32)  # Order.order_id is 16
STATUS = Field("", max_length=20, json_schema_extra={"enum": list(OrderStatus.values)})
PAYMENT_STATUS = Field("", max_length=20, json_schema_extra={"enum": list(PaymentStatus.values)})
SIZE = Field("", max_length=20)  # OrderLine.size, Size.code
SLUG = Field("", max_length=60)  # ProductType.slug
SLEEVE = Field("", max_length=40)  # Sleeve.name
COLOUR = Field("", max_length=60)  # Colour.name, or a hex
CODE = Field("", max_length=30)  # ShopSettings.promo_code
METHOD = Field("cod", max_length=8, json_schema_extra={"enum": list(PaymentMethod.values)})
UPI_REFERENCE = Field("", max_length=60)  # Order.upi_reference 40 once spaces are stripped
INSTRUCTIONS = Field("", max_length=2000)  # the checks allow 1000 once spaces are stripped


class SizeLine(Schema):
    size: str
    quantity: int


def _design_url(order: Order, side: str, thumb: bool = False) -> str | None:
    return order.design_url(side, thumb=thumb) if getattr(order, f"{side}_image") else None


def _local_date(order: Order) -> date:
    """The day an order was placed, in the shop's time zone."""
    return in_ist(order.created_at).date()


class _OrderBase(Schema):
    order_id: str
    date: date
    created_at: datetime
    color: str
    color_hex: str
    product: str
    sleeve: str
    sizes: list[SizeLine]
    quantity: int
    status: OrderStatus
    payment_status: PaymentStatus
    amount: Money
    front: str | None
    back: str | None
    front_thumbnail: str | None
    back_thumbnail: str | None
    quote_number: str = Field("", description="A business order's quote (QT-26-000001); empty for others")

    @staticmethod
    def resolve_date(obj: Order) -> date:
        return _local_date(obj)

    @staticmethod
    def resolve_color(obj: Order) -> str:
        return obj.colour_name

    @staticmethod
    def resolve_color_hex(obj: Order) -> str:
        return obj.colour_hex

    @staticmethod
    def resolve_product(obj: Order) -> str:
        return obj.product_type.name

    @staticmethod
    def resolve_sizes(obj: Order) -> list[dict]:
        return [{"size": line.size, "quantity": line.quantity} for line in obj.lines.all()]

    @staticmethod
    def resolve_quantity(obj: Order) -> int:
        return sum(line.quantity for line in obj.lines.all())

    @staticmethod
    def resolve_front(obj: Order) -> str | None:
        return _design_url(obj, "front")

    @staticmethod
    def resolve_back(obj: Order) -> str | None:
        return _design_url(obj, "back")

    @staticmethod
    def resolve_front_thumbnail(obj: Order) -> str | None:
        return _design_url(obj, "front", thumb=True)

    @staticmethod
    def resolve_back_thumbnail(obj: Order) -> str | None:
        return _design_url(obj, "back", thumb=True)


class CatalogueLineOut(Schema):
    """A line of a catalogue order: the ready-made design, its size and how many."""

    catalogue_item_name: str
    size: str
    quantity: int


class TeamPersonOut(Schema):
    """A team order's person: the name and number printed on their piece, and its size."""

    name: str
    number: str
    size: str


class CustomerOrderOut(_OrderBase):
    payment_method: PaymentMethod
    shipment: ShipmentOut | None = None  # courier, AWB, tracking link (core/fulfilment)
    # The ready-made design bought ("Medieval Pink"): None for a studio design and for a bag of several
    # items, whose lines each name theirs in catalogue_lines (empty for a studio design). `sizes` keeps
    # the specification's shape (size and quantity).
    catalogue_item_name: str | None
    catalogue_lines: list[CatalogueLineOut]
    people: list[TeamPersonOut] = Field([], description="A team order's names and numbers, one per piece")

    @staticmethod
    def resolve_people(obj: Order) -> list[dict]:
        return order_people_rows(obj)

    @staticmethod
    def resolve_shipment(obj: Order):
        return order_shipment(obj)

    @staticmethod
    def resolve_catalogue_item_name(obj: Order) -> str | None:
        return obj.catalogue_item.name if obj.catalogue_item_id else None

    @staticmethod
    def resolve_catalogue_lines(obj: Order) -> list[dict]:
        return [
            {"catalogue_item_name": line.catalogue_item.name, "size": line.size, "quantity": line.quantity}
            for line in obj.lines.all()
            if line.catalogue_item_id
        ]


class CustomerOrderList(Schema):
    order_details: list[CustomerOrderOut]


class AdminOrderOut(_OrderBase):
    name: str
    phone_number: str

    @staticmethod
    def resolve_name(obj: Order) -> str:
        return obj.customer.name

    @staticmethod
    def resolve_phone_number(obj: Order) -> str:
        return obj.customer.phone_number


class StatusIn(BodyIn):
    required_fields = ("order_id", "status")
    order_id: str = ORDER_ID
    status: str = STATUS


class StatusOut(Schema):
    order_id: str
    status: OrderStatus
    message: str


class PaymentIn(BodyIn):
    required_fields = ("order_id", "payment_status")
    order_id: str = ORDER_ID
    payment_status: str = PAYMENT_STATUS


class PaymentOut(Schema):
    order_id: str
    payment_status: PaymentStatus
    message: str


class TotalDueOut(Schema):
    total_due_amount: Money


class TotalPaidOut(Schema):
    total_paid_amount: Money


class AmountSummaryOut(Schema):
    total_paid: Money
    total_due: Money
    total_refunded: Money  # returns refunded (beside the specification's two totals)


class _MoneyRecord(Schema):
    order_id: str
    phone_number: str
    date: date

    @staticmethod
    def resolve_phone_number(obj: Order) -> str:
        return obj.customer.phone_number

    @staticmethod
    def resolve_date(obj: Order) -> date:
        return _local_date(obj)


class PaidRecord(_MoneyRecord):
    paid_amount: Money

    @staticmethod
    def resolve_paid_amount(obj: Order):
        return obj.amount


class UnpaidRecord(_MoneyRecord):
    due_amount: Money

    @staticmethod
    def resolve_due_amount(obj: Order):
        return obj.amount


class PaymentRecord(_MoneyRecord):
    name: str
    payment_status: PaymentStatus
    amount: Money

    @staticmethod
    def resolve_name(obj: Order) -> str:
        return obj.customer.name


class FrontImageOut(Schema):
    front: str | None  # None: no design on the front


class BackImageOut(Schema):
    back: str | None  # None: no design on the back
