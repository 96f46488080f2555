"""Invoices are issued by the orders' own status and payment changes: once, numbered, with the right tax."""

from datetime import date, datetime
from decimal import Decimal
from zoneinfo import ZoneInfo

import pytest

from core.invoices.models import Invoice, InvoiceCounter
from core.invoices.numbering import financial_year, invoice_number
from core.invoices.services import _take_number, invoice_issue_for_order
from core.invoices.tests.changes import order_status_set, payment_status_set
from core.orders.tests.shipping import ship

pytestmark = pytest.mark.django_db


def test_confirming_issues_one_invoice_with_cgst_and_sgst_in_the_shops_state(delhi_order, staff):
    order_status_set(order=delhi_order, status="confirm", actor=staff)
    ship(delhi_order, actor=staff)
    payment_status_set(order=delhi_order, payment_status="paid", actor=staff)
    invoice = Invoice.objects.get(order=delhi_order)
    year = financial_year(invoice.issued_at.date())
    assert invoice.number == f"RZ/{year % 100:02d}-{(year + 1) % 100:02d}/000001"
    assert invoice.intra_state and (invoice.place_of_supply, invoice.place_of_supply_code) == ("Delhi", "07")
    assert invoice.cgst > 0 and invoice.cgst == invoice.sgst and invoice.igst == 0
    assert invoice.total == delhi_order.amount == invoice.taxable_value + invoice.cgst + invoice.sgst
    assert invoice.seller["gstin"] == "07AAKCR4821M1ZZ"
    assert invoice.rows[0]["hsn"] == "610910" and invoice.rows[0]["rate"] == "5"
    assert invoice.amount_in_words == "Rupees One Thousand Seventy-Seven Only"


def test_payment_before_confirmation_issues_it_and_another_state_pays_igst(pune_order, staff):
    payment_status_set(order=pune_order, payment_status="paid", actor=staff)
    order_status_set(order=pune_order, status="confirm", actor=staff)
    invoice = Invoice.objects.get(order=pune_order)
    assert not invoice.intra_state and invoice.place_of_supply == "Maharashtra"
    assert invoice.cgst == invoice.sgst == 0 and invoice.igst > 0
    assert invoice.discount == Decimal("149.70") and invoice.total == Decimal("927.30")


def test_a_pending_unpaid_order_has_no_invoice_and_issuing_is_idempotent(delhi_order, staff):
    order_status_set(order=delhi_order, status="pending", actor=staff)
    assert not Invoice.objects.exists()
    first = invoice_issue_for_order(order=delhi_order)
    assert invoice_issue_for_order(order=delhi_order) == first
    assert Invoice.objects.count() == 1


def test_cancelling_an_invoiced_order_issues_a_credit_note_in_its_own_series(delhi_order, pune_order, staff):
    order_status_set(order=delhi_order, status="cancelled", actor=staff)  # never invoiced: nothing to credit
    assert not Invoice.objects.exists()
    order_status_set(order=pune_order, status="confirm", actor=staff)
    order_status_set(order=pune_order, status="cancelled", actor=staff)
    order_status_set(order=pune_order, status="cancelled", actor=staff)
    invoice, note = Invoice.objects.order_by("id")
    assert note.kind == "credit" and note.credited == invoice
    assert note.number.startswith("RZC/") and note.number.endswith("/000001")
    assert note.total == invoice.total and note.igst == invoice.igst
    # confirmed again: a fresh invoice, the next number in the invoice series
    order_status_set(order=pune_order, status="confirm", actor=staff)
    assert Invoice.objects.filter(kind="invoice").order_by("id").last().number.endswith("/000002")


def test_numbers_are_consecutive_within_a_financial_year_and_restart_in_april(db):
    assert financial_year(date(2027, 3, 31)) == 2026 and financial_year(date(2027, 4, 1)) == 2027
    assert invoice_number("RZ", 2026, 123) == "RZ/26-27/000123"
    assert len(invoice_number("RZC", 2099, 999_999)) == 16
    with pytest.raises(ValueError):
        invoice_number("RZC", 2026, 1_000_000)
    ist = ZoneInfo("Asia/Kolkata")
    march, april = datetime(2027, 3, 31, 23, 50, tzinfo=ist), datetime(2027, 4, 1, 0, 10, tzinfo=ist)
    taken = [_take_number(series="invoice", prefix="RZ", when=when)[2] for when in (march, april, march)]
    assert taken == ["RZ/26-27/000001", "RZ/27-28/000001", "RZ/26-27/000002"]
    assert InvoiceCounter.objects.count() == 2


def test_without_invoice_settings_confirming_says_what_to_fill_in(delhi_order, staff):
    from core.common.errors import ApplicationError
    from core.invoices.models import InvoiceSettings

    InvoiceSettings.objects.all().delete()
    with pytest.raises(ApplicationError, match="invoice settings"):
        order_status_set(order=delhi_order, status="confirm", actor=staff)
    delhi_order.refresh_from_db()
    assert delhi_order.status == "pending"  # nothing half-done
