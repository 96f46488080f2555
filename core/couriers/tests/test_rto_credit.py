"""A parcel returned to the shop (RTO) is no sale: its invoice is credited in full, once, and GSTR-1
then reports nothing for the order (CGST Act s.34)."""

from decimal import Decimal

import pytest
from django.utils import timezone

from core.couriers.services.rto_credit import RTO_REASON, credit_note_issue_for_rto
from core.couriers.tests.test_rto import back_at_the_shop, push, tokens  # noqa: F401 (the fixture)
from core.gst.period import period_of
from core.gst.selectors import gstr1_build
from core.gst.tables import Heads
from core.gst.tests.months import net_of_documents
from core.invoices.models import Invoice
from core.invoices.partial import Part
from core.invoices.services import credit_note_issue_for_return
from core.orders.changes.services import order_update
from core.orders.tests.factories import OrderFactory
from core.orders.tests.shipping import ship

pytestmark = pytest.mark.django_db
AWB = "SR1234567890"


def this_month():
    return period_of(timezone.localdate().strftime("%Y-%m"))


def shipped(payment_method: str, *, paid: bool = False, **fields):
    order = OrderFactory(payment_method=payment_method, **fields)
    if paid:
        order_update(order=order, actor=None, payment_status="paid")
    ship(order, courier="Delhivery", awb=AWB)
    return order


def gstr1_totals():
    tables = gstr1_build(period=this_month())
    heads = Heads()
    for table in ("b2cs", "b2cl", "b2b"):
        heads = heads.plus(tables.total(table))
    for table in ("cdnur", "cdnr"):
        heads = heads.plus(tables.total(table), -1)
    return heads, tables


@pytest.mark.parametrize(("method", "paid"), [("cod", False), ("upi", True)])
def test_an_rto_d_invoiced_order_leaves_gstr1_net_zero_for_it(method, paid):
    order = shipped(method, paid=paid)
    invoice = order.invoices.get(kind=Invoice.Kind.INVOICE)
    before, _ = gstr1_totals()
    assert before.taxable == int(invoice.taxable_value * 100) > 0

    back_at_the_shop()

    note = order.invoices.get(kind=Invoice.Kind.CREDIT_NOTE)
    assert note.against_id == invoice.pk and note.reason == RTO_REASON
    assert (note.taxable_value, note.cgst, note.sgst, note.igst, note.total) == (
        invoice.taxable_value, invoice.cgst, invoice.sgst, invoice.igst, invoice.total,
    )  # fmt: skip
    after, tables = gstr1_totals()
    assert after == Heads()  # nothing of the order is left in the month's tables
    assert net_of_documents(this_month()) == Heads()
    assert sum(h.taxable for h in tables.b2cs.values()) == 0


def test_twice_delivered_back_gives_one_note_and_the_invoice_is_not_issued_again():
    order = shipped("cod")
    back_at_the_shop()
    push("RTO DELIVERED", "25 11 2026 12:00:00")  # the same push again
    push("RTO DELIVERED", "26 11 2026 09:30:00")  # and a second scan of the same arrival
    assert order.invoices.filter(kind=Invoice.Kind.CREDIT_NOTE).count() == 1
    order_update(order=order, actor=None, payment_status="paid")  # a later change of the order
    assert order.invoices.filter(kind=Invoice.Kind.INVOICE).count() == 1  # still the one, credited
    assert order.invoices.filter(kind=Invoice.Kind.CREDIT_NOTE).count() == 1


def test_an_rto_after_a_partial_return_credits_only_what_is_left():
    order = shipped("upi", paid=True)
    invoice = order.invoices.get(kind=Invoice.Kind.INVOICE)
    first = credit_note_issue_for_return(
        order=order, parts=[Part(row=0, quantity=1, paise=10000)], reason="Sales return"
    )
    back_at_the_shop()
    notes = order.invoices.filter(kind=Invoice.Kind.CREDIT_NOTE).order_by("id")
    assert [n.pk for n in notes][0] == first.pk and notes.count() == 2
    assert sum((n.total for n in notes), Decimal("0")) == invoice.total
    assert sum((n.taxable_value for n in notes), Decimal("0")) == invoice.taxable_value


def test_an_order_never_invoiced_gets_no_note():
    order = OrderFactory(payment_method="cod")
    Invoice.objects.filter(order=order).delete()
    assert credit_note_issue_for_rto(order=order) is None
    assert not Invoice.objects.filter(order=order).exists()
