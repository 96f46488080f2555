"""GET /api/health/: is the shop able to work, database and task queue included?

Public (a load balancer or uptime check calls it) and cheap. Everyone gets `ok` and the status:
200, or 503 when the database does not answer or tasks wait and no worker has been alive for a
minute (the e-mails and exports would never go out). Only the owner (Perm.MANAGE_SETTINGS) gets
the figures: the database's vendor and latency, the queue (waiting, oldest wait, deferred,
failed) and the workers (alive, last heartbeat); to anyone else the backlog is nobody's business."""

import time
from datetime import datetime

from django.db import DatabaseError, connection
from django.http import HttpRequest
from ninja import Router, Schema

from core.common.permissions import Perm, may
from core.jobs.selectors import queue_state, queue_stuck, workers_state

router = Router(tags=["health"])


class DatabaseHealthOut(Schema):
    ok: bool
    vendor: str
    latency_ms: float | None = None  # absent when the database did not answer


class QueueHealthOut(Schema):
    waiting: int
    oldest_waiting_seconds: float
    deferred: int
    failed: int


class WorkersHealthOut(Schema):
    alive: int
    last_heartbeat: datetime | None = None  # absent when no worker has run yet
    last_heartbeat_seconds: float | None = None


class HealthOut(Schema):
    """`ok` for everyone; the rest only for the owner (absent otherwise)."""

    ok: bool
    database: DatabaseHealthOut | None = None
    queue: QueueHealthOut | None = None
    workers: WorkersHealthOut | None = None


@router.get("health/", response={200: HealthOut, 503: HealthOut}, auth=None, exclude_none=True)
def health(request: HttpRequest):
    owner = may(request.user, Perm.MANAGE_SETTINGS)
    started = time.perf_counter()
    try:
        queue = queue_state()  # its queries are the database check
        latency = round((time.perf_counter() - started) * 1000, 1)
        workers = workers_state()
    except DatabaseError:
        db = {"ok": False, "vendor": connection.vendor, "latency_ms": None}
        return 503, ({"ok": False, "database": db} if owner else {"ok": False})
    ok = not queue_stuck(queue, workers)
    if not owner:
        return (200 if ok else 503), {"ok": ok}
    db = {"ok": True, "vendor": connection.vendor, "latency_ms": latency}
    return (200 if ok else 503), {"ok": ok, "database": db, "queue": queue, "workers": workers}
