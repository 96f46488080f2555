"""The returns lists are paged, filtered by an index and answered in a fixed number of queries
however many returns there are; the tabs' counts come from the maintained tally."""

import json

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from core.returns.services.requests import LineAsk
from core.returns.tests.factories import ask, delivered_order, refunded

pytestmark = pytest.mark.django_db


@pytest.fixture
def returns(customer, owner):
    order = delivered_order(customer, lines=[("M", 6)])
    line = order.lines.get()
    made = [ask(order, lines=[LineAsk(line_id=line.pk, quantity=1)]) for _ in range(4)]
    refunded(made[0], owner)
    refunded(made[1], owner)
    return made


def test_the_office_list_pages_and_filters_by_status_in_a_few_queries(
    staff_client, returns, django_assert_max_num_queries
):
    with django_assert_max_num_queries(8):  # session, user, perms, count tally, rows, lines
        response = staff_client.get("/api/office/returns", {"range": "[0,1]"})
    assert response["Content-Range"] == "returns 0-1/4"
    assert len(response.json()) == 2
    tab = staff_client.get("/api/office/returns", {"filter": '{"status":"refunded"}'})
    assert tab["Content-Range"] == "returns 0-1/2"
    assert {row["status"] for row in tab.json()} == {"refunded"}
    found = staff_client.get("/api/office/returns", {"filter": json.dumps({"q": returns[2].number})}).json()
    assert [row["number"] for row in found] == [returns[2].number]


def test_the_counts_read_the_tally(staff_client, returns, django_assert_max_num_queries):
    with django_assert_max_num_queries(4):
        counts = staff_client.get("/api/office/returns/counts").json()
    assert counts["all"] == 4 and counts["refunded"] == 2 and counts["requested"] == 2


def test_the_refunds_table(staff_client, customer, returns, django_assert_max_num_queries):
    with django_assert_max_num_queries(8):
        rows = staff_client.get("/api/office/refunds").json()
    assert len(rows) == 2 and rows[0]["phone_number"] == customer.phone_number
    assert rows[0]["reference"] == "UTR12345678" and rows[0]["credit_note_number"]


def test_the_customers_returns_in_a_fixed_number_of_queries(customer_client, returns):
    with CaptureQueriesContext(connection) as few:
        customer_client.get("/api/returns/mine/", {"limit": 1})
    with CaptureQueriesContext(connection) as many:
        response = customer_client.get("/api/returns/mine/", {"limit": 4})
    assert len(response.json()) == 4 and response["X-Total-Count"] == "4"
    assert len(many) == len(few)


def test_the_timeline_list_stays_at_its_query_count_with_returns(
    customer_client, returns, django_assert_max_num_queries
):
    with django_assert_max_num_queries(11):
        timelines = customer_client.get("/api/orders/tracking/").json()
    assert len(timelines[0]["returns"]) == 4
