"""Writes of the task queue's own: workers' heartbeats, a task's result saved whatever the database
is doing, and the sweep that recovers the tasks of a worker that died.

A worker beats every few seconds (`worker_beat`). Its lease is SHOP_WORKER_LEASE_SECONDS (60 s by
default): a task still "running" for a worker that has not beaten for a lease is lost. The sweep
(`tasks_lost_recover`, run by every worker now and then) queues it again, up to MAX_CLAIMS runs in
all; past that it is marked failed with the reason, so nothing stays "running" forever. Recovery
takes at most a lease plus one sweep interval."""

import logging
import os
import socket
from dataclasses import dataclass
from datetime import datetime, timedelta
from traceback import format_exception

from django.conf import settings
from django.db import OperationalError, transaction
from django.utils import timezone
from django_tasks import TaskResultStatus
from django_tasks_db.models import DBTaskResult

from core.common.db_retry import when_locked
from core.jobs.models import WorkerBeat

log = logging.getLogger(__name__)

MAX_CLAIMS = 3  # a task whose worker died this many times is not run again (it may be what kills it)
FORGET_BEATS_AFTER = timedelta(days=1)
LOST = "core.jobs.services.WorkerLost"


class WorkerLost(Exception):
    """The reason recorded on a task whose worker stopped while running it."""


def lease() -> timedelta:
    return timedelta(seconds=settings.SHOP_WORKER_LEASE_SECONDS)


def worker_beat(
    *, worker_id: str, queues: str, task_id: str = "", started_at: datetime | None = None
) -> None:
    """Record that this worker is alive (and what it runs); the first beat also names its host and pid."""
    now = timezone.now()
    updated = WorkerBeat.objects.filter(pk=worker_id).update(beat_at=now, task_id=task_id)
    if not updated:
        WorkerBeat.objects.create(
            worker_id=worker_id,
            host=socket.gethostname()[:255],
            pid=os.getpid(),
            queues=queues[:255],
            started_at=started_at or now,
            beat_at=now,
            task_id=task_id,
        )


def worker_stop(*, worker_id: str) -> None:
    """A worker that stops cleanly leaves the count of those alive at once."""
    WorkerBeat.objects.filter(pk=worker_id).delete()


def task_result_finish(*, result: DBTaskResult, value=None, error: BaseException | None = None) -> None:
    """Save a task's outcome, retried on a fresh connection while the database is locked: a busy
    SQLite file never costs the worker its life nor leaves the task "running"."""
    now = timezone.now()
    if error is None:
        fields = {"status": TaskResultStatus.SUCCESSFUL, "return_value": value, "exception_class_path": ""}
        fields["traceback"] = ""
    else:
        fields = {
            "status": TaskResultStatus.FAILED,
            "return_value": None,
            "exception_class_path": f"{type(error).__module__}.{type(error).__qualname__}",
            "traceback": "".join(format_exception(error)),
        }

    def save() -> None:
        DBTaskResult.objects.filter(pk=result.pk).update(finished_at=now, **fields)

    when_locked(save, what=f"saving task {result.pk}")
    for name, value_ in {**fields, "finished_at": now}.items():
        setattr(result, name, value_)


@dataclass(frozen=True)
class Recovered:
    task_id: str
    task_path: str
    requeued: bool
    reason: str


def _reason(worker_id: str, beat: datetime | None, claims: int) -> str:
    seen = f"last heartbeat {beat:%Y-%m-%d %H:%M:%S} UTC" if beat else "no heartbeat"
    return (
        f"The worker running this task ({worker_id}) stopped ({seen}); the task was run {claims} "
        f"times and is not run again."
    )


def _lost(task: DBTaskResult, beat: datetime | None, doing: str, cutoff: datetime, dead: bool) -> bool:
    if dead:
        return True  # its process is gone from this machine: no need to wait for the lease
    if task.started_at is None or task.started_at >= cutoff:
        return False  # claimed within the lease: its worker may not have beaten yet
    return beat is None or beat < cutoff or doing != str(task.pk)  # silent, or not running it


