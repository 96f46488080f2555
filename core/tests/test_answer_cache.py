"""The lists' answers are kept until a write to a table they read commits."""

import re
import warnings

import pytest
from django.apps import apps
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
    assert len(_written(callbacks)) == 1


def _written(callbacks) -> list:
    return [c for c in callbacks if isinstance(c, write_watch._Written)]


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
    [written] = _written(callbacks)
    assert "orders_order" in written.tables


# --- the routes say what is kept and which tables they read ---------------------------------------

PRINT_QUEUE = "/api/office/print-queue"  # an order list not marked @keep_answer
STATUSES = ("pending", "confirm", "shipped", "delivered", "cancelled")
CUSTOMER = "customer"  # asked by the customer who placed the orders; every other route by the team

# every marked route: who asks which URLs, taking its different paths through the code ({order},
# {returned} and {phone} are filled in)
ROUTES = {
    **{f"core.orders.api.board.{s}_orders": [("staff", f"/api/{s}orders/")] for s in STATUSES},
    "core.orders.api.board.amount_summary": [("staff", "/api/adminnavamountsummary/")],
    "core.orders.api.board.paid": [("staff", "/api/paid/")],
    "core.orders.api.board.unpaid": [("staff", "/api/unpaid/")],
    "core.orders.api.board.payment_list": [
        ("staff", "/api/payment_list/"),
        ("staff", "/api/payment_list/?q={phone}"),
    ],
    "core.orders.api.customer.customer_order_list": [
        (CUSTOMER, "/api/order/customerlist/"),
        ("staff", "/api/order/customerlist/?phone_number={phone}"),
    ],
    "core.orders.api.customer.total_due_by_phone": [
        (CUSTOMER, "/api/totalduebyphonenumber/"),
        ("staff", "/api/totalduebyphonenumber/?phone_number={phone}"),
    ],
    "core.orders.api.customer.total_paid_by_phone": [
        (CUSTOMER, "/api/totalpaidbyphonenumber/"),
        ("staff", "/api/totalpaidbyphonenumber/?phone_number={phone}"),
    ],
    "core.orders.office.orders.summary": [("staff", "/api/office/summary/")],
    "core.orders.office.customers.customer_list": [
        ("staff", "/api/office/customers"),
        ("staff", '/api/office/customers?sort=["total_due","DESC"]'),
        ("staff", '/api/office/customers?filter={{"q":"{phone}"}}'),
    ],
    "core.orders.office.orders.order_list": [
        ("staff", "/api/office/orders"),
        ("staff", BOARD),
        ("staff", '/api/office/orders?filter={{"q":"{phone}"}}'),
    ],
    "core.orders.office.orders.order_get": [
        ("staff", "/api/office/orders/{order}"),
        ("staff", "/api/office/orders/{returned}"),
    ],
    "core.tracking.api.my_timelines": [(CUSTOMER, "/api/orders/tracking/")],
}
READ = re.compile(r'\b(?:FROM|JOIN)\s+"?(\w+)"?', re.IGNORECASE)


def test_the_marked_routes_are_the_lists_and_totals():
    """The one list of marked routes (answer_cache.KEPT, filled by the marks) is this test's list."""
    assert sorted(k.name for k in answer_cache.kept_routes()) == sorted(ROUTES)


@pytest.fixture
def shop(customer, staff):
    """Orders of every status for one customer: shipped, delivered (and asked to return), paid, due."""
    from core.orders.changes.services import order_update
    from core.returns.tests.factories import ask, delivered_order

    orders = {s: OrderFactory(customer=customer) for s in ("pending", "confirm", "shipped", "cancelled")}
    order_update(order=orders["confirm"], actor=None, status="confirm")
    order_update(order=orders["shipped"], actor=None, status="confirm")
    order_update(order=orders["shipped"], actor=None, status="shipped", payment_status="paid")
    order_update(order=orders["cancelled"], actor=None, status="cancelled")
    orders["delivered"] = delivered_order(customer)
    ask(orders["delivered"])
    return orders


def _tables(queries) -> set[str]:
    return {t.lower() for q in queries for t in READ.findall(q["sql"])}


def test_every_marked_route_names_the_tables_it_reads(kept, shop, customer, staff_client, customer_client):
    """Each marked route is asked (answered, then kept); the tables its answer read, less what a kept
    answer reads too (the person, for every request), are the tables its mark names. A table read but
    not named would let a write to it leave the answer stale."""
    clients = {CUSTOMER: customer_client, "staff": staff_client}
    fill = {
        "order": shop["shipped"].order_id,
        "returned": shop["delivered"].order_id,
        "phone": customer.phone_number,
    }
    kept_by_name = {k.name: k for k in answer_cache.kept_routes()}
    unnamed = {}
    for name, asks in ROUTES.items():
        read = set()
        for who, url in asks:
            url = url.format(**fill)
            with CaptureQueriesContext(connection) as asked:
                first = clients[who].get(url)
            with CaptureQueriesContext(connection) as again:
                second = clients[who].get(url)
            assert first.status_code == 200 and second.content == first.content, url
            person = {q["sql"] for q in again.captured_queries}
            read |= _tables(q for q in asked.captured_queries if q["sql"] not in person)
        assert read, f"{name} read nothing: is it kept?"
        if read - kept_by_name[name].tables:
            unnamed[name] = sorted(read - kept_by_name[name].tables)
    labels = {m._meta.db_table: m._meta.label for m in apps.get_models(include_auto_created=True)}
    missing = "\n".join(f"{name}: {[labels.get(t, t) for t in ts]}" for name, ts in unnamed.items())
    assert not unnamed, f"marked routes read models their @keep_answer does not name:\n{missing}"


