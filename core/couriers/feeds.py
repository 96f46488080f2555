"""The couriers' status pushes read into `Scan`s, one adapter per format, and a courier's words mapped
onto the parcel states (core/couriers/changes.py). Pure: no database.

Delhivery's scan push ("Tracking Via PUSH API - Web hook",
https://delhivery-express-api-doc.readme.io/reference/tracking-via-push-api-webhook-1): one scan per
POST, `{"Shipment": {"Status": {"Status", "StatusDateTime", "StatusType", "StatusLocation",
"Instructions"}, "PickUpDate", "NSLCode", "Sortcode", "ReferenceNo", "AWB"}}`, the time in IST
without a zone. StatusType is UD (forward), DL (delivered: "Delivered"; "RTO" back at the shop),
RT (returning), LT (lost), CN (cancelled); a forward "Pending" whose NSL code is an EOD (end of day)
code is a failed delivery attempt, its Instructions the why. Delhivery sends whatever authorization
header the client asks for at onboarding: we ask for `Authorization: Token <SHOP_DELHIVERY_PUSH_TOKEN>`.

Shiprocket's tracking webhook (https://apidocs.shiprocket.in/, "Webhooks"; set in the panel under
Settings > API > Webhooks, its security token sent as the `x-api-key` header, 200 expected): `awb`,
`current_status`, `shipment_status`, `current_timestamp` ("23 05 2023 11:43:52", IST), `order_id`,
`scans[]` {date, status, activity, location, sr-status, sr-status-label}, `is_return`. Neither sends
an event id: an event's key is a hash of its AWB, status and time.
"""

import hashlib
from dataclasses import dataclass
from datetime import datetime

from django.utils import timezone

from core.common.ist import IST
from core.couriers.changes import ParcelState as P


@dataclass(frozen=True)
class Scan:
    awb: str
    status: str  # the courier's words
    state: str  # the parcel state it maps to; "" when it is none (cancelled, an unknown word)
    happened_at: datetime
    reason: str = ""
    location: str = ""
    key: str = ""  # the courier's event id, else a hash of AWB, status and time


class FeedError(ValueError):
    """A push that cannot be read: the courier is told 400 and sends it again."""


def scan_key(awb: str, status: str, happened_at: datetime) -> str:
    return "sha256:" + hashlib.sha256(f"{awb}|{status}|{happened_at.isoformat()}".encode()).hexdigest()


# A courier's (or an uploaded report's) words, upper-cased with "_" and "-" as spaces -> the state.
# Shiprocket's shipment statuses and the words tracking reports use.
WORDS = {
    "MANIFEST GENERATED": P.BOOKED, "MANIFESTED": P.BOOKED, "AWB ASSIGNED": P.BOOKED,
    "PICKUP SCHEDULED": P.BOOKED, "PICKUP GENERATED": P.BOOKED, "PICKUP QUEUED": P.BOOKED,
    "OUT FOR PICKUP": P.BOOKED, "NOT PICKED": P.BOOKED, "BOOKED": P.BOOKED,
    "PICKED UP": P.PICKED_UP, "PICKUP DONE": P.PICKED_UP,
    "SHIPPED": P.IN_TRANSIT, "IN TRANSIT": P.IN_TRANSIT, "REACHED AT DESTINATION HUB": P.IN_TRANSIT,
    "REACHED DESTINATION HUB": P.IN_TRANSIT, "MISROUTED": P.IN_TRANSIT, "DELAYED": P.IN_TRANSIT,
    "OUT FOR DELIVERY": P.OUT_FOR_DELIVERY, "DISPATCHED": P.OUT_FOR_DELIVERY,
    "DELIVERED": P.DELIVERED,
    "UNDELIVERED": P.NDR, "NDR": P.NDR, "DELIVERY ATTEMPTED": P.NDR, "DELIVERY FAILED": P.NDR,
    "RTO INITIATED": P.RTO_INITIATED, "RTO": P.RTO_INITIATED, "RTO ACKNOWLEDGED": P.RTO_INITIATED,
    "RTO IN TRANSIT": P.RTO_IN_TRANSIT, "RTO OFD": P.RTO_IN_TRANSIT, "RTO NDR": P.RTO_IN_TRANSIT,
    "RTO OUT FOR DELIVERY": P.RTO_IN_TRANSIT,
    "RTO DELIVERED": P.RTO_DELIVERED, "RETURNED TO ORIGIN": P.RTO_DELIVERED, "RTO RECEIVED": P.RTO_DELIVERED,
    "LOST": P.LOST, "SHIPMENT LOST": P.LOST,
}  # fmt: skip


def state_of_words(words: str) -> str:
    key = " ".join(words.upper().replace("_", " ").replace("-", " ").split())
    return WORDS.get(key, "")


def _ist(text: str, formats: tuple[str, ...]) -> datetime:
    for pattern in formats:
        try:
            moment = datetime.strptime(text.strip(), pattern)
        except ValueError:
            continue
        return moment if moment.tzinfo else timezone.make_aware(moment, IST)
    raise FeedError(f"The time {text[:40]!r} cannot be read.")


def _text(value, limit: int) -> str:
    return str(value or "").strip()[:limit]


