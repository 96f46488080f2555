"""An order's timeline as its customer sees it: placed, confirmed, shipped, delivered, with dates.

Pure: built from the order and its status history rows (OrderEvent, written by the services on every
status change, whichever door it came through). No database access here.
"""

from dataclasses import dataclass, field
from datetime import date, datetime

from core.orders.models import Order, OrderEvent, OrderStatus

STEPS = (
    (OrderStatus.PENDING, "placed", "Placed"),
    (OrderStatus.CONFIRM, "confirmed", "Confirmed"),
    (OrderStatus.SHIPPED, "shipped", "Shipped"),
    (OrderStatus.DELIVERED, "delivered", "Delivered"),
)
RANK = {status: i for i, (status, _, _) in enumerate(STEPS)}


@dataclass(frozen=True)
class Step:
    key: str
    label: str
    done: bool
    at: datetime | None


@dataclass(frozen=True)
class Shipment:
    """The order's shipment (core.fulfilment) as the timeline shows it: courier, AWB number, tracking link."""

    courier: str
    awb: str
    tracking_url: str


@dataclass(frozen=True)
class Timeline:
    order_id: str
    status: str
    cancelled: bool
    cancelled_at: datetime | None
    steps: list[Step]
    shipment: Shipment | None
    invoice_number: str | None = None  # set once the GST invoice is issued: it downloads from the order
    # returns (core.returns): until when one can be asked, whether one can now, and each one's steps
    return_window_ends: date | None = None
    can_return: bool = False
    returns: list = field(default_factory=list)
    # the courier's steps after it left (core/couriers): its state now ("in_transit", "ndr",
    # "rto_delivered"...; None before any scan) and each move, in time order (core/tracking/parcel.py)
    parcel_state: str | None = None
    parcel_steps: list = field(default_factory=list)
    # a cancelled paid order's refund to its original payment, through the gateway: its state
    refund_state: dict | None = None


def _reached(order: Order, events: list[OrderEvent]) -> tuple[int, dict[str, datetime], datetime | None]:
    """How far the order got (its furthest step), when it reached each status, when it was cancelled."""
    when: dict[str, datetime] = {}
    cancelled_at = None
    furthest = 0
    for event in sorted(events, key=lambda e: (e.created_at, e.pk or 0)):
        if event.kind != OrderEvent.Kind.STATUS:
            continue
        if event.to_value == OrderStatus.CANCELLED:
            cancelled_at = event.created_at
            continue
        when[event.to_value] = event.created_at  # the latest time it reached that status
        furthest = max(furthest, RANK.get(event.to_value, 0))
    if order.status in RANK:
        furthest = RANK[order.status]  # the status now wins over history (e.g. moved back by the team)
    return furthest, when, cancelled_at


def timeline_for(
    order: Order,
    events: list[OrderEvent],
    shipment: Shipment | None = None,
    invoice_number: str | None = None,
) -> Timeline:
    furthest, when, cancelled_at = _reached(order, events)
    when[OrderStatus.PENDING] = order.created_at
    steps = [
        Step(key=key, label=label, done=i <= furthest, at=when.get(status) if i <= furthest else None)
        for i, (status, key, label) in enumerate(STEPS)
    ]
    cancelled = order.status == OrderStatus.CANCELLED
    return Timeline(
        order_id=order.order_id,
        status=order.status,
        cancelled=cancelled,
        cancelled_at=cancelled_at if cancelled else None,
        steps=steps,
        shipment=shipment,
        invoice_number=invoice_number,
    )
