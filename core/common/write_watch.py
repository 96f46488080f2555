"""Every write the shop makes, seen once per transaction.

A wrapper on each database connection (installed by CommonConfig.ready on `connection_created`)
reads every SQL statement; an INSERT, UPDATE or DELETE names its table. So no service, admin page,
task or command can forget to say what it wrote. Two kinds of follower hear of it:

- the kept answers (core/common/answer_cache.py): when a transaction commits, the answers that read
  a table it wrote retire (`tables_changed`), except for the QUIET_TABLES below (a new table counts
  by default);
- the followers of some tables (`follow_writes`, e.g. core/publishing): called once after the
  transaction commits with the set of their tables it wrote; never when it rolls back.

A savepoint rolled back drops what was registered inside it (Django drops its on_commit callbacks),
so a later write registers again; a table written inside a rolled-back savepoint after an earlier
write stays in the set: an answer may retire, or a follower hear of a table, once too often, never too
few.
Writes that bypass Django's cursor (seed_demo's COPY) call `answer_cache.data_changed()` themselves.
"""

import logging
import re
from collections.abc import Callable, Iterable

from django.db import transaction

from core.common.answer_cache import tables_changed

log = logging.getLogger(__name__)

WRITE = re.compile(r'^\s*(?:INSERT\s+(?:OR\s+\w+\s+)?INTO|UPDATE|DELETE\s+FROM)\s+"?(\w+)', re.IGNORECASE)

# Tables (or prefixes) whose writes change no kept answer, and why (no cache write for them).
# Every other table's writes retire the answers that read it.
QUIET_TABLES = {
    # the person is read from the session for every request and is part of the answer's key
    "django_session": "the session store: written by log-ins and renewed sessions, not shop data",
    "axes_": "django-axes' log-in attempts: written by every log-in, read only by the log-in check",
    # a task's own writes to the shop's tables still count: only the queue's bookkeeping is quiet
    "django_tasks_database_": "the task queue: workers claim and finish tasks all day long",
    "jobs_workerbeat": "the task workers' heartbeats (four per lease), read only by the health check",
    # core/settings_cache.py: on one machine the rate limits are a database cache table
    "shop_rate_limits": "the counters of the rate limits (log-in, forms, orders): a cache, not shop data",
}
_QUIET = tuple(QUIET_TABLES)

Follower = Callable[[set[str]], None]
_FOLLOWERS: list[tuple[frozenset[str], Follower]] = []


def written_table(sql) -> str | None:
    """The table an INSERT, UPDATE or DELETE writes to, lower case; None for anything else."""
    if not isinstance(sql, str):
        return None
    found = WRITE.match(sql)
    return found.group(1).lower() if found else None


def retires(sql) -> bool:
    """Whether this statement, once committed, retires the kept answers that read its table."""
    table = written_table(sql)
    return table is not None and not table.startswith(_QUIET)


def follow_writes(*, tables: Iterable[str], follower: Follower) -> None:
    """`follower(tables)` after each committed transaction that wrote to some of these tables (called
    from an AppConfig.ready; registering the same follower again replaces its tables)."""
    tables = frozenset(t.lower() for t in tables)
    _FOLLOWERS[:] = [(t, f) for t, f in _FOLLOWERS if f is not follower] + [(tables, follower)]


class _Written:
    """The tables one transaction wrote; told to the kept answers and to their followers after it
    commits."""

    def __init__(self, table: str) -> None:
        self.tables: set[str] = {table}

    def __call__(self) -> None:
        tables_changed(self.tables)
        for tables, follower in list(_FOLLOWERS):
            mine = self.tables & tables
            if not mine:
                continue
            try:
                follower(mine)
            except Exception:  # the write is committed: a follower's failure must not undo the answer
                log.exception("A follower of the writes to %s failed", sorted(mine))


def _registered(connection, kind) -> object | None:
    """This transaction's callback of that kind (a function, or a class of callbacks), if any. Callbacks
    of a savepoint rolled back are dropped by Django, so a later write registers again."""
    if not connection.in_atomic_block:
        return None  # autocommit: each statement is its own transaction
    for _, func, _ in connection.run_on_commit:
        if func is kind or (isinstance(kind, type) and isinstance(func, kind)):
            return func
    return None


def _written(connection, table: str) -> None:
    if table.startswith(_QUIET):
        return
    # one callback per transaction (an order placed writes a dozen rows); at once in autocommit
    written = _registered(connection, _Written)
    if written is None:
        transaction.on_commit(_Written(table), using=connection.alias)
    else:
        written.tables.add(table)


def _watch(execute, sql, params, many, context):
    result = execute(sql, params, many, context)
    table = written_table(sql)
    if table is not None:
        _written(context["connection"], table)
    return result


def watch_writes(sender, connection, **kwargs) -> None:
    """On each new connection (connected to `connection_created` in CommonConfig.ready)."""
    if _watch not in connection.execute_wrappers:
        connection.execute_wrappers.append(_watch)
