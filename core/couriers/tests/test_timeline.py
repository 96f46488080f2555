"""The customer's timeline shows the courier's steps after the parcel left."""

import pytest

from core.couriers.tests.test_rto import push, tokens  # noqa: F401  (the Shiprocket token fixture)
from core.orders.tests.factories import OrderFactory
from core.orders.tests.shipping import ship

pytestmark = pytest.mark.django_db
AWB = "SR1234567890"


def test_the_timeline_shows_the_couriers_steps(customer, customer_client):
    order = OrderFactory(customer=customer, payment_method="cod")
    ship(order, courier="Delhivery", awb=AWB)
    push("PICKED UP", "20 11 2026 10:00:00")
    push("IN TRANSIT", "20 11 2026 18:00:00")
    push("OUT FOR DELIVERY", "21 11 2026 09:00:00")
    push("UNDELIVERED", "21 11 2026 18:00:00")  # "Consignee refused", the last scan's activity
    push("IN TRANSIT", "20 11 2026 20:00:00")  # late: history only, not a step
    push("RTO INITIATED", "22 11 2026 10:00:00")
    push("RTO IN TRANSIT", "23 11 2026 10:00:00")
    push("RTO DELIVERED", "25 11 2026 12:00:00")
    found = customer_client.get(f"/api/orders/{order.order_id}/tracking/").json()
    assert found["parcel_state"] == "rto_delivered"
    assert [(s["label"], s["detail"]) for s in found["parcel_steps"]] == [
        ("Picked up by the courier", ""),
        ("In transit", ""),
        ("Out for delivery", ""),
        ("Delivery attempt failed", "Consignee refused"),
        ("Returning to us", ""),
        ("Returned to us", ""),
    ]
    assert found["parcel_steps"][0]["at"].startswith("2026-11-20T04:30")
    page = customer_client.get("/api/orders/tracking/").json()
    assert page[0]["parcel_steps"] == found["parcel_steps"]
