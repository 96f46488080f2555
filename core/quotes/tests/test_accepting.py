"""Accepting a quote: the order it makes, once; expiry; asking for changes; revisions."""

from datetime import timedelta
from decimal import Decimal

import pytest
from django.db import connection
from django.utils import timezone

from core.common.errors import ApplicationError
from core.invoices.services import invoice_issue_for_order
from core.orders.changes.services import order_update
from core.orders.models import Order, OrderStatus
from core.proofs.tests import factories as proofs
from core.quotes.models import Quote, QuoteRevision, QuoteStatus
from core.quotes.services.accepting import ALREADY, quote_accept, quote_changes_ask
from core.quotes.services.desk import LineIn, quote_revise, quote_revision_save, quote_send
from core.quotes.tests.factories import desk, sent_quote
from core.tests.transactional import migration_seeds, side_by_side

pytestmark = pytest.mark.django_db


def test_accepting_makes_a_pending_business_order_with_the_quotes_lines_and_total():
    quote = sent_quote()
    revision = quote.latest

    order = quote_accept(quote=quote, actor=quote.customer)

    assert order.status == OrderStatus.PENDING
    assert order.quote_number == quote.number
    assert order.business_gstin == "29AABCT1332L1ZA"
    assert (order.business_pin_code, order.business_state) == ("560025", "Karnataka")  # the billing PIN
    assert order.amount == revision.total
    got = [(ln.size, ln.quantity, ln.unit_price) for ln in order.lines.order_by("id")]
    want = [(ln.size, ln.quantity, ln.unit_price) for ln in revision.lines.order_by("id")]
    assert got == want
    assert got[0] == ("M", 60, Decimal("699.00"))  # 120 hoodies, one side: the 100-249 tier
    quote.refresh_from_db()
    assert (quote.status, quote.order_id, quote.accepted_revision) == (QuoteStatus.ACCEPTED, order.pk, 1)


def test_the_quotes_gst_split_is_the_orders_b2b_invoice_to_the_paisa():
    quote = sent_quote(pin_code="411001", state="Maharashtra", city="Pune")  # another state: IGST
    revision = quote.latest
    order = quote_accept(quote=quote, actor=quote.customer)

    invoice = invoice_issue_for_order(order=order)

    assert invoice.buyer_gstin == "29AABCT1332L1ZA"
    figures = ("total", "taxable_value", "cgst", "sgst", "igst")
    assert [getattr(invoice, f) for f in figures] == [
        revision.total,
        revision.taxable,
        revision.cgst,
        revision.sgst,
        revision.igst,
    ]
    assert invoice.place_of_supply == revision.place_of_supply == "Maharashtra"
    assert [(r["taxable"], r["igst"], r["total"]) for r in invoice.rows] == [
        (r["taxable"], r["igst"], r["total"]) for r in revision.tax_rows
    ]


def test_a_quote_cannot_be_accepted_twice():
    quote = sent_quote()
    quote_accept(quote=quote, actor=quote.customer)

    with pytest.raises(ApplicationError) as exc:
        quote_accept(quote=quote, actor=quote.customer)

    assert exc.value.message == ALREADY
    assert Order.objects.filter(quote_number=quote.number).count() == 1


def test_an_expired_quote_cannot_be_accepted_and_says_when_it_expired():
    quote = sent_quote()
    yesterday = timezone.localdate() - timedelta(days=1)
    QuoteRevision.objects.filter(quote=quote).update(valid_until=yesterday)

    with pytest.raises(ApplicationError) as exc:
        quote_accept(quote=quote, actor=quote.customer)

    assert exc.value.message.startswith(f"This quote expired on {yesterday:%d/%m/%Y}.")
    assert not Order.objects.filter(quote_number=quote.number).exists()


def test_a_quote_is_valid_through_its_last_day():
    quote = sent_quote()
    QuoteRevision.objects.filter(quote=quote).update(valid_until=timezone.localdate())

    assert quote_accept(quote=quote, actor=None).quote_number == quote.number


def _lines(revision):
    return [
        LineIn(kind=ln.kind, size=ln.size, quantity=ln.quantity, unit_price=ln.unit_price, reason=ln.reason)
        for ln in revision.lines.all()
    ]


def test_changes_make_a_new_revision_and_every_revision_stays_as_it_was():
    quote = sent_quote()
    first = quote.latest
    first_total, first_pdf = first.total, first.pdf.name
    quote_changes_ask(quote=quote, comment="Can you do 650 a piece?")
    actor = desk()

    second = quote_revise(quote=quote, actor=actor)
    lines = _lines(second)
    lines[0] = LineIn(
        kind="goods", size="M", quantity=60, unit_price=Decimal("650"), reason="Repeat customer"
    )
    quote_revision_save(
        quote=quote,
        actor=actor,
        lines=lines,
        delivery=Decimal("0"),
        valid_until=second.valid_until,
        dispatch_by=second.dispatch_by,
        advance_percent=Decimal("30"),
        terms_days=30,
    )
    quote_send(quote=quote, actor=actor)

    first.refresh_from_db()
    assert (first.total, first.pdf.name, first.change_comment) == (
        first_total,
        first_pdf,
        "Can you do 650 a piece?",
    )
    assert [r.number for r in QuoteRevision.objects.filter(quote=quote)] == [1, 2]
    order = quote_accept(quote=quote, actor=quote.customer)
    assert order.amount == QuoteRevision.objects.get(quote=quote, number=2).total < first_total


def test_an_earlier_revision_cannot_be_accepted():
    quote = sent_quote()
    quote_changes_ask(quote=quote, comment="Navy instead?")
    actor = desk()
    quote_revise(quote=quote, actor=actor)
    quote_send(quote=quote, actor=actor)

    with pytest.raises(ApplicationError):
        quote_accept(quote=quote, actor=quote.customer, revision_number=1)


def test_a_revision_never_changes_an_accepted_quote():
    quote = sent_quote()
    order = quote_accept(quote=quote, actor=quote.customer)

    with pytest.raises(ApplicationError):
        quote_revise(quote=quote, actor=desk())
    with pytest.raises(ApplicationError):
        quote_changes_ask(quote=quote, comment="More please")

    assert QuoteRevision.objects.filter(quote=quote).count() == 1
    with pytest.raises(
        ApplicationError
    ):  # an accepted quote's order is printed only once its proof is approved
        order_update(order=order, actor=None, status="confirm")
    proofs.approve(proofs.upload(order))
    order_update(order=order, actor=None, status="confirm")  # the order goes on as any order
    assert Quote.objects.get(pk=quote.pk).status == QuoteStatus.ACCEPTED


@pytest.mark.skipif(connection.vendor != "postgresql", reason="row locks: PostgreSQL")
@pytest.mark.django_db(transaction=True)
def test_two_acceptances_at_once_make_one_order():
    migration_seeds()  # an earlier transactional test flushed the seeded product types
    quote = sent_quote()
    outcomes: list[str] = []

    def accept(_):
        try:
            quote_accept(quote=quote, actor=None)
            outcomes.append("accepted")
        except ApplicationError as exc:
            outcomes.append(exc.message)

    assert side_by_side(accept, [1, 2]) == []
    assert sorted(outcomes) == sorted(["accepted", ALREADY])
    assert Order.objects.filter(quote_number=quote.number).count() == 1
