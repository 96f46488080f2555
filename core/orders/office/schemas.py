"""Orders as the back office lists, shows and edits them."""

from datetime import date, datetime
from typing import Annotated, Literal

from ninja import Field, Schema
from pydantic import StringConstraints

from core.common.money import Money
from core.common.schemas import BodyIn
from core.orders.api.schemas import AdminOrderOut
from core.orders.designs import line_design
from core.orders.models import SHIP_TO, LineKind, Order, OrderEvent, OrderStatus, PaymentMethod, PaymentStatus
from core.orders.people import line_person
from core.orders.shipping.ewaybill import ewaybill_hint
from core.orders.shipping.models import EwayBill
from core.orders.shipping.schemas import ShipmentOut
from core.orders.shipping.selectors import order_shipment


class OfficeLineDesignOut(Schema):
    """What one line prints: its catalogue item's name and first picture, or the customer's own
    front/back files (the order's `front`, `back`); the size and how many. A business order's setup
    charge is a line of its own kind (its label in `size`): nothing to print."""

    kind: LineKind
    size: str
    quantity: int
    catalogue_item_id: int | None
    design: str
    picture: str | None


def _designs(obj: Order) -> list[dict]:
    front, back = bool(obj.front_image), bool(obj.back_image)
    return [
        line_design(
            size=line.size,
            quantity=line.quantity,
            item_id=line.catalogue_item_id,
            item_name=line.catalogue_item.name if line.catalogue_item_id else None,
            images=line.catalogue_item.images if line.catalogue_item_id else None,
            front=front,
            back=back,
            kind=line.kind,
        )
        for line in obj.lines.all()
    ]


class OfficeOrderOut(AdminOrderOut):
    """A row of the orders list: the board's AdminOrder plus what the list filters on, each line's
    design, and the order an exchange's replacement replaces."""

    id: str
    customer_id: int
    payment_method: PaymentMethod
    # courier, AWB, tracking link (core/fulfilment) for the board's cards; the list joins shipment__courier
    shipment: ShipmentOut | None = None
    replacement_of: str | None
    # the day it must leave to keep its delivery promise, and the day the print floor plans it
    dispatch_by: date | None
    print_on: date | None
    designs: list[OfficeLineDesignOut]
    # the print floor (core/stock): confirmed but its blanks could not be reserved; marked printed
    waiting_for_blanks: bool
    printed_at: datetime | None
    # e-way bills (core/orders/shipping/ewaybill.py): over the limit (the card's hint), and until when
    # the bill on record is valid (None: no number yet)
    ewaybill_needed: bool
    ewaybill_valid_until: datetime | None

    @staticmethod
    def resolve_id(obj: Order) -> str:
        return obj.order_id

    @staticmethod
    def resolve_shipment(obj: Order):
        return order_shipment(obj)

    @staticmethod
    def resolve_replacement_of(obj: Order) -> str | None:
        return obj.replacement_of.order_id if obj.replacement_of_id else None

    @staticmethod
    def resolve_designs(obj: Order) -> list[dict]:
        return _designs(obj)

    @staticmethod
    def resolve_ewaybill_needed(obj: Order) -> bool:
        return ewaybill_hint(obj.amount)

    @staticmethod
    def resolve_ewaybill_valid_until(obj: Order) -> datetime | None:
        try:
            bill = obj.ewaybill  # joined by the detail's selector (core/orders/selectors.py)
        except EwayBill.DoesNotExist:
            return None
        return bill.valid_until if bill.number else None


class OfficeOrderLineOut(Schema):
    kind: LineKind
    size: str
    quantity: int
    unit_price: Money
    line_total: Money
    design: str  # OfficeLineDesignOut's: the item's name, or the customer's own design
    picture: str | None
    name: str = Field("", description="A team order's line: the name printed on it")
    number: str = Field("", description="A team order's line: the number printed on it")