@transaction.atomic
def tasks_lost_recover(*, now: datetime | None = None, dead: frozenset[str] = frozenset()) -> list[Recovered]:
    """Tasks "running" for a worker without a heartbeat for a lease (or in `dead`: workers whose
    process is known to be gone): queued again, or failed with why."""
    now = now or timezone.now()
    cutoff = now - lease()
    rows = WorkerBeat.objects.values_list("worker_id", "beat_at", "task_id")
    beats = {worker: (at, task) for worker, at, task in rows}
    running = DBTaskResult.objects.filter(status=TaskResultStatus.RUNNING)  # a partial index (jobs 0001)
    recovered = []
    for task in running.select_for_update(skip_locked=True).only(
        "id", "worker_ids", "task_path", "started_at"
    ):
        worker_id = (task.worker_ids or ["?"])[-1]
        beat, doing = beats.get(worker_id, (None, ""))
        if not _lost(task, beat, doing, cutoff, worker_id in dead):
            continue  # its worker is alive and running it: a long task
        claims = len(task.worker_ids or ())
        if claims < MAX_CLAIMS:
            DBTaskResult.objects.filter(pk=task.pk, status=TaskResultStatus.RUNNING).update(
                status=TaskResultStatus.READY, started_at=None
            )
            recovered.append(Recovered(str(task.pk), task.task_path, True, "queued again"))
        else:
            reason = _reason(worker_id, beat, claims)
            DBTaskResult.objects.filter(pk=task.pk, status=TaskResultStatus.RUNNING).update(
                status=TaskResultStatus.FAILED, finished_at=now, exception_class_path=LOST, traceback=reason
            )
            recovered.append(Recovered(str(task.pk), task.task_path, False, reason))
    WorkerBeat.objects.filter(beat_at__lt=now - FORGET_BEATS_AFTER).delete()
    for item in recovered:
        log.warning("Task %s (%s) of a stopped worker: %s", item.task_id, item.task_path, item.reason)
    return recovered


class JobRows:
    """The bookkeeping of a background job kept as a row with its status, progress and file (the back
    office's exports, the customer's "Download my data"). Every write is retried while the database
    is locked (`when_locked`); progress is for the screen and skipped when it still is; a job is
    claimed by one worker, and failed with its reason while it is still open. `status` is the model's
    choices (QUEUED, RUNNING, FAILED), `done` the field counting what is written so far."""

    def __init__(self, model, *, status, done: str, label: str):
        self.model, self.status, self.done, self.label = model, status, done, label
        self.active = (status.QUEUED, status.RUNNING)

    def save(self, pk, what: str, **fields) -> int:
        rows = self.model.objects.filter(pk=pk)
        return when_locked(lambda: rows.update(**fields), what=f"{self.label} {pk} {what}")

    def progress(self, pk):
        """A `report(done)` for the file's writer."""

        def report(done: int) -> None:
            try:
                self.save(pk, "progress", **{self.done: done})
            except OperationalError:
                log.warning(
                    "%s %s: progress %s not saved (database busy); going on",
                    self.label.capitalize(),
                    pk,
                    done,
                )

        return report

    def claim(self, pk, *, again: bool) -> bool:
        """This worker's job now; `again`: its worker died mid-way, so a running one is taken too."""
        claimable = self.active if again else (self.status.QUEUED,)
        rows = self.model.objects.filter(pk=pk, status__in=claimable)
        return bool(
            when_locked(
                lambda: rows.update(status=self.status.RUNNING, **{self.done: 0}),
                what=f"{self.label} {pk} claim",
            )
        )

    def fail(self, pk, *, reason: str) -> int:
        """Mark the job failed if it is still waiting or running, with the reason."""
        rows = self.model.objects.filter(pk=pk, status__in=self.active)
        return when_locked(
            lambda: rows.update(status=self.status.FAILED, error=reason[:2000], finished_at=timezone.now()),
            what=f"{self.label} {pk} failure",
        )

    def delete(self, jobs) -> int:
        """Delete jobs, their files first."""
        jobs = list(jobs)
        for job in jobs:
            if job.file:
                job.file.delete(save=False)
        self.model.objects.filter(pk__in=[j.pk for j in jobs]).delete()
        return len(jobs)
