"""A COD order's "pay now by UPI and save" offer on its tracking page and in its e-mail."""

from decimal import Decimal as D

import pytest

from core.catalogue.models import ShopSettings
from core.notifications.models import EmailKind
from core.notifications.rendering import render_order_email
from core.orders.changes.services import order_update
from core.orders.models import Order, OrderStatus, PaymentMethod
from core.orders.placing.services import order_checkout

pytestmark = pytest.mark.django_db


def cod_order(customer, fee="49"):
    ShopSettings.objects.update_or_create(pk=1, defaults={"cod_fee": D(fee)})
    return order_checkout(customer=customer, items=[(1, "M", 2)], payment_method="cod")


def offer(client, order):
    response = client.get(f"/api/orders/{order.order_id}/pay-now/")
    assert response.status_code == 200, response.content
    return response.json()


def test_a_cod_order_offers_to_pay_now_without_the_fee(customer_client, customer):
    order = cod_order(customer)
    body = offer(customer_client, order)
    assert body["offered"] and body["headline"] == "Pay now by UPI and save Rs 49"
    assert D(str(body["amount"])) == order.amount - D("49") and body["saving"] == 49.0
    assert f"am={order.amount - D('49'):.2f}" in body["upi_link"] and order.order_id in body["upi_link"]
    assert body["upi_qr"].startswith("data:image/png;base64,")


def test_no_offer_once_shipped_or_without_a_fee(customer_client, customer):
    shipped = cod_order(customer)
    order_update(order=shipped, actor=None, status=OrderStatus.SHIPPED)
    assert offer(customer_client, shipped)["offered"] is False
    free = cod_order(customer, fee="0")
    assert offer(customer_client, free) == {
        "order_id": free.order_id,
        "offered": False,
        "headline": "",
        "amount": None,
        "saving": None,
        "upi_id": offer(customer_client, free)["upi_id"],
        "upi_link": None,
        "upi_qr": None,
        "payable_online": False,  # no payment gateway here
        "online_amount": None,
    }


def test_another_customers_order_is_refused(other_client, customer):
    assert other_client.get(f"/api/orders/{cod_order(customer).order_id}/pay-now/").status_code == 403


def test_the_placed_email_carries_the_offer_and_a_prepaid_order_not(customer):
    order = cod_order(customer)
    placed = render_order_email(order=order, kind=EmailKind.PLACED)
    assert "Pay now by UPI and save Rs 49" in placed.text and "Pay now by UPI and save Rs 49" in placed.html
    order_update(order=order, actor=None, payment_status="paid")
    order = Order.objects.get(pk=order.pk)
    assert order.payment_method == PaymentMethod.UPI
    assert "save Rs" not in render_order_email(order=order, kind=EmailKind.PAID).text
    plain = cod_order(customer, fee="0")
    assert "save Rs" not in render_order_email(order=plain, kind=EmailKind.PLACED).text
