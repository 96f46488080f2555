"""Customers in the admin: the page, the export and its totals, and the environment badge."""

import csv
import io
from decimal import Decimal

import pytest

from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.common.admin_environment import environment_callback
from core.common.admin_money import inr
from core.orders.models import OrderStatus, PaymentStatus
from core.orders.selectors import customer_totals
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db


def test_customer_page_shows_orders_and_money(desk):
    order = OrderFactory(amount=Decimal("1500.00"), payment_status=PaymentStatus.PAID)
    html = desk.get(f"/admin/accounts/user/{order.customer.pk}/change/").content.decode()
    assert order.order_id in html and "₹1,500.00 paid" in html


def test_customers_export_totals_match_the_selectors(desk):
    priya = CustomerFactory(name="Priya Sharma", phone_number="9876500011")
    OrderFactory(customer=priya, amount=Decimal("100.10"), payment_status=PaymentStatus.PAID)
    OrderFactory(customer=priya, amount=Decimal("200.20"), payment_status=PaymentStatus.UNPAID)
    OrderFactory(customer=priya, amount=Decimal("999.00"), status=OrderStatus.CANCELLED)
    StaffFactory(name="Not A Customer")
    response = desk.post("/admin/accounts/user/export/", {"format": "1", "resource": "0"})
    rows = list(csv.DictReader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert [r["Name"] for r in rows] == ["Priya Sharma"]  # the admin team is not exported
    totals = customer_totals(customer=priya)
    assert rows[0]["Orders"] == "3"
    assert Decimal(rows[0]["Total paid (Rs)"]) == totals["total_paid"] == Decimal("100.10")
    assert Decimal(rows[0]["Total due (Rs)"]) == totals["total_due"] == Decimal("200.20")


def test_environment_badge(settings):
    settings.SHOP_ENVIRONMENT = "production"
    assert environment_callback(None) == ["Production", "danger"]
    settings.SHOP_ENVIRONMENT = "staging"
    assert environment_callback(None) == ["Staging", "warning"]


@pytest.mark.parametrize(
    ("amount", "shown"),
    [
        ("0", "₹0.00"),
        ("999.5", "₹999.50"),
        ("1077", "₹1,077.00"),
        ("250000.5", "₹2,50,000.50"),
        ("12345678.9", "₹1,23,45,678.90"),
    ],
)
def test_rupees_in_indian_grouping(amount, shown):
    assert inr(Decimal(amount)) == shown
