"""Paying an order through Razorpay: the SDK's HTTP is answered by `responses` with Razorpay's
documented payloads (no network); callbacks and webhooks are signed with the test secrets."""

import json

import pytest
import responses

from core.accounts.roles import Role
from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.common.money import paise
from core.conftest import JsonClient
from core.orders.changes.services import order_update
from core.orders.models import Order, OrderEvent
from core.orders.tests.factories import OrderFactory
from core.payments.models import GatewayEvent, GatewayPayment, GatewayRefund
from core.payments.razorpay import RazorpayGateway
from core.payments.tests import payloads
from core.payments.tests.commits import committed
from core.payments.tests.stand_in import callback_fields, gateway_settings

pytestmark = pytest.mark.django_db

WEBHOOK = "/api/payments/razorpay/webhook"
PAYMENT_ID = "pay_29QQoUBi66xm2f"


@pytest.fixture
def razorpay(settings):
    gateway_settings(settings, "core.payments.razorpay.RazorpayGateway")
    with responses.RequestsMock() as answers:
        yield answers


@pytest.fixture
def order():
    return OrderFactory(payment_method="upi")


def _client(user) -> JsonClient:
    client = JsonClient()
    client.force_login(user)
    return client


def _start(razorpay, order, gateway_order_id="order_IluGWxBm9U8zJ8"):
    amount = paise(order.amount)
    razorpay.post(payloads.ORDERS_URL, json=payloads.order_created(gateway_order_id, amount, order.order_id))
    response = _client(order.customer).send("post", f"/api/orders/{order.order_id}/pay/")
    assert response.status_code == 200, response.content
    return response.json()


def _deliver(body: bytes, event_id: str, signature: str | None = None):
    headers = {
        "HTTP_X_RAZORPAY_SIGNATURE": signature or payloads.signed(body),
        "HTTP_X_RAZORPAY_EVENT_ID": event_id,
    }
    return JsonClient().post(WEBHOOK, data=body, content_type="application/json", **headers)


def _payment_rows(order) -> int:
    return OrderEvent.objects.filter(order=order, kind=OrderEvent.Kind.PAYMENT).count()


def test_paying_starts_a_gateway_order_for_the_servers_own_total_in_paise(razorpay, order):
    started = _start(razorpay, order)

    sent = json.loads(razorpay.calls[0].request.body)
    assert sent == {
        "amount": 107700,
        "currency": "INR",
        "receipt": order.order_id,
        "notes": {"order_id": order.order_id},
    }
    assert started["gateway_order_id"] == "order_IluGWxBm9U8zJ8"
    assert started["key_id"] == "rzp_test_1DP5mmOlF5G5ag"
    assert (started["amount"], started["amount_paise"], started["currency"]) == (1077.0, 107700, "INR")
    # asking again (a reload, a second tap) opens the same gateway order: no second call to Razorpay
    again = _client(order.customer).send("post", f"/api/orders/{order.order_id}/pay/")
    assert again.json()["gateway_order_id"] == "order_IluGWxBm9U8zJ8"
    assert len(razorpay.calls) == 1


def test_a_signed_capture_pays_the_order_once_however_often_it_arrives(razorpay, order):
    started = _start(razorpay, order)
    body = payloads.payment_event("payment.captured", PAYMENT_ID, started["gateway_order_id"], 107700)

    answers = [_deliver(body, "evt_captured_1") for _ in range(3)]
    paid_too = payloads.payment_event("order.paid", PAYMENT_ID, started["gateway_order_id"], 107700)
    _deliver(paid_too, "evt_order_paid_1")

    assert [a.status_code for a in answers] == [200, 200, 200]
    assert answers[0].json()["applied"] is True
    order.refresh_from_db()
    assert order.payment_status == "paid"
    assert _payment_rows(order) == 1
    assert GatewayEvent.objects.count() == 2
    assert GatewayPayment.objects.get().payment_id == PAYMENT_ID


