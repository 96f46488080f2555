"""Writes for background exports: start a job, run it (in a worker), purge the expired ones.

A job writes a spreadsheet (level "orders": a row per order; "lines": a row per size), the
production packs of up to PACKS_MAX orders (level "packs": one ZIP, a folder per order, drawn by
core.fulfilment.packs) or shipping labels past a board page (level "labels": one PDF, a 4x6 page
per parcel, core.fulfilment.labels)."""

import logging
import os
import re
import tempfile
from datetime import date

from django.core.files import File
from django.db import transaction
from django.utils import timezone

from core.accounts.models import User
from core.books import files as tally
from core.books.selectors import span_of
from core.common.chunks import in_chunks
from core.common.errors import ApplicationError, ErrorStatus
from core.common.models import AuditAction
from core.common.services import audit_record
from core.consent.export import LEVEL as CONSENT
from core.consent.export import ledger_count, ledger_write
from core.exports.models import ExportJob, ExportStatus
from core.exports.selectors import export_level_check, orders_for_job
from core.fulfilment.labels.label_pdf import write_labels
from core.fulfilment.labels.selectors import PARCELS_MAX, chosen_orders, counted
from core.fulfilment.packs import write_packs
from core.fulfilment.selectors import orders_for_packs
from core.gst.files import LEVELS as GST_LEVELS
from core.gst.files import NAMES as GST_NAMES
from core.gst.files import gst_file_total, gst_file_write
from core.gst.period import period_of
from core.jobs.services import JobRows
from core.jobs.start import start
from core.margins.export import margins_count, margins_write
from core.orders.export.xlsx import rows_for, write_xlsx
from core.purchasing.register import register_count, register_write
from core.purchasing.selectors import month_bounds

EXPORT_RUN = "core.exports.tasks.export_run"  # queued by path: the task module imports this one
ISO_DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
PURCHASES = "purchase"  # the purchase register of a month (core.purchasing.register)
TALLY = tally.LEVEL  # a period's vouchers for Tally (core.books)
MARGINS = "margins"  # the margin per order of a month (core.margins.export)
MONTHLY = {
    PURCHASES: (register_count, register_write),
    MARGINS: (margins_count, margins_write),
    CONSENT: (ledger_count, ledger_write),  # the consent ledger of a month (core.consent.export)
}
LEVELS = ("orders", "lines", "packs", "labels", *GST_LEVELS, PURCHASES, TALLY, MARGINS, CONSENT)
BAD_LEVEL = (
    "Choose orders (one row per order), lines (one row per size), packs (production packs), "
    "labels (shipping labels), gst_csv or gst_json (GSTR-1), register (the sales register), "
    "purchase (the purchase register), tally (the Tally file), margins (the margin per order) or "
    "consent (the consent ledger)."
)
BOOKS_LEVELS = (*GST_LEVELS, PURCHASES, TALLY, MARGINS, CONSENT)  # a period's files: no orders chosen
PACKS_MAX = 100
TOO_MANY_PACKS = f"Production packs are made for at most {PACKS_MAX} orders at a time; choose fewer."
TOO_MANY_IDS = f"Choose at most {PACKS_MAX} orders at a time."
NO_PACKS = "Choose at least one order for the production packs."
# fair use of the one queue: a member's own exports and packs waiting or running at one time
AT_ONCE = 3
TOO_MANY_AT_ONCE = (
    f"You already have {AT_ONCE} exports or production packs waiting or running (at most {AT_ONCE} at a "
    "time). Please try again in a minute, when one of them has finished."
)
WORKER_STOPPED = "The worker writing this file stopped before it finished. Please start it again."
BOOKS = JobRows(ExportJob, status=ExportStatus, done="rows_done", label="export")
ACTIVE = BOOKS.active
log = logging.getLogger(__name__)


def _check_packs(params: dict) -> None:
    count = orders_for_job(params).count()
    if not 0 < count <= PACKS_MAX:
        message = NO_PACKS if count == 0 else TOO_MANY_PACKS
        raise ApplicationError(message, errors={"order_ids": [message]})


