"""The summary: totals paid and due by the shop's one rule, and orders per status."""

import pytest

from core.office.tests.factories import BulkEnquiryFactory, ContactMessageFactory
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db


def test_summary_matches_the_orders(staff_client):
    OrderFactory(amount="100.00", payment_status="paid", status="delivered")
    OrderFactory(amount="250.50", status="pending")
    OrderFactory(amount="40.00", status="cancelled")  # unpaid but cancelled: not due
    ContactMessageFactory()
    BulkEnquiryFactory(handled=True)
    body = staff_client.get("/api/office/summary/").json()
    assert body["total_paid"] == 100.0
    assert body["total_due"] == 250.5
    assert body["counts"] == {"pending": 1, "confirm": 0, "shipped": 0, "delivered": 1, "cancelled": 1}
    assert body["orders"] == 3
    assert (body["unhandled_messages"], body["open_enquiries"]) == (1, 0)


def test_summary_agrees_with_the_header_call(staff_client):
    OrderFactory.create_batch(3, amount="99.99")
    OrderFactory(amount="10.01", payment_status="paid")
    office = staff_client.get("/api/office/summary/").json()
    header = staff_client.get("/api/adminnavamountsummary/").json()
    assert (office["total_paid"], office["total_due"]) == (header["total_paid"], header["total_due"])
