"""GET /api/health/: is the database answering, and is the task queue keeping up?

Public (a load balancer or uptime check calls it) and cheap: a few small aggregates over the queue's
ready tasks (its partial index); they double as the database check (latency_ms is their time).
200 when the database answers, 503 when it does not."""

import time

from django.db import DatabaseError, connection
from django.http import HttpRequest
from ninja import Router, Schema

from core.jobs.selectors import queue_state

router = Router(tags=["health"])


class DatabaseHealthOut(Schema):
    ok: bool
    vendor: str
    latency_ms: float | None


class QueueHealthOut(Schema):
    waiting: int
    oldest_waiting_seconds: float
    deferred: int
    failed: int


class HealthOut(Schema):
    ok: bool
    database: DatabaseHealthOut
    queue: QueueHealthOut | None


@router.get("health/", response={200: HealthOut, 503: HealthOut}, auth=None)
def health(request: HttpRequest):
    started = time.perf_counter()
    try:
        queue = queue_state()  # its queries are the database check
        latency = round((time.perf_counter() - started) * 1000, 1)
    except DatabaseError:
        db = {"ok": False, "vendor": connection.vendor, "latency_ms": None}
        return 503, {"ok": False, "database": db, "queue": None}
    db = {"ok": True, "vendor": connection.vendor, "latency_ms": latency}
    return 200, {"ok": True, "database": db, "queue": queue}