def _labels_orders(params: dict):
    return chosen_orders(
        order_ids=params.get("order_ids"), day=params.get("day"), courier_id=params.get("courier_id")
    )


def _check_labels(params: dict) -> None:
    """Labels of the ticked orders, or of a day (a courier's when given): at least one, at most a day's."""
    orders = _labels_orders(params).values_list("pk", flat=True)
    counted(orders, most=PARCELS_MAX, too_many=f"At most {PARCELS_MAX} labels.")


def _check_period(params: dict) -> dict:
    """A GSTR-1 file or the sales register covers a month or a quarter: nothing else is read."""
    try:
        period_of(params.get("month") or "", params.get("span") or "month")
    except ValueError as exc:
        field = "span" if "month or quarter" in str(exc) else "month"
        raise ApplicationError(str(exc), errors={field: [str(exc)]}) from None
    return {"month": params["month"], "span": params.get("span") or "month"}


def _check_month(params: dict) -> dict:
    """The purchase register and the margins cover one month."""
    try:
        month_bounds(params.get("month") or "")
    except ValueError as exc:
        raise ApplicationError(str(exc), errors={"month": [str(exc)]}) from None
    return {"month": params["month"]}


def _check_tally(params: dict) -> dict:
    """The Tally file covers a month (or its quarter), or from one day to another."""
    keep = ("month", "span") if params.get("month") else ("date_from", "date_to")
    try:
        span_of(params)
    except ValueError as exc:
        raise ApplicationError(str(exc), errors={keep[0]: [str(exc)]}) from None
    return {name: params[name] for name in keep if params.get(name)}


def _check_params(params: dict) -> dict:
    if len(params.get("order_ids") or ()) > PACKS_MAX:
        raise ApplicationError(TOO_MANY_IDS, errors={"order_ids": [TOO_MANY_IDS]})
    for name in ("date_from", "date_to", "day"):  # a day is read by the labels only, yet checked for all
        if params.get(name):
            try:
                if not ISO_DAY.fullmatch(str(params[name])):
                    raise ValueError(name)
                date.fromisoformat(str(params[name]))
            except ValueError:
                raise ApplicationError(
                    f"{name} must be a date (YYYY-MM-DD).", errors={name: ["Enter a date."]}
                ) from None
    try:
        orders_for_job(params).exists()
    except ValueError as exc:
        field = "status" if "status" in str(exc) else "payment_status"
        raise ApplicationError(str(exc), errors={field: [str(exc)]}) from None
    return params


def _check_at_once(user: User) -> None:
    """429 past AT_ONCE jobs of this member; the member's row is locked, so a burst of starts on
    PostgreSQL counts one after another (SQLite's write transactions already do)."""
    User.objects.select_for_update().filter(pk=user.pk).first()
    if ExportJob.objects.filter(created_by=user, status__in=ACTIVE).count() >= AT_ONCE:
        raise ApplicationError(TOO_MANY_AT_ONCE, status=ErrorStatus.TOO_MANY)


@transaction.atomic
def export_job_start(*, user: User, level: str = "orders", params: dict | None = None) -> ExportJob:
    """Record the job and queue it after the commit; expired exports are deleted first."""
    if level not in LEVELS:
        raise ApplicationError(BAD_LEVEL, errors={"level": [BAD_LEVEL]})
    export_level_check(user=user, level=level)
    _check_at_once(user)
    exports_purge()
    if level in MONTHLY:
        params = _check_month(params or {})
    elif level == TALLY:
        params = _check_tally(params or {})
    elif level in GST_LEVELS:
        params = _check_period(params or {})
    else:
        params = _check_params(params or {})
    if level == "packs":
        _check_packs(params)
    if level == "labels":
        _check_labels(params)
    job = ExportJob.objects.create(created_by=user, level=level, params=params)
    audit_record(actor=user, action=AuditAction.EXPORT, target=f"{job.level} export {job.id}", after=params)
    start(EXPORT_RUN, job_id=str(job.id))
    return job


_NAMES = {"orders": "orders", "lines": "lines", "packs": "production-packs", "labels": "labels", **GST_NAMES}
SUFFIX = {"packs": ".zip", "labels": ".pdf", TALLY: tally.SUFFIX}


