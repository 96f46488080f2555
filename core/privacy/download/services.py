"""Writes of "Download my data" (Digital Personal Data Protection Act, 2023, s.11(1): the customer's
right to a summary of their personal data): start the job, run it in a worker, delete the expired.

Always a background job, whatever the account's size: the ZIP carries the customer's design images
and editable designs, heavy even for a handful of orders, and one path is one thing to test. The
pattern is the back office's exports (core/exports/services.py): a job row with its progress,
claimed by one worker, its bookkeeping retried while the database is locked (when_locked), the
rows read in chunks, the file private and served only to its owner. Fair use of the one queue:
one job waiting or running per customer, and at most DAILY a day. The file is kept DAYS days
(deleted then by a task queued for that moment, by the next start or `manage.py purge_my_data`),
and at once when the account is erased."""

import logging
import os
import tempfile
from datetime import timedelta

from django.core.files import File
from django.db import transaction
from django.utils import timezone

from core.accounts.models import User
from core.common.errors import ApplicationError, ErrorStatus
from core.common.models import AuditAction
from core.common.services import audit_record
from core.jobs.services import JobRows
from core.jobs.start import start
from core.privacy.download.archive import write_archive
from core.privacy.download.selectors import counts, customer_only
from core.privacy.models import DataExport, DataExportStatus

MY_DATA_RUN = "core.privacy.tasks.my_data_run"  # queued by path: the task module imports this one
DAYS = 7
DAILY = 5
BOOKS = JobRows(DataExport, status=DataExportStatus, done="done", label="my data")
ACTIVE = BOOKS.active
BUSY = "Your data is already being prepared. Please wait for it to finish; it takes a minute or two."
TOO_MANY = f"You have prepared your data {DAILY} times today. Please try again tomorrow."
WORKER_STOPPED = "Preparing your data stopped before it finished. Please try again."
FAILED = "We could not prepare your data. Please try again; if it fails again, write to customer care."
log = logging.getLogger(__name__)


def _check_limits(user: User) -> None:
    """429 while one is waiting or running, or past DAILY today; the customer's row is locked, so
    a burst of starts on PostgreSQL counts one after another (SQLite's writes already do)."""
    User.objects.select_for_update().filter(pk=user.pk).first()
    mine = DataExport.objects.filter(customer=user)
    if mine.filter(status__in=ACTIVE).exists():
        raise ApplicationError(BUSY, status=ErrorStatus.TOO_MANY)
    if mine.filter(created_at__gte=timezone.now() - timedelta(days=1)).count() >= DAILY:
        raise ApplicationError(TOO_MANY, status=ErrorStatus.TOO_MANY)


@transaction.atomic
def data_export_start(*, user: User) -> DataExport:
    """Record the job and queue it after the commit; expired downloads are deleted first."""
    customer_only(user=user)
    _check_limits(user)
    data_exports_purge()
    job = DataExport.objects.create(customer=user, expires_at=timezone.now() + timedelta(days=DAYS))
    # in the audit trail like every export; by number only, so an erasure leaves nothing of the person
    target = f"Customer #{user.pk}: Download my data {job.pk}"
    audit_record(actor=None, action=AuditAction.EXPORT, target=target)
    start(MY_DATA_RUN, export_id=str(job.pk))
    start("core.privacy.tasks.my_data_purge", run_after=job.expires_at)
    return job


# module attributes, so a test can watch the progress as the worker reports it
_save = BOOKS.save
_progress = BOOKS.progress


def data_export_run(*, export_id: str, again: bool = False) -> int:
    """Write the ZIP (a worker runs this). `again`: its worker died mid-way; the job starts over.
    A job deleted meanwhile (the account was erased) leaves no file behind."""
    if not BOOKS.claim(export_id, again=again):
        return 0
    job = DataExport.objects.select_related("customer").get(pk=export_id)
    try:
        _save(export_id, "total", total=sum(counts(job.customer).values()))
        fd, path = tempfile.mkstemp(suffix=".zip")
        os.close(fd)
        try:
            written = write_archive(path, user=job.customer, progress=_progress(export_id))
            size = os.path.getsize(path)
            with open(path, "rb") as fh:
                job.file.save("my-data.zip", File(fh), save=False)
        finally:
            os.unlink(path)
    except Exception as exc:
        log.exception("My data %s failed", export_id)
        data_export_fail(export_id=export_id, reason=f"{type(exc).__name__}: {exc}")
        raise
    finished = _save(
        export_id,
        "done",
        status=DataExportStatus.DONE,
        file=job.file.name,
        size_bytes=size,
        done=written,
        total=written,
        finished_at=timezone.now(),
    )
    if not finished:  # erased (or purged) while it was written: nobody may keep the copy
        job.file.storage.delete(job.file.name)
    return written


def data_export_fail(*, export_id: str, reason: str) -> int:
    """Mark a job still waiting or running as failed; the reason is kept for the team's logs, the
    customer reads FAILED."""
    return BOOKS.fail(export_id, reason=reason)


def data_export_task_finished(*, task_path: str, kwargs: dict, failed: bool) -> None:
    """A finished task whose job is still open failed outside the job's code: the job fails too."""
    if failed and task_path == MY_DATA_RUN and kwargs.get("export_id"):
        data_export_fail(export_id=str(kwargs["export_id"]), reason=WORKER_STOPPED)


def data_exports_delete(*, jobs) -> int:
    """Delete downloads, their files first."""
    return BOOKS.delete(jobs)


def data_exports_purge() -> int:
    """Delete the expired downloads (older than DAYS days), their files first."""
    return data_exports_delete(jobs=DataExport.objects.filter(expires_at__lte=timezone.now()))


def data_exports_erase(*, user: User) -> int:
    """The erasure's part (DPDP Act, 2023, s.12(3)): every download of the account and its folder
    (also a file a worker left behind), the files deleted once the erasure commits."""
    jobs = list(DataExport.objects.filter(customer=user))
    storage = DataExport._meta.get_field("file").storage
    folder = f"my-data/{user.pk}"
    names = {job.file.name for job in jobs if job.file}
    try:
        names |= {f"{folder}/{name}" for name in storage.listdir(folder)[1]}
    except (FileNotFoundError, NotImplementedError):
        pass
    DataExport.objects.filter(pk__in=[j.pk for j in jobs]).delete()
    transaction.on_commit(lambda: [storage.delete(name) for name in sorted(names)])
    return len(jobs)