def delhivery_state(status: str, status_type: str, nsl: str, instructions: str) -> str:
    status, kind = status.strip().upper(), status_type.strip().upper()
    if kind == "LT" or status == "LOST":
        return P.LOST
    if kind == "DL":
        return P.RTO_DELIVERED if status in ("RTO", "RETURNED") else P.DELIVERED
    if kind == "RT":
        return P.RTO_IN_TRANSIT if status in ("IN TRANSIT", "PENDING", "DISPATCHED") else P.RTO_INITIATED
    if kind != "UD":
        return ""  # CN (cancelled) and the reverse pickups' PP/PU: not a forward parcel's state
    if status == "PENDING" and nsl.upper().startswith("EOD"):
        return P.NDR
    if status == "IN TRANSIT" and "PICKED UP" in instructions.upper():
        return P.PICKED_UP
    return {"MANIFESTED": P.BOOKED, "NOT PICKED": P.BOOKED, "IN TRANSIT": P.IN_TRANSIT,
            "PENDING": P.IN_TRANSIT, "DISPATCHED": P.OUT_FOR_DELIVERY}.get(status, "")  # fmt: skip


def delhivery_read(body: dict) -> Scan:
    """Delhivery's scan push, as its documentation's sample shapes it."""
    shipment = body.get("Shipment") if isinstance(body, dict) else None
    status = shipment.get("Status") if isinstance(shipment, dict) else None
    if not isinstance(status, dict) or not shipment.get("AWB") or not status.get("Status"):
        raise FeedError("Expected {'Shipment': {'AWB', 'Status': {'Status', 'StatusDateTime', ...}}}.")
    awb, words = _text(shipment["AWB"], 40), _text(status["Status"], 60)
    kind, nsl = _text(status.get("StatusType"), 10), _text(shipment.get("NSLCode"), 20)
    instructions = _text(status.get("Instructions"), 200)
    when = _ist(_text(status.get("StatusDateTime"), 40), ("%Y-%m-%dT%H:%M:%S.%f", "%Y-%m-%dT%H:%M:%S"))
    state = delhivery_state(words, kind, nsl, instructions)
    return Scan(
        awb=awb,
        status=f"{words} ({kind})" if kind else words,
        state=state,
        happened_at=when,
        reason=instructions if state in (P.NDR, P.RTO_INITIATED) else "",
        location=_text(status.get("StatusLocation"), 120),
        key=scan_key(awb, f"{words}|{kind}|{nsl}", when),
    )


def shiprocket_read(body: dict) -> Scan:
    """Shiprocket's tracking webhook, as its documentation's sample shapes it."""
    if not isinstance(body, dict) or not body.get("awb") or not body.get("current_status"):
        raise FeedError("Expected Shiprocket's tracking webhook: awb, current_status, current_timestamp.")
    awb, words = _text(body["awb"], 40), _text(body.get("shipment_status") or body["current_status"], 60)
    when = _ist(_text(body.get("current_timestamp"), 40), ("%d %m %Y %H:%M:%S", "%Y-%m-%d %H:%M:%S"))
    scans = body.get("scans") if isinstance(body.get("scans"), list) else []
    last = scans[-1] if scans and isinstance(scans[-1], dict) else {}
    state = state_of_words(words) or state_of_words(_text(body["current_status"], 60))
    return Scan(
        awb=awb,
        status=words,
        state=state,
        happened_at=when,
        reason=_text(last.get("activity"), 200) if state in (P.NDR, P.RTO_INITIATED) else "",
        location=_text(last.get("location"), 120),
        key=scan_key(awb, words, when),
    )


# the couriers that push, by the name in POST /api/couriers/{courier}/events: (reader, settings name
# of the token, the header it comes in, its prefix)
PUSHERS = {
    "delhivery": (delhivery_read, "SHOP_DELHIVERY_PUSH_TOKEN", "Authorization", "Token "),
    "shiprocket": (shiprocket_read, "SHOP_SHIPROCKET_WEBHOOK_TOKEN", "x-api-key", ""),
}

# the last two: Delhivery's StatusDateTime and ScanDateTime ("2026-11-20T09:10:42.767", IST)
REPORT_FORMATS = ("%d/%m/%Y %H:%M:%S", "%d/%m/%Y %H:%M", "%d-%m-%Y %H:%M", "%Y-%m-%d %H:%M:%S",
                  "%Y-%m-%d %H:%M", "%d/%m/%Y", "%Y-%m-%d", "%d %m %Y %H:%M:%S",
                  "%Y-%m-%dT%H:%M:%S.%f", "%Y-%m-%dT%H:%M:%S")  # fmt: skip


def report_row_read(awb: str, status: str, when: str, remark: str) -> Scan:
    """A tracking report's row (AWB, status, status time, remark), through the same words."""
    awb, status = "".join(awb.split())[:40], _text(status, 60)
    if not awb or not status:
        raise FeedError("An AWB and a status are needed.")
    happened = _ist(when, REPORT_FORMATS)
    state = state_of_words(status)
    return Scan(
        awb=awb, status=status, state=state, happened_at=happened,
        reason=_text(remark, 200) if state in (P.NDR, P.RTO_INITIATED) else "",
        key=scan_key(awb, status, happened),
    )  # fmt: skip