def test_the_browsers_callback_and_the_webhook_together_pay_once(razorpay, order):
    started = _start(razorpay, order)
    fields = callback_fields(started["gateway_order_id"], PAYMENT_ID)

    confirmed = _client(order.customer).send("post", f"/api/orders/{order.order_id}/pay/confirm/", fields)
    body = payloads.payment_event("payment.captured", PAYMENT_ID, started["gateway_order_id"], 107700)
    _deliver(body, "evt_captured_2")
    _client(order.customer).send("post", f"/api/orders/{order.order_id}/pay/confirm/", fields)

    assert confirmed.status_code == 200
    assert confirmed.json() == {"order_id": order.order_id, "payment_status": "paid"}
    assert _payment_rows(order) == 1


def test_a_bad_signature_writes_nothing(razorpay, order):
    started = _start(razorpay, order)
    body = payloads.payment_event("payment.captured", PAYMENT_ID, started["gateway_order_id"], 107700)

    forged = _deliver(body, "evt_forged", signature=payloads.signed(body, secret="not-the-secret"))
    tampered = _deliver(body.replace(b"107700", b"100"), "evt_tampered", signature=payloads.signed(body))
    unsigned = JsonClient().post(WEBHOOK, data=body, content_type="application/json")

    assert [r.status_code for r in (forged, tampered, unsigned)] == [400, 400, 400]
    assert forged.json()["message"] == "The payment could not be verified."
    assert GatewayEvent.objects.count() == 0
    order.refresh_from_db()
    assert order.payment_status == "unpaid"


def test_a_callback_with_a_bad_signature_is_refused(razorpay, order):
    started = _start(razorpay, order)
    fields = {**callback_fields(started["gateway_order_id"], PAYMENT_ID), "razorpay_payment_id": "pay_other"}

    response = _client(order.customer).send("post", f"/api/orders/{order.order_id}/pay/confirm/", fields)

    assert response.status_code == 400
    order.refresh_from_db()
    assert order.payment_status == "unpaid"


def test_another_customer_cannot_pay_or_confirm_my_order(razorpay, order):
    stranger = _client(CustomerFactory())

    assert stranger.send("post", f"/api/orders/{order.order_id}/pay/").status_code == 403
    fields = callback_fields("order_IluGWxBm9U8zJ8", PAYMENT_ID)
    assert stranger.send("post", f"/api/orders/{order.order_id}/pay/confirm/", fields).status_code == 403


def test_a_capture_on_an_order_cancelled_meanwhile_is_refunded_to_source(razorpay, order):
    started = _start(razorpay, order)
    order_update(order=order, actor=None, status="cancelled")
    refund_url = f"https://api.razorpay.com/v1/payments/{PAYMENT_ID}/refund"
    razorpay.post(refund_url, json=payloads.refund_created("rfnd_FP8QHiV938haTz", PAYMENT_ID, 107700))
    body = payloads.payment_event("payment.captured", PAYMENT_ID, started["gateway_order_id"], 107700)

    _deliver(body, "evt_captured_3")
    _deliver(body, "evt_captured_3")  # a replay asks for no second refund
    assert len(razorpay.calls) == 1  # only the gateway order: the refund is asked after the commit
    committed()

    assert json.loads(razorpay.calls[-1].request.body)["amount"] == 107700
    assert len([c for c in razorpay.calls if c.request.url == refund_url]) == 1
    refund = GatewayRefund.objects.get()
    assert (refund.refund_id, refund.amount_paise, refund.status, refund.source) == (
        "rfnd_FP8QHiV938haTz",
        107700,
        "pending",
        "cancelled",
    )
    order.refresh_from_db()
    assert (order.status, order.payment_status) == ("cancelled", "unpaid")
    # the refund's state follows Razorpay's refund.processed
    _deliver(payloads.refund_event("refund.processed", "rfnd_FP8QHiV938haTz", PAYMENT_ID, 107700), "evt_rf_1")
    refund.refresh_from_db()
    assert refund.status == "processed"


def test_a_failed_payment_leaves_the_order_payable_and_a_later_capture_pays_it(razorpay, order):
    started = _start(razorpay, order)
    failed = payloads.payment_event("payment.failed", "pay_failed0001", started["gateway_order_id"], 107700)

    assert _deliver(failed, "evt_failed_1").status_code == 200

    order.refresh_from_db()
    assert order.payment_status == "unpaid"
    again = _client(order.customer).send("post", f"/api/orders/{order.order_id}/pay/")
    assert again.status_code == 200
    assert again.json()["gateway_order_id"] == started["gateway_order_id"]
    captured = payloads.payment_event("payment.captured", PAYMENT_ID, started["gateway_order_id"], 107700)
    _deliver(captured, "evt_captured_4")
    _deliver(failed, "evt_failed_late")  # an older failure arriving late changes nothing
    order.refresh_from_db()
    assert order.payment_status == "paid"
    assert GatewayPayment.objects.get().status == "captured"