def _name(job: ExportJob) -> str:
    if job.level == TALLY:
        return tally.tally_name(job.params)
    if job.level in MONTHLY:
        name = {PURCHASES: "purchase-register", MARGINS: "margins", CONSENT: "consent-ledger"}[job.level]
        return f"{name}-{job.params['month']}"
    if job.level in GST_LEVELS:
        return f"{_NAMES[job.level]}-{period_of(job.params['month'], job.params['span']).fp}"
    return _NAMES[job.level]


def _job_orders(job: ExportJob):
    return _labels_orders(job.params) if job.level == "labels" else orders_for_job(job.params)


def _write(job: ExportJob, queryset, path: str) -> int:
    """The job's file at `path`; answers how many rows (or packed orders) it holds."""
    progress = BOOKS.progress(job.pk)
    if job.level == TALLY:
        return tally.tally_write(path, params=job.params, progress=progress)
    if job.level in MONTHLY:
        return MONTHLY[job.level][1](path, month=job.params["month"], progress=progress)
    if job.level in GST_LEVELS:
        return gst_file_write(path, level=job.level, params=job.params, progress=progress)
    if job.level == "packs":
        return write_packs(path, in_chunks(orders_for_packs(queryset), 20), progress=progress)
    if job.level == "labels":
        return write_labels(path, queryset, progress=progress)
    headers, rows = rows_for(queryset, job.level)
    title = "Order lines" if job.level == "lines" else "Orders"
    return write_xlsx(path, headers, rows, title=title, progress=progress)


def export_job_run(*, job_id: str, again: bool = False) -> int:
    """Write the file (a worker runs this); progress is saved every few thousand rows (packs: every order).
    `again`: the task is run again because its worker died mid-way; the job starts over."""
    if not BOOKS.claim(job_id, again=again):
        return 0
    job = ExportJob.objects.get(pk=job_id)
    try:
        gst = job.level in BOOKS_LEVELS
        queryset = None if gst else _job_orders(job)
        if job.level in MONTHLY:
            total = MONTHLY[job.level][0](job.params["month"])
        elif job.level == TALLY:
            total = tally.tally_total(job.params)
        else:
            total = gst_file_total(job.params) if gst else queryset.count()
        BOOKS.save(job_id, "total", rows_total=total)
        suffix = GST_LEVELS.get(job.level) or SUFFIX.get(job.level, ".xlsx")
        fd, path = tempfile.mkstemp(suffix=suffix)
        os.close(fd)
        try:
            written = _write(job, queryset, path)
            with open(path, "rb") as fh:
                name = f"{job.created_at:%Y%m%d-%H%M}-{_name(job)}-{job.id}{suffix}"
                job.file.save(name, File(fh), save=False)
        finally:
            os.unlink(path)
    except Exception as exc:
        export_job_fail(job_id=job_id, reason=f"{type(exc).__name__}: {exc}")
        raise
    BOOKS.save(
        job_id,
        "done",
        status=ExportStatus.DONE,
        file=job.file.name,
        rows_done=written,
        rows_total=written if job.level in ("lines", TALLY) else total,
        finished_at=timezone.now(),
    )
    return written


def export_job_fail(*, job_id: str, reason: str) -> int:
    """Mark a job that is still waiting or running as failed, with the reason (also when its task
    failed outside the job's own code: its worker died for the last time, its bookkeeping failed)."""
    return BOOKS.fail(job_id, reason=reason)


def export_task_finished(*, task_path: str, kwargs: dict, failed: bool) -> None:
    """A finished export task whose job is still open failed outside the job's code: the job fails too."""
    if failed and task_path == EXPORT_RUN and kwargs.get("job_id"):
        export_job_fail(job_id=str(kwargs["job_id"]), reason=WORKER_STOPPED)


def export_jobs_delete(*, jobs: list[ExportJob]) -> int:
    """Delete exports, their files first (the purge, and the Django admin's delete)."""
    return BOOKS.delete(jobs)


def exports_purge() -> int:
    """Delete the expired exports, their files first."""
    return export_jobs_delete(jobs=list(ExportJob.objects.filter(expires_at__lte=timezone.now())))
