"""The customer's order timelines: GET /api/orders/tracking/ (own orders, paged) and
GET /api/orders/{order_id}/tracking/ (one order, its owner or the admin team). Their answers are
written from plain values (core/tracking/rows.py); the schemas below stay for the OpenAPI document."""

from datetime import date, datetime
from typing import Literal

from django.http import HttpRequest
from ninja import Router, Schema

from core.common.answer_cache import keep_answer
from core.common.auth import customer, customer_session
from core.common.money import Money
from core.common.permissions import Perm
from core.common.renderers import json_answer
from core.common.schemas import CLIENT_ERRORS, WITH_404
from core.orders.models import OrderStatus
from core.returns.models import ReturnKind, ReturnStatus
from core.returns.schemas import RefundStateOut
from core.tracking import rows
from core.tracking.timeline import STEPS

router = Router(tags=["tracking"])


class TimelineStepOut(Schema):
    key: Literal[tuple(key for _, key, _ in STEPS)]  # placed, confirmed, shipped, delivered
    label: str
    done: bool
    at: datetime | None


class TimelineShipmentOut(Schema):
    courier: str
    awb: str
    tracking_url: str


class ReturnStepDetailValuesOut(Schema):
    """What a step's detail is worded from; only the names its code uses are present."""

    courier: str | None = None
    awb: str | None = None
    reason: str | None = None  # the team's own words, as written
    amount: float | None = None
    state: str | None = None  # a refund to source's status (RefundStateOut.status)
    utr: str | None = None
    order_id: str | None = None


class ReturnStepOut(Schema):
    key: str
    label: str
    done: bool
    at: datetime | None
    detail: str  # the English sentence, as before
    detail_code: Literal["", "send_back", "pickup", "rejected", "refund_to_source", "refunded", "replacement"]
    detail_values: ReturnStepDetailValuesOut


class ReturnTrackOut(Schema):
    number: str
    status: ReturnStatus
    kind: ReturnKind
    steps: list[ReturnStepOut]
    tracking_url: str
    refund_amount: Money | None
    refund_reference: str
    replacement_order_id: str | None
    reject_reason: str
    credit_note_url: str | None
    refund_state: RefundStateOut | None  # a refund to source through the gateway: pending, done, failed


class ParcelStepOut(Schema):
    key: str  # the parcel state (picked_up, in_transit, out_for_delivery, ndr, rto_delivered...)
    label: str  # "Out for delivery", "Delivery attempt failed", "Returned to us"...
    at: datetime
    detail: str  # the courier's reason for a failed delivery attempt


class TimelineOut(Schema):
    order_id: str
    status: OrderStatus
    cancelled: bool
    cancelled_at: datetime | None
    steps: list[TimelineStepOut]
    shipment: TimelineShipmentOut | None
    invoice_number: str | None  # the GST invoice's number once issued (PDF at /api/orders/{id}/invoice.pdf)
    return_window_ends: date | None  # the last day a return can be asked (delivered orders)
    can_return: bool  # show "Return or exchange"
    returns: list[ReturnTrackOut]
    parcel_state: str | None  # the parcel now, from the courier (None before its first scan)
    parcel_steps: list[ParcelStepOut]  # the courier's steps, in time order
    refund_state: RefundStateOut | None  # a cancelled paid order's refund to its original payment


@keep_answer(
    "orders", "invoices.Invoice", "returns", "couriers", "payments.GatewayRefund", "payments.GatewayPayment"
)
@router.get(
    "tracking/",
    response={200: list[TimelineOut], **CLIENT_ERRORS},
    auth=customer_session,
    summary="The logged-in customer's orders as timelines, newest first (X-Total-Count)",
)
def my_timelines(request: HttpRequest, limit: int | None = None, offset: int | None = None):
    found, total = rows.customer_timelines(customer=request.auth, limit=limit, offset=offset)
    return json_answer(found, headers={"X-Total-Count": str(total)})


@router.get(
    "{order_id}/tracking/",
    response={200: TimelineOut, **WITH_404},
    auth=customer(Perm.VIEW_ORDERS),
    summary="One order's timeline: placed, confirmed, shipped, delivered (or cancelled)",
)
def order_tracking(request: HttpRequest, order_id: str):
    return json_answer(rows.order_timeline(user=request.auth, order_id=order_id))
