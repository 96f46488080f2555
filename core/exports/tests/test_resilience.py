"""Exports under a busy database and a dying worker, and the fair limit per member."""

from datetime import timedelta

import pytest
from django.db import OperationalError
from django.db.models import QuerySet
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from core.common import db_retry
from core.common.tests.bodies import shown
from core.exports.models import ExportJob, ExportStatus
from core.exports.services import AT_ONCE, TOO_MANY_AT_ONCE, WORKER_STOPPED, export_job_start
from core.jobs.services import MAX_CLAIMS, tasks_lost_recover
from core.jobs.tests.worker import run_ready_tasks
from core.jobs.worker import ShopWorker
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def no_waiting(monkeypatch):
    monkeypatch.setattr(db_retry.time, "sleep", lambda seconds: None)


@pytest.fixture
def packs_job(staff, django_capture_on_commit_callbacks):
    orders = OrderFactory.create_batch(3)
    with django_capture_on_commit_callbacks(execute=True):
        job = export_job_start(user=staff, level="packs", params={"order_ids": [o.order_id for o in orders]})
    return job


def _progress_locked(monkeypatch, times: int) -> list:
    real = QuerySet.update
    failures = []

    def update(self, **fields):
        if self.model is ExportJob and set(fields) == {"rows_done"} and len(failures) < times:
            failures.append(fields)
            raise OperationalError("database is locked")
        return real(self, **fields)

    monkeypatch.setattr(QuerySet, "update", update)
    return failures


def test_a_locked_progress_write_is_retried_and_the_packs_are_written(packs_job, monkeypatch):
    failures = _progress_locked(monkeypatch, 3)
    assert run_ready_tasks() == 1
    packs_job.refresh_from_db()
    assert len(failures) == 3
    assert (packs_job.status, packs_job.rows_done, packs_job.error) == (ExportStatus.DONE, 3, "")


def test_progress_that_cannot_be_saved_at_all_does_not_stop_the_file(packs_job, monkeypatch):
    _progress_locked(monkeypatch, 1000)
    run_ready_tasks()
    packs_job.refresh_from_db()
    assert packs_job.status == ExportStatus.DONE and packs_job.file


def _lose_the_task(job: ExportJob, claims: int) -> DBTaskResult:
    """The job's task was claimed `claims` times by workers that died mid-way (no heartbeat)."""
    task = DBTaskResult.objects.get(args_kwargs__kwargs__job_id=str(job.id))
    DBTaskResult.objects.filter(pk=task.pk).update(
        status="RUNNING",
        worker_ids=[f"dead-{i}" for i in range(claims)],
        started_at=timezone.now() - timedelta(minutes=10),
    )
    ExportJob.objects.filter(pk=job.pk).update(status=ExportStatus.RUNNING, rows_done=1)
    return task


def test_an_export_whose_worker_died_mid_way_is_run_again_from_the_start(packs_job):
    _lose_the_task(packs_job, claims=1)
    assert [r.requeued for r in tasks_lost_recover()] == [True]
    assert run_ready_tasks() == 1
    packs_job.refresh_from_db()
    assert (packs_job.status, packs_job.rows_done) == (ExportStatus.DONE, 3)


def test_an_export_whose_worker_died_every_time_fails_with_the_reason(packs_job):
    task = _lose_the_task(packs_job, claims=MAX_CLAIMS)
    ShopWorker(
        queue_names=["*"], interval=0, batch=True, backend_name="default", startup_delay=False,
        max_tasks=None, worker_id="live", excluded_queue_names=[],
    ).sweep()  # fmt: skip
    packs_job.refresh_from_db()
    assert DBTaskResult.objects.get(pk=task.pk).status == "FAILED"
    assert (packs_job.status, packs_job.error) == (ExportStatus.FAILED, WORKER_STOPPED)
    assert packs_job.finished_at is not None


def test_a_member_has_at_most_a_few_exports_under_way(staff_client, staff):
    # given AT_ONCE exports of this member waiting or running
    for status in [ExportStatus.RUNNING] + [ExportStatus.QUEUED] * (AT_ONCE - 1):
        ExportJob.objects.create(created_by=staff, status=status)
    # when they start one more: 429, saying when to try again, in the one error shape
    r = staff_client.send("post", "/api/office/exports", {})
    assert r.status_code == 429
    assert shown(r.json()) == {"message": TOO_MANY_AT_ONCE, "errors": {}}
    assert "try again in a minute" in TOO_MANY_AT_ONCE
    # and once one has finished, they may
    ExportJob.objects.filter(status=ExportStatus.RUNNING).update(status=ExportStatus.DONE)
    assert staff_client.send("post", "/api/office/exports", {}).status_code == 202


def test_another_members_exports_do_not_count(staff_client):
    from core.accounts.tests.factories import StaffFactory

    other = StaffFactory()
    for _ in range(AT_ONCE):
        ExportJob.objects.create(created_by=other)
    assert staff_client.send("post", "/api/office/exports", {}).status_code == 202