def test_an_event_for_no_order_of_the_shop_is_stored_and_not_applied(razorpay):
    body = payloads.payment_event("payment.captured", PAYMENT_ID, "order_NotOurs00000", 5000)

    response = _deliver(body, "evt_unknown")

    assert response.status_code == 200
    assert response.json()["applied"] is False
    assert GatewayEvent.objects.get().event_id == "evt_unknown"


def test_without_a_gateway_paying_online_is_refused_and_the_upi_path_is_as_before(settings, order):
    settings.SHOP_PAYMENT_GATEWAY = ""

    response = _client(order.customer).send("post", f"/api/orders/{order.order_id}/pay/")
    webhook = JsonClient().post(WEBHOOK, data=b"{}", content_type="application/json")

    assert response.status_code == 409
    assert "pay by UPI" in response.json()["message"]
    assert webhook.status_code == 404
    assert Order.objects.get(pk=order.pk).payment_status == "unpaid"
    assert GatewayPayment.objects.count() == 0


def test_a_capture_for_an_order_paid_meanwhile_by_upi_goes_back_to_source(razorpay, order):
    started = _start(razorpay, order)
    order_update(order=order, actor=None, payment_status="paid")  # Accounts matched the UPI credit
    refund_url = f"https://api.razorpay.com/v1/payments/{PAYMENT_ID}/refund"
    razorpay.post(refund_url, json=payloads.refund_created("rfnd_FP8QHiV938haTz", PAYMENT_ID, 107700))

    _deliver(
        payloads.payment_event("payment.captured", PAYMENT_ID, started["gateway_order_id"], 107700), "e1"
    )
    committed()

    assert GatewayRefund.objects.get().source == "paid_twice"
    assert _payment_rows(order) == 1


def test_a_refunds_processed_event_before_the_refund_is_kept_still_settles_it(razorpay, order):
    started = _start(razorpay, order)
    order_update(order=order, actor=None, status="cancelled")
    refund_url = f"https://api.razorpay.com/v1/payments/{PAYMENT_ID}/refund"
    razorpay.post(refund_url, json=payloads.refund_created("rfnd_FP8QHiV938haTz", PAYMENT_ID, 107700))
    early = payloads.refund_event("refund.processed", "rfnd_FP8QHiV938haTz", PAYMENT_ID, 107700)

    assert _deliver(early, "evt_rf_early").json()["applied"] is False  # no such refund yet
    _deliver(
        payloads.payment_event("payment.captured", PAYMENT_ID, started["gateway_order_id"], 107700), "e2"
    )
    committed()

    assert GatewayRefund.objects.get().status == "processed"
    assert GatewayEvent.objects.get(event_id="evt_rf_early").applied is True


def test_the_team_reads_payments_refunds_and_events_in_the_admin(razorpay, order, desk):
    started = _start(razorpay, order)
    order_update(order=order, actor=None, status="cancelled")
    refund_url = f"https://api.razorpay.com/v1/payments/{PAYMENT_ID}/refund"
    razorpay.post(refund_url, json=payloads.refund_created("rfnd_FP8QHiV938haTz", PAYMENT_ID, 107700))
    _deliver(
        payloads.payment_event("payment.captured", PAYMENT_ID, started["gateway_order_id"], 107700), "e3"
    )
    committed()

    pages = {
        name: desk.get(f"/admin/payments/{name}/").content.decode()
        for name in ("gatewaypayment", "gatewayrefund", "gatewayevent")
    }

    assert PAYMENT_ID in pages["gatewaypayment"] and "1,077.00" in pages["gatewaypayment"]
    assert "rfnd_FP8QHiV938haTz" in pages["gatewayrefund"]
    assert "payment.captured" in pages["gatewayevent"]


def _paid_online(razorpay, order) -> None:
    started = _start(razorpay, order)
    _deliver(
        payloads.payment_event("payment.captured", PAYMENT_ID, started["gateway_order_id"], 107700), "e4"
    )
    order.refresh_from_db()
    assert order.payment_status == "paid"


