"""A quote's prices are the price breaks' (plus the setup charges and delivery) and its GST split is
the invoice's, to the paisa, over quantities, tiers, sides and places of supply."""

from decimal import Decimal

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.catalogue.price_breaks import SetupCharge
from core.invoices.services import invoice_issue_for_order
from core.invoices.tax import carries_pieces
from core.orders.placing.breaks import bulk_price
from core.quotes.services.accepting import quote_accept
from core.quotes.services.desk import LineIn, quote_create, quote_revision_save, quote_send
from core.quotes.tests.factories import desk, quote_request

pytestmark = pytest.mark.django_db

PLACES = [
    ("110017", "Delhi", "New Delhi"),
    ("560001", "Karnataka", "Bengaluru"),
    ("411001", "Maharashtra", "Pune"),
]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    sizes=st.lists(st.integers(min_value=1, max_value=400), min_size=1, max_size=4),
    both_sides=st.booleans(),
    place=st.sampled_from(PLACES),
    delivery=st.decimals(min_value=0, max_value=5000, places=2),
)
def test_quote_equals_breaks_plus_setup_and_its_invoice_to_the_paisa(sizes, both_sides, place, delivery):
    pin, state, city = place
    named = list(zip(("S", "M", "L", "XL"), sizes, strict=False))
    if sum(sizes) < 10:
        named[0] = (named[0][0], named[0][1] + 10)
    request = quote_request(
        sizes=named,
        positions=("front", "back") if both_sides else ("front",),
        pin_code=pin,
        state=state,
        city=city,
    )
    actor = desk()
    quote = quote_create(request=request, actor=actor)
    revision = quote.latest
    quote_revision_save(
        quote=quote,
        actor=actor,
        lines=[
            LineIn(kind=ln.kind, size=ln.size, quantity=ln.quantity, unit_price=ln.unit_price)
            for ln in revision.lines.all()
        ],
        delivery=delivery,
        valid_until=revision.valid_until,
        dispatch_by=revision.dispatch_by,
        advance_percent=Decimal("50"),
        terms_days=0,
    )
    quote_send(quote=quote, actor=actor)
    revision = quote.latest

    price = bulk_price(
        product_type=request.product_type, quantity=request.quantity, sides=2 if both_sides else 1
    )
    assert revision.goods == price.unit_price * request.quantity
    assert revision.setup == price.setup_total
    assert revision.total == revision.goods + revision.setup + delivery
    invoice = invoice_issue_for_order(order=quote_accept(quote=quote, actor=None))
    assert (invoice.total, invoice.taxable_value, invoice.cgst, invoice.sgst, invoice.igst) == (
        revision.total,
        revision.taxable,
        revision.cgst,
        revision.sgst,
        revision.igst,
    )


def test_a_setup_charge_above_rs_2500_is_taxed_as_the_hoodies_on_the_quote_and_the_invoice():
    """The rule of docs/decisions.md: a setup charge is part of the printed goods' composite supply
    (CGST Act s.2(30), s.8(a)), taxed at the goods' rate, never judged as a piece of its own."""
    request = quote_request()  # 120 hoodies, front only, Karnataka
    SetupCharge.objects.filter(product_type=request.product_type, label="Screens").update(
        amount=Decimal("3000")
    )
    actor = desk()
    quote = quote_create(request=request, actor=actor)
    quote_send(quote=quote, actor=actor)
    revision = quote.latest
    setup_rows = [row for row in revision.tax_rows if row["description"].startswith("Setup: ")]
    assert [(row["description"], row["rate"]) for row in setup_rows] == [
        ("Setup: Screens (part of the printed goods, taxed as them)", "5"),
        ("Setup: Digitising (part of the printed goods, taxed as them)", "5"),
    ]
    order = quote_accept(quote=quote, actor=None)
    assert sorted(order.lines.values_list("kind", "size")) == [
        ("goods", "L"), ("goods", "M"), ("goods", "XL"), ("setup", "Digitising"), ("setup", "Screens"),
    ]  # fmt: skip
    invoice = invoice_issue_for_order(order=order)
    assert [(r["description"], r["rate"], r["total"]) for r in invoice.rows] == [
        (r["description"], r["rate"], r["total"]) for r in revision.tax_rows
    ]
    assert {r["rate"] for r in invoice.rows} == {"5"}
    assert sum(r["quantity"] for r in invoice.rows if carries_pieces(r["description"])) == 120
