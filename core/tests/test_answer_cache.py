"""The lists' answers are kept until a write to the shop's tables commits (issue 12)."""

import warnings

import pytest
from django.core.cache import caches
from django.core.cache.backends.base import CacheKeyWarning
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from core.common import answer_cache
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db

BOARD = "/api/office/orders?filter=%7B%22status%22%3A%22pending%22%7D"


@pytest.fixture
def kept(settings, monkeypatch):
    """The cache on; a write retires the answers at once (a test's transaction never commits, so
    on_commit would never run: here each write counts as committed)."""
    settings.SHOP_ANSWER_CACHE = True
    caches[answer_cache.CACHE].clear()
    monkeypatch.setattr(answer_cache.transaction, "on_commit", lambda fn, using=None: fn())


def _ids(response) -> list[str]:
    return [o["id"] for o in response.json()]


def test_a_list_is_answered_from_the_cache_until_an_order_changes(kept, staff_client):
    first = OrderFactory()
    answer = staff_client.get(BOARD)
    assert _ids(answer) == [first.order_id]
    with CaptureQueriesContext(connection) as ctx:
        again = staff_client.get(BOARD)
    assert again.content == answer.content and again["Content-Range"] == answer["Content-Range"]
    assert len(ctx.captured_queries) <= 2  # the user and their role's permissions, as for every request
    second = OrderFactory()  # a write: the kept answers retire
    assert _ids(staff_client.get(BOARD)) == [second.order_id, first.order_id]


def test_a_status_change_through_the_api_retires_the_answers(kept, staff_client):
    order = OrderFactory()
    assert _ids(staff_client.get(BOARD)) == [order.order_id]
    response = staff_client.send("put", f"/api/office/orders/{order.order_id}", {"status": "confirm"})
    assert response.status_code == 200
    assert staff_client.get(BOARD).json() == []


def test_a_long_search_is_kept_under_a_valid_cache_key(kept, staff_client):
    order = OrderFactory()
    long_search = BOARD.replace("status%22%3A%22pending", "q%22%3A%22" + order.order_id + "%20" * 100)
    with warnings.catch_warnings():
        warnings.simplefilter("error", CacheKeyWarning)  # a key past 250 characters warns
        answer = staff_client.get(long_search)
        with CaptureQueriesContext(connection) as ctx:
            again = staff_client.get(long_search)
    assert _ids(answer) == [order.order_id] and again.content == answer.content
    assert len(ctx.captured_queries) <= 2  # kept: only the user and their role are read


def test_answers_are_per_person_and_access_is_still_checked(kept, staff_client, customer_client, client):
    OrderFactory()
    assert staff_client.get(BOARD).status_code == 200
    assert customer_client.get(BOARD).status_code == 403
    assert client.get(BOARD).status_code == 401


def test_only_writes_to_shop_tables_count():
    assert answer_cache.WRITES.match('UPDATE "orders_order" SET "status" = %s')
    assert answer_cache.WRITES.match('INSERT INTO "accounts_user" ("phone_number") VALUES (%s)')
    assert answer_cache.WRITES.match('DELETE FROM "fulfilment_shipment" WHERE id = 1')
    assert not answer_cache.WRITES.match('UPDATE "django_session" SET "session_data" = %s')
    assert not answer_cache.WRITES.match('SELECT * FROM "orders_order"')
    assert not answer_cache.WRITES.match('INSERT INTO "axes_accessattempt" VALUES (1)')


def test_off_by_setting(settings, staff_client):
    settings.SHOP_ANSWER_CACHE = False
    OrderFactory()
    staff_client.get(BOARD)
    with CaptureQueriesContext(connection) as ctx:
        staff_client.get(BOARD)
    assert len(ctx.captured_queries) >= 3


def test_one_transaction_retires_the_answers_once(django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks() as callbacks:
        with transaction.atomic():
            OrderFactory()
            OrderFactory()
            try:
                with transaction.atomic():  # a savepoint rolled back drops its callbacks...
                    OrderFactory()
                    raise RuntimeError
            except RuntimeError:
                pass
    assert callbacks.count(answer_cache.data_changed) == 1


def test_a_write_after_a_rolled_back_savepoint_still_retires_them(django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks() as callbacks:
        with transaction.atomic():
            try:
                with transaction.atomic():
                    OrderFactory()
                    raise RuntimeError
            except RuntimeError:
                pass
            OrderFactory()  # ...so a write after it registers again
    assert callbacks.count(answer_cache.data_changed) == 1