class OfficeAmountBreakdown(Schema):
    """The breakdown stored on the order when it was priced (read from the order's own fields)."""

    subtotal: Money
    offer_name: str = Field("", description="The automatic offers that took something off, before the code")
    offer_discount: Money = Field(0, description="What the automatic offers took off")
    discount_code: str
    discount_amount: Money
    online_discount: Money
    shipping: Money
    cod_fee: Money = Field(0, description="Cash on delivery fee, after shipping (in the amount)")
    amount: Money


class OfficeShippingAddress(Schema):
    name: str
    phone_number: str
    area: str
    landmark: str
    city: str
    state: str
    pin_code: str


class OfficeBusinessOut(Schema):
    """The business the order was for (B2B): the snapshot its tax invoice prints."""

    name: str
    gstin: str
    address: str
    pin_code: str = Field(description="The billing PIN code; blank for a business saved before it was asked")
    state: str


class OfficeOrderEventOut(Schema):
    id: int
    kind: Literal[tuple(OrderEvent.Kind.values)]  # a nested "Kind": inline, not a named schema
    from_value: str
    to_value: str
    actor: str | None
    created_at: datetime

    @staticmethod
    def resolve_actor(obj: OrderEvent) -> str | None:
        return obj.actor.name if obj.actor else None


class OfficeOrderDetailOut(OfficeOrderOut):
    instructions: str
    upi_reference: str
    lines: list[OfficeOrderLineOut]
    breakdown: OfficeAmountBreakdown
    shipping_address: OfficeShippingAddress
    business: OfficeBusinessOut | None
    history: list[OfficeOrderEventOut]

    @staticmethod
    def resolve_lines(obj: Order) -> list:
        designs = _designs(obj)
        return [
            {
                "kind": ln.kind,
                "size": ln.size,
                "quantity": ln.quantity,
                "unit_price": ln.unit_price,
                "line_total": ln.line_total,
            }
            | {"design": d["design"], "picture": d["picture"]}
            | line_person(ln)
            for ln, d in zip(obj.lines.all(), designs, strict=True)
        ]

    @staticmethod
    def resolve_breakdown(obj: Order) -> Order:
        return obj

    @staticmethod
    def resolve_shipping_address(obj: Order) -> dict:
        return {field: getattr(obj, ship) for ship, field in SHIP_TO.items()}

    @staticmethod
    def resolve_business(obj: Order) -> dict | None:
        if not obj.business_gstin:
            return None
        business = ("name", "gstin", "address", "pin_code", "state")
        return {k: getattr(obj, f"business_{k}") for k in business}

    @staticmethod
    def resolve_history(obj: Order) -> list:
        return list(obj.events.all())


# Order.status 12 and payment_status 8 characters; the values order_update accepts, or null: keep
STATUS = Field(None, max_length=20, json_schema_extra={"enum": [*OrderStatus.values, None]})
PAYMENT_STATUS = Field(None, max_length=20, json_schema_extra={"enum": [*PaymentStatus.values, None]})


class OfficeOrderIn(BodyIn):
    """What an order edit may change (leave one out to keep it); core.orders.services.order_update."""

    status: str | None = STATUS
    payment_status: str | None = PAYMENT_STATUS


class OfficeBulkChangeIn(BodyIn):
    """The orders list's bulk action: the ticked order ids (at most 100) and what to set on each."""

    required_fields = ("ids",)
    # room past the service's 100, which answers in its own words
    ids: list[Annotated[str, StringConstraints(max_length=32)]] = Field([], max_length=10_000)
    status: str | None = STATUS
    payment_status: str | None = PAYMENT_STATUS


class OfficeBulkResultOut(Schema):
    order_id: str
    ok: bool
    message: str
    status: OrderStatus | None
    payment_status: PaymentStatus | None


class OfficeBulkChangeOut(Schema):
    updated: int
    refused: int
    results: list[OfficeBulkResultOut]
