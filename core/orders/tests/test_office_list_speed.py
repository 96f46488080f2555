"""The back office's lists at any size: totals that do not count the table, searches
through indexes, and a number of queries per request that does not grow with the orders."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from core.accounts.tests.factories import CustomerFactory
from core.common import counts
from core.office.tests.calls import get_list
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db

LISTS = {
    "board column": {"filter": {"status": "pending"}, "sort": ["created_at", "DESC"], "range": [0, 24]},
    "board by due": {"filter": {"status": "pending"}, "sort": ["dispatch_by", "ASC"], "range": [0, 24]},
    "all": {"sort": ["created_at", "DESC"], "range": [0, 24]},
    "paid": {"filter": {"payment_status": "paid"}},
    "due": {"filter": {"due": True}},
    "search digits": {"filter": {"q": "98"}},
    "search name": {"filter": {"q": "Sharma"}},
    "search two words": {"filter": {"q": "RZ- 98"}},
    "one customer": {"filter": {"customer_id": 1}},
    "by amount": {"sort": ["amount", "ASC"], "range": [25, 49]},
}


def _queries(client, **params) -> int:
    with CaptureQueriesContext(connection) as ctx:
        response = get_list(client, "orders", **params)
    assert response.status_code == 200, response.content
    return len(ctx.captured_queries)


@pytest.mark.parametrize("name", LISTS)
def test_the_order_lists_take_no_more_queries_for_60_orders_than_for_2(staff_client, name):
    people = CustomerFactory.create_batch(3, name="Asha Sharma")
    params = dict(LISTS[name])
    if name == "one customer":
        params["filter"] = {"customer_id": people[0].pk}
    OrderFactory.create_batch(2, customer=people[0])
    get_list(staff_client, "orders")  # the session is in its cache from now on, as in use
    few = _queries(staff_client, **params)
    for person in people:
        OrderFactory.create_batch(20, customer=person, lines=[("M", 1), ("L", 2)])
    many = _queries(staff_client, **params)
    assert many <= few + 1  # a full page may need the (capped) count a short page does not
    assert many <= 7  # user, page, lines, count, and each search word's people


def test_board_column_total_is_exact_and_counts_only_its_status(staff_client):
    OrderFactory.create_batch(3, status="pending")
    OrderFactory.create_batch(2, status="shipped")
    response = get_list(staff_client, "orders", filter={"status": "pending"}, range=[0, 1])
    assert response["Content-Range"] == "orders 0-1/3"


def test_a_long_list_answers_more_pages_instead_of_counting_it(staff_client, monkeypatch):
    monkeypatch.setattr("core.office.listing.COUNT_AHEAD", 2)
    OrderFactory.create_batch(8)
    first = get_list(staff_client, "orders", range=[0, 2], filter={"q": "RZ"})
    assert first["Content-Range"] == "orders 0-2/*"  # more than 3 + 2 rows: not counted further
    near_end = get_list(staff_client, "orders", range=[3, 5], filter={"q": "RZ"})
    assert near_end["Content-Range"] == "orders 3-5/8"


def test_a_short_page_is_its_own_total_without_a_count(staff_client):
    OrderFactory.create_batch(3)
    get_list(staff_client, "orders")
    with CaptureQueriesContext(connection) as ctx:
        response = get_list(staff_client, "orders", range=[0, 24], filter={"q": "RZ"})
    assert response["Content-Range"] == "orders 0-2/3"
    assert not any("COUNT(" in q["sql"].upper() for q in ctx.captured_queries)


def test_capped_count():
    OrderFactory.create_batch(4)
    from core.orders.models import Order

    assert counts.capped_count(Order.objects.all(), upto=4) == 4
    assert counts.capped_count(Order.objects.all(), upto=3) is None


def test_search_by_the_start_of_an_order_id_with_or_without_rz(staff_client):
    order = OrderFactory(order_id="RZ-7KQ4M2XP")
    other = OrderFactory(order_id="RZ-7KPAAAAA")
    for q in ("7kq", "RZ-7KQ4", "rz-7kq4m2xp"):
        found = [o["id"] for o in get_list(staff_client, "orders", filter={"q": q}).json()]
        assert found == [order.order_id], q
    both = {o["id"] for o in get_list(staff_client, "orders", filter={"q": "RZ-7K"}).json()}
    assert both == {order.order_id, other.order_id}
    exact = get_list(staff_client, "orders", filter={"q": order.order_id}).json()
    assert [o["id"] for o in exact] == [order.order_id]


def test_search_by_a_part_of_the_phone_and_of_the_name(staff_client):
    meera = CustomerFactory(name="Meera Iyer", phone_number="9123456780")
    ravi = CustomerFactory(name="Ravi Kumar", phone_number="8123456789")
    mine, theirs = OrderFactory(customer=meera), OrderFactory(customer=ravi)
    by_phone = get_list(staff_client, "orders", filter={"q": "91234"}).json()
    assert [o["id"] for o in by_phone] == [mine.order_id]
    assert get_list(staff_client, "orders", filter={"q": "6780"}).json()[0]["id"] == mine.order_id
    by_name = get_list(staff_client, "orders", filter={"q": "eera"}).json()
    assert [o["id"] for o in by_name] == [mine.order_id]
    both = get_list(staff_client, "orders", filter={"q": "kumar 8123"}).json()
    assert [o["id"] for o in both] == [theirs.order_id]


def test_a_common_name_searches_through_a_subquery(staff_client, monkeypatch):
    monkeypatch.setattr("core.orders.selectors.MANY_PEOPLE", 1)
    people = CustomerFactory.create_batch(3, name="Asha Khan")
    orders = [OrderFactory(customer=p) for p in people]
    found = get_list(staff_client, "orders", filter={"q": "khan"}).json()
    assert {o["id"] for o in found} == {o.order_id for o in orders}


def test_customers_page_has_its_totals_from_one_query(staff_client, django_assert_max_num_queries):
    people = CustomerFactory.create_batch(3)
    for person in people:
        OrderFactory(customer=person, amount="100.00", payment_status="paid")
        OrderFactory(customer=person, amount="40.00")
    get_list(staff_client, "customers")
    with django_assert_max_num_queries(4):  # user, page, totals (a short page needs no count)
        rows = get_list(staff_client, "customers", range=[0, 24]).json()
    assert {(r["orders_count"], r["total_paid"], r["total_due"]) for r in rows} == {(2, 100.0, 40.0)}
    by_total = get_list(staff_client, "customers", sort=["total_due", "DESC"]).json()
    assert by_total[0]["total_due"] == 40.0


def test_postgres_has_the_search_indexes():
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL only: SQLite searches people by reading their table")
    with connection.cursor() as cursor:
        cursor.execute("SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'accounts_user'")
        found = dict(cursor.fetchall())
    assert "gin_trgm_ops" in found["user_name_trigram"] and "upper" in found["user_name_trigram"].lower()
    assert "gin_trgm_ops" in found["user_phone_trigram"]
