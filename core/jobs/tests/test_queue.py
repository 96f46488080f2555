"""The task queue: retries with back-off, the health check, and the admin team's view of failures."""

from datetime import timedelta

import pytest
from django.test import Client
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from core.accounts.tests.factories import StaffFactory
from core.jobs.retry import MAX_ATTEMPTS, backoff_seconds
from core.jobs.tests.tasks import always_fails
from core.jobs.tests.worker import make_retries_due, run_ready_tasks

pytestmark = pytest.mark.django_db


def test_backoff_grows_four_fold_from_30_seconds_up_to_an_hour():
    assert [backoff_seconds(a) for a in range(1, 7)] == [30, 120, 480, 1920, 3600, 3600]


def test_a_failing_task_is_retried_until_its_last_attempt_then_stays_failed():
    always_fails.enqueue(label="x")
    for _ in range(MAX_ATTEMPTS):
        assert run_ready_tasks() == 1
        make_retries_due()
    assert run_ready_tasks() == 0
    failed = DBTaskResult.objects.filter(status="FAILED")
    assert failed.count() == MAX_ATTEMPTS
    assert sorted(r.args_kwargs["kwargs"].get("attempt", 1) for r in failed) == list(
        range(1, MAX_ATTEMPTS + 1)
    )
    assert "RuntimeError: boom x" in failed.first().traceback


def test_health_answers_the_database_and_the_queue(client):
    always_fails.enqueue(label="waiting")
    DBTaskResult.objects.update(enqueued_at=timezone.now() - timedelta(seconds=90))
    always_fails.using(run_after=timezone.now() + timedelta(hours=1)).enqueue(label="later")
    r = client.get("/api/health/")
    assert r.status_code == 200
    body = r.json()
    assert body["ok"] is True and body["database"]["ok"] is True
    assert body["queue"]["waiting"] == 1 and body["queue"]["deferred"] == 1
    assert 89 <= body["queue"]["oldest_waiting_seconds"] < 200


def test_health_with_an_empty_queue(client, django_assert_max_num_queries):
    with django_assert_max_num_queries(8):
        body = client.get("/api/health/").json()
    assert body["queue"] == {"waiting": 0, "oldest_waiting_seconds": 0.0, "deferred": 0, "failed": 0}


def test_health_says_503_when_the_database_is_down(client, monkeypatch):
    from django.db import DatabaseError

    from core.jobs import api

    def down():
        raise DatabaseError("connection refused")

    monkeypatch.setattr(api, "queue_state", down)
    r = client.get("/api/health/")
    assert r.status_code == 503 and r.json()["ok"] is False and r.json()["database"]["ok"] is False


def test_the_admin_team_sees_failed_tasks_with_their_attempt():
    always_fails.enqueue(label="admin")
    run_ready_tasks()
    desk = Client()
    desk.force_login(StaffFactory(is_superuser=True))
    page = desk.get("/admin/django_tasks_database/dbtaskresult/?status__exact=FAILED")
    assert page.status_code == 200
    assert "always_fails" in page.content.decode()
    result = DBTaskResult.objects.filter(status="FAILED").first()
    detail = desk.get(f"/admin/django_tasks_database/dbtaskresult/{result.pk}/change/")
    assert "RuntimeError" in detail.content.decode()
