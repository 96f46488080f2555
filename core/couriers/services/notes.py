"""The desk's own lines on a parcel's history: not a courier's scan, so they move nothing, but the
customer's timeline and the desk's list of the parcel's events show them beside the scans."""

from uuid import uuid4

from django.db import transaction
from django.utils import timezone

from core.couriers.changes import DESK_SOURCE, DETAILS_CORRECTED
from core.couriers.models import CourierEvent
from core.orders.shipping.models import Shipment


@transaction.atomic
def courier_event_desk_note(*, shipment: Shipment, words: str, detail: str) -> CourierEvent:
    """A line "`words` (`detail`)" on the parcel's history, now, from the desk."""
    return CourierEvent.objects.create(
        courier=DESK_SOURCE, key=f"{DESK_SOURCE}:{uuid4().hex}", source=DESK_SOURCE,
        awb=shipment.awb[:40], status=words[:120], state=DETAILS_CORRECTED, reason=detail[:200],
        happened_at=timezone.now(), shipment=shipment, order_id=shipment.order_id, payload={},
    )  # fmt: skip
