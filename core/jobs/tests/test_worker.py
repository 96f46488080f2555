"""The worker survives a busy database and recovers the tasks of a worker that died."""

from datetime import timedelta

import pytest
from django.db import OperationalError
from django.db.models import QuerySet
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from core.common import db_retry
from core.jobs import services
from core.jobs.models import WorkerBeat
from core.jobs.services import MAX_CLAIMS, tasks_lost_recover, worker_beat
from core.jobs.tests.tasks import records
from core.jobs.tests.worker import a_worker, run_ready_tasks

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def no_waiting(monkeypatch):
    monkeypatch.setattr(db_retry.time, "sleep", lambda seconds: None)


def locked_for(monkeypatch, times: int, when) -> list:
    """QuerySet.update answers "database is locked" `times` times for the calls `when` picks."""
    real = QuerySet.update
    failures = []

    def update(self, **fields):
        if when(self, fields) and len(failures) < times:
            failures.append(fields)
            raise OperationalError("database is locked")
        return real(self, **fields)

    monkeypatch.setattr(QuerySet, "update", update)
    return failures


def claimed(result_id, *, by: list[str], minutes_ago: int) -> DBTaskResult:
    DBTaskResult.objects.filter(pk=result_id).update(
        status="RUNNING", worker_ids=by, started_at=timezone.now() - timedelta(minutes=minutes_ago)
    )
    return DBTaskResult.objects.get(pk=result_id)


def test_the_worker_goes_on_when_saving_a_result_finds_the_database_locked(monkeypatch):
    # given a task, and a database that is locked for the first five saves of its outcome
    result = records.enqueue(label="a")
    task = DBTaskResult.objects.get(pk=result.id)
    task.claim("live-worker")
    failures = locked_for(monkeypatch, 5, lambda qs, f: qs.model is DBTaskResult and "finished_at" in f)
    # when the worker runs it
    a_worker().run_task(task)
    # then the outcome is saved after the retries, and the worker did not die
    task.refresh_from_db()
    assert len(failures) == 5
    assert task.status == "SUCCESSFUL" and task.return_value == "ran a"


def test_a_failing_task_is_marked_failed_even_when_the_database_is_locked(monkeypatch):
    from core.jobs.tests.tasks import always_fails

    result = always_fails.enqueue(label="x", attempt=6)
    task = DBTaskResult.objects.get(pk=result.id)
    task.claim("live-worker")
    locked_for(monkeypatch, 4, lambda qs, f: qs.model is DBTaskResult and "finished_at" in f)
    a_worker().run_task(task)
    task.refresh_from_db()
    assert task.status == "FAILED" and "boom x" in task.traceback


def test_a_task_left_running_by_a_dead_worker_is_queued_again_and_runs():
    # given a task claimed 10 minutes ago by a worker whose last heartbeat is older than the lease
    result = records.enqueue(label="b")
    claimed(result.id, by=["dead-worker"], minutes_ago=10)
    WorkerBeat.objects.create(
        worker_id="dead-worker", started_at=timezone.now(), beat_at=timezone.now() - timedelta(minutes=5)
    )
    # when a live worker sweeps
    recovered = tasks_lost_recover()
    # then it is queued again and runs to the end
    assert [r.requeued for r in recovered] == [True]
    assert run_ready_tasks() == 1
    task = DBTaskResult.objects.get(pk=result.id)
    assert task.status == "SUCCESSFUL" and task.worker_ids == ["dead-worker", "test-worker"]


def test_a_long_task_of_a_live_worker_is_left_alone():
    result = records.enqueue(label="c")
    claimed(result.id, by=["busy-worker"], minutes_ago=30)
    worker_beat(worker_id="busy-worker", queues="*", task_id=str(result.id))
    assert tasks_lost_recover() == []
    assert DBTaskResult.objects.get(pk=result.id).status == "RUNNING"


def test_a_running_task_its_live_worker_no_longer_runs_is_recovered():
    # its worker is alive but says it runs nothing (its outcome was never saved)
    result = records.enqueue(label="d")
    claimed(result.id, by=["idle-worker"], minutes_ago=30)
    worker_beat(worker_id="idle-worker", queues="*")
    assert [r.requeued for r in tasks_lost_recover()] == [True]


def test_a_task_whose_worker_died_every_time_is_failed_with_the_reason():
    result = records.enqueue(label="e")
    claimed(result.id, by=[f"w{i}" for i in range(MAX_CLAIMS)], minutes_ago=5)
    recovered = a_worker().sweep()
    task = DBTaskResult.objects.get(pk=result.id)
    assert [r.requeued for r in recovered] == [False]
    assert task.status == "FAILED" and task.exception_class_path == services.LOST
    assert "(w2) stopped (no heartbeat)" in task.traceback and "not run again" in task.traceback


def test_a_task_just_claimed_is_not_taken_from_its_new_worker():
    # a worker claims, then beats within a lease: a claim younger than the lease is never swept
    result = records.enqueue(label="f")
    claimed(result.id, by=["new-worker"], minutes_ago=0)
    assert tasks_lost_recover() == []


def test_the_heartbeat_names_the_worker_and_a_clean_stop_removes_it():
    worker = a_worker()
    worker.beat()
    beat = WorkerBeat.objects.get(pk="live-worker")
    assert beat.queues == "*" and beat.pid > 0
    services.worker_stop(worker_id="live-worker")
    assert not WorkerBeat.objects.exists()


def test_e_mails_have_their_own_queue_and_go_first():
    from core.exports.tasks import export_run
    from core.notifications.tasks import email_send

    assert email_send.queue_name == "emails" and export_run.queue_name == "default"
    export_run.enqueue(job_id="00000000-0000-0000-0000-000000000000")
    email = email_send.enqueue(message_id=1)
    # a worker for everything takes the e-mail first; a worker for e-mails never takes the export
    assert DBTaskResult.objects.ready().first().pk == email.db_result.pk
    assert list(DBTaskResult.objects.ready().filter(queue_name="emails")) == [email.db_result]


def test_a_worker_whose_process_is_gone_from_this_machine_is_recovered_at_once():
    import os
    import socket
    import subprocess

    # given a task claimed a moment ago by a worker of this machine whose process has ended
    gone = subprocess.Popen(["true"])
    gone.wait()
    result = records.enqueue(label="g")
    claimed(result.id, by=["crashed"], minutes_ago=0)
    WorkerBeat.objects.create(
        worker_id="crashed",
        host=socket.gethostname(),
        pid=gone.pid,
        started_at=timezone.now(),
        beat_at=timezone.now(),
    )
    worker_beat(worker_id="alive-here", queues="*")  # this process: alive
    # when the restarted worker sweeps at its start: the task is queued again without waiting for the lease
    assert [r.requeued for r in a_worker().sweep()] == [True]
    assert os.getpid() != gone.pid
