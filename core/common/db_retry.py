"""Writes that must not be lost to a busy SQLite file: retried with back-off under "database is locked".

SQLite has one writer at a time. The busy timeout (core/settings.py) makes a writer wait, yet a
write can still fail at once: when its own connection holds an older read snapshot (WAL's
SQLITE_BUSY_SNAPSHOT), or when the wait passes the timeout under a burst. Each retry here starts on
a fresh connection (the old one is closed, which also ends any snapshot it held), so the next
attempt sees the database as it is now. PostgreSQL answers "locked" only for lock timeouts;
the same retry serves it. Used for the task queue's bookkeeping (progress, results, failures)."""

import logging
import time
from collections.abc import Callable
from typing import TypeVar

from django.db import OperationalError, connection

log = logging.getLogger(__name__)
T = TypeVar("T")

DELAYS = (0.05, 0.2, 0.5, 1.0, 2.0, 4.0, 8.0)  # about 16 s in all, beyond the 20 s busy timeout's waits


def is_locked(exc: BaseException) -> bool:
    text = str(exc.args[0]).lower() if getattr(exc, "args", None) else ""
    return isinstance(exc, OperationalError) and ("is locked" in text or "lock timeout" in text)


def _fresh_connection() -> None:
    if not connection.in_atomic_block:  # inside a transaction (a test's) the connection stays
        connection.close()


def when_locked(write: Callable[[], T], *, what: str, delays: tuple[float, ...] = DELAYS) -> T:
    """`write()`, again after each delay while the database answers "locked"; the last error is raised."""
    for delay in delays:
        try:
            return write()
        except OperationalError as exc:
            if not is_locked(exc):
                raise
            log.warning("%s: database is locked, trying again in %.2f s", what, delay)
            _fresh_connection()
            time.sleep(delay)
    return write()
