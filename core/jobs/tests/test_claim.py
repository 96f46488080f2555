"""A task taken in one statement (core/jobs/claim.py): the library's choice of task, the same
claim on the row, and the worker's loop around it."""

from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from core.jobs import worker as worker_module
from core.jobs.claim import NextTask
from core.jobs.tests.tasks import records
from core.jobs.tests.worker import a_worker

pytestmark = pytest.mark.django_db


def next_task(queues=("*",), excluded=()) -> NextTask:
    return NextTask(backend_name="default", queue_names=list(queues), excluded_queue_names=list(excluded))


def test_the_task_the_library_would_take_is_claimed_as_it_claims(django_assert_num_queries):
    later = records.using(run_after=timezone.now() + timedelta(hours=1)).enqueue(label="later")
    low = records.enqueue(label="low")
    high = records.using(priority=20).enqueue(label="high")
    DBTaskResult.objects.filter(pk=low.id).update(worker_ids=["died-earlier"])
    expected = DBTaskResult.objects.ready().first()
    assert expected.pk == high.db_result.pk  # higher priority first, then the oldest
    with django_assert_num_queries(1):
        task = next_task().claim("w1")
    assert task.pk == expected.pk and task.status == "RUNNING" and task.worker_ids == ["w1"]
    assert task.task_result.kwargs == {"label": "high"} and task.task_path.endswith("records")
    stored = DBTaskResult.objects.get(pk=task.pk)
    assert (stored.status, stored.worker_ids, stored.started_at) == ("RUNNING", ["w1"], task.started_at)
    assert stored.enqueued_at == task.enqueued_at and stored.run_after == task.run_after
    second = next_task().claim("w2")
    assert second.pk == low.db_result.pk and second.worker_ids == ["died-earlier", "w2"]
    assert DBTaskResult.objects.get(pk=low.id).worker_ids == ["died-earlier", "w2"]
    assert next_task().claim("w3") is None  # the later one waits for its time
    assert DBTaskResult.objects.get(pk=later.id).status == "READY"


def test_only_the_workers_queues():
    from core.exports.tasks import export_run
    from core.notifications.tasks import email_send

    export = export_run.enqueue(job_id="00000000-0000-0000-0000-000000000000")
    email = email_send.enqueue(message_id=1)
    assert next_task(queues=["default"]).claim("w").pk == export.db_result.pk
    assert next_task(excluded=["default"]).claim("w").pk == email.db_result.pk
    assert next_task().claim("w") is None


def test_the_worker_runs_every_ready_task_and_stops_when_none_is_left(monkeypatch):
    # the test's transaction would look like a broken connection to close_old_connections
    monkeypatch.setattr(worker_module, "close_old_connections", lambda: None)
    results = [records.enqueue(label=str(n)) for n in range(3)]
    worker = a_worker("batch")
    with CaptureQueriesContext(connection) as ctx:
        worker._poll()
    done = DBTaskResult.objects.filter(pk__in=[r.id for r in results])
    assert sorted(done.values_list("status", "return_value")) == [
        ("SUCCESSFUL", f"ran {n}") for n in range(3)
    ]
    assert all(t.worker_ids == ["batch"] for t in done)
    assert len(ctx.captured_queries) == 3 * 2 + 1  # each: taken and finished; then none left
