"""The invoice PDF: read back, stored once, the same when drawn again; who may download it."""

import io
from datetime import datetime
from unittest import mock

import pytest
from django.utils import timezone
from pypdf import PdfReader

from core.common.ist import IST
from core.invoices.models import Invoice
from core.invoices.pdf import render_invoice
from core.invoices.tax import carries_pieces
from core.invoices.tests.changes import order_status_set

pytestmark = pytest.mark.django_db


def _text(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)


@pytest.fixture
def invoiced(delhi_order, staff):
    order_status_set(order=delhi_order, status="confirm", actor=staff)
    return Invoice.objects.get(order=delhi_order)


def test_the_pdf_carries_what_rule_46_asks_and_is_drawn_the_same_again(invoiced, customer_client):
    response = customer_client.get(f"/api/orders/{invoiced.order.order_id}/invoice.pdf")
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
    text = _text(response.content)
    for expected in (
        invoiced.number,
        "07AAKCR4821M1ZZ",
        "610910",  # six digits (Notification 78/2020-CT)
        "CGST",
        "SGST",
        "Delhi (code 07)",
        "₹1,077.00",
    ):
        assert expected in text
    assert "Rupees One Thousand Seventy-Seven Only" in text
    invoiced.refresh_from_db()
    assert invoiced.pdf.name.endswith(".pdf")  # stored once, served from storage afterwards
    assert render_invoice(invoiced) == response.content


def test_inter_state_pdf_shows_igst_and_a_credit_note_has_its_own(pune_order, staff, staff_client):
    order_status_set(order=pune_order, status="confirm", actor=staff)
    order_status_set(order=pune_order, status="cancelled", actor=staff)
    text = _text(staff_client.get(f"/api/office/orders/{pune_order.order_id}/invoice.pdf").content)
    assert "IGST" in text and "CGST" not in text and "Maharashtra (code 27)" in text
    note = staff_client.get(f"/api/office/orders/{pune_order.order_id}/credit-note.pdf")
    assert "CREDIT NOTE" in _text(note.content) and "RZC/" in _text(note.content)
    listed = staff_client.get(f"/api/office/orders/{pune_order.order_id}/invoices").json()
    assert [d["kind"] for d in listed] == ["credit", "invoice"]
    assert listed[0]["credited_number"] == listed[1]["number"]


@pytest.mark.parametrize(
    ("who", "customer_code", "office_code"),
    [("anonymous", 401, 401), ("owner", 200, 403), ("other", 403, 403), ("staff", 200, 200)],
)
def test_who_may_download_an_invoice(invoiced, who, customer_code, office_code, request):
    from core.conftest import JsonClient

    client = (
        JsonClient()
        if who == "anonymous"
        else request.getfixturevalue(
            {"owner": "customer_client", "other": "other_client", "staff": "staff_client"}[who]
        )
    )
    order_id = invoiced.order.order_id
    assert client.get(f"/api/orders/{order_id}/invoice.pdf").status_code == customer_code
    assert client.get(f"/api/office/orders/{order_id}/invoice.pdf").status_code == office_code
    assert client.get(f"/api/office/orders/{order_id}/invoices").status_code == office_code


def test_an_order_without_an_invoice_answers_404_with_a_reason(delhi_order, customer_client):
    response = customer_client.get(f"/api/orders/{delhi_order.order_id}/invoice.pdf")
    assert response.status_code == 404 and "confirmed or paid" in response.json()["message"]


def test_a_cancellation_note_shows_the_number_and_date_of_the_invoice_it_cancels(pune_order, staff):
    # given an invoice of 3 Nov 2026 cancelled on 20 Nov 2026
    with mock.patch.object(timezone, "now", return_value=datetime(2026, 11, 3, 12, tzinfo=IST)):
        order_status_set(order=pune_order, status="confirm", actor=staff)
    with mock.patch.object(timezone, "now", return_value=datetime(2026, 11, 20, 12, tzinfo=IST)):
        order_status_set(order=pune_order, status="cancelled", actor=staff)
    note = Invoice.objects.get(order=pune_order, kind="credit")

    text = _text(render_invoice(note))

    # then the note names the invoice and its date (CGST Rule 53(1A)(g)), beside its own date
    assert note.credited.number in text
    assert "Invoice date" in text and "03/11/2026" in text and "20/11/2026" in text


def test_each_quantity_is_printed_with_its_unit(invoiced):
    # CGST Rule 46(g): quantity and unit (a UQC of the GST portal); T-shirts are sold by the piece
    assert invoiced.rows[0]["uqc"] == "PCS"
    assert "2 PCS" in _text(render_invoice(invoiced))
    # the shipping row counts no pieces: its one charge is in "OTH-OTHERS", printed too
    shipping = [row for row in invoiced.rows if not carries_pieces(row["description"])]
    assert shipping and {row["uqc"] for row in shipping} == {"OTH"}
    assert "1 OTH" in _text(render_invoice(invoiced))
