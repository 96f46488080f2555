"""Reads of the courier desk: an order's parcel and its events, the events no shipment has, the due
RTO refunds, and the RTO rate chart (from the maintained counts, never the shipments)."""

from dataclasses import dataclass

from django.db.models import QuerySet

from core.couriers.changes import ParcelState
from core.couriers.models import STATE_LABELS, CourierEvent, ParcelStatus, RtoCount, RtoOutcome, Settlement
from core.orders.models import Order, PaymentMethod

EVENTS_SHOWN = 200  # an order's history on its page: a parcel has a few dozen scans at most


def order_parcel_state(order: Order) -> ParcelStatus | None:
    return ParcelStatus.objects.filter(shipment__order=order).first()


def order_courier_events(order: Order) -> list[CourierEvent]:
    """The order's parcel's events, oldest first (index courier_event_order)."""
    return list(CourierEvent.objects.filter(order=order).order_by("happened_at", "id")[:EVENTS_SHOWN])


def courier_events_unmatched() -> QuerySet[CourierEvent]:
    """Events whose AWB no shipment had when they came, newest first (partial index)."""
    return CourierEvent.objects.filter(shipment__isnull=True).order_by("-received_at", "-id")


def rto_refunds_due() -> QuerySet[RtoOutcome]:
    return RtoOutcome.objects.filter(settlement=Settlement.REFUND_DUE, refund_reference="").order_by(
        "day", "id"
    )


def parcel_label(state: str | None) -> str:
    return STATE_LABELS.get(state or ParcelState.BOOKED, "")


@dataclass(frozen=True)
class RtoRate:
    key: str
    delivered: int
    returned: int

    @property
    def rate(self) -> float:
        done = self.delivered + self.returned
        return round(100 * self.returned / done, 1) if done else 0.0


BY = ("courier", "pin_prefix", "payment_method")


def rto_rates(*, by: str) -> list[RtoRate]:
    """Returned share of the parcels that finished (delivered or back at the shop), grouped by the
    courier, the PIN prefix or the payment method. Read from RtoCount: one row per courier x PIN
    prefix x payment method (a few thousand at most, whatever the orders), kept by the moves."""
    totals: dict[str, list[int]] = {}
    for key, delivered, returned in RtoCount.objects.values_list(by, "delivered", "returned"):
        if by == "payment_method":
            key = PaymentMethod(key).label if key in PaymentMethod.values else key
        sums = totals.setdefault(key or "?", [0, 0])
        sums[0] += delivered
        sums[1] += returned
    rows = [RtoRate(key, d, r) for key, (d, r) in totals.items()]
    return sorted(rows, key=lambda row: (-row.returned, row.key))[:30]
