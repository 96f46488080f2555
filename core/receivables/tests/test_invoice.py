"""The business order's tax invoice shows the advance received (date, amount, UTR) and the balance
due; the order's payments for the back office's order page."""

import io
from decimal import Decimal

import pytest
from django.utils import timezone
from pypdf import PdfReader

from core.common.admin_money import inr
from core.common.ist import ist_date
from core.conftest import JsonClient
from core.invoices.models import Invoice
from core.invoices.services import invoice_pdf_bytes
from core.orders.changes.services import order_update
from core.orders.models import PaymentStatus
from core.receivables.services.payments import receivable_payment_record
from core.receivables.tests.factories import business_order

pytestmark = pytest.mark.django_db


def _text(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)


def _advance_paid():
    order = business_order(advance_percent="50.00")
    receivable_payment_record(order=order, amount=order.receivable.advance, received_on=timezone.localdate(),
                              utr="612345678901", key="", actor=None)  # fmt: skip
    order.refresh_from_db()
    return order


def test_the_b2b_invoice_shows_the_advance_received_and_the_balance_due(staff):
    order = _advance_paid()
    advance = order.receivable.advance
    invoice = Invoice.objects.get(order=order, kind=Invoice.Kind.INVOICE)
    text = _text(invoice_pdf_bytes(invoice=invoice))
    assert "29AABCT1332L1ZA" in text  # the buyer's GSTIN: the B2B invoice
    assert f"Advance received on {ist_date(timezone.localdate())} (UTR 612345678901)" in text
    assert inr(advance) in text
    assert f"Balance due by {ist_date(order.receivable.dispatch_by)}" in text
    assert inr(order.amount - advance) in text

    # paid in full: the stored PDF is drawn again with the balance received
    order_update(order=order, actor=staff, payment_status=PaymentStatus.PAID)
    invoice.refresh_from_db()
    text = _text(invoice_pdf_bytes(invoice=invoice))
    assert "Balance received" in text
    assert f"Balance due\n{inr(Decimal('0'))}" in text or f"Balance due {inr(Decimal('0'))}" in text


def test_the_order_page_reads_the_order_s_payments(staff_client):
    order = _advance_paid()
    response = staff_client.get(f"/api/office/receivables/orders/{order.order_id}")
    assert response.status_code == 200
    body = response.json()
    assert body["state"] == "balance" and body["state_label"] == "Advance paid, balance due"
    assert body["received"] == float(order.receivable.advance)
    assert body["payments"][0]["utr"] == "612345678901"
    assert body["payments"][0]["confirmed_by"] == "The shop"


def test_an_order_from_the_shop_has_no_payments_to_show(staff_client):
    from core.orders.tests.factories import OrderFactory

    response = staff_client.get(f"/api/office/receivables/orders/{OrderFactory().order_id}")
    assert response.status_code == 404


def test_the_customer_cannot_read_the_office_s_payments(customer):
    client = JsonClient()
    client.force_login(customer)
    assert client.get("/api/office/receivables/orders/RZ-AAAAAAAA").status_code == 403
