"""The courier desk in the back office: an order's parcel and its events, the events no shipment has,
a courier's tracking report uploaded (Order desk, Owner), the RTO refunds due by UPI and their UTR
(Accounts, Owner), and the dashboard's RTO rate chart."""

from datetime import datetime
from decimal import Decimal
from typing import Literal

from django.http import HttpRequest
from ninja import Field, Query, Router, Schema

from core.common.auth import staff
from core.common.errors import get_or_not_found
from core.common.money import Money
from core.common.permissions import Perm
from core.common.schemas import CLIENT_ERRORS, WITH_404, BodyIn, JsonInt
from core.couriers import selectors, services
from core.couriers.models import RtoOutcome
from core.office.listing import PageIn
from core.orders.models import Order
from core.orders.selectors import order_get

router = Router(tags=["office: couriers"])


class CourierEventRowOut(Schema):
    id: int
    courier: str
    source: str
    awb: str
    courier_status: str = Field(..., alias="status")  # the courier's own words
    state: str
    reason: str
    location: str
    happened_at: datetime
    received_at: datetime
    moved: bool


class CourierTrackingOut(Schema):
    state: str  # one of SHIPMENT_STATES; "booked" before any scan
    label: str  # "In transit", "Returned to us"...
    state_at: datetime | None
    reason: str
    events: list[CourierEventRowOut]


@router.get(
    "orders/{order_id}/courier-tracking",
    auth=staff(Perm.VIEW_ORDERS),
    response={200: CourierTrackingOut, **WITH_404},
)
def order_parcel(request: HttpRequest, order_id: str):
    """The order's parcel as the couriers told it: its state now and every event, oldest first."""
    order = order_get(order_id=order_id, queryset=Order.objects.all())
    parcel = selectors.order_parcel_state(order)
    state = parcel.state if parcel else "booked"
    return {
        "state": state,
        "label": selectors.parcel_label(state),
        "state_at": parcel.state_at if parcel else None,
        "reason": parcel.reason if parcel else "",
        "events": selectors.order_courier_events(order),
    }


@router.get(
    "courier-events/unmatched",
    auth=staff(Perm.VIEW_ORDERS),
    response={200: list[CourierEventRowOut], **CLIENT_ERRORS},
)
def courier_events_unmatched(request: HttpRequest, params: Query[PageIn]):
    """Couriers' events whose AWB no shipment had, newest first: a typo'd AWB to correct on the order."""
    return list(selectors.courier_events_unmatched()[params.offset : params.offset + params.limit])


class TrackingReportIn(BodyIn):
    """`content`: the courier's tracking report (CSV or XLSX: AWB, Status, Status time, Remark) as base64."""

    required_fields = ("courier_id", "content")
    courier_id: JsonInt | None = Field(None, ge=1, le=2**63 - 1)
    content: str = Field("", max_length=7_000_000, pattern=r"^(data:[^,]{0,100},)?[A-Za-z0-9+/]*=*$")


class TrackingReportOut(Schema):
    rows: int
    new: int
    moved: int
    unmatched: int
    unmapped: int
    errors: list[str]


@router.post(
    "tracking-reports", auth=staff(Perm.CHANGE_STATUS), response={200: TrackingReportOut, **CLIENT_ERRORS}
)
def tracking_report_upload(request: HttpRequest, payload: TrackingReportIn):
    """A courier's tracking report, for a courier that does not push: each row once, as a push."""
    return services.tracking_report_upload(courier_id=payload.courier_id or 0, content=payload.content)


class RtoRefundOut(Schema):
    id: int
    order_id: str = Field(..., alias="order.order_id")
    day: str
    amount: Money
    refund_reference: str
    loss: Money

    @staticmethod
    def resolve_day(obj: RtoOutcome) -> str:
        return obj.day.isoformat()

    @staticmethod
    def resolve_loss(obj: RtoOutcome) -> Decimal:
        return obj.loss


@router.get(
    "rto-refunds", auth=staff(Perm.CHANGE_PAYMENT), response={200: list[RtoRefundOut], **CLIENT_ERRORS}
)
def rto_refunds_due(request: HttpRequest, params: Query[PageIn]):
    """Paid orders whose parcel came back, their refund due by UPI (no gateway paid them), oldest first."""
    due = selectors.rto_refunds_due().select_related("order")
    return list(due[params.offset : params.offset + params.limit])


class UtrIn(BodyIn):
    required_fields = ("utr",)
    utr: str = Field("", max_length=64)


@router.post(
    "rto-refunds/{pk}/utr", auth=staff(Perm.CHANGE_PAYMENT), response={200: RtoRefundOut, **WITH_404}
)
def rto_refund_paid(request: HttpRequest, pk: int, payload: UtrIn):
    outcome = get_or_not_found(RtoOutcome.objects.select_related("order"), what="RTO refund", pk=pk)
    return services.rto_refund_record(outcome=outcome, utr=payload.utr)


class RtoRateOut(Schema):
    key: str
    delivered: int
    returned: int
    rate: float  # per cent returned of the parcels that finished


class RtoRatesIn(Schema):
    by: Literal["courier", "pin_prefix", "payment_method"] = "courier"


@router.get(
    "rto-rates",
    tags=["office"],
    auth=staff(Perm.VIEW_ACCOUNTS),
    response={200: list[RtoRateOut], **CLIENT_ERRORS},
)
def rto_rates(request: HttpRequest, params: Query[RtoRatesIn]):
    """The dashboard's RTO rate per courier, PIN prefix (3 digits) or payment method."""
    return [
        {"key": r.key, "delivered": r.delivered, "returned": r.returned, "rate": r.rate}
        for r in selectors.rto_rates(by=params.by)
    ]