def test_cancelling_an_order_paid_online_refunds_it_to_source(razorpay, order):
    _paid_online(razorpay, order)
    refund_url = f"https://api.razorpay.com/v1/payments/{PAYMENT_ID}/refund"
    razorpay.post(refund_url, json=payloads.refund_created("rfnd_FP8QHiV938haTz", PAYMENT_ID, 107700))

    order_update(order=order, actor=None, status="cancelled")
    committed()

    assert json.loads(razorpay.calls[-1].request.body)["amount"] == 107700
    refund = GatewayRefund.objects.get()
    assert (refund.amount_paise, refund.source, refund.refund_id) == (
        107700,
        "cancelled",
        "rfnd_FP8QHiV938haTz",
    )


def test_a_cancellation_is_not_held_by_the_gateway_and_its_refusal_is_kept_with_the_reason(razorpay, order):
    _paid_online(razorpay, order)
    refund_url = f"https://api.razorpay.com/v1/payments/{PAYMENT_ID}/refund"
    # Razorpay's error body (API reference, Errors): the SDK raises BadRequestError with its description
    refused = {"error": {"code": "BAD_REQUEST_ERROR", "description": "The refund amount provided is greater "
                         "than amount captured", "source": "business", "step": "payment_initiation",
                         "reason": "input_validation_failed", "metadata": {}, "field": "amount"}}  # fmt: skip
    razorpay.post(refund_url, status=400, json=refused)

    order_update(order=order, actor=None, status="cancelled")  # no call to the gateway inside it
    order.refresh_from_db()
    assert (order.status, order.payment_status) == ("cancelled", "paid")
    assert GatewayRefund.objects.get().status == "pending"
    committed()

    refund = GatewayRefund.objects.get()
    assert (refund.status, refund.refund_id) == ("failed", "")
    assert refund.failure_reason == "The refund amount provided is greater than amount captured"
    # the customer's timeline says the refund to the original payment failed, and is sent again
    timeline = _client(order.customer).get(f"/api/orders/{order.order_id}/tracking/").json()
    assert timeline["cancelled"] and timeline["refund_state"]["status"] == "failed"
    assert timeline["refund_state"]["words"].startswith("The refund to your original payment failed")
    # and the cancellation's credit note in the office, where Accounts ask again or pay it by UTR
    office = _client(StaffFactory(role=Role.ACCOUNTS))
    documents = office.get(f"/api/office/orders/{order.order_id}/invoices").json()
    assert [d["refund_state"]["status"] for d in documents if d["kind"] == "credit"] == ["failed"]


def test_a_capture_of_a_gateway_order_for_an_old_total_goes_back(razorpay, order):
    started = _start(razorpay, order)  # Rs 1,077.00
    Order.objects.filter(pk=order.pk).update(amount="977.00")  # the order's total changed since
    refund_url = f"https://api.razorpay.com/v1/payments/{PAYMENT_ID}/refund"
    razorpay.post(refund_url, json=payloads.refund_created("rfnd_FP8QHiV938haTz", PAYMENT_ID, 107700))

    _deliver(
        payloads.payment_event("payment.captured", PAYMENT_ID, started["gateway_order_id"], 107700), "e5"
    )
    committed()

    order.refresh_from_db()
    assert order.payment_status == "unpaid"
    assert GatewayRefund.objects.get().source == "other_amount"


def test_a_signature_or_id_in_other_characters_is_refused_not_a_500(razorpay, order):
    """The SDK compares with hmac.compare_digest, which raises on a str that is not ASCII: refused before."""
    started = _start(razorpay, order)
    fields = {**callback_fields(started["gateway_order_id"], PAYMENT_ID), "razorpay_signature": "V×€"}
    body = payloads.payment_event("payment.captured", PAYMENT_ID, started["gateway_order_id"], 107700)

    callback = _client(order.customer).send("post", f"/api/orders/{order.order_id}/pay/confirm/", fields)
    webhook = _deliver(body, "evt_latin", signature="é" * 64)

    assert (callback.status_code, webhook.status_code) == (400, 400)
    assert RazorpayGateway().callback_verified(fields) is False  # the adapter itself, past the schema
    order.refresh_from_db()
    assert order.payment_status == "unpaid" and GatewayEvent.objects.count() == 0
