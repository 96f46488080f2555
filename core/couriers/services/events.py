"""The two ways couriers' events come in: a courier's push (its token checked first: nothing is
written for a missing or wrong one) and a tracking report uploaded by the team for a courier that
does not push (CSV or XLSX: AWB, status, status time, remark), both through the same mapping and
the same one door (`courier_event_record`)."""

import base64
import binascii
import hmac
from dataclasses import dataclass

from django.conf import settings
from django.db import transaction

from core.common.errors import ApplicationError, ErrorStatus, NotFound
from core.common.headers import header_places
from core.common.json_input import JsonTooDeep, json_loads
from core.common.tables import StatementError, Table
from core.couriers.feeds import PUSHERS, FeedError, report_row_read
from core.couriers.models import CourierEvent
from core.couriers.services.moves import courier_event_record
from core.orders.shipping.models import Courier

NO_TOKEN = "The courier's token is missing."
BAD_TOKEN = "The courier's token is not this shop's."
NOT_SET_UP = "This courier's pushes are not set up (no token in the settings)."
MAX_REPORT_ROWS = 5_000
# A report's column -> the header names that name it (compared by core.common.headers.header_key).
# Checked against the couriers' published tracking formats: Shiprocket's tracking API
# (apidocs.shiprocket.in, "Get Tracking through AWB": `awb_code`, `current_status`, and per scan
# `date`, `activity`, `location`, `sr-status-label`) and Delhivery's (delhivery-express-api-doc.readme.io,
# package tracking: `AWB`/`Waybill`, `Status`, `StatusDateTime`, `StatusType`, `Instructions`, and per
# scan `Scan`, `ScanDateTime`, `ScannedLocation`); their panels' exports title the same fields.
HEADERS = {
    "awb": (
        "awb", "awb no", "awb number", "awb code", "waybill", "waybill no", "waybill number",
        "tracking number", "tracking id",
    ),
    "status": ("status", "current status", "shipment status", "sr status label", "scan"),
    "when": (
        "status time", "status date", "status datetime", "scan datetime", "date", "time", "updated at",
        "timestamp",
    ),
    "remark": ("remark", "remarks", "reason", "instructions", "activity", "comment"),
}  # fmt: skip


def _token_check(courier: str, given: str) -> None:
    _, setting, _, prefix = PUSHERS[courier]
    secret = getattr(settings, setting, "")
    if not given:
        raise ApplicationError(NO_TOKEN, errors={"token": [NO_TOKEN]}, status=ErrorStatus.UNAUTHORIZED)
    if not secret:
        raise ApplicationError(NOT_SET_UP, errors={"token": [NOT_SET_UP]}, status=ErrorStatus.FORBIDDEN)
    if not hmac.compare_digest(given.encode(), f"{prefix}{secret}".encode()):
        raise ApplicationError(BAD_TOKEN, errors={"token": [BAD_TOKEN]}, status=ErrorStatus.FORBIDDEN)


def courier_push_receive(*, courier: str, token: str, raw_body: bytes) -> tuple[CourierEvent, bool]:
    """A courier's status push: its token (401 missing, 403 wrong: nothing written), its body read by
    the courier's adapter (400 unreadable), stored once and applied. (The event, whether new.)"""
    if courier not in PUSHERS:
        raise NotFound("No such courier feed.")
    _token_check(courier, token)
    reader = PUSHERS[courier][0]
    try:
        body = json_loads(raw_body)
        scan = reader(body)
    except (ValueError, JsonTooDeep, FeedError) as error:
        message = str(error) if isinstance(error, FeedError) else "The body is not JSON."
        raise ApplicationError(message, errors={"body": [message]}) from None
    return courier_event_record(courier=courier, scan=scan, source=f"push:{courier}", payload=body)


@dataclass(frozen=True)
class ReportResult:
    rows: int
    new: int  # stored now (the rest were in an earlier report)
    moved: int  # moved a parcel
    unmatched: int  # no shipment has the AWB
    unmapped: int  # a status the mapping does not know (kept in the history)
    errors: list[str]


def _columns(header: list[str]) -> dict[str, int]:
    places = header_places(header, HEADERS)
    found = {col: places.get(col, -1) for col in HEADERS}
    missing = [col for col in ("awb", "status", "when") if found[col] < 0]
    if missing:
        message = "The report needs the columns AWB, Status and Status time (and may have Remark)."
        raise ApplicationError(message, errors={"content": [message]})
    return found


def _decode(content: str) -> bytes:
    try:
        return base64.b64decode(content.split(",", 1)[-1], validate=True)
    except (binascii.Error, ValueError):
        raise ApplicationError(
            "The file is not base64.", errors={"content": ["The file is not base64."]}
        ) from None


@transaction.atomic
def tracking_report_upload(*, courier_id: int, content: str) -> ReportResult:
    """A courier's tracking report (CSV or XLSX) read row by row into events of that courier, each
    stored once (uploading the same report again changes nothing) and applied as a push is."""
    courier = Courier.objects.filter(pk=courier_id).first()
    if courier is None:
        raise ApplicationError("Choose a courier.", errors={"courier_id": ["Choose a courier."]})
    try:
        rows = iter(Table(_decode(content)))
        columns = _columns(next(rows, []))
        counts = {"rows": 0, "new": 0, "moved": 0, "unmatched": 0, "unmapped": 0}
        errors: list[str] = []
        for line, row in enumerate(rows, start=2):
            if not any(cell.strip() for cell in row):
                continue
            counts["rows"] += 1
            if counts["rows"] > MAX_REPORT_ROWS:
                message = f"A report has at most {MAX_REPORT_ROWS:,} rows; upload it in parts."
                raise ApplicationError(message, errors={"content": [message]})
            cell = {col: row[i] if 0 <= i < len(row) else "" for col, i in columns.items()}
            try:
                scan = report_row_read(cell["awb"], cell["status"], cell["when"], cell["remark"])
            except FeedError as error:
                errors.append(f"Line {line}: {error}")
                continue
            event, new = courier_event_record(
                courier=courier.name[:40], scan=scan, source=f"upload:{courier.name}"[:50], payload=cell
            )
            counts["new"] += new
            counts["moved"] += new and event.moved
            counts["unmatched"] += new and event.shipment_id is None
            counts["unmapped"] += new and not event.state
    except StatementError as error:
        raise ApplicationError(str(error), errors={"content": [str(error)]}) from None
    return ReportResult(**counts, errors=errors[:50])
