"""The courier desk's writes: events in (moves.py, events.py) and what follows a parcel back (rto.py)."""

from core.couriers.services.events import ReportResult, courier_push_receive, tracking_report_upload
from core.couriers.services.moves import courier_event_record
from core.couriers.services.rto import rto_follow, rto_refund_record

__all__ = [
    "ReportResult",
    "courier_event_record",
    "courier_push_receive",
    "rto_follow",
    "rto_refund_record",
    "tracking_report_upload",
]
