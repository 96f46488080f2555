"""Quantity price breaks in the one pricing path: the tier an order's quantity falls in, its unit
price by sides and sleeve, the setup charges handed to quotes, the bag counted per product type,
and the GST split of such an order equal to its invoice's rows to the paisa."""

import io
from decimal import Decimal as D

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PIL import Image

from core.catalogue.models import ProductType
from core.catalogue.services import price_breaks_set
from core.catalogue.tests.tables import as_rows, sound_tables
from core.catalogue.tiers import Tier, tier_for
from core.common.money import paise
from core.invoices.models import InvoiceSettings, ProductTaxRule
from core.invoices.services import invoice_issue_for_order
from core.invoices.tax import SaleLine, TaxRule, tax_split
from core.orders.placing import services
from core.orders.placing.breaks import BulkPrice, bulk_price, price_from_tiers
from core.orders.placing.price_check import price_bag, price_design

TEES = [
    {"min_quantity": 1, "max_quantity": 9, "one_side": "499", "both_sides": "499"},
    {"min_quantity": 10, "max_quantity": 49, "one_side": "429", "both_sides": "499"},
    {"min_quantity": 50, "max_quantity": 99, "one_side": "379", "both_sides": "449"},
    {"min_quantity": 100, "max_quantity": None, "one_side": "339", "both_sides": "399"},
]
SETUP = [{"label": "Screen setup (up to 4 colours)", "amount": "1200"}]
NO_CHECKS = [HealthCheck.function_scoped_fixture, HealthCheck.too_slow]


def png() -> bytes:
    out = io.BytesIO()
    Image.new("RGBA", (60, 80), (20, 120, 200, 255)).save(out, format="PNG")
    return out.getvalue()


# --- the pure part ------------------------------------------------------------------------------


@given(
    tiers=sound_tables(),
    quantity=st.integers(1, 3000),
    sides=st.sampled_from([1, 2]),
    extra=st.integers(0, 200),
    setup=st.lists(st.tuples(st.text(min_size=1, max_size=20), st.integers(1, 5000)), max_size=3),
)
def test_the_tier_of_the_quantity_sets_the_unit_price_and_setup_comes_once(
    tiers, quantity, sides, extra, setup
):
    charges = tuple((label, D(amount)) for label, amount in setup)
    priced = price_from_tiers(
        tiers=tiers, base_price=D("999"), quantity=quantity, sides=sides, extra=D(extra), setup=charges
    )
    tier = tier_for(tiers, quantity)
    assert priced == BulkPrice(unit_price=tier.price(sides) + extra, tier=tier.label, setup=charges)
    assert priced.setup_total == sum((D(a) for _, a in setup), D("0"))


@given(quantity=st.integers(1, 3000), sides=st.sampled_from([1, 2]))
def test_without_breaks_a_piece_costs_its_own_price_whatever_the_quantity(quantity, sides):
    priced = price_from_tiers(tiers=[], base_price=D("599"), quantity=quantity, sides=sides)
    assert (priced.unit_price, priced.tier, priced.setup) == (D("599.00"), "", ())


def test_more_pieces_never_cost_more_per_piece_in_a_falling_table():
    tiers = [Tier(1, 9, D(499), D(499)), Tier(10, None, D(429), D(499))]
    units = [
        price_from_tiers(tiers=tiers, base_price=D(1), quantity=q, sides=1).unit_price
        for q in (1, 9, 10, 400)
    ]
    assert units == [D("499.00"), D("499.00"), D("429.00"), D("429.00")]
    with pytest.raises(ValueError):
        price_from_tiers(tiers=tiers, base_price=D(1), quantity=5, sides=3)


# --- the loader and the studio's pricing --------------------------------------------------------


@pytest.fixture
def tees(db):
    ptype = ProductType.objects.get(slug="tshirts")
    price_breaks_set(product_type=ptype, tiers=TEES, setup=SETUP)
    return ProductType.objects.prefetch_related("sleeves").get(pk=ptype.pk)


@pytest.mark.django_db
def test_bulk_price_is_the_entry_point_for_quotes_with_the_setup_charges(tees):
    assert bulk_price(product_type=tees, quantity=120, sides=2) == BulkPrice(
        unit_price=D("399.00"), tier="100+", setup=(("Screen setup (up to 4 colours)", D("1200.00")),)
    )
    # a full sleeve costs ₹100 more than the base at every tier (599 - 499)
    assert bulk_price(product_type=tees, quantity=60, sides=1, sleeve="Full Sleeve").unit_price == D("479.00")
    with CaptureQueriesContext(connection) as ctx:
        bulk_price(product_type=tees, quantity=60, sides=1, sleeve="Full Sleeve")
    assert len(ctx.captured_queries) == 2  # the tiers and the setup charges (sleeves prefetched)


