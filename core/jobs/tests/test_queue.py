"""The task queue: retries with back-off, the health check, and the admin team's view of failures."""

from datetime import timedelta

import pytest
from django.test import Client
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from core.accounts.roles import Role
from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.conftest import JsonClient
from core.jobs.models import WorkerBeat
from core.jobs.retry import MAX_ATTEMPTS, backoff_seconds
from core.jobs.services import worker_beat
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


@pytest.fixture
def owner_client():
    c = JsonClient()
    c.force_login(StaffFactory(role=Role.OWNER))
    return c


def test_the_owner_gets_the_database_the_queue_and_the_workers(owner_client):
    # given a worker alive, a task waiting 90 s and one deferred to later
    worker_beat(worker_id="w1", queues="*")
    always_fails.enqueue(label="waiting")
    DBTaskResult.objects.update(enqueued_at=timezone.now() - timedelta(seconds=90))
    always_fails.using(run_after=timezone.now() + timedelta(hours=1)).enqueue(label="later")
    # when the owner asks
    r = owner_client.get("/api/health/")
    # then everything
    assert r.status_code == 200
    body = r.json()
    assert body["ok"] is True and body["database"]["ok"] is True
    assert body["queue"]["waiting"] == 1 and body["queue"]["deferred"] == 1
    assert 89 <= body["queue"]["oldest_waiting_seconds"] < 200
    assert body["workers"]["alive"] == 1 and body["workers"]["last_heartbeat_seconds"] < 60


@pytest.mark.parametrize("who", ["visitor", "customer", "order desk", "accounts"])
def test_anyone_but_the_owner_gets_only_ok(who, client):
    always_fails.enqueue(label="waiting")
    worker_beat(worker_id="w1", queues="*")
    if who == "customer":
        client.force_login(CustomerFactory())
    elif who != "visitor":
        client.force_login(StaffFactory(role=Role.ORDER_DESK if who == "order desk" else Role.ACCOUNTS))
    r = client.get("/api/health/")
    assert r.status_code == 200 and r.json() == {"ok": True}


def test_tasks_waiting_with_no_worker_alive_for_a_minute_is_not_ok(client, owner_client):
    # given a task waiting, and the only worker's last heartbeat two minutes ago
    always_fails.enqueue(label="stuck")
    worker_beat(worker_id="w1", queues="*")
    WorkerBeat.objects.update(beat_at=timezone.now() - timedelta(minutes=2))
    # then: 503 and ok false for everyone, the figures for the owner
    r = client.get("/api/health/")
    assert r.status_code == 503 and r.json() == {"ok": False}
    body = owner_client.get("/api/health/").json()
    assert body["ok"] is False and body["workers"]["alive"] == 0
    assert 110 < body["workers"]["last_heartbeat_seconds"] < 200


def test_no_worker_with_nothing_waiting_is_fine(client):
    assert client.get("/api/health/").json() == {"ok": True}


def test_health_with_an_empty_queue(owner_client, django_assert_max_num_queries):
    owner_client.get("/api/me/")  # the session and its permissions read once
    with django_assert_max_num_queries(12):
        body = owner_client.get("/api/health/").json()
    assert body["queue"] == {"waiting": 0, "oldest_waiting_seconds": 0.0, "deferred": 0, "failed": 0}
    assert body["workers"] == {"alive": 0}


def test_health_says_503_when_the_database_is_down(client, monkeypatch):
    from django.db import DatabaseError

    from core.jobs import api

    def down():
        raise DatabaseError("connection refused")

    monkeypatch.setattr(api, "queue_state", down)
    r = client.get("/api/health/")
    assert r.status_code == 503 and r.json() == {"ok": False}


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
