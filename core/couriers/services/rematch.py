"""Events a courier sent for an AWB no shipment had yet (kept unmatched: core/couriers/selectors.py)
applied when a shipment's AWB is entered or corrected: a SHIPMENT_AWB_FOLLOWERS entry, called by
order_ship after the order is marked shipped.

Each waiting event is matched to the shipment once (it is then no longer unmatched) and goes through
the same move as a fresh push (`moves.py`), oldest scan first, so the parcel only moves forward: a
late "in transit" after "delivered" is kept in the history only, and the followers (the NDR desk, the
remittances, the RTO path) run as for a push.
"""

from django.db import transaction

from core.couriers.feeds import Scan
from core.couriers.models import CourierEvent
from core.couriers.services.moves import parcel_move
from core.orders.shipping.models import Shipment

MAX_REMATCHED = 500  # a courier sends a few dozen scans a parcel; more is a wrong AWB


@transaction.atomic
def courier_events_rematch(shipment: Shipment) -> int:
    """Match the AWB's waiting events to `shipment` and apply them in time order: how many moved it."""
    if not shipment.awb:
        return 0
    waiting = list(
        CourierEvent.objects.select_for_update()
        .filter(awb=shipment.awb, shipment__isnull=True)
        .order_by("happened_at", "id")[:MAX_REMATCHED]
    )
    moved = 0
    for event in waiting:
        CourierEvent.objects.filter(pk=event.pk).update(shipment=shipment, order_id=shipment.order_id)
        scan = Scan(
            awb=event.awb, status=event.status, state=event.state, happened_at=event.happened_at,
            reason=event.reason, location=event.location, key=event.key,
        )  # fmt: skip
        if parcel_move(event, shipment, scan, event.source):
            CourierEvent.objects.filter(pk=event.pk).update(moved=True)
            moved += 1
    return moved
