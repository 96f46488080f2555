"""The dashboards' charts (GET /api/office/charts/): from the maintained totals, staff only, and the
same few queries however many orders there are."""

from datetime import datetime, time, timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from core.catalogue.models import ProductType
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db
URL = "/api/office/charts/"


def placed(days_ago: int, **fields):
    day = timezone.localdate() - timedelta(days=days_ago)
    return OrderFactory(created_at=timezone.make_aware(datetime.combine(day, time(11, 0))), **fields)


def test_the_charts_are_for_the_admin_team_only(client, customer_client, staff_client):
    assert client.get(URL).status_code == 401
    assert customer_client.get(URL).status_code == 403
    assert staff_client.get(URL).status_code == 200


def test_thirty_days_of_orders_and_revenue_statuses_and_top_product_types(staff_client):
    polo = ProductType.objects.get(slug="polo")
    placed(0, amount="1000.00")
    placed(0, amount="500.50", payment_status="paid", status="delivered")
    placed(3, amount="300.00", status="cancelled")  # counted, but no revenue
    placed(29, amount="200.00", product_type=polo)
    placed(29, amount="150.00", product_type=polo)
    placed(30, amount="9999.00")  # older than the 30 days: only in the status counts
    body = staff_client.get(URL).json()
    days = body["days"]
    assert len(days) == 30
    assert days[-1] == {"day": timezone.localdate().isoformat(), "orders": 2, "revenue": 1500.5}
    assert days[-4] == {
        "day": (timezone.localdate() - timedelta(days=3)).isoformat(),
        "orders": 1,
        "revenue": 0.0,
    }
    assert (days[0]["orders"], days[0]["revenue"]) == (2, 350.0)
    assert sum(d["orders"] for d in days) == 5
    assert (body["first_day"], body["last_day"]) == (days[0]["day"], days[-1]["day"])
    statuses = {s["status"]: (s["orders"], s["amount"]) for s in body["statuses"]}
    assert statuses == {
        "pending": (4, 11349.0),
        "confirm": (0, 0.0),
        "shipped": (0, 0.0),
        "delivered": (1, 500.5),
        "cancelled": (1, 300.0),
    }
    assert [s["label"] for s in body["statuses"]] == [
        "Pending",
        "Confirm",
        "Shipped",
        "Delivered",
        "Cancelled",
    ]
    assert body["product_types"] == [  # most orders first, then most revenue; cancelled ones left out
        {"name": "T-Shirt", "orders": 2, "revenue": 1500.5},
        {"name": "Polo", "orders": 2, "revenue": 350.0},
    ]


def test_the_charts_take_the_same_few_queries_for_more_orders(staff_client, django_assert_max_num_queries):
    placed(1)
    with CaptureQueriesContext(connection) as few:
        staff_client.get(URL)
    for n in range(12):
        placed(n % 40, status=["pending", "shipped", "cancelled"][n % 3])
    with django_assert_max_num_queries(5), CaptureQueriesContext(connection) as many:
        assert staff_client.get(URL).status_code == 200  # session, user, days, statuses, product types
    assert len(many) == len(few)
