"""The returns API's answers, shared by the customer's calls (api.py) and the back office's
(core/returns/office.py): one Return, the same fields for both."""

from datetime import date, datetime
from typing import Literal

from ninja import Schema

from core.common.money import Money
from core.payments.schemas import RefundStateOut
from core.payments.selectors import refund_states
from core.returns.models import RefundTo, ReturnEvent, ReturnKind, ReturnRequest, ReturnStatus
from core.returns.selectors import item_name

LABELS = dict(ReturnStatus.choices)


class ReasonOptionOut(Schema):
    code: str
    label: str
    shop_fault: bool
    photo_required: bool


class ReturnableLineOut(Schema):
    line_id: int
    item: str
    size: str
    quantity: int
    returnable_quantity: int
    unit_price: Money
    exchange_sizes: list[str]


class RefusalValuesOut(Schema):
    """What a refusal is worded from (window_closed: the day returns closed, the window's days)."""

    closed_on: date | None = None
    days: int | None = None


class ReturnableOut(Schema):
    order_id: str
    returnable: bool
    refusal: str | None  # the English sentence
    refusal_code: Literal["", "not_delivered", "replacement", "window_closed", "all_returned", "no_reason"]
    refusal_values: RefusalValuesOut
    delivered_on: date | None
    window_ends: date | None
    custom_print: bool
    reasons: list[ReasonOptionOut]
    refund_to: RefundTo
    upi_reference: str
    max_photos: int
    lines: list[ReturnableLineOut]


class ReturnLineOut(Schema):
    line_id: int
    item: str
    size: str
    quantity: int
    exchange_size: str | None


class PickupOut(Schema):
    customer_sends: bool
    courier: str
    awb: str
    tracking_url: str


class ReturnEventOut(Schema):
    status: ReturnStatus
    label: str
    at: datetime
    note: str
    by: str


class ReturnWords(Schema):
    """Read from a return for every answer about it, the customer's and the team's: its order's id and
    the words of its status and reason. Resolvers only: each answer declares the fields, in its order."""

    @staticmethod
    def resolve_order_id(obj: ReturnRequest) -> str:
        return obj.order.order_id

    @staticmethod
    def resolve_status_label(obj: ReturnRequest) -> str:
        return LABELS[obj.status]

    @staticmethod
    def resolve_reason_label(obj: ReturnRequest) -> str:
        return obj.get_reason_display()


class ReturnOut(ReturnWords):
    id: int
    number: str
    order_id: str
    status: ReturnStatus
    status_label: str
    kind: ReturnKind
    reason: str
    reason_label: str
    note: str
    created_at: datetime
    refund_to: RefundTo
    upi_id: str
    upi_reference: str
    lines: list[ReturnLineOut]
    photos: list[str]
    pickup: PickupOut | None
    reject_reason: str
    qc_note: str
    refund_amount: Money | None
    refund_reference: str
    refunded_at: datetime | None
    credit_note_number: str | None
    credit_note_url: str | None
    refund_state: RefundStateOut | None  # a refund to source through the gateway: its state
    replacement_order_id: str | None
    history: list[ReturnEventOut]

    @staticmethod
    def resolve_upi_reference(obj: ReturnRequest) -> str:
        return obj.order.upi_reference if obj.refund_to == "upi_ref" else ""

    @staticmethod
    def resolve_lines(obj: ReturnRequest) -> list[dict]:
        return [
            {
                "line_id": line.order_line_id,
                "item": item_name(obj.order, line.order_line),
                "size": line.order_line.size,
                "quantity": line.quantity,
                "exchange_size": line.exchange_size or None,
            }
            for line in obj.lines.all()
        ]

    @staticmethod
    def resolve_photos(obj: ReturnRequest) -> list[str]:
        return [f"/api/returns/{obj.number}/photos/{photo.position}/" for photo in obj.photos.all()]

    @staticmethod
    def resolve_pickup(obj: ReturnRequest) -> dict | None:
        if not (obj.customer_sends or obj.courier_id):
            return None
        return {
            "customer_sends": obj.customer_sends,
            "courier": obj.courier.name if obj.courier_id else "",
            "awb": obj.awb,
            "tracking_url": obj.pickup_tracking_url,
        }

    @staticmethod
    def resolve_credit_note_number(obj: ReturnRequest) -> str | None:
        return obj.credit_note.number if obj.credit_note_id else None

    @staticmethod
    def resolve_credit_note_url(obj: ReturnRequest) -> str | None:
        return f"/api/returns/{obj.number}/credit-note.pdf" if obj.credit_note_id else None

    @staticmethod
    def resolve_refund_state(obj: ReturnRequest) -> dict | None:
        number = obj.credit_note.number if obj.credit_note_id else ""
        return refund_states(credit_note_numbers=[number]).get(number) if number else None

    @staticmethod
    def resolve_replacement_order_id(obj: ReturnRequest) -> str | None:
        return obj.replacement_order.order_id if obj.replacement_order_id else None

    @staticmethod
    def resolve_history(obj: ReturnRequest) -> list[dict]:
        return [_event(event) for event in obj.events.all()]


def _event(event: ReturnEvent) -> dict:
    return {
        "status": event.to_status,
        "label": LABELS.get(event.to_status, event.to_status),
        "at": event.created_at,
        "note": event.note,
        "by": event.actor.name if event.actor_id and event.actor else "",
    }
