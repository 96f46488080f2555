"""A return from the customer's request to the refund or the exchange, through the API."""

import io
import json
from decimal import Decimal

import pytest
from django.core import mail  # noqa: F401
from PIL import Image

from core.invoices.models import Invoice
from core.notifications.models import EmailKind, OutgoingEmail
from core.orders.models import Order, OrderStatus
from core.orders.shipping.models import Courier
from core.orders.totals.selectors import order_totals
from core.returns.models import ReturnStatus
from core.returns.tests.factories import delivered_order

pytestmark = pytest.mark.django_db


def _jpeg() -> io.BytesIO:
    out = io.BytesIO()
    Image.new("RGB", (120, 90), "#c0392b").save(out, "JPEG")
    out.seek(0)
    out.name = "photo.jpg"
    return out


def _ask(client, order, body, photos=()):
    return client.post(
        f"/api/orders/{order.order_id}/returns/",
        {"data": json.dumps(body), "photos": list(photos)},
        HTTP_X_CSRFTOKEN=client.csrf(),
    )


def test_a_customer_returns_a_delivered_catalogue_order_and_the_team_refunds_it(
    customer, customer_client, staff_client
):
    # given a delivered catalogue order paid by UPI: M x2 at 499 and 79 shipping
    order = delivered_order(customer)
    line = order.lines.get()

    # when the customer asks what can come back
    offer = customer_client.get(f"/api/orders/{order.order_id}/returnable/").json()
    # then: the line, every reason (catalogue), the UPI payment to refund to
    assert offer["returnable"] is True
    assert offer["lines"][0]["returnable_quantity"] == 2
    assert "L" in offer["lines"][0]["exchange_sizes"] and "M" not in offer["lines"][0]["exchange_sizes"]
    assert {r["code"] for r in offer["reasons"]} >= {"changed_mind", "print_defect"}
    assert offer["refund_to"] == "upi_ref" and offer["upi_reference"] == "UPI1234567"

    # when they ask to return one, a print defect with a photo
    body = {
        "kind": "refund",
        "reason": "print_defect",
        "note": "Smudged",
        "lines": [{"line_id": line.pk, "quantity": 1}],
    }
    answer = _ask(customer_client, order, body, [_jpeg()])
    assert answer.status_code == 201, answer.content
    ret = answer.json()
    assert ret["number"].startswith("RT-") and ret["status"] == "requested"
    assert len(ret["photos"]) == 1
    assert customer_client.get(ret["photos"][0]).status_code == 200

    # and the team approves with a pickup, marks it picked up and received
    courier = Courier.objects.filter(needs_awb=True).first()
    base = f"/api/office/returns/{ret['id']}"
    got = staff_client.send("post", f"{base}/approve", {"courier_id": courier.pk, "awb": "DL12345"}).json()
    assert got["status"] == "approved" and got["pickup"]["awb"] == "DL12345"
    staff_client.send("post", f"{base}/picked-up", {})
    got = staff_client.send("post", f"{base}/receive", {"qc_passed": True, "note": ""}).json()
    assert got["status"] == "received"
    # then the most to refund is the piece's price plus half the shipping (the shop's fault)
    assert Decimal(str(got["refund_max"])) == Decimal("538.50")

    # when they try more than that, it is refused; the most is accepted with a UTR
    too_much = staff_client.send("post", f"{base}/refund", {"amount": "600.00", "reference": "UTR99887766"})
    assert too_much.status_code == 400
    got = staff_client.send("post", f"{base}/refund", {"amount": "538.50", "reference": "UTR99887766"}).json()
    assert got["status"] == "refunded" and got["credit_note_number"]

    # then the credit note names the invoice and credits exactly the refund
    note = Invoice.objects.get(number=got["credit_note_number"])
    assert note.kind == Invoice.Kind.CREDIT_NOTE and note.against.order_id == order.pk
    assert note.total == Decimal("538.50")
    assert note.cgst + note.sgst + note.igst + note.taxable_value == note.total
    pdf = customer_client.get(got["credit_note_url"])
    assert pdf.status_code == 200 and pdf["Content-Type"] == "application/pdf"

    # and the order's refund is in the totals; the spec's two totals are unchanged
    order.refresh_from_db()
    assert order.refunded == Decimal("538.50")
    totals = order_totals()
    assert totals.total_refunded == Decimal("538.50")
    assert totals.total_paid == Decimal("1077.00")

    # and the customer's timeline says refunded with the amount and UTR
    track = customer_client.get(f"/api/orders/{order.order_id}/tracking/").json()
    last = track["returns"][0]["steps"][-1]
    assert last["key"] == "refunded" and last["done"] and "538.50" in last["detail"]
    assert track["can_return"] is True  # one more piece can still come back

    # and an e-mail went at each step
    kinds = set(OutgoingEmail.objects.filter(order=order).values_list("kind", flat=True))
    assert {EmailKind.RT_REQUESTED, EmailKind.RT_APPROVED, EmailKind.RT_REFUNDED} <= kinds


