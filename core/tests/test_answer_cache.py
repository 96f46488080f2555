"""The lists' answers are kept until a write to the shop's tables commits (issue 12)."""

import warnings

import pytest
from django.core.cache import caches
from django.core.cache.backends.base import CacheKeyWarning
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from core.common import answer_cache, write_watch
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db

BOARD = "/api/office/orders?filter=%7B%22status%22%3A%22pending%22%7D"


@pytest.fixture
def kept(settings, monkeypatch):
    """The cache on; a write retires the answers at once (a test's transaction never commits, so
    on_commit would never run: here each write counts as committed)."""
    settings.SHOP_ANSWER_CACHE = True
    caches[answer_cache.CACHE].clear()
    monkeypatch.setattr(write_watch.transaction, "on_commit", lambda fn, using=None: fn())


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
    assert write_watch.retires('UPDATE "orders_order" SET "status" = %s')
    assert write_watch.retires('INSERT INTO "accounts_user" ("phone_number") VALUES (%s)')
    assert write_watch.retires('DELETE FROM "fulfilment_shipment" WHERE id = 1')
    assert not write_watch.retires('UPDATE "django_session" SET "session_data" = %s')
    assert not write_watch.retires('SELECT * FROM "orders_order"')
    assert not write_watch.retires('INSERT INTO "axes_accessattempt" VALUES (1)')


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


# --- issue 28: the routes say what is kept; every table but a few quiet ones retires the answers ---

PRINT_QUEUE = "/api/office/print-queue"  # an order list not marked @keep_answer


def test_the_marked_routes_are_the_lists_and_totals():
    """Collected from the operations marked @keep_answer when the middleware starts, not from paths."""
    from django.urls import URLResolver, get_resolver

    def routes(patterns, prefix=""):
        for p in patterns:
            if isinstance(p, URLResolver):
                yield from routes(p.url_patterns, prefix + str(p.pattern))
            else:
                yield prefix + str(p.pattern), p.callback

    every = dict(routes(get_resolver().url_patterns))
    marked = answer_cache.kept_routes()
    kept = {route for route, view in every.items() if view in marked}
    statuses = {f"api/{s}orders/" for s in ("pending", "confirm", "shipped", "delivered", "cancelled")}
    assert kept == statuses | {
        "api/office/orders",
        "api/office/orders/<order_id>",
        "api/office/customers",
        "api/office/summary/",
        "api/paid/",
        "api/unpaid/",
        "api/payment_list/",
        "api/adminnavamountsummary/",
        "api/order/customerlist/",
        "api/totalduebyphonenumber/",
        "api/totalpaidbyphonenumber/",
        "api/orders/tracking/",
    }
    assert "api/office/print-queue" in set(every) - kept


def test_a_route_not_marked_is_never_kept(kept, staff_client):
    OrderFactory(status="confirm")
    first = staff_client.get(PRINT_QUEUE)
    with CaptureQueriesContext(connection) as ctx:
        again = staff_client.get(PRINT_QUEUE)
    assert first.status_code == again.status_code == 200 and again.content == first.content
    assert len(ctx.captured_queries) >= 3  # computed again: the orders were read


def test_the_put_of_a_marked_path_is_not_kept(kept, staff_client):
    """orders/{order_id} is marked for GET; its PUT, on the same route, always runs."""
    order = OrderFactory()
    staff_client.get(f"/api/office/orders/{order.order_id}")
    put = staff_client.send("put", f"/api/office/orders/{order.order_id}", {"status": "confirm"})
    assert put.status_code == 200 and put.json()["status"] == "confirm"


def test_a_write_to_any_table_retires_the_answers_even_one_made_later(kept, staff_client):
    from core.banking.models import BankColumns

    version = answer_cache._version()
    # a table the old list of shop tables did not name
    BankColumns.objects.create(bank="HDFC Bank", date="Date", amount="Deposit Amt.", narration="Narration")
    assert answer_cache._version() != version
    version = answer_cache._version()
    with connection.cursor() as cursor:  # a table no list names at all: retires by default
        cursor.execute("CREATE TABLE newapp_thing (id integer)")
        cursor.execute('INSERT INTO "newapp_thing" (id) VALUES (1)')
    assert answer_cache._version() != version


def test_a_write_to_a_quiet_table_keeps_the_answers(kept, staff_client):
    from django.contrib.sessions.backends.db import SessionStore

    from core.jobs.models import WorkerBeat

    OrderFactory()
    answer = staff_client.get(BOARD)
    version = answer_cache._version()
    session = SessionStore()
    session["x"] = 1
    session.save()  # django_session
    WorkerBeat.objects.create(worker_id="w1", started_at="2026-11-26T00:00Z", beat_at="2026-11-26T00:00Z")
    assert answer_cache._version() == version
    with CaptureQueriesContext(connection) as ctx:
        assert staff_client.get(BOARD).content == answer.content
    assert len(ctx.captured_queries) <= 2


def test_every_quiet_table_says_why():
    assert all(len(why) > 20 for why in write_watch.QUIET_TABLES.values())
    ignore = 'INSERT OR IGNORE INTO "catalogue_colour" VALUES (1)'  # SQLite's ignore_conflicts
    assert write_watch.written_table(ignore) == "catalogue_colour"
    assert write_watch.written_table("update orders_order set status = 'x'") == "orders_order"
