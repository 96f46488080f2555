"""The back office's returns: the list's rows, the tabs' counts, one return with what the team
needs to act, the step bodies, and the accounts screen's refunds."""

from datetime import date, datetime
from typing import Literal

from ninja import Field, Schema

from core.common.money import Money
from core.common.schemas import JsonBool, JsonInt
from core.orders.models import OrderStatus, PaymentMethod, PaymentStatus
from core.returns.models import ReturnKind, ReturnRequest, ReturnStatus
from core.returns.schemas import ReturnOut, ReturnWords
from core.returns.services.steps import STEPS


class _Who(Schema):
    name: str
    phone_number: str

    @staticmethod
    def resolve_name(obj: ReturnRequest) -> str:
        return obj.customer.name

    @staticmethod
    def resolve_phone_number(obj: ReturnRequest) -> str:
        return obj.customer.phone_number


class OfficeReturnRowOut(_Who, ReturnWords):
    id: int
    number: str
    order_id: str
    status: ReturnStatus
    status_label: str
    kind: ReturnKind
    reason: str
    reason_label: str
    quantity: int
    refund_amount: Money | None
    created_at: datetime

    @staticmethod
    def resolve_quantity(obj: ReturnRequest) -> int:
        return sum(line.quantity for line in obj.lines.all())


class OfficeReturnCountsOut(Schema):
    all: int
    requested: int
    approved: int
    rejected: int
    picked_up: int
    received: int
    refunded: int
    exchanged: int


class OfficeReturnOrderOut(Schema):
    order_id: str
    status: OrderStatus
    payment_method: PaymentMethod
    payment_status: PaymentStatus
    amount: Money
    refunded: Money
    created_at: datetime
    delivered_on: date | None


class CourierOptionOut(Schema):
    id: int
    name: str


class OfficeReturnOut(ReturnOut):
    name: str
    phone_number: str
    email: str
    order: OfficeReturnOrderOut
    refund_max: Money | None
    refund_asks_utr: bool = Field(
        description="Refunding refund_max asks for a UTR: money is paid by UPI by hand (not store credit, "
        "not the gateway, not all by gift card or store credit)"
    )
    actions: list[Literal[tuple(STEPS)]]  # the steps the team may take next
    couriers: list[CourierOptionOut]
    whatsapp_text: str

    @staticmethod
    def resolve_order(obj: ReturnRequest):
        return obj.order_summary


class ApproveIn(Schema):
    customer_sends: JsonBool = False
    courier_id: JsonInt | None = Field(None, ge=1, le=2_147_483_647)
    awb: str = Field("", max_length=40)


class RejectIn(Schema):
    reason: str = Field(..., min_length=1, max_length=500, pattern=r"\S")


class ReceiveIn(Schema):
    qc_passed: JsonBool
    note: str = Field("", max_length=500)


class RefundIn(Schema):
    amount: Money | None = Field(None, gt=0, max_digits=12, decimal_places=2)
    # the bank's UTR; none when the money goes back through the gateway or to the customer's store credit
    reference: str = Field("", max_length=40, pattern=r"^(?:[A-Za-z0-9]{6,40})?$")


class EmptyIn(Schema):
    pass


class OfficeRefundOut(_Who, ReturnWords):
    id: int
    number: str
    order_id: str
    amount: Money
    reference: str
    refunded_at: datetime
    credit_note_number: str | None

    @staticmethod
    def resolve_amount(obj: ReturnRequest):
        return obj.refund_amount

    @staticmethod
    def resolve_reference(obj: ReturnRequest) -> str:
        return obj.refund_reference

    @staticmethod
    def resolve_credit_note_number(obj: ReturnRequest) -> str | None:
        return obj.credit_note.number if obj.credit_note_id else None
