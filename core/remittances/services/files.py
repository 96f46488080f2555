"""Writes for remittance files: upload (kept privately, read by a worker), read, and the lines
sorted into exact, short or over-paid, unknown AWB, and already counted."""

import base64
import binascii
import hashlib
from collections import defaultdict
from decimal import Decimal

from django.core.files.base import ContentFile
from django.db import IntegrityError, transaction

from core.accounts.models import User
from core.common.errors import ApplicationError, FieldErrors
from core.common.ist import ist_date
from core.common.tables import StatementError, Table
from core.jobs.start import start
from core.orders.changes.services import change_role_check
from core.orders.models import PaymentMethod
from core.orders.shipping.models import Courier, Shipment
from core.remittances.models import (
    CourierCod,
    FileStatus,
    LineGroup,
    RemittanceFile,
    RemittanceLine,
    RemittanceTransfer,
)
from core.remittances.reading import Line, columns_of, detect, find_header, lines_in
from core.remittances.services.bank import remittance_transfers_match
from core.remittances.services.parcels import cod_parcel_remitted

FILE_READ = "core.remittances.tasks.remittance_read"  # queued by path: the task module imports this one
MAX_BYTES = 5 * 1024 * 1024
BAD_BASE64 = "The file must be sent as base64."
EMPTY = "The file is empty."
TOO_BIG = "A remittance file can be at most 5 MB."
NO_COURIER = "Choose the courier whose remittance this is."
READ_FAILED = (
    "Reading this file stopped with an error. Export the remittance report from the courier's panel "
    "again (CSV or XLSX) and upload it; if it fails again, send the file to the developer."
)
LOOKUP_AT_ONCE = 500  # AWBs looked up per query (SQLite's parameters)
ZERO = Decimal("0.00")


def _decode(content: str) -> bytes:
    text = content.split(",", 1)[1] if content.startswith("data:") else content
    try:
        return base64.b64decode(text + "=" * (-len(text) % 4), validate=True)
    except (binascii.Error, ValueError):
        raise ApplicationError(BAD_BASE64, errors={"content": [BAD_BASE64]}) from None


@transaction.atomic
def remittance_file_upload(
    *, user: User, courier_id: int, file_name: str, content: str, file_format: str = ""
) -> tuple[RemittanceFile, bool]:
    """Keep the file and read it in the background. The same file (byte for byte) for the same
    courier again is the one already uploaded: answered with False, nothing changes."""
    errors = FieldErrors()
    courier = Courier.objects.filter(pk=courier_id).first()
    if courier is None:
        errors.add("courier_id", NO_COURIER)
    data = _decode(content)
    if not data:
        errors.add("content", EMPTY)
    elif len(data) > MAX_BYTES:
        errors.add("content", TOO_BIG)
    errors.raise_if_any()
    change_role_check(user, status=False, payment=True)
    digest = hashlib.sha256(data).hexdigest()
    known = RemittanceFile.objects.filter(courier=courier, sha256=digest).first()
    if known is not None:
        return known, False
    upload = RemittanceFile(
        courier=courier, sha256=digest, uploaded_by=user, format=file_format,
        file_name=(file_name.strip() or "remittance")[:120],
    )  # fmt: skip
    upload.file.save(f"remittance{'.xlsx' if data[:2] == b'PK' else '.csv'}", ContentFile(data), save=False)
    try:
        with transaction.atomic():
            upload.save()
    except IntegrityError:  # the same file uploaded at the same moment: that one
        return RemittanceFile.objects.get(courier=courier, sha256=digest), False
    start(FILE_READ, file_id=str(upload.id))
    return upload, True


def _set(file_id, **fields) -> None:
    RemittanceFile.objects.filter(pk=file_id).update(**fields)


def remittance_file_fail(*, file_id: str, reason: str) -> int:
    rows = RemittanceFile.objects.filter(pk=file_id, status=FileStatus.QUEUED)
    return rows.update(status=FileStatus.FAILED, error=reason[:2000])


def remittance_file_read(*, file_id: str) -> int:
    """Read the file's lines and sort them (a worker runs this); answers how many lines it stored.
    Whatever stops it, the file ends failed with a reason."""
    try:
        return _read(RemittanceFile.objects.select_related("courier").get(pk=file_id))
    except StatementError as exc:
        remittance_file_fail(file_id=file_id, reason=str(exc))
        return 0
    except Exception:
        remittance_file_fail(file_id=file_id, reason=READ_FAILED)
        raise


def remittance_task_finished_check(*, task_path: str, kwargs: dict, failed: bool) -> None:
    if failed and task_path == FILE_READ and kwargs.get("file_id"):
        remittance_file_fail(file_id=str(kwargs["file_id"]), reason=READ_FAILED)


