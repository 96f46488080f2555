"""The worker's next task, taken in one statement.

django-tasks-db's worker takes a task in a transaction of four statements (BEGIN; SELECT ... FOR
UPDATE SKIP LOCKED; UPDATE the row as running; COMMIT) and looks for none in three, the queryset
compiled again on every poll. Here one UPDATE takes it: the row is picked by the same query as a
subquery (the same filters as the library's `ready()` and the worker's queues, in the table's own
order: priority, then run_after, then enqueued_at; PostgreSQL skips rows locked by another worker)
and marked running, started now, with this worker added to its `worker_ids`, RETURNING the whole
row. The subquery is compiled once per connection (core/common/prepared.py).

PostgreSQL and SQLite (3.35+: RETURNING; a write there takes the database's one write lock, so no
other worker takes the same row); any other database takes it the library's way.
"""

from datetime import UTC, datetime

from django.conf import settings
from django.db import connections
from django.db.models import Q
from django.utils import timezone
from django_tasks.base import TaskResultStatus
from django_tasks_db.models import DBTaskResult, get_date_max
from django_tasks_db.utils import exclusive_transaction

from core.common.prepared import Prepared, model_columns, update_returning

_COLUMNS = model_columns(DBTaskResult)  # the row RETURNING gives, in the model's order
_NOW = datetime(1901, 2, 3, 4, 5, 6, tzinfo=UTC if settings.USE_TZ else None)  # the marker: no task has it
# this worker's id appended to the row's JSON array of them
_APPEND = {
    "postgresql": "worker_ids || jsonb_build_array(%s::text)",
    "sqlite": "json_insert(worker_ids, '$[#]', %s)",
}


class NextTask:
    """The next ready task of a worker's backend and queues (as django-tasks-db's worker filters them)."""

    def __init__(self, *, backend_name: str, queue_names: list[str], excluded_queue_names: list[str]):
        self.backend_name = backend_name
        self.queues = None if "*" in queue_names else list(queue_names)
        self.excluded = list(excluded_queue_names)
        self._pick = Prepared(self._ready, now=_NOW)

    def ready(self, now):
        """The library's `ready()` (run_after unset, or passed) with the worker's filters."""
        tasks = DBTaskResult.objects.filter(status=TaskResultStatus.READY).filter(
            Q(run_after=get_date_max()) | Q(run_after__lte=now), backend_name=self.backend_name
        )
        if self.queues is not None:
            tasks = tasks.filter(queue_name__in=self.queues)
        if self.excluded:
            tasks = tasks.exclude(queue_name__in=self.excluded)
        return tasks

    def _ready(self, now):
        return self.ready(now).values_list("pk")[:1]  # FOR UPDATE SKIP LOCKED added by claim()

    def claim(self, worker_id: str) -> DBTaskResult | None:
        """Take the next task for `worker_id` (None: none is ready)."""
        using = DBTaskResult.objects.db
        connection = connections[using]
        append = _APPEND.get(connection.vendor)
        if append is None:
            return self._claim_as_the_library(worker_id, using)
        now = timezone.now()
        pick, params = self._pick.statement(using, now=now)
        if connection.features.has_select_for_update_skip_locked:  # Django compiles it only in a transaction
            pick += " FOR UPDATE SKIP LOCKED"
        stamp = connection.ops.adapt_datetimefield_value(now)
        return update_returning(
            DBTaskResult,
            assignments=f"status = %s, started_at = %s, worker_ids = {append}",
            where=f"id = ({pick})",
            params=[TaskResultStatus.RUNNING, stamp, worker_id, *params],
            columns=_COLUMNS,
            using=using,
        )

    def _claim_as_the_library(self, worker_id: str, using: str) -> DBTaskResult | None:
        with exclusive_transaction(using):
            task = self.ready(timezone.now()).select_for_update(skip_locked=True).first()
            if task is not None:
                task.claim(worker_id)
        return task
