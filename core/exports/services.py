"""Writes for background exports: start a job, run it (in a worker), purge the expired ones."""

import os
import re
import tempfile
from datetime import date

from django.core.files import File
from django.db import transaction
from django.utils import timezone

from core.accounts.models import User
from core.common.errors import ApplicationError
from core.exports import tasks  # the module: tasks and services refer to each other at call time
from core.exports.models import ExportJob, ExportStatus
from core.exports.selectors import orders_for_job
from core.orders.export_xlsx import rows_for, write_xlsx

ISO_DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
LEVELS = ("orders", "lines")
BAD_LEVEL = "Choose orders (one row per order) or lines (one row per size)."


def _check_params(params: dict) -> dict:
    for name in ("date_from", "date_to"):
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


@transaction.atomic
def export_job_start(*, user: User, level: str = "orders", params: dict | None = None) -> ExportJob:
    """Record the job and queue it after the commit; expired exports are deleted first."""
    if level not in LEVELS:
        raise ApplicationError(BAD_LEVEL, errors={"level": [BAD_LEVEL]})
    exports_purge()
    job = ExportJob.objects.create(created_by=user, level=level, params=_check_params(params or {}))
    transaction.on_commit(lambda: tasks.export_run.enqueue(job_id=str(job.id)))
    return job


def _progress(job_id) -> callable:
    def report(done: int) -> None:
        ExportJob.objects.filter(pk=job_id).update(rows_done=done)

    return report


def export_job_run(*, job_id: str) -> int:
    """Write the file (a worker runs this); progress is saved every few thousand rows."""
    claimed = ExportJob.objects.filter(pk=job_id, status=ExportStatus.QUEUED).update(
        status=ExportStatus.RUNNING
    )
    if not claimed:
        return 0
    job = ExportJob.objects.get(pk=job_id)
    try:
        queryset = orders_for_job(job.params)
        total = queryset.count()
        ExportJob.objects.filter(pk=job_id).update(rows_total=total)
        headers, rows = rows_for(queryset, job.level)
        fd, path = tempfile.mkstemp(suffix=".xlsx")
        os.close(fd)
        try:
            title = "Order lines" if job.level == "lines" else "Orders"
            written = write_xlsx(path, headers, rows, title=title, progress=_progress(job_id))
            with open(path, "rb") as fh:
                job.file.save(f"{job.created_at:%Y%m%d-%H%M}-{job.level}-{job.id}.xlsx", File(fh), save=False)
        finally:
            os.unlink(path)
    except Exception as exc:
        ExportJob.objects.filter(pk=job_id).update(
            status=ExportStatus.FAILED,
            error=f"{type(exc).__name__}: {exc}"[:2000],
            finished_at=timezone.now(),
        )
        raise
    ExportJob.objects.filter(pk=job_id).update(
        status=ExportStatus.DONE,
        file=job.file.name,
        rows_done=written,
        rows_total=written if job.level == "lines" else total,
        finished_at=timezone.now(),
    )
    return written


def export_jobs_delete(*, jobs: list[ExportJob]) -> int:
    """Delete exports, their files first (the purge, and the Django admin's delete)."""
    for job in jobs:
        if job.file:
            job.file.delete(save=False)
    ExportJob.objects.filter(pk__in=[j.pk for j in jobs]).delete()
    return len(jobs)


def exports_purge() -> int:
    """Delete the expired exports, their files first."""
    return export_jobs_delete(jobs=list(ExportJob.objects.filter(expires_at__lte=timezone.now())))
