"""A return of an order paid through the payment gateway is refunded to its source through the
gateway's refunds API (Razorpay's answers replayed by `responses`), no UTR asked; its state follows
refund.processed. An order paid by the UPI QR is refunded as before, with the UTR."""

import json
from decimal import Decimal

import pytest
import responses

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.common.models import AuditEntry
from core.conftest import JsonClient
from core.payments.models import GatewayRefund
from core.payments.services import gateway_event_apply, gateway_order_start
from core.payments.tests import payloads
from core.payments.tests.commits import committed
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


def _client(user) -> JsonClient:
    client = JsonClient()
    client.force_login(user)
    return client


def _states(ret, customer) -> dict:
    """The refund's state where it is shown: the customer's return, their order's timeline, the
    office's return and the credit note in the office's list of the order's documents."""
    office = _client(StaffFactory(role=Role.ACCOUNTS))
    mine = _client(customer)
    timeline = mine.get(f"/api/orders/{ret.order.order_id}/tracking/").json()
    documents = office.get(f"/api/office/orders/{ret.order.order_id}/invoices").json()
    return {
        "customer": mine.get(f"/api/returns/{ret.number}/").json()["refund_state"],
        "timeline": timeline["returns"][0]["refund_state"],
        "timeline_step": timeline["returns"][0]["steps"][-1]["detail"],
        "office": office.get(f"/api/office/returns/{ret.pk}").json()["refund_state"],
        "credit_note": next(d for d in documents if d["kind"] == "credit")["refund_state"],
    }


def test_a_return_of_an_order_paid_online_is_refunded_to_source(razorpay, customer, owner):
    order = _paid_online(razorpay, customer)
    ret = received(ask(order), owner)
    razorpay.post(REFUND_URL, json=payloads.refund_created(REFUND_ID, PAYMENT_ID, 49900))

    ret = steps.return_refund(ret=ret, actor=owner, amount=None, reference="")
    assert len(razorpay.calls) == 1  # the gateway order only: the refund is asked after the commit
    pending = _states(ret, customer)
    committed()

    asked = json.loads(razorpay.calls[-1].request.body)
    assert asked["amount"] == 49900
    assert asked["notes"] == {
        "order_id": order.order_id,
        "reason": "return",
        "credit_note": ret.credit_note.number,
    }
    assert (ret.status, ret.refund_amount, ret.refund_reference) == ("refunded", Decimal("499.00"), "")
    assert ret.credit_note.total == Decimal("499.00")
    refund = GatewayRefund.objects.get()
    assert (refund.amount_paise, refund.status, refund.source, refund.refund_id) == (
        49900, "pending", "return", REFUND_ID,
    )  # fmt: skip
    assert pending["customer"]["status"] == "pending" and pending["credit_note"]["status"] == "pending"
    assert pending["timeline_step"] == "₹499.00: Refund on its way to your original payment"
    _event(payloads.refund_event("refund.processed", REFUND_ID, PAYMENT_ID, 49900), "evt_r")
    refund.refresh_from_db()
    assert refund.status == "processed"
    done = _states(ret, customer)
    assert {place: done[place]["status"] for place in ("customer", "timeline", "office", "credit_note")} == {
        "customer": "processed", "timeline": "processed", "office": "processed", "credit_note": "processed",
    }  # fmt: skip
    assert done["customer"]["words"] == f"Refunded to your original payment (refund {REFUND_ID})"


REFUSED = {
    "error": {
        "code": "BAD_REQUEST_ERROR", "description": "The payment has been fully refunded already",
        "source": "business", "step": "payment_initiation", "reason": "input_validation_failed",
        "metadata": {}, "field": None,
    }
}  # fmt: skip


def _refund_refused(razorpay, customer, owner):
    order = _paid_online(razorpay, customer)
    ret = received(ask(order), owner)
    razorpay.post(REFUND_URL, status=400, json=REFUSED)
    ret = steps.return_refund(ret=ret, actor=owner, amount=None, reference="")
    committed()
    return ret


def test_a_refused_refund_shows_failed_with_the_reason_and_accounts_ask_again(razorpay, customer, owner):
    ret = _refund_refused(razorpay, customer, owner)
    failed = _states(ret, customer)
    assert failed["office"]["status"] == "failed"
    assert failed["office"]["failure_reason"] == "The payment has been fully refunded already"
    assert failed["credit_note"]["status"] == "failed" and failed["timeline"]["status"] == "failed"
    refund = GatewayRefund.objects.get()
    accounts = _client(StaffFactory(role=Role.ACCOUNTS))
    razorpay.post(REFUND_URL, json=payloads.refund_created(REFUND_ID, PAYMENT_ID, 49900))

    again = accounts.send("post", f"/api/office/gateway-refunds/{refund.pk}/retry")
    assert again.status_code == 200, again.content
    assert again.json()["status"] == "pending"
    committed()

    refund.refresh_from_db()
    assert (refund.status, refund.refund_id, refund.failure_reason) == ("pending", REFUND_ID, "")
    entry = AuditEntry.objects.get(action="payment", after="asked again")
    assert "failed: The payment has been fully refunded already" == entry.before
    # once pending, it cannot be asked again (nor switched to a UTR)
    assert accounts.send("post", f"/api/office/gateway-refunds/{refund.pk}/retry").status_code == 409


def test_a_failed_refund_paid_by_bank_transfer_records_the_utr(razorpay, customer, owner):
    ret = _refund_refused(razorpay, customer, owner)
    refund = GatewayRefund.objects.get()
    accounts = _client(StaffFactory(role=Role.ACCOUNTS))

    bad = accounts.send("post", f"/api/office/gateway-refunds/{refund.pk}/utr", {"utr": "no"})
    paid = accounts.send("post", f"/api/office/gateway-refunds/{refund.pk}/utr", {"utr": "UTR998877665"})

    assert bad.status_code == 400
    assert paid.status_code == 200 and paid.json()["status"] == "utr"
    assert _states(ret, customer)["customer"]["words"] == "Refunded by bank transfer (UTR UTR998877665)"
    assert AuditEntry.objects.filter(action="payment", after="UTR UTR998877665").exists()
    support = _client(StaffFactory(role=Role.SUPPORT))
    assert support.send("post", f"/api/office/gateway-refunds/{refund.pk}/retry").status_code == 403


def test_a_return_of_an_order_paid_by_the_upi_qr_still_needs_the_utr(razorpay, customer, owner):
    order = delivered_order(customer, lines=[("M", 2)])
    ret = received(ask(order), owner)

    with pytest.raises(Exception, match="UTR"):
        steps.return_refund(ret=ret, actor=owner, amount=None, reference="")
    ret = steps.return_refund(ret=ret, actor=owner, amount=None, reference="UTR12345678")

    assert ret.refund_reference == "UTR12345678"
    assert GatewayRefund.objects.count() == 0