@pytest.mark.django_db
def test_a_studio_order_whose_total_quantity_reaches_a_tier_gets_its_price(tees, customer):
    # 30 M and 25 L: 55 tees, the 50-99 tier; printed front and back
    priced = price_design(
        customer=customer,
        colour="#222222",
        product="tshirts",
        sleeve="Half Sleeve",
        lines=[("M", 30), ("L", 25)],
        sides=2,
    )
    assert {line.unit_price for line in priced.lines} == {D("449.00")}
    assert priced.quote.subtotal == D("24695.00")  # 55 x 449, no setup charge on a studio order
    one_side = price_design(
        customer=customer, colour="#222222", product="tshirts", sleeve="Full Sleeve", lines=[("M", 12)]
    )
    assert one_side.lines[0].unit_price == D("529.00")  # 10-49 one side 429 + the full sleeve's 100
    retail = price_design(
        customer=customer,
        colour="#222222",
        product="tshirts",
        sleeve="Half Sleeve",
        lines=[("M", 2)],
        sides=2,
    )
    assert retail.lines[0].unit_price == D("499.00")  # the shop price, as before breaks


@pytest.mark.django_db
def test_the_live_quote_asks_for_the_sides_and_the_placed_order_charges_what_it_showed(
    tees, customer_client, customer
):
    body = {
        "product": "tshirts",
        "sleeve": "Half Sleeve",
        "lines": [{"size": "M", "quantity": 60}],
        "payment_method": "upi",
    }
    one = customer_client.send("post", "/api/orders/quote/", body).json()
    two = customer_client.send("post", "/api/orders/quote/", {**body, "sides": 2}).json()
    assert (one["lines"][0]["unit_price"], two["lines"][0]["unit_price"]) == (379.0, 449.0)
    assert customer_client.send("post", "/api/orders/quote/", {**body, "sides": 3}).status_code == 400
    order = services.order_place(
        customer=customer,
        product_slug="tshirts",
        sleeve="Half Sleeve",
        colour="#222222",
        lines=[("M", 60)],
        payment_method="upi",
        front_png=png(),
        back_png=png(),
    )
    assert float(order.amount) == two["total"]
    assert {line.unit_price for line in order.lines.all()} == {D("449.00")}


@pytest.mark.django_db
def test_a_bag_counts_the_pieces_of_one_product_type_across_its_items(tees, customer):
    # items 1 (₹699) and 9 (₹599) are tees: 30 + 25 = 55 tees, the 50-99 tier's share 379/499
    priced = price_bag(customer=customer, items=[(1, "M", 30), (9, "L", 25)], payment_method="upi")
    assert [line.unit_price for line in priced.lines] == [D("531.00"), D("455.00")]
    few = price_bag(customer=customer, items=[(1, "M", 2), (9, "L", 3)], payment_method="upi")
    assert [line.unit_price for line in few.lines] == [D("699.00"), D("599.00")]


# --- the GST split equals the invoice, to the paisa ---------------------------------------------


def _rule(ptype: ProductType) -> TaxRule:
    row = ProductTaxRule.objects.get(product_type=ptype)
    threshold = InvoiceSettings.objects.order_by("pk").first().apparel_threshold
    return TaxRule(
        hsn=row.hsn,
        rate=row.rate,
        high_rate=row.high_rate if row.by_value else None,
        threshold=threshold if row.by_value else None,
    )


MONEY = ("quantity", "unit_price", "gross", "discount", "taxable", "cgst", "sgst", "igst", "total")


@pytest.mark.django_db
@settings(max_examples=15, deadline=None, suppress_health_check=NO_CHECKS)
@given(
    tiers=sound_tables(max_tiers=5),
    sizes=st.lists(st.integers(1, 120), min_size=1, max_size=3),
    back=st.booleans(),
    code=st.sampled_from(["", "FEST15"]),
)
def test_the_gst_split_of_a_bulk_order_equals_its_invoice_rows_to_the_paisa(
    customer, tiers, sizes, back, code
):
    ptype = ProductType.objects.get(slug="tshirts")
    price_breaks_set(product_type=ptype, tiers=as_rows(tiers), setup=[])
    lines = list(zip(["M", "L", "XL"], sizes, strict=False))
    sides = 2 if back else 1
    priced = price_design(
        customer=customer,
        colour="#222222",
        product="tshirts",
        sleeve="Half Sleeve",
        lines=lines,
        code=code,
        payment_method="upi",
        sides=sides,
    )
    tier = tier_for(tiers, sum(sizes))
    assert {line.unit_price for line in priced.lines} == {tier.price(sides)}
    order = services.order_place(
        customer=customer,
        product_slug="tshirts",
        sleeve="Half Sleeve",
        colour="#222222",
        lines=lines,
        code=code,
        payment_method="upi",
        front_png=png(),
        back_png=png() if back else None,
    )
    invoice = invoice_issue_for_order(order=order)
    rule = _rule(ptype)
    split = tax_split(
        lines=[SaleLine(f"size {ln.size}", ln.quantity, ln.unit_price, rule) for ln in priced.lines],
        discount=priced.quote.discount_amount + priced.quote.online_discount,
        shipping=priced.quote.shipping,
        intra_state=invoice.intra_state,
    )
    assert [tuple(getattr(row, k) for k in MONEY) for row in split.rows] == [
        tuple(row[k] for k in MONEY) for row in invoice.rows
    ]
    assert split.total == paise(priced.quote.total) == paise(order.amount) == paise(invoice.total)
