"""The GST split: worked examples and properties (no database)."""

from decimal import Decimal as D

from hypothesis import given, settings
from hypothesis import strategies as st

from core.invoices.tax import (
    SETUP,
    SHIPPING,
    SaleLine,
    SetupCharge,
    TaxRule,
    carries_pieces,
    spread,
    tax_split,
)

TEE = TaxRule(hsn="6109", rate=D(5), high_rate=D(18), threshold=D(2500))
POSTER = TaxRule(hsn="4911", rate=D(18))


def test_a_tshirt_in_the_shops_state_is_split_into_cgst_and_sgst_from_its_price():
    split = tax_split(
        lines=[SaleLine("T-Shirt M", 2, D("499.00"), TEE)], discount=D(0), shipping=D(79), intra_state=True
    )
    goods, ship = split.rows
    assert (goods.taxable, goods.cgst, goods.sgst, goods.igst) == (95048, 2376, 2376, 0)  # 998 / 1.05
    assert goods.rate == D(5) and goods.hsn == "6109"
    assert ship.description == SHIPPING and ship.hsn == "6109" and ship.rate == D(5)
    assert ship.taxable + ship.tax == 7900
    assert split.total == 107700


def test_another_state_pays_igst_at_the_full_rate():
    lines = [SaleLine("T-Shirt M", 3, D("499.00"), TEE)]
    intra = tax_split(lines=lines, discount=D("74.85"), shipping=D(0), intra_state=True)
    inter = tax_split(lines=lines, discount=D("74.85"), shipping=D(0), intra_state=False)
    assert abs(inter.igst - (intra.cgst + intra.sgst)) <= 1 and inter.cgst == inter.sgst == 0
    assert intra.total == inter.total == 149700 - 7485


def test_cgst_and_sgst_are_each_half_the_rate_so_always_equal():
    # a Rs 299 poster at 18% in the shop's state: 9% + 9%; the half is worked out once, charged twice
    split = tax_split(
        lines=[SaleLine("Poster", 1, D("299.00"), POSTER)], discount=D(0), shipping=D(0), intra_state=True
    )
    (row,) = split.rows
    assert (row.cgst, row.sgst, row.taxable) == (2281, 2281, 29900 - 4562)  # 299 x 9 / 118 = 22.81
    assert row.total == 29900


def test_apparel_above_rs_2500_a_piece_is_taxed_at_18_percent():
    split = tax_split(
        lines=[SaleLine("Jacket", 1, D("2700.00"), TEE)], discount=D(0), shipping=D(0), intra_state=False
    )
    assert split.rows[0].rate == D(18)
    # 2,625 a piece is 2,500 at 5%: still the low rate; a discount can bring a piece under the limit
    assert tax_split(
        lines=[SaleLine("J", 1, D("2625.00"), TEE)], discount=D(0), shipping=D(0), intra_state=False
    ).rows[0].rate == D(5)
    assert tax_split(
        lines=[SaleLine("J", 1, D("2700.00"), TEE)], discount=D(270), shipping=D(0), intra_state=False
    ).rows[0].rate == D(5)


def test_discount_is_spread_pro_rata_and_shipping_follows_each_rate():
    lines = [SaleLine("T-Shirt", 1, D("600.00"), TEE), SaleLine("Poster", 1, D("300.00"), POSTER)]
    split = tax_split(lines=lines, discount=D("90.00"), shipping=D("79.00"), intra_state=True)
    tee, poster, ship5, ship18 = split.rows
    assert (tee.discount, poster.discount) == (6000, 3000)
    assert {ship5.rate, ship18.rate} == {D(5), D(18)}
    assert ship5.gross + ship18.gross == 7900 and ship5.gross == 5267  # 540 / 810 of 79
    assert split.total == 90000 - 9000 + 7900


