"""Paying now through the gateway: an order's page knows whether it is payable online without asking
the gateway (GET .../pay-now/), a COD order's "pay now and save" pays through the gateway and turns
prepaid (the fee gone, totals and invoice with it) when the capture arrives before dispatch, a capture
after dispatch goes back, and a failed attempt e-mails the customer a link to try again, once."""

import json
from decimal import Decimal as D

import pytest
import responses

from core.catalogue.models import ShopSettings
from core.common.money import paise
from core.conftest import JsonClient
from core.invoices.models import Invoice
from core.notifications.models import EmailKind, OutgoingEmail
from core.orders.changes.services import order_update
from core.orders.models import Order, OrderStatus
from core.orders.placing.services import order_checkout
from core.orders.tests.factories import OrderFactory
from core.payments.models import GatewayRefund
from core.payments.tests import payloads
from core.payments.tests.commits import committed
from core.payments.tests.stand_in import callback_fields, gateway_settings

pytestmark = pytest.mark.django_db

WEBHOOK = "/api/payments/razorpay/webhook"
PAYMENT_ID = "pay_29QQoUBi66xm2f"
GATEWAY_ORDER = "order_IluGWxBm9U8zJ8"


@pytest.fixture
def razorpay(settings):
    gateway_settings(settings, "core.payments.razorpay.RazorpayGateway")
    settings.EMAIL_HOST = "smtp.example.com"  # e-mails are recorded queued (sent by the worker)
    with responses.RequestsMock() as answers:
        yield answers


def _client(user) -> JsonClient:
    client = JsonClient()
    client.force_login(user)
    return client


def _cod(customer, fee="49") -> Order:
    ShopSettings.objects.update_or_create(pk=1, defaults={"cod_fee": D(fee)})
    return order_checkout(customer=customer, items=[(1, "M", 2)], payment_method="cod")


def _pay_now(order) -> dict:
    response = _client(order.customer).get(f"/api/orders/{order.order_id}/pay-now/")
    assert response.status_code == 200, response.content
    return response.json()


def _start(razorpay, order, amount_paise: int) -> dict:
    razorpay.post(
        payloads.ORDERS_URL, json=payloads.order_created(GATEWAY_ORDER, amount_paise, order.order_id)
    )
    response = _client(order.customer).send("post", f"/api/orders/{order.order_id}/pay/")
    assert response.status_code == 200, response.content
    return response.json()


def _deliver(body: bytes, event_id: str):
    headers = {"HTTP_X_RAZORPAY_SIGNATURE": payloads.signed(body), "HTTP_X_RAZORPAY_EVENT_ID": event_id}
    return JsonClient().post(WEBHOOK, data=body, content_type="application/json", **headers)


def test_the_order_page_knows_an_order_is_payable_online_without_asking_the_gateway(razorpay, customer):
    upi = OrderFactory(payment_method="upi", customer=customer)
    cod = _cod(customer)
    paid = OrderFactory(payment_method="upi", customer=customer, payment_status="paid")

    assert {k: _pay_now(upi)[k] for k in ("payable_online", "online_amount")} == {
        "payable_online": True,
        "online_amount": float(upi.amount),
    }
    cod_now = _pay_now(cod)
    assert cod_now["payable_online"] and cod_now["online_amount"] == float(cod.amount - D("49"))
    assert cod_now["headline"] == "Pay now and save Rs 49"
    assert (_pay_now(paid)["payable_online"], _pay_now(paid)["online_amount"]) == (False, None)
    assert len(razorpay.calls) == 0  # no gateway order made by looking


def test_without_a_gateway_nothing_is_payable_online(settings, customer):
    settings.SHOP_PAYMENT_GATEWAY = ""
    cod = _cod(customer)
    body = _pay_now(cod)
    assert (body["payable_online"], body["online_amount"]) == (False, None)
    assert body["headline"] == "Pay now by UPI and save Rs 49"