def test_a_write_to_the_email_log_or_the_audit_trail_keeps_the_boards_answers(kept, shop, staff_client):
    from core.common.models import AuditAction, AuditEntry
    from core.notifications.models import OutgoingEmail

    board = [f"/api/{s}orders/" for s in STATUSES] + [BOARD, "/api/office/summary/"]
    answers = {url: staff_client.get(url).content for url in board}
    OutgoingEmail.objects.create(
        order=shop["pending"], kind="placed", subject="Order", body_text="-", body_html="-"
    )
    AuditEntry.objects.create(action=AuditAction.SETTINGS, target="Shop settings", before="a", after="b")
    for url in board:
        with CaptureQueriesContext(connection) as ctx:
            assert staff_client.get(url).content == answers[url]
        assert len(ctx.captured_queries) <= 2, url  # kept: only the person is read
    OrderFactory()  # a write to the orders: every answer of the board retires
    for url in board:
        with CaptureQueriesContext(connection) as ctx:
            assert staff_client.get(url).status_code == 200
        assert len(ctx.captured_queries) > 2, url


def test_a_mark_names_its_models():
    with pytest.raises(TypeError):
        answer_cache.keep_answer(lambda request: None)
    with pytest.raises(TypeError):
        answer_cache.keep_answer()


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


def test_a_write_to_a_table_a_kept_route_reads_changes_its_version_even_a_table_made_later(kept):
    from core.banking.models import BankColumns

    table = BankColumns._meta.db_table
    assert table not in answer_cache.tables_read()
    version = answer_cache.versions([table])
    row = BankColumns.objects.create(bank="HDFC Bank", date="Date", amount="Deposit Amt.", narration="N")
    assert answer_cache.versions([table]) == version  # no kept answer reads it: no cache write
    # a route marked later that reads it (every kept route names what it reads, checked above)
    answer_cache.KEPT.append(answer_cache.Kept(lambda request: None, ("banking.BankColumns",)))
    try:
        BankColumns.objects.filter(pk=row.pk).update(bank="ICICI Bank")
        assert answer_cache.versions([table]) != version
    finally:
        answer_cache.KEPT.pop()
    version = answer_cache.versions(["orders_order"])
    with connection.cursor() as cursor:  # a write no service made still counts
        cursor.execute("UPDATE orders_order SET instructions = instructions")
    assert answer_cache.versions(["orders_order"]) != version
    assert answer_cache.versions(["orders_order"]) == answer_cache.versions(["orders_order"])


def test_data_changed_retires_every_answer(kept, staff_client):
    """seed_demo's COPY is no statement the watch sees: it says so itself."""
    OrderFactory()
    staff_client.get(BOARD)
    version = answer_cache.versions(["orders_order"])
    answer_cache.data_changed()
    assert answer_cache.versions(["orders_order"]) != version
    with CaptureQueriesContext(connection) as ctx:
        staff_client.get(BOARD)
    assert len(ctx.captured_queries) > 2


def test_a_write_to_a_quiet_table_keeps_the_answers(kept, staff_client):
    from django.contrib.sessions.backends.db import SessionStore

    from core.jobs.models import WorkerBeat

    OrderFactory()
    answer = staff_client.get(BOARD)
    quiet = ["django_session", "jobs_workerbeat"]
    version = answer_cache.versions(quiet)
    session = SessionStore()
    session["x"] = 1
    session.save()  # django_session
    WorkerBeat.objects.create(worker_id="w1", started_at="2026-11-26T00:00Z", beat_at="2026-11-26T00:00Z")
    assert answer_cache.versions(quiet) == version
    with CaptureQueriesContext(connection) as ctx:
        assert staff_client.get(BOARD).content == answer.content
    assert len(ctx.captured_queries) <= 2


def test_every_quiet_table_says_why():
    assert all(len(why) > 20 for why in write_watch.QUIET_TABLES.values())
    ignore = 'INSERT OR IGNORE INTO "catalogue_colour" VALUES (1)'  # SQLite's ignore_conflicts
    assert write_watch.written_table(ignore) == "catalogue_colour"
    assert write_watch.written_table("update orders_order set status = 'x'") == "orders_order"
