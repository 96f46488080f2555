"""Reads a person opens at a million orders: a search's count gives the rows the search gives, without
the joins of the list's columns; and on PostgreSQL the indexes made for the searches, the customers'
totals and the bank's unpaid UPI orders are the ones the database reads (EXPLAIN)."""

from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from core.accounts.models import User
from core.accounts.tests.factories import CustomerFactory
from core.banking.selectors import unpaid_upi_orders
from core.common.counts import capped_count
from core.office.listing import search
from core.office.tests.calls import get_list
from core.orders.customer_totals import page_totals_query
from core.orders.models import Order
from core.orders.office.customers import CUSTOMERS
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db


def test_a_search_counts_the_same_rows_it_lists_with_no_join_in_the_count(staff_client):
    nairs = CustomerFactory.create_batch(2, name="Meera Nair")
    other = CustomerFactory(name="Ravi Kumar", phone_number="9812398123")
    mine = [OrderFactory(customer=p) for p in nairs for _ in range(3)]
    OrderFactory(customer=other)
    listed = get_list(staff_client, "orders", filter={"q": "nair"}, range=[0, 199]).json()
    assert {o["id"] for o in listed} == {o.order_id for o in mine}
    with CaptureQueriesContext(connection) as ctx:
        response = get_list(staff_client, "orders", filter={"q": "nair"}, range=[0, 1])
    assert response["Content-Range"] == "orders 0-1/6"
    # few people: the list's ids up to where its count stops, one query that joins nothing, no count
    assert not any("COUNT(" in q["sql"] for q in ctx.captured_queries)
    ids = next(q["sql"] for q in ctx.captured_queries if q["sql"].startswith('SELECT "orders_order"."id"'))
    assert "JOIN" not in ids


def test_a_common_words_page_walks_the_newest_orders_and_its_count_the_customers_index(
    staff_client, monkeypatch
):
    monkeypatch.setattr("core.orders.selectors.MANY_PEOPLE", 1)  # "nair": a subquery of people
    nairs = CustomerFactory.create_batch(2, name="Meera Nair")
    mine = [OrderFactory(customer=p) for p in nairs for _ in range(3)]
    OrderFactory(customer=CustomerFactory(name="Ravi Kumar"))
    with CaptureQueriesContext(connection) as ctx:
        response = get_list(staff_client, "orders", filter={"q": "nair"}, range=[0, 1])
    assert response["Content-Range"] == "orders 0-1/6"
    assert {o["id"] for o in response.json()} <= {o.order_id for o in mine}
    page = next(q["sql"] for q in ctx.captured_queries if q["sql"].startswith('SELECT "orders_order"."id"'))
    count = next(q["sql"] for q in ctx.captured_queries if "COUNT(" in q["sql"])
    assert '"customer_id" + 0) IN (SELECT' in page  # kept off the customer index: the newest first
    assert '"customer_id" IN (SELECT' in count and "+ 0" not in count  # through it: no order to keep


def test_a_count_on_a_joined_column_keeps_its_join():
    OrderFactory(customer=CustomerFactory(name="Zoya Khan"))
    OrderFactory(customer=CustomerFactory(name="Arjun Rao"))
    qs = Order.objects.values("order_id", "customer__name").filter(customer__name="Zoya Khan")
    assert capped_count(qs, upto=10) == 1


def _plan(sql: str, params, *, only_index_only: bool = False) -> str:
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_seqscan = off")
        if only_index_only:  # on a test's few rows a plain index ties; only a covering one can do this
            cursor.execute("SET LOCAL enable_bitmapscan = off")
            cursor.execute("SET LOCAL enable_indexscan = off")
        cursor.execute("EXPLAIN " + sql, params)
        return "\n".join(row[0] for row in cursor.fetchall())


@pytest.fixture
def postgres():
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL only: SQLite reads its small tables")


def test_people_are_searched_through_their_trigram_indexes(postgres):
    for word, index in (("Nair", "user_name_trigram"), ("18159", "user_phone_trigram")):
        sql, params = (
            User.objects.filter(
                **({"phone_number__contains": word} if word.isdigit() else {"name__icontains": word})
            )
            .values("pk")
            .query.sql_with_params()
        )
        assert index in _plan(sql, params), word


def test_the_customers_totals_and_unpaid_upi_orders_read_their_own_indexes(postgres):
    people = CustomerFactory.create_batch(2)
    for person in people:
        OrderFactory(customer=person, amount="100.00", payment_status="paid")
    upi = OrderFactory(payment_method="upi", payment_status="unpaid")
    Order.objects.filter(pk=upi.pk).update(created_at=timezone.now() - timedelta(days=5))
    with CaptureQueriesContext(connection) as ctx:
        assert [o.order_id for o in unpaid_upi_orders()] == [upi.order_id]
    unpaid_sql = ctx.captured_queries[0]["sql"]
    # the totals' query runs prepared (placeholders in its logged text): its plan, from the ORM's SQL
    totals_sql, params = page_totals_query([p.pk for p in people]).query.sql_with_params()
    plan = _plan(totals_sql, params, only_index_only=True)
    assert "Index Only Scan using order_customer_money" in plan, plan
    assert "order_unpaid_upi_recent" in _plan(unpaid_sql, None)


def test_the_customers_search_ors_the_four_columns_trigram_indexes(postgres):
    """office_customers: a word is looked for in the name, phone, e-mail and city; each has a trigram
    index on UPPER() (accounts migrations 0004, 0011), so the OR is four bitmap scans, whatever the
    number of customers (a prepared statement keeps that plan for every word of 3 characters or more)."""
    CustomerFactory.create_batch(3)
    # the OR alone: on a test's few rows the planner would rather read the is_staff index
    sql, params = search(CUSTOMERS, User.objects.all(), "Nair").values("pk").query.sql_with_params()
    plan = _plan(sql, params)
    assert "BitmapOr" in plan, plan
    for index in ("user_name_trigram", "user_phone_upper_trigram", "user_email_trigram", "user_city_trigram"):
        assert index in plan, plan
