"""The couriers' status pushes: POST /api/couriers/{courier}/events, anonymous but for the courier's
own token (Delhivery: `Authorization: Token ...`; Shiprocket: `x-api-key`), checked before anything is
written. Every readable event answers 200, also an unknown AWB (kept for the desk) and a replay,
because a courier sends again whatever did not get a 200."""

from django.http import HttpRequest
from ninja import Router, Schema

from core.common.schemas import WITH_404
from core.couriers import services
from core.couriers.feeds import PUSHERS

router = Router(tags=["couriers"])


class CourierEventOut(Schema):
    awb: str
    courier_status: str  # the courier's own words
    state: str  # the parcel state it maps to, "" none
    matched: bool  # a shipment has the AWB
    moved: bool  # it moved the parcel's state (else history only)
    new: bool  # False: already stored, nothing changed


@router.post(
    "{courier}/events",
    auth=None,
    response={200: CourierEventOut, **WITH_404},
    summary="A courier's status push (delhivery, shiprocket), authenticated by the courier's token",
)
def courier_event_push(request: HttpRequest, courier: str):
    header = PUSHERS[courier][2] if courier in PUSHERS else "Authorization"
    event, new = services.courier_push_receive(
        courier=courier, token=request.headers.get(header, ""), raw_body=request.body
    )
    return {
        "awb": event.awb, "courier_status": event.status, "state": event.state,
        "matched": event.shipment_id is not None, "moved": event.moved, "new": new,
    }  # fmt: skip
