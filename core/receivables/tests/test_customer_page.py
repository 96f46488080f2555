"""The customer's order page reads a business order's payments: the advance asked (with its UPI
link), what was received, and the balance and when it is due; the owner only."""

from decimal import Decimal

import pytest
from django.utils import timezone

from core.accounts.roles import Role
from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.conftest import JsonClient
from core.orders.tests.factories import OrderFactory
from core.receivables.selectors import NOT_A_BUSINESS_ORDER
from core.receivables.services.payments import receivable_payment_record
from core.receivables.tests.factories import business_order

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _media(settings, tmp_path):
    settings.SHOP_MEDIA_ROOT = str(tmp_path)
    settings.MEDIA_ROOT = str(tmp_path)


def _as(user) -> JsonClient:
    client = JsonClient()
    client.force_login(user)
    return client


def _payments(order, user=None):
    return _as(user or order.customer).get(f"/api/orders/{order.order_id}/payments/")


def test_before_the_advance_the_page_asks_for_it_with_its_upi_link():
    order = business_order(advance_percent="50.00")
    answer = _payments(order)
    assert answer.status_code == 200
    body = answer.json()
    advance = (order.amount / 2).quantize(Decimal("0.01"))
    assert body["state"] == "advance"
    assert Decimal(str(body["advance"])) == Decimal(str(body["asked"])) == advance
    assert body["received"] == 0 and Decimal(str(body["balance"])) == order.amount
    assert body["terms_days"] == 0 and body["due_on"] == order.receivable.dispatch_by.isoformat()
    assert f"am={advance:.2f}" in body["upi_link"] and f"tn={order.order_id}" in body["upi_link"]
    assert body["payments"] == []


def test_after_the_advance_the_page_shows_it_received_and_asks_the_balance_before_dispatch():
    order = business_order(advance_percent="50.00")
    advance = order.receivable.advance
    receivable_payment_record(
        order=order, amount=advance, received_on=timezone.localdate(), utr="612345678901", key="", actor=None
    )
    body = _payments(order).json()
    balance = order.amount - advance
    assert body["state"] == "balance"
    assert body["payments"] == [
        {"kind": "advance", "amount": float(advance), "received_on": timezone.localdate().isoformat(),
         "utr": "612345678901"}
    ]  # fmt: skip
    assert Decimal(str(body["asked"])) == Decimal(str(body["balance"])) == balance
    assert f"am={balance:.2f}" in body["upi_link"]


def test_a_business_on_terms_owes_the_balance_after_dispatch():
    order = business_order(advance_percent="0", terms_days=30)
    body = _payments(order).json()
    assert (body["state"], body["terms_days"], body["due_on"]) == ("balance", 30, None)


def test_only_the_orders_customer_reads_it():
    order = business_order()
    assert _payments(order, CustomerFactory()).status_code == 403
    assert _payments(order, StaffFactory(role=Role.OWNER)).status_code == 403
    assert JsonClient().get(f"/api/orders/{order.order_id}/payments/").status_code == 401


def test_an_order_from_the_shop_has_no_advance_to_show():
    order = OrderFactory()
    answer = _payments(order)
    assert answer.status_code == 404 and answer.json()["message"] == NOT_A_BUSINESS_ORDER