def test_a_cod_order_paid_now_through_the_gateway_turns_prepaid_without_the_fee(razorpay, customer):
    order = _cod(customer)
    order_update(order=order, actor=None, status=OrderStatus.CONFIRM)  # confirmed: its invoice, with the fee
    full = order.amount
    started = _start(razorpay, order, paise(full - D("49")))
    assert json.loads(razorpay.calls[0].request.body)["amount"] == paise(full - D("49"))
    assert started["amount"] == float(full - D("49"))

    fields = callback_fields(started["gateway_order_id"], PAYMENT_ID)
    confirmed = _client(customer).send("post", f"/api/orders/{order.order_id}/pay/confirm/", fields)
    _deliver(payloads.payment_event("payment.captured", PAYMENT_ID, GATEWAY_ORDER, paise(full - 49)), "e1")

    assert confirmed.status_code == 200 and confirmed.json()["payment_status"] == "paid"
    order.refresh_from_db()
    assert (order.payment_method, order.payment_status, order.cod_fee, order.amount) == (
        "upi", "paid", D("0.00"), full - D("49"),
    )  # fmt: skip
    # the confirmed order's invoice carried the fee: credited, and one for what was paid issued
    live = Invoice.objects.filter(order=order, kind=Invoice.Kind.INVOICE, credit_note__isnull=True)
    assert [invoice.total for invoice in live] == [order.amount]
    assert Invoice.objects.filter(order=order, kind=Invoice.Kind.CREDIT_NOTE).count() == 1
    assert _pay_now(order)["offered"] is False and GatewayRefund.objects.count() == 0


def test_a_cod_capture_after_dispatch_is_refunded_and_the_offer_is_gone(razorpay, customer):
    order = _cod(customer)
    full = order.amount
    _start(razorpay, order, paise(full - D("49")))
    order_update(order=order, actor=None, status=OrderStatus.SHIPPED)
    assert _pay_now(order)["offered"] is False and _pay_now(order)["payable_online"] is False
    refused = _client(customer).send("post", f"/api/orders/{order.order_id}/pay/")
    assert refused.status_code == 409
    refund_url = f"https://api.razorpay.com/v1/payments/{PAYMENT_ID}/refund"
    razorpay.post(
        refund_url, json=payloads.refund_created("rfnd_FP8QHiV938haTz", PAYMENT_ID, paise(full - 49))
    )

    _deliver(payloads.payment_event("payment.captured", PAYMENT_ID, GATEWAY_ORDER, paise(full - 49)), "e2")
    committed()

    order.refresh_from_db()
    assert (order.payment_method, order.payment_status, order.cod_fee) == ("cod", "unpaid", D("49.00"))
    refund = GatewayRefund.objects.get()
    assert (refund.source, refund.amount_paise, refund.refund_id) == (
        "shipped",
        paise(full - 49),
        "rfnd_FP8QHiV938haTz",
    )


def test_a_failed_payment_emails_a_try_again_link_once_per_attempt(razorpay, customer):
    order = OrderFactory(payment_method="upi", customer=customer)
    _start(razorpay, order, paise(order.amount))
    failed = payloads.payment_event("payment.failed", "pay_failed0001", GATEWAY_ORDER, paise(order.amount))
    again = payloads.payment_event("payment.failed", "pay_failed0002", GATEWAY_ORDER, paise(order.amount))

    _deliver(failed, "evt_f1")
    _deliver(failed, "evt_f1_redelivered")  # the same attempt under another event id: no second e-mail
    _deliver(again, "evt_f2")

    sent = OutgoingEmail.objects.filter(order=order, kind=EmailKind.PAY_FAILED).order_by("id")
    assert sent.count() == 2
    first = sent.first()
    assert first.to_email == customer.email and "did not go through" in first.subject
    assert f"/oandr/order/{order.order_id}" in first.body_text and "Try again" in first.body_html
    assert first.status == "queued"


def test_no_try_again_email_for_an_order_already_paid(razorpay, customer):
    order = OrderFactory(payment_method="upi", customer=customer)
    _start(razorpay, order, paise(order.amount))
    amount = paise(order.amount)
    _deliver(payloads.payment_event("payment.captured", PAYMENT_ID, GATEWAY_ORDER, amount), "evt_c")
    _deliver(payloads.payment_event("payment.failed", "pay_failed0003", GATEWAY_ORDER, amount), "evt_late")

    assert not OutgoingEmail.objects.filter(order=order, kind=EmailKind.PAY_FAILED).exists()
