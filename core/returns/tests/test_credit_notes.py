"""The GST credit note of a refund (CGST Act s.34, Rule 53): against the invoice, split as its rows
are, to the paisa; and a cancellation after a refund credits only what is left."""

from decimal import Decimal

import pytest

from core.invoices.models import Invoice
from core.orders.changes.services import order_update
from core.returns.services import steps
from core.returns.services.requests import LineAsk
from core.returns.tests.factories import ask, delivered_order, received, refunded

pytestmark = pytest.mark.django_db


def _discounted(customer, state="Delhi"):
    # M x2 and L x1 at 499, 15% off (224.55), shipping 79: the customer paid 1351.45
    return delivered_order(
        customer,
        lines=[("M", 2), ("L", 1)],
        subtotal=Decimal("1497.00"),
        discount_code="FEST15",
        discount_amount=Decimal("224.55"),
        shipping=Decimal("79.00"),
        amount=Decimal("1351.45"),
        ship_state=state,
    )


def test_a_refund_credits_the_lines_share_split_as_the_invoice_row(customer, owner):
    order = _discounted(customer)
    invoice = order.invoices.get(kind=Invoice.Kind.INVOICE)
    line = order.lines.order_by("id").first()
    ret = refunded(ask(order, lines=[LineAsk(line_id=line.pk, quantity=1)], reason="changed_mind"), owner)
    note = ret.credit_note
    row, source = note.rows[0], invoice.rows[0]
    # one of two pieces: half of what the row charged (discount included), no shipping (not our fault)
    assert row["total"] == source["total"] // 2 and len(note.rows) == 1
    assert note.total == ret.refund_amount == Decimal(source["total"] // 2) / 100
    # the tax split in the row's proportion, CGST and SGST halves (the odd paisa to CGST)
    assert abs(row["taxable"] * source["total"] - source["taxable"] * row["total"]) <= source["total"]
    assert row["cgst"] - row["sgst"] in (0, 1)
    assert note.against == invoice and note.reason == f"Sales return {ret.number}"
    assert note.number.startswith("RZC/")


def test_a_shops_fault_refunds_the_shipping_share_and_a_lower_amount_is_split_to_the_paisa(customer, owner):
    order = _discounted(customer, state="Maharashtra")  # IGST
    line = order.lines.order_by("id").first()
    ret = received(
        ask(order, lines=[LineAsk(line_id=line.pk, quantity=2)], reason="print_defect", photos=[_png()]),
        owner,
    )
    ret = steps.return_refund(ret=ret, actor=owner, amount=Decimal("500.01"), reference="UTR99990000")
    note = ret.credit_note
    assert note.total == Decimal("500.01") and note.cgst == note.sgst == 0
    assert [r["row"] for r in note.rows] == [0, 2]  # the M row and the shipping row
    assert sum(r["total"] for r in note.rows) == 50001


def test_cancelling_after_a_refund_credits_only_the_rest(customer, owner):
    order = _discounted(customer)
    invoice = order.invoices.get(kind=Invoice.Kind.INVOICE)
    line = order.lines.order_by("id").first()
    ret = refunded(ask(order, lines=[LineAsk(line_id=line.pk, quantity=1)], reason="wrong_size"), owner)
    order_update(order=order, actor=owner, status="cancelled")
    cancellation = Invoice.objects.get(credited=invoice)
    assert cancellation.total + ret.credit_note.total == invoice.total
    assert cancellation.cgst + ret.credit_note.cgst == invoice.cgst
    assert cancellation.sgst + ret.credit_note.sgst == invoice.sgst


def test_cancelling_without_returns_copies_the_invoice_as_before(customer, owner):
    order = _discounted(customer)
    invoice = order.invoices.get(kind=Invoice.Kind.INVOICE)
    order_update(order=order, actor=owner, status="cancelled")
    note = Invoice.objects.get(credited=invoice)
    assert note.rows == invoice.rows and note.total == invoice.total and note.reason == ""


def test_the_credit_note_pdf_names_the_invoice_and_its_date(customer, owner, customer_client):
    order = _discounted(customer)
    ret = refunded(ask(order), owner)
    pdf = customer_client.get(f"/api/returns/{ret.number}/credit-note.pdf")
    assert pdf.status_code == 200 and pdf.content.startswith(b"%PDF")


def _png() -> bytes:
    from core.orders.tests.factories import png_bytes

    return png_bytes()
