"""Writes for settlement reports: upload (the header checked at once, nothing written when it is not
the settlement report's), read (a worker: every settled line stored once, matched, its settlement's
totals summed from its lines, the payments it settled marked), and the end of a failed read."""

import base64
import binascii
from collections import defaultdict

from django.conf import settings
from django.core.files.base import ContentFile
from django.db import transaction
from django.db.models import Sum

from core.accounts.models import User
from core.common.errors import ApplicationError, FieldErrors
from core.jobs.start import start
from core.orders.changes.services import change_role_check
from core.payments.models import GatewayPayment
from core.payments.settlements.matching import lines_match
from core.payments.settlements.models import (
    Settlement,
    SettlementLine,
    SettlementReport,
    SettlementReportStatus,
)
from core.payments.settlements.reading import Read, StatementError, report_header, report_lines

SETTLEMENT_READ = "core.payments.settlements.tasks.settlement_read"  # by path: the task imports this
MAX_BYTES = 5 * 1024 * 1024
EMPTY = "The file is empty."
TOO_BIG = "A settlement report can be at most 5 MB."
BAD_BASE64 = "The file must be sent as base64."
READ_FAILED = (
    "Reading this settlement report stopped with an error. Download it from the Dashboard again and "
    "upload it; if it fails again, send the file to the developer."
)
CHUNK = 500


def _decode(content: str) -> bytes:
    text = content.split(",", 1)[1] if content.startswith("data:") else content
    try:
        return base64.b64decode(text + "=" * (-len(text) % 4), validate=True)
    except (binascii.Error, ValueError):
        raise ApplicationError(BAD_BASE64, errors={"content": [BAD_BASE64]}) from None


@transaction.atomic
def settlement_report_upload(*, user: User, file_name: str, content: str) -> SettlementReport:
    """Keep the file (private storage) and read it in the background; a file that is not the
    settlement report (its columns named) is refused at once and nothing is kept."""
    change_role_check(user, status=False, payment=True)
    errors = FieldErrors()
    data = _decode(content)
    if not data:
        errors.add("content", EMPTY)
    elif len(data) > MAX_BYTES:
        errors.add("content", TOO_BIG)
    else:
        try:
            report_header(data)
        except StatementError as exc:
            errors.add("content", str(exc))
    errors.raise_if_any()
    report = SettlementReport(file_name=(file_name.strip() or "settlements")[:120], uploaded_by=user)
    suffix = ".xlsx" if data[:2] == b"PK" else ".csv"
    report.file.save(f"settlements{suffix}", ContentFile(data), save=False)
    report.save()
    start(SETTLEMENT_READ, report_id=str(report.id))
    return report


def settlement_report_fail(*, report_id: str, reason: str) -> int:
    rows = SettlementReport.objects.filter(pk=report_id, status=SettlementReportStatus.QUEUED)
    return rows.update(status=SettlementReportStatus.FAILED, error=reason[:2000])


def settlement_report_read(*, report_id: str) -> int:
    """Store the report's new lines (a worker runs this); answers how many. A file we cannot read
    ends the report failed with why, and nothing of it is stored."""
    report = SettlementReport.objects.get(pk=report_id)
    try:
        with report.file.open("rb") as fh:
            read = report_lines(fh.read())
        return _store(report, read)
    except StatementError as exc:
        settlement_report_fail(report_id=report_id, reason=str(exc))
        return 0
    except Exception:
        settlement_report_fail(report_id=report_id, reason=READ_FAILED)
        raise


def _known(read: Read) -> set[tuple[str, str]]:
    ids = [line.entity_id for line in read.lines]
    known: set[tuple[str, str]] = set()
    for at in range(0, len(ids), CHUNK):
        rows = SettlementLine.objects.filter(entity_id__in=ids[at : at + CHUNK])
        known.update(rows.values_list("kind", "entity_id"))
    return known


def _settlements(report: SettlementReport, lines) -> dict[str, Settlement]:
    out = {}
    for line in lines:
        if line.settlement_id not in out:
            out[line.settlement_id], _ = Settlement.objects.get_or_create(
                settlement_id=line.settlement_id,
                defaults={"gateway": settings.SHOP_GATEWAY_NAME[:20], "utr": line.utr,
                          "settled_on": line.settled_on, "report": report},
            )  # fmt: skip
    return out


def _totals(settlement: Settlement) -> None:
    """A settlement's totals are the sums of its lines (one settlement's lines: bounded)."""
    sums = SettlementLine.objects.filter(settlement=settlement).aggregate(
        gross=Sum("amount"), fees=Sum("fee"), tax=Sum("tax"), net=Sum("net")
    )
    lines = SettlementLine.objects.filter(settlement=settlement).count()
    Settlement.objects.filter(pk=settlement.pk).update(
        **{name: value or 0 for name, value in sums.items()}, lines=lines
    )


@transaction.atomic
def _store(report: SettlementReport, read: Read) -> int:
    known = _known(read)
    new = [line for line in read.lines if (line.kind, line.entity_id) not in known]
    found = lines_match(new)
    settlements = _settlements(report, new)
    batch = [
        SettlementLine(
            settlement=settlements[line.settlement_id], report=report, row=line.row, kind=line.kind,
            entity_id=line.entity_id, amount=line.amount, fee=line.fee, tax=line.tax, net=line.net,
            gateway_order_id=line.gateway_order_id, receipt=line.receipt, method=line.method,
            payment=match.payment, refund=match.refund, order=match.order, mismatch=match.mismatch,
            reason=match.reason,
        )
        for line, match in zip(new, found, strict=True)
    ]  # fmt: skip
    # a line another upload stored meanwhile is skipped: each line once (settlement_line_once)
    SettlementLine.objects.bulk_create(batch, batch_size=CHUNK, ignore_conflicts=True)
    for settlement in settlements.values():
        _totals(settlement)
    settled: dict = defaultdict(list)
    for line, match in zip(new, found, strict=True):
        if match.payment is not None and line.kind == "payment":
            settled[line.settled_on].append(match.payment.pk)
    for day, pks in settled.items():
        GatewayPayment.objects.filter(pk__in=pks).update(settled_on=day)
    stored = SettlementLine.objects.filter(report=report)
    done = stored.count()
    SettlementReport.objects.filter(pk=report.pk).update(
        status=SettlementReportStatus.READY, lines_read=len(read.lines), lines_new=done,
        lines_known=len(read.lines) - done, lines_unsettled=read.unsettled,
        settlements=len(settlements), mismatches=stored.exclude(mismatch="").count(), error="",
    )  # fmt: skip
    return done


def settlement_task_finished(*, task_path: str, kwargs: dict, failed: bool) -> None:
    """A read task that failed outside the read's code (its worker died) ends its report failed."""
    if failed and task_path == SETTLEMENT_READ and kwargs.get("report_id"):
        settlement_report_fail(report_id=kwargs["report_id"], reason=READ_FAILED)
