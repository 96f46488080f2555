"""Store credit chosen on the return form: the customer's API records the choice, the back office's
refund takes no UTR for it, and the customer's wallet shows the balance; unticked, a UTR is asked."""

import json
from decimal import Decimal

import pytest

from core.invoices.models import Invoice
from core.returns.models import RefundTo
from core.returns.tests.factories import delivered_order
from core.wallet.selectors import credit_balance

pytestmark = pytest.mark.django_db


def _asked(client, order, **extra):
    body = {"kind": "refund", "reason": "wrong_size", "note": "", "upi_id": "", **extra}
    body["lines"] = [{"line_id": order.lines.order_by("id").first().pk, "quantity": 1}]
    answer = client.post(
        f"/api/orders/{order.order_id}/returns/", {"data": json.dumps(body)}, HTTP_X_CSRFTOKEN=client.csrf()
    )
    assert answer.status_code in (201, 400), answer.content
    return answer


def _received(staff_client, pk):
    base = f"/api/office/returns/{pk}"
    staff_client.send("post", f"{base}/approve", {"customer_sends": True})
    assert staff_client.send("post", f"{base}/receive", {"qc_passed": True}).json()["status"] == "received"
    return base


def test_a_cod_order_refunded_to_the_credit_the_customer_ticked(customer, customer_client, staff_client):
    order = delivered_order(customer, upi="")  # cash on delivery: a money refund would need a UPI ID
    answer = _asked(customer_client, order, store_credit=True)
    assert answer.status_code == 201 and answer.json()["refund_to"] == RefundTo.STORE_CREDIT
    base = _received(staff_client, answer.json()["id"])
    assert staff_client.get(base).json()["refund_to"] == "credit"

    got = staff_client.send("post", f"{base}/refund", {})  # the whole refund; no UTR: no money leaves
    assert got.status_code == 200, got.content
    got = got.json()
    assert got["status"] == "refunded" and got["refund_reference"] == ""
    note = Invoice.objects.get(number=got["credit_note_number"])
    assert note.kind == Invoice.Kind.CREDIT_NOTE and note.total == Decimal(str(got["refund_amount"]))
    assert credit_balance(customer) == note.total > 0
    wallet = customer_client.get("/api/wallet/").json()
    assert Decimal(str(wallet["store_credit"])) == note.total


def test_unticked_the_refund_stays_money_and_asks_its_utr(customer, customer_client, staff_client):
    order = delivered_order(customer, upi="")
    refused = _asked(customer_client, order)
    assert "upi_id" in refused.json()["errors"]  # no choice made: the money refund's UPI ID is asked
    answer = _asked(customer_client, order, upi_id="priya@okaxis", store_credit=False)
    base = _received(staff_client, answer.json()["id"])
    no_utr = staff_client.send("post", f"{base}/refund", {})
    assert no_utr.status_code == 400 and "reference" in no_utr.json()["errors"]
    assert credit_balance(customer) == Decimal("0")
