"""The order board's columns (GET /api/office/orders?filter={"status":..}): newest first, as the
specification says ("Cards are newest first"), so a new order is the first card of its column; the
'Soonest due' sort the person may choose lists the open columns by dispatch date. On PostgreSQL each
sort is read in order from an index that starts with the status, whatever the number of orders."""

from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from core.office.tests.calls import get_list
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db

NEWEST = {"sort": ["created_at", "DESC"], "range": [0, 24]}  # what the board asks by default
SOONEST_DUE = {"sort": ["dispatch_by", "ASC"], "range": [0, 24]}  # the 'Soonest due' choice


@pytest.fixture
def busy_column():
    """30 pending orders, placed over the last days and due before the new one is."""
    now, today = timezone.now(), timezone.localdate()
    return [
        OrderFactory(status="pending", created_at=now - timedelta(hours=n + 1), dispatch_by=today)
        for n in range(30)
    ]


def test_a_new_order_is_the_first_card_of_its_column_by_default(staff_client, busy_column):
    today = timezone.localdate()
    new = OrderFactory(status="pending", dispatch_by=today + timedelta(days=4))  # placed now, due last

    for params in (NEWEST, {}):  # the board's call, and the list's own default
        column = get_list(staff_client, "orders", filter={"status": "pending"}, **params).json()
        assert column[0]["order_id"] == new.order_id
        assert column[0]["dispatch_by"] == str(today + timedelta(days=4))  # the card's due chip

    # soonest due first: it is due after the 30 others, so not among the first 25 cards
    by_due = get_list(staff_client, "orders", filter={"status": "pending"}, **SOONEST_DUE).json()
    assert len(by_due) == 25 and new.order_id not in {o["order_id"] for o in by_due}


def test_the_soonest_due_sort_lists_the_late_first_and_the_undated_last(staff_client):
    today = timezone.localdate()
    later = OrderFactory(status="confirm", dispatch_by=today + timedelta(days=3))
    late = OrderFactory(status="confirm", dispatch_by=today - timedelta(days=1))
    due = OrderFactory(status="confirm", dispatch_by=today)
    OrderFactory(status="pending", dispatch_by=today - timedelta(days=5))  # another column

    column = get_list(staff_client, "orders", filter={"status": "confirm"}, **SOONEST_DUE).json()
    assert [o["order_id"] for o in column] == [late.order_id, due.order_id, later.order_id]
    newest = get_list(staff_client, "orders", filter={"status": "confirm"}, **NEWEST).json()
    assert [o["order_id"] for o in newest] == [due.order_id, late.order_id, later.order_id]


@pytest.mark.parametrize(
    ("params", "index"), [(NEWEST, "order_status_recent"), (SOONEST_DUE, "order_status_due")]
)
def test_each_board_sort_reads_its_status_index_in_order(staff_client, busy_column, params, index):
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL only: SQLite reads its small tables")
    get_list(staff_client, "orders")  # the session is in its cache from now on, as in use
    with CaptureQueriesContext(connection) as ctx:
        get_list(staff_client, "orders", filter={"status": "pending"}, **params)
    page = next(q["sql"] for q in ctx.captured_queries if "ORDER BY" in q["sql"] and "LIMIT" in q["sql"])
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_seqscan = off")
        cursor.execute("EXPLAIN " + page)
        plan = "\n".join(row[0] for row in cursor.fetchall())
    assert index in plan, plan
    assert "Sort" not in plan, plan  # read in the index's order: the page stops after its 25 rows
