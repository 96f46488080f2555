"""The specification's totals and list lengths are read from the maintained totals: no request counts
or sums the orders table, and each answers in the same few queries."""

import re

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db

# aggregates over the orders table itself (a page's own rows are fine, a COUNT or SUM over them is not)
WHOLE_TABLE = re.compile(r'(COUNT|SUM)\(.*FROM "orders_order"', re.S)

CALLS = {
    "/api/adminnavamountsummary/": 3,  # session, user, totals
    "/api/pendingorders/?limit=5": 4,  # session, user, length, page (its lines in it: orders/api/rows.py)
    "/api/paid/?limit=5": 4,  # session, user, length, page (with customers)
    "/api/unpaid/?limit=5": 4,
    "/api/payment_list/?limit=5": 4,
    "/api/office/summary/": 7,  # session, user, totals, customers, the inbox's three counts
    "/api/office/charts/": 5,
}


@pytest.mark.parametrize("url, most", CALLS.items())
def test_totals_and_lengths_come_from_the_maintained_totals(
    staff_client, url, most, django_assert_max_num_queries
):
    for n in range(8):
        OrderFactory(
            status=["pending", "confirm", "cancelled", "delivered"][n % 4],
            payment_status=["paid", "unpaid"][n % 2],
        )
    with django_assert_max_num_queries(most), CaptureQueriesContext(connection) as ctx:
        response = staff_client.get(url)
    assert response.status_code == 200
    scans = [q["sql"] for q in ctx.captured_queries if WHOLE_TABLE.search(q["sql"])]
    assert scans == []


def test_the_list_lengths_are_right(staff_client):
    for status, payment in [
        ("pending", "unpaid"),
        ("pending", "paid"),
        ("cancelled", "unpaid"),
        ("shipped", "unpaid"),
    ]:
        OrderFactory(status=status, payment_status=payment)
    assert staff_client.get("/api/pendingorders/")["X-Total-Count"] == "2"
    assert staff_client.get("/api/paid/")["X-Total-Count"] == "1"
    assert staff_client.get("/api/unpaid/")["X-Total-Count"] == "2"  # the cancelled one is not owed
    assert staff_client.get("/api/payment_list/")["X-Total-Count"] == "4"
    assert staff_client.get("/api/payment_list/?q=RZ-")["X-Total-Count"] == "4"  # a search counts its matches


def test_the_django_admin_dashboard_draws_the_charts(staff, django_assert_max_num_queries):
    staff.is_superuser = True
    staff.save()
    OrderFactory(amount="123456.50")
    desk = Client()
    desk.force_login(staff)
    # the index lists the apps a superuser may open (more apps, one more look-up), none of them counted
    with django_assert_max_num_queries(22), CaptureQueriesContext(connection) as ctx:
        html = desk.get("/admin/").content.decode()
    assert [q["sql"] for q in ctx.captured_queries if WHOLE_TABLE.search(q["sql"])] == []
    assert 'data-type="bar"' in html and "admin-brand/charts.js" in html
    assert "Orders and revenue per day" in html and "Top product types (last 30 days)" in html
    assert "₹1,23,456.50" in html  # the product types' table, Indian grouping
