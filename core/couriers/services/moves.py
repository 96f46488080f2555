"""A courier's event stored once and, when it is news, the parcel's state moved forward.

The states go one way (RANK): booked, picked up, in transit, then out for delivery and failed
attempts (which may alternate, the later scan winning), then delivered; or the return to origin
(initiated, in transit, back at the shop); lost ends any of them. Delivered, returned to us and lost
are final. An event that would move a parcel back (a late "in transit" after "delivered") is kept in
the history only. Each move runs `SHIPMENT_FOLLOWERS` with one ShipmentChange in the event's
transaction, after the order's own change (delivered through `order_update`; back at the shop
stamps the shipment's returned_to_origin_at), and counts the outcome for the RTO chart.
"""

from django.db import IntegrityError, transaction
from django.db.models import F

from core.couriers.changes import ParcelState as P
from core.couriers.changes import ShipmentChange, shipment_followers_run
from core.couriers.feeds import Scan
from core.couriers.models import CourierEvent, ParcelStatus, RtoCount
from core.orders.models import Order
from core.orders.shipping.models import Shipment
from core.orders.shipping.services import shipment_courier_delivered, shipment_returned_to_origin

RANK = {
    P.BOOKED: 0,
    P.PICKED_UP: 1,
    P.IN_TRANSIT: 2,
    P.OUT_FOR_DELIVERY: 3,
    P.NDR: 3,  # attempts: out for delivery and failed alternate
    P.DELIVERED: 4,
    P.RTO_INITIATED: 5,
    P.RTO_IN_TRANSIT: 6,
    P.RTO_DELIVERED: 7,
    P.LOST: 8,
}
FINAL = (P.DELIVERED, P.RTO_DELIVERED, P.LOST)


def moves_forward(parcel: ParcelStatus, state: str, happened_at) -> bool:
    """Whether an event in `state` at `happened_at` moves a parcel that is in parcel.state now."""
    if not state or state == parcel.state or parcel.state in FINAL:
        return False
    if RANK[state] == RANK[parcel.state]:  # another attempt: the later scan wins
        return happened_at > parcel.state_at
    return RANK[state] > RANK[parcel.state]


def shipment_for_awb(awb: str) -> Shipment | None:
    """The newest shipment with this AWB (index shipment_awb)."""
    return Shipment.objects.filter(awb=awb).order_by("-shipped_at", "-pk").select_related("courier").first()


def _count(shipment: Shipment, order: Order, state: str) -> None:
    field = "delivered" if state == P.DELIVERED else "returned"
    row, _ = RtoCount.objects.get_or_create(
        courier=shipment.courier_name, pin_prefix=(order.ship_pin_code or "")[:3],
        payment_method=order.payment_method,
    )  # fmt: skip
    RtoCount.objects.filter(pk=row.pk).update(**{field: F(field) + 1})


def _later_attempt_seen(parcel: ParcelStatus, scan: Scan) -> None:
    """A second scan of the attempt the parcel is in, later than the first (out for delivery again):
    the attempt's time moves on, or a failed attempt scanned between the two would win against it."""
    attempt = scan.state == parcel.state and RANK.get(scan.state) == RANK[P.NDR]
    if attempt and scan.happened_at > parcel.state_at:
        parcel.state_at, parcel.reason = scan.happened_at, scan.reason
        parcel.save(update_fields=["state_at", "reason", "updated_at"])


def parcel_move(event: CourierEvent, shipment: Shipment, scan: Scan, source: str) -> bool:
    order = Order.objects.select_for_update().get(pk=shipment.order_id)  # the order first, as order_update
    parcel, _ = ParcelStatus.objects.select_for_update().get_or_create(
        shipment=shipment, defaults={"state_at": shipment.shipped_at}
    )
    if not moves_forward(parcel, scan.state, scan.happened_at):
        _later_attempt_seen(parcel, scan)
        return False
    before = parcel.state
    parcel.state, parcel.state_at, parcel.reason = scan.state, scan.happened_at, scan.reason
    parcel.save(update_fields=["state", "state_at", "reason", "updated_at"])
    if scan.state == P.DELIVERED:
        shipment_courier_delivered(shipment=shipment, at=scan.happened_at)
    elif scan.state == P.RTO_DELIVERED:
        shipment_returned_to_origin(shipment=shipment, at=scan.happened_at)
    if scan.state in (P.DELIVERED, P.RTO_DELIVERED):
        _count(shipment, order, scan.state)
    shipment.order = order
    change = ShipmentChange(
        shipment=shipment, state_from=before, state_to=scan.state, reason=scan.reason,
        happened_at=scan.happened_at, source=source,
    )  # fmt: skip
    shipment_followers_run(change)
    return True


@transaction.atomic
def courier_event_record(
    *, courier: str, scan: Scan, source: str, payload: dict
) -> tuple[CourierEvent, bool]:
    """Store a courier's event once by (courier, key) and apply it: (the event, whether it was new).
    A replay answers the stored event and changes nothing. An AWB no shipment has is stored
    unmatched (the desk's list); the courier still gets 200, or it would send it again and again."""
    stored = CourierEvent.objects.filter(courier=courier, key=scan.key).first()
    if stored is not None:
        return stored, False
    shipment = shipment_for_awb(scan.awb)
    try:
        with transaction.atomic():
            event = CourierEvent.objects.create(
                courier=courier, key=scan.key, source=source, awb=scan.awb, status=scan.status,
                state=scan.state, reason=scan.reason, location=scan.location, happened_at=scan.happened_at,
                shipment=shipment, order_id=shipment.order_id if shipment else None, payload=payload,
            )  # fmt: skip
    except IntegrityError:  # the same event, stored by a delivery running beside this one
        return CourierEvent.objects.get(courier=courier, key=scan.key), False
    if shipment is not None and parcel_move(event, shipment, scan, source):
        CourierEvent.objects.filter(pk=event.pk).update(moved=True)
        event.moved = True
    return event, True