def test_a_setup_charge_is_taxed_as_the_printed_goods_it_is_part_of_not_as_a_service_at_18():
    """Rs 3,000 of screens for 120 hoodies: one composite supply, the hoodies its principal supply
    (CGST Act s.2(30), s.8(a)), so 5% like them, though Rs 3,000 alone is above Rs 2,500 a piece."""
    hoodies = [SaleLine("Hoodie M", 60, D("699.00"), TEE), SaleLine("Hoodie L", 60, D("699.00"), TEE)]
    split = tax_split(
        lines=hoodies,
        discount=D(0),
        shipping=D(0),
        intra_state=False,
        setup=[SetupCharge("Screens", D("3000"))],
    )
    goods_m, goods_l, screens = split.rows
    assert screens.description == SETUP.format(label="Screens") and not carries_pieces(screens.description)
    assert (screens.rate, screens.hsn, screens.gross) == (D(5), "6109", 300000)
    assert screens.igst == 14286  # 3,000 x 5 / 105
    assert split.total == 120 * 69900 + 300000
    assert carries_pieces(goods_m.description) and not carries_pieces(SHIPPING)


def test_a_setup_charge_follows_each_rate_of_the_goods_pro_rata():
    lines = [SaleLine("Jacket", 1, D("2700.00"), TEE), SaleLine("Tee", 1, D("600.00"), TEE)]
    split = tax_split(
        lines=lines,
        discount=D(0),
        shipping=D(0),
        intra_state=True,
        setup=[SetupCharge("Digitising", D("330"))],
    )
    jacket, tee, *setup = split.rows
    assert (jacket.rate, tee.rate) == (D(18), D(5))
    assert [(row.rate, row.gross) for row in setup] == [(D(5), 6000), (D(18), 27000)]  # 600 : 2,700 of 330
    assert split.total == 330000 + 33000


def test_spread_never_loses_a_paisa():
    assert spread(100, [1, 1, 1]) == [34, 33, 33]
    assert spread(7, [0, 0]) == [4, 3]
    assert spread(0, [5, 5]) == [0, 0]


RATES = st.sampled_from([TEE, POSTER, TaxRule(hsn="6912", rate=D(5)), TaxRule(hsn="3926", rate=D(18))])
LINE = st.builds(
    SaleLine,
    st.just("item"),
    st.integers(1, 50),
    st.integers(1, 500_000).map(lambda p: D(p) / 100),
    RATES,
)


@settings(max_examples=300, deadline=None)
@given(
    lines=st.lists(LINE, min_size=1, max_size=6),
    discount_share=st.integers(0, 100),
    shipping=st.integers(0, 20_000).map(lambda p: D(p) / 100),
    setup=st.lists(st.integers(0, 500_000).map(lambda p: SetupCharge("Screens", D(p) / 100)), max_size=2),
)
def test_properties_of_the_split(lines, discount_share, shipping, setup):
    goods = sum(line.unit_price * line.quantity for line in lines)
    discount = (goods * discount_share / 100).quantize(D("0.01"))
    intra = tax_split(lines=lines, discount=discount, shipping=shipping, intra_state=True, setup=setup)
    inter = tax_split(lines=lines, discount=discount, shipping=shipping, intra_state=False, setup=setup)
    expected = int((goods - discount + shipping + sum(c.amount for c in setup)) * 100)
    # the invoice total is the order's amount, to the paisa, both ways
    assert intra.total == inter.total == expected
    assert intra.taxable + intra.cgst + intra.sgst == expected
    # CGST and SGST are equal halves, row by row; together within the half's rounding of IGST
    for a, b in zip(intra.rows, inter.rows, strict=True):
        assert a.cgst == a.sgst and abs(a.cgst + a.sgst - b.igst) <= 1
        assert a.total == b.total
        # each half is half the rate of the taxable value, IGST the whole rate, within rounding
        assert abs(D(a.taxable) * a.rate / 200 - a.cgst) <= 1
        assert abs(D(b.taxable) * b.rate / 100 - b.igst) <= 1
        assert a.taxable >= 0 and a.discount >= 0
    assert intra.discount == int(discount * 100)
