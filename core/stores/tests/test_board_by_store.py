"""The office board grouped under a store: the orders list's `store_id` filter gives that store's
orders alone, column by column, newest first and paged, in the same number of queries for a store of
two orders as of eight, through the store orders' (store, order) index; refused to whoever may not
see the board (the roles' table, core/accounts/roles.py), a customer (the store's organiser too),
another customer and a visitor, as the board itself is."""

import json
from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from core.accounts.roles import ROLE_PERMS, Role
from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.common.permissions import Perm
from core.conftest import JsonClient
from core.orders.changes.services import order_update
from core.orders.models import Order
from core.orders.tests.factories import OrderFactory
from core.stores.tests.factories import buy, make_store

pytestmark = pytest.mark.django_db


def _board(client, store_id, status="pending", first=0, last=24):
    query = {
        "filter": json.dumps({"status": status, "store_id": store_id}),
        "sort": json.dumps(["created_at", "DESC"]),
        "range": json.dumps([first, last]),
    }
    return client.get("/api/office/orders", query)


def _client(user) -> JsonClient:
    client = JsonClient()
    if user is not None:
        client.force_login(user)
    return client


def _aged(order, minutes: int) -> Order:
    """The order placed `minutes` ago: the board's newest-first order is the orders' own time."""
    Order.objects.filter(pk=order.pk).update(created_at=timezone.now() - timedelta(minutes=minutes))
    return order


def test_the_board_of_a_store_lists_its_orders_alone_newest_first_per_column():
    fest, house = make_store(slug="fest-2026"), make_store(slug="house-blue")
    ours = [_aged(buy(fest, paid=False), minutes=50 - n) for n in range(3)]  # the last bought the newest
    confirmed = _aged(buy(fest), minutes=60)
    order_update(order=confirmed, actor=None, status="confirm")
    _aged(buy(house, paid=False), minutes=1)  # another store's, newer
    OrderFactory()  # the shop's own orders are not the store's
    desk = _client(StaffFactory(role=Role.ORDER_DESK))

    pending = _board(desk, fest.pk)
    assert pending.status_code == 200
    assert [o["id"] for o in pending.json()] == [o.order_id for o in reversed(ours)]
    assert pending["Content-Range"] == "orders 0-2/3"
    assert [o["id"] for o in _board(desk, fest.pk, status="confirm").json()] == [confirmed.order_id]
    # paged as the board pages a column ('Load more')
    second = _board(desk, fest.pk, first=1, last=1)
    assert [o["id"] for o in second.json()] == [ours[1].order_id]
    assert second["Content-Range"] == "orders 1-1/3"
    # the board's default stays: without the filter every pending order, newest first
    everyone = desk.get("/api/office/orders", {"filter": json.dumps({"status": "pending"})}).json()
    assert len(everyone) == 5
    assert _board(desk, 999_999).json() == []


@pytest.mark.parametrize("value", ["fest", True, [1, 2], {"a": 1}])
def test_a_store_filter_that_is_not_a_store_number_is_refused(value):
    desk = _client(StaffFactory(role=Role.ORDER_DESK))
    response = _board(desk, value)
    assert response.status_code == 400
    refused = f"The store_id filter does not take {json.dumps(value)}."
    assert response.json()["errors"] == {"filter": [refused]}


def test_a_store_of_eight_orders_is_read_in_the_queries_of_a_store_of_two():
    small, large = make_store(slug="small-fest"), make_store(slug="large-fest")
    for _ in range(2):
        buy(small, paid=False)
    for n in range(8):
        buy(large, position=1 + n % 2, size=["S", "M", "L", "XL"][n % 4], paid=False)
    desk = _client(StaffFactory(role=Role.ORDER_DESK))
    _board(desk, small.pk)  # the session and the prepared rows' statement, once

    def read(store) -> tuple[int, int]:
        with CaptureQueriesContext(connection) as ctx:
            rows = _board(desk, store.pk).json()
        return len(rows), len(ctx.captured_queries)

    (two, few), (eight, many) = read(small), read(large)
    assert (two, eight) == (2, 8)
    # the session, its user, the page's ids, the page's rows: no count (the page is its own total)
    assert few == many == 4


SUBJECTS = ["anonymous", "customer", "other customer", *[role.value for role in Role]]


@pytest.mark.parametrize("subject", SUBJECTS)
def test_the_store_filter_is_for_whoever_sees_the_board(subject):
    organiser = CustomerFactory()
    fest = make_store(organiser=organiser, slug="fest-2026")
    order = buy(fest, paid=False)
    customers = {
        "anonymous": None,
        "customer": organiser,  # the store's own organiser sees its dashboard, not the office
        "other customer": order.customer,  # a buyer of the store
    }
    user = customers[subject] if subject in customers else StaffFactory(role=Role(subject))
    response = _board(_client(user), fest.pk)
    if subject == "anonymous":
        assert response.status_code == 401
    elif subject in ("customer", "other customer") or Perm.VIEW_ORDERS not in ROLE_PERMS[Role(subject)]:
        assert response.status_code == 403  # the print floor sees batches, not the buyers' orders
        assert order.order_id not in response.content.decode()
    else:
        assert response.status_code == 200
        assert [o["id"] for o in response.json()] == [order.order_id]


@pytest.fixture
def postgres():
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL only: SQLite reads its small tables")


def test_the_store_filter_reads_the_store_orders_index_alone(postgres):
    fest = make_store(slug="fest-2026")
    for _ in range(3):
        buy(fest, paid=False)
    page = Order.objects.filter(status="pending", store_order__store_id=fest.pk).order_by("-created_at")
    sql, params = page.values("pk").query.sql_with_params()
    with connection.cursor() as cursor:
        for switch in ("seqscan", "bitmapscan", "indexscan"):  # few rows: only a covering index does this
            cursor.execute(f"SET LOCAL enable_{switch} = off")
        cursor.execute("EXPLAIN " + sql, params)
        plan = "\n".join(row[0] for row in cursor.fetchall())
    assert "Index Only Scan using storeorder_store_orders" in plan, plan
