"""Reads about the task queue: what waits, for how long, and which workers are alive (the health check)."""

import os
from datetime import timedelta

from django.db.models import Max, Min
from django.utils import timezone
from django_tasks import TaskResultStatus
from django_tasks_db.models import DBTaskResult, get_date_max

from core.jobs.models import WorkerBeat


def queue_state() -> dict:
    """Tasks ready to run now, the oldest one's wait, and those deferred to a later retry.

    A task queued "now" has run_after = 9999-01-01 (the backend's marker), so its wait counts from
    enqueued_at; a retry that has come due waits from its run_after."""
    now = timezone.now()
    ready = DBTaskResult.objects.filter(status=TaskResultStatus.READY)
    now_tasks = ready.filter(run_after=get_date_max())
    due_retries = ready.filter(run_after__lte=now)
    oldest = [
        now_tasks.aggregate(t=Min("enqueued_at"))["t"],
        due_retries.aggregate(t=Min("run_after"))["t"],
    ]
    oldest_at = min((t for t in oldest if t), default=None)
    return {
        "waiting": now_tasks.count() + due_retries.count(),
        "oldest_waiting_seconds": round((now - oldest_at).total_seconds(), 1) if oldest_at else 0.0,
        "deferred": ready.filter(run_after__gt=now).exclude(run_after=get_date_max()).count(),
        "failed": DBTaskResult.objects.filter(status=TaskResultStatus.FAILED).count(),
    }


ALIVE_WITHIN = timedelta(minutes=1)


def workers_state() -> dict:
    """Workers that beat within the last minute, and the latest heartbeat of any (None: never)."""
    now = timezone.now()
    beats = WorkerBeat.objects.aggregate(last=Max("beat_at"))
    alive = WorkerBeat.objects.filter(beat_at__gte=now - ALIVE_WITHIN).count()
    last = beats["last"]
    return {
        "alive": alive,
        "last_heartbeat": last,
        "last_heartbeat_seconds": round((now - last).total_seconds(), 1) if last else None,
    }


def workers_dead_here(*, host: str, own_pid: int) -> frozenset[str]:
    """Workers recorded on this machine whose process is gone (killed, crashed): their tasks need not
    wait for the lease. A worker that stops cleanly removes its row, so only those remain."""
    dead = set()
    for worker_id, pid in (
        WorkerBeat.objects.filter(host=host).exclude(pid=own_pid).values_list("worker_id", "pid")
    ):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            dead.add(worker_id)
        except PermissionError:  # alive, another user's
            pass
    return frozenset(dead)


def queue_stuck(queue: dict, workers: dict) -> bool:
    """Tasks wait and no worker has been alive for a minute: nothing will run them."""
    return queue["waiting"] > 0 and workers["alive"] == 0
