"""What happened to a parcel after it left, as the courier desk's apps read it.

The couriers' events (pushed or uploaded) move a shipment through SHIPMENT_STATES; each move is one
ShipmentChange, handed in order to `settings.SHIPMENT_FOLLOWERS` (dotted paths) in the transaction
that stored the event, as ORDER_FOLLOWERS follow an order's changes: the NDR desk opens a task on
"ndr", the RTO path writes the loss and the refund on "rto_delivered", and so on. A follower that
raises rolls the event back.
"""

from dataclasses import dataclass
from datetime import datetime

from django.conf import settings
from django.utils.module_loading import import_string

from core.orders.shipping.models import Shipment


class ParcelState:
    BOOKED = "booked"  # shipped by the shop (order_ship), no courier scan yet
    PICKED_UP = "picked_up"
    IN_TRANSIT = "in_transit"
    OUT_FOR_DELIVERY = "out_for_delivery"
    DELIVERED = "delivered"
    NDR = "ndr"  # a delivery attempt failed; `reason` says the courier's why
    RTO_INITIATED = "rto_initiated"
    RTO_IN_TRANSIT = "rto_in_transit"
    RTO_DELIVERED = "rto_delivered"  # back at the shop: "returned to us"
    LOST = "lost"


# Not a parcel state: the desk's note on the parcel's history that its delivery details were
# corrected (a failed delivery's new address or phone, core/ndr); it moves nothing.
DETAILS_CORRECTED = "details"
DESK_SOURCE = "desk"

SHIPMENT_STATES = (
    ParcelState.BOOKED,
    ParcelState.PICKED_UP,
    ParcelState.IN_TRANSIT,
    ParcelState.OUT_FOR_DELIVERY,
    ParcelState.DELIVERED,
    ParcelState.NDR,
    ParcelState.RTO_INITIATED,
    ParcelState.RTO_IN_TRANSIT,
    ParcelState.RTO_DELIVERED,
    ParcelState.LOST,
)


@dataclass(frozen=True)
class ShipmentChange:
    shipment: Shipment
    state_from: str  # one of SHIPMENT_STATES
    state_to: str
    reason: str  # the courier's words for an NDR (or an RTO), "" otherwise
    happened_at: datetime  # when the courier scanned it (aware), not when we heard
    source: str  # "push:<courier>", "upload:<courier>" or "desk"


def shipment_followers_run(change: ShipmentChange) -> None:
    for path in settings.SHIPMENT_FOLLOWERS:
        import_string(path)(change)
