"""The timelines written from plain values (core/tracking/rows.py) are the bytes the response schema
makes of the same timelines, with shipments, invoices, returns (a pickup, a refund) and cancellations."""

from decimal import Decimal

import pytest

from core.office.tests.lean import schema_bytes
from core.orders.changes.services import order_update
from core.orders.shipping.models import Courier
from core.orders.tests.factories import OrderFactory
from core.orders.tests.shipping import ship
from core.returns.services import steps
from core.returns.tests.factories import ask, delivered_order, refunded
from core.tracking import rows
from core.tracking.api import router

pytestmark = pytest.mark.django_db


@pytest.fixture
def orders(customer, staff):
    placed = OrderFactory(customer=customer)
    cancelled = OrderFactory(customer=customer)
    order_update(order=cancelled, status="cancelled", actor=staff)
    shipped = OrderFactory(customer=customer)
    order_update(order=shipped, status="confirm", actor=staff)
    ship(shipped, actor=staff)
    refund = delivered_order(customer, lines=(("M", 2), ("L", 1)))
    refunded(ask(refund), staff, amount=Decimal("249.50"))
    pickup = delivered_order(customer, lines=(("M", 1),))
    courier = Courier.objects.filter(needs_awb=True).exclude(tracking_url_template="").first()
    steps.return_approve(
        ret=ask(pickup), actor=staff, customer_sends=False, courier_id=courier.pk, awb="DL12345"
    )
    return [placed, cancelled, shipped, refund, pickup]


def test_the_page_is_the_schemas_bytes(customer, customer_client, orders):
    response = customer_client.get("/api/orders/tracking/")
    found, total = rows.customer_timelines(customer=customer, limit=None, offset=None)
    assert response.status_code == 200 and total == 5 and response["X-Total-Count"] == "5"
    assert response.content == schema_bytes(router, "tracking/", found)
    by_id = {t["order_id"]: t for t in response.json()}
    refund = by_id[orders[3].order_id]
    assert refund["returns"][0]["refund_amount"] == 249.5 and refund["can_return"] is True
    pickup = by_id[orders[4].order_id]["returns"][0]
    assert "DL12345" in pickup["tracking_url"] and pickup["steps"][1]["detail"].endswith("AWB DL12345")
    # the same detail as a code and its values, for a page in another language to word
    approved = pickup["steps"][1]
    assert approved["detail_code"] == "pickup" and approved["detail_values"]["awb"] == "DL12345"
    assert approved["detail_values"]["courier"] in approved["detail"]
    refunded = refund["returns"][0]["steps"][-1]
    assert refunded["detail_code"] == "refunded" and refunded["detail_values"]["amount"] == 249.5
    # the one order that came back whole cannot be asked again
    assert by_id[orders[4].order_id]["can_return"] is False


def test_one_order_is_the_schemas_bytes(customer, customer_client, orders):
    for order in orders:
        response = customer_client.get(f"/api/orders/{order.order_id}/tracking/")
        expected = schema_bytes(
            router, "{order_id}/tracking/", rows.order_timeline(user=customer, order_id=order.order_id)
        )
        assert response.content == expected


def test_a_page_shorter_than_asked_is_not_counted(
    customer, customer_client, orders, django_assert_num_queries
):
    # the user, the first page's orders with their events, lines and invoice (one prepared query), the
    # returns of the two returned orders, the returns policy: no count, the page says how many
    with django_assert_num_queries(4):
        response = customer_client.get("/api/orders/tracking/", {"limit": 10})
    assert response["X-Total-Count"] == "5"
    with django_assert_num_queries(5):  # a later, full page without returns: its ids, counted
        response = customer_client.get("/api/orders/tracking/", {"limit": 2, "offset": 2})
    assert response["X-Total-Count"] == "5" and len(response.json()) == 2