def _read(upload: RemittanceFile) -> int:
    if upload.status != FileStatus.QUEUED:
        return 0  # read already (a task run twice)
    with upload.file.open("rb") as fh:
        rows = list(Table(fh.read()))
    at = find_header(rows)
    headers = [str(c) for c in rows[at]]
    fmt = detect(headers, upload.format)
    found = list(lines_in(rows[at + 1 :], columns_of(headers, fmt), first_line=at + 2))
    _set(upload.pk, format=fmt, rows_total=len(found), rows_done=0)
    shipments: dict[str, list[Shipment]] = defaultdict(list)
    for first in range(0, len(found), LOOKUP_AT_ONCE):  # outside the transaction: the screen sees progress
        awbs = {v for line in found[first : first + LOOKUP_AT_ONCE] for v in (line.awb, line.awb.upper())}
        for shipment in Shipment.objects.filter(awb__in=awbs).select_related("order", "courier"):
            shipments[shipment.awb.upper()].append(shipment)
        _set(upload.pk, rows_done=min(first + LOOKUP_AT_ONCE, len(found)))
    return _store(upload, found, shipments)


def _counted_before(courier_id: int, awbs: list[str]) -> dict[str, RemittanceFile]:
    found = {}
    for first in range(0, len(awbs), LOOKUP_AT_ONCE):
        lines = RemittanceLine.objects.filter(
            courier_id=courier_id, counted=True, awb__in=awbs[first : first + LOOKUP_AT_ONCE]
        ).select_related("file")
        found.update({line.awb: line.file for line in lines})
    return found


def _sort(upload: RemittanceFile, line: Line, shipments, counted, seen: dict) -> RemittanceLine:
    awb = line.awb.upper()
    row = RemittanceLine(
        file=upload, courier_id=upload.courier_id, row=line.row, awb=awb, amount=line.amount or ZERO,
        remitted_on=line.remitted_on, utr=line.utr, group=LineGroup.UNKNOWN,
    )  # fmt: skip
    candidates = shipments.get(awb, [])
    shipment = next((s for s in candidates if s.courier_id == upload.courier_id), None)
    if awb in seen:
        row.group, row.reason = LineGroup.DUPLICATE, f"Repeats line {seen[awb]} of this file."
    elif line.amount is None:
        row.reason = "No COD amount on this line."
    elif shipment is None and candidates:
        row.reason = f"This AWB is a {candidates[0].courier_name} parcel."
    elif shipment is None:
        row.reason = "No parcel of ours has this AWB."
    elif shipment.order.payment_method != PaymentMethod.COD:
        row.reason, row.order_ref = (
            "This order was paid before dispatch, not cash on delivery.",
            shipment.order.order_id,
        )
    elif awb in counted:
        known = counted[awb]
        row.group, row.reason = (
            LineGroup.DUPLICATE,
            f"Counted in {known.file_name} of {ist_date(known.created_at)}.",
        )
    else:
        row.shipment, row.order_ref, row.counted = shipment, shipment.order.order_id, True
        row.expected = shipment.order.amount - shipment.order.tendered  # less its gift card, store credit
        row.difference = row.amount - row.expected
        row.group = LineGroup.EXACT if row.difference == 0 else LineGroup.SHORT
    seen.setdefault(awb, line.row)
    return row


@transaction.atomic
def _store(upload: RemittanceFile, found: list[Line], shipments) -> int:
    # one file of a courier at a time: a line counted by one is a duplicate in the other
    CourierCod.objects.get_or_create(courier_id=upload.courier_id)
    CourierCod.objects.select_for_update().get(courier_id=upload.courier_id)
    counted = _counted_before(upload.courier_id, sorted({line.awb.upper() for line in found}))
    seen: dict[str, int] = {}
    rows = [_sort(upload, line, shipments, counted, seen) for line in found]
    RemittanceLine.objects.bulk_create(rows, batch_size=500)
    fallback = upload.created_at.date()
    for row in rows:
        if row.counted:
            cod_parcel_remitted(shipment=row.shipment, line=row, day=row.remitted_on or fallback)
    _transfers(upload, rows)
    groups = defaultdict(int)
    for row in rows:
        groups[row.group] += 1
    _set(
        upload.pk, status=FileStatus.READY, rows_done=len(rows), error="",
        total=sum((r.amount for r in rows), ZERO), counted=sum((r.amount for r in rows if r.counted), ZERO),
        **{group: groups[group] for group in LineGroup.values},
    )  # fmt: skip
    remittance_transfers_match(upload=upload)
    return len(rows)


def _transfers(upload: RemittanceFile, rows: list[RemittanceLine]) -> None:
    """One transfer per UTR: what the courier paid in it is every line it lists."""
    by_utr: dict[str, list[RemittanceLine]] = defaultdict(list)
    for row in rows:
        if row.utr:
            by_utr[row.utr].append(row)
    RemittanceTransfer.objects.bulk_create(
        RemittanceTransfer(
            file=upload,
            utr=utr,
            amount=sum((r.amount for r in lines), ZERO),
            lines=len(lines),
            paid_on=max((r.remitted_on for r in lines if r.remitted_on), default=None),
        )  # fmt: skip
        for utr, lines in by_utr.items()
    )
