"""A return of an order paid through the payment gateway is refunded to its source through the
gateway's refunds API (Razorpay's answers replayed by `responses`), no UTR asked; its state follows
refund.processed. An order paid by the UPI QR is refunded as before, with the UTR."""

import json
from decimal import Decimal

import pytest
import responses

from core.payments.models import GatewayRefund
from core.payments.services import gateway_event_apply, gateway_order_start
from core.payments.tests import payloads
from core.payments.tests.stand_in import gateway_settings
from core.returns.services import steps
from core.returns.tests.factories import ask, delivered_order, received

pytestmark = pytest.mark.django_db

PAYMENT_ID = "pay_FPoJKWQQ8lK13n"
REFUND_ID = "rfnd_FS8TWyPrCsa0OB"
REFUND_URL = f"https://api.razorpay.com/v1/payments/{PAYMENT_ID}/refund"


@pytest.fixture
def razorpay(settings):
    gateway_settings(settings, "core.payments.razorpay.RazorpayGateway")
    with responses.RequestsMock() as answers:
        yield answers


def _event(body: bytes, event_id: str) -> None:
    gateway_event_apply(
        gateway_name="razorpay", raw_body=body, signature=payloads.signed(body), event_id=event_id
    )


def _paid_online(razorpay, customer):
    order = delivered_order(customer, lines=[("M", 2)], paid=False, amount=Decimal("998.00"))
    razorpay.post(
        payloads.ORDERS_URL, json=payloads.order_created("order_FPoJ0000000001", 99800, order.order_id)
    )
    started = gateway_order_start(order=order)
    _event(payloads.payment_event("payment.captured", PAYMENT_ID, started.gateway_order_id, 99800), "evt_c")
    order.refresh_from_db()
    assert order.payment_status == "paid"
    return order


def test_a_return_of_an_order_paid_online_is_refunded_to_source(razorpay, customer, owner):
    order = _paid_online(razorpay, customer)
    ret = received(ask(order), owner)
    razorpay.post(REFUND_URL, json=payloads.refund_created(REFUND_ID, PAYMENT_ID, 49900))

    ret = steps.return_refund(ret=ret, actor=owner, amount=None, reference="")

    asked = json.loads(razorpay.calls[-1].request.body)
    assert asked["amount"] == 49900 and asked["notes"]["reason"] == f"Sales return {ret.number}"
    assert (ret.status, ret.refund_amount, ret.refund_reference) == ("refunded", Decimal("499.00"), REFUND_ID)
    assert ret.credit_note.total == Decimal("499.00")
    refund = GatewayRefund.objects.get()
    assert (refund.amount_paise, refund.status, refund.source) == (49900, "pending", "return")
    _event(payloads.refund_event("refund.processed", REFUND_ID, PAYMENT_ID, 49900), "evt_r")
    refund.refresh_from_db()
    assert refund.status == "processed"


def test_a_return_of_an_order_paid_by_the_upi_qr_still_needs_the_utr(razorpay, customer, owner):
    order = delivered_order(customer, lines=[("M", 2)])
    ret = received(ask(order), owner)

    with pytest.raises(Exception, match="UTR"):
        steps.return_refund(ret=ret, actor=owner, amount=None, reference="")
    ret = steps.return_refund(ret=ret, actor=owner, amount=None, reference="UTR12345678")

    assert ret.refund_reference == "UTR12345678"
    assert GatewayRefund.objects.count() == 0