def test_an_exchange_puts_a_replacement_on_the_board(customer, customer_client, staff_client):
    order = delivered_order(customer)
    line = order.lines.get()
    body = {
        "kind": "exchange",
        "reason": "size_exchange",
        "lines": [{"line_id": line.pk, "quantity": 2, "exchange_size": "L"}],
    }
    ret = _ask(customer_client, order, body).json()
    base = f"/api/office/returns/{ret['id']}"
    staff_client.send("post", f"{base}/approve", {"customer_sends": True})
    staff_client.send("post", f"{base}/receive", {"qc_passed": True})
    got = staff_client.send("post", f"{base}/exchange", {}).json()
    assert got["status"] == "exchanged"
    new = Order.objects.get(order_id=got["replacement_order_id"])
    assert new.status == OrderStatus.CONFIRM and new.amount == 0
    assert [(ln.size, ln.quantity) for ln in new.lines.all()] == [("L", 2)]
    assert new.catalogue_item_id == order.catalogue_item_id


def test_a_custom_print_offers_only_the_shops_faults(customer, customer_client):
    order = delivered_order(customer, catalogue=False, designs=True)
    offer = customer_client.get(f"/api/orders/{order.order_id}/returnable/").json()
    assert {r["code"] for r in offer["reasons"]} == {"print_defect", "damaged", "wrong_item", "wrong_size"}
    line = order.lines.get()
    body = {"kind": "refund", "reason": "changed_mind", "lines": [{"line_id": line.pk, "quantity": 1}]}
    assert _ask(customer_client, order, body).json()["errors"]["reason"]


def test_refusals_name_the_quantity_and_the_date(customer, customer_client):
    order = delivered_order(customer, lines=[("M", 1)])
    line = order.lines.get()
    body = {"kind": "refund", "reason": "wrong_size", "lines": [{"line_id": line.pk, "quantity": 2}]}
    answer = _ask(customer_client, order, body)
    assert answer.status_code == 400
    assert "Only 1 of size M can still be returned." in answer.json()["errors"]["lines"]
    body["lines"][0]["quantity"] = 1
    assert _ask(customer_client, order, body).status_code == 201
    offer = customer_client.get(f"/api/orders/{order.order_id}/returnable/").json()
    assert (
        offer["returnable"] is False
        and offer["refusal"] == "Every item of this order is already in a return."
    )
    # and as a code, for a page in another language to word
    assert offer["refusal_code"] == "all_returned"
    Order.objects.filter(pk=order.pk)  # noqa: B018
    from core.orders.models import OrderEvent

    OrderEvent.objects.filter(order=order).update(created_at=order.created_at.replace(year=2024))
    offer = customer_client.get(f"/api/orders/{order.order_id}/returnable/").json()
    assert offer["refusal"].startswith("Returns for this order closed on ") and "/2024" in offer["refusal"]
    closed = offer["refusal_values"]
    assert (
        offer["refusal_code"] == "window_closed"
        and closed["closed_on"].startswith("2024-")
        and closed["days"] == 14
    )


def test_cod_refund_needs_a_upi_id(customer, customer_client):
    order = delivered_order(customer, upi="")
    line = order.lines.get()
    body = {"kind": "refund", "reason": "wrong_size", "lines": [{"line_id": line.pk, "quantity": 1}]}
    assert _ask(customer_client, order, body).json()["errors"]["upi_id"]
    body["upi_id"] = "priya@okaxis"
    assert _ask(customer_client, order, body).json()["refund_to"] == "upi_id"


def test_photos_are_required_for_a_defect(customer, customer_client):
    order = delivered_order(customer)
    line = order.lines.get()
    body = {"kind": "refund", "reason": "damaged", "lines": [{"line_id": line.pk, "quantity": 1}]}
    assert _ask(customer_client, order, body).json()["errors"]["photos"]


def test_another_customer_cannot_see_or_return_the_order(customer, other_client):
    order = delivered_order(customer)
    assert other_client.get(f"/api/orders/{order.order_id}/returnable/").status_code == 403
    assert other_client.get("/api/returns/mine/").json() == []


def test_counts_follow_the_steps(customer, customer_client, staff_client):
    order = delivered_order(customer)
    line = order.lines.get()
    body = {"kind": "refund", "reason": "wrong_size", "lines": [{"line_id": line.pk, "quantity": 1}]}
    ret = _ask(customer_client, order, body).json()
    assert staff_client.get("/api/office/returns/counts").json()["requested"] == 1
    staff_client.send("post", f"/api/office/returns/{ret['id']}/reject", {"reason": "Worn"})
    counts = staff_client.get("/api/office/returns/counts").json()
    assert counts["requested"] == 0 and counts["rejected"] == 1 and counts["all"] == 1
    assert ReturnStatus.REJECTED == staff_client.get(f"/api/office/returns/{ret['id']}").json()["status"]


def test_the_admin_lists_and_exports_returns(customer, desk):
    from core.accounts.tests.factories import StaffFactory
    from core.returns.resources import ReturnResource
    from core.returns.tests.factories import ask, refunded

    order = delivered_order(customer)
    ret = refunded(ask(order), StaffFactory())
    assert desk.get("/admin/returns/returnrequest/").status_code == 200
    page = desk.get(f"/admin/returns/returnrequest/{ret.pk}/change/")
    assert page.status_code == 200 and ret.number.encode() in page.content
    dataset = ReturnResource().export()
    assert dataset.headers[0] == "Return" and dataset.dict[0]["UTR / reference"] == "UTR12345678"
    assert dataset.dict[0]["Refund (Rs)"] == ret.refund_amount
