"""Vouchers and automatic offers in the one pricing function (no database): the documented order,
the refusals' words, and properties over random bags (never negative; the invoice's rows tie)."""

from decimal import Decimal as D

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.invoices.tax import SaleLine, TaxRule, tax_split
from core.orders.placing.pricing import CodeRefused, MoneyRules, PriceLine, quote
from core.orders.placing.promotion_rules import OfferKind, OfferRule, VoucherRule, rs

RULES = MoneyRules()
TEE, MUG = 1, 2
BUY3 = OfferRule(
    name="Buy 3, cheapest free",
    kind=OfferKind.BUY_N,
    percent=D(100),
    quantity=3,
    product_types=frozenset({TEE}),
)
FEST10 = VoucherRule(code="FEST10", percent=D(10), min_order=D(999))


def bag(*rows) -> list[PriceLine]:
    return [PriceLine(D(str(unit)), qty, ptype) for unit, qty, ptype in rows]


class TestBuyNCheapestFree:
    def test_three_tees_the_cheapest_free(self):
        q = quote(lines=bag((699, 2, TEE), (499, 1, TEE)), rules=RULES, offers=[BUY3])
        assert (q.offer_name, q.offer_discount) == ("Buy 3, cheapest free", D("499.00"))
        assert q.total == D("1398.00")  # 1897 - 499, free shipping over 999
        assert "Buy 3, cheapest free: - Rs 499.00" in q.notes

    def test_six_tees_two_free_and_mugs_do_not_count(self):
        q = quote(lines=bag((699, 4, TEE), (499, 2, TEE), (300, 3, MUG)), rules=RULES, offers=[BUY3])
        assert q.offer_discount == D("998.00")

    def test_two_tees_get_nothing(self):
        q = quote(lines=bag((699, 2, TEE)), rules=RULES, offers=[BUY3])
        assert (q.offer_name, q.offer_discount) == ("", D("0.00"))

    def test_at_half_price(self):
        half = OfferRule(name="Buy 2, second at 50%", kind=OfferKind.BUY_N, percent=D(50), quantity=2)
        assert quote(lines=bag((400, 1, TEE), (300, 1, MUG)), rules=RULES, offers=[half]).offer_discount == D(
            "150.00"
        )


class TestOrder:
    def test_fest15_is_taken_on_what_the_offers_left(self):
        q = quote(lines=bag((699, 2, TEE), (499, 1, TEE)), rules=RULES, offers=[BUY3], code="FEST15")
        assert q.discount_amount == D("209.70")  # 15% of 1398
        assert q.total == D("1188.30")

    def test_without_offers_fest15_is_unchanged(self):
        q = quote(lines=bag((1000, 2, TEE)), rules=RULES, code="FEST15")
        assert (q.discount_amount, q.offer_discount, q.total) == (D("300.00"), D("0.00"), D("1700.00"))

    def test_a_voucher_after_the_offers_then_upi(self):
        q = quote(
            lines=bag((699, 2, TEE), (499, 1, TEE)),
            rules=RULES,
            offers=[BUY3],
            code="fest10",
            voucher=FEST10,
            payment_method="upi",
        )
        assert (q.offer_discount, q.discount_code, q.discount_amount) == (D("499.00"), "FEST10", D("139.80"))
        assert q.online_discount == D("62.91")  # 5% of 1258.20
        assert q.total == D("1195.29")

    def test_free_shipping_offer_above_its_value(self):
        free = OfferRule(name="Free shipping over Rs 499", kind=OfferKind.FREE_SHIPPING, min_order=D(499))
        q = quote(lines=bag((599, 1, TEE)), rules=RULES, offers=[free])
        assert (q.shipping, q.total) == (D("0.00"), D("599.00"))
        assert quote(lines=bag((399, 1, TEE)), rules=RULES, offers=[free]).shipping == D("79.00")

    def test_festival_percent_on_its_types(self):
        diwali = OfferRule(
            name="Diwali 20% off tees", kind=OfferKind.FESTIVAL, percent=D(20), product_types=frozenset({TEE})
        )
        q = quote(lines=bag((500, 2, TEE), (300, 1, MUG)), rules=RULES, offers=[diwali])
        assert q.offer_discount == D("200.00")


class TestRefusals:
    def test_the_minimum_order_says_how_much_more(self):
        with pytest.raises(CodeRefused) as refused:
            quote(lines=bag((879, 1, TEE)), rules=RULES, code="FEST10", voucher=FEST10)
        assert str(refused.value) == "FEST10 needs an order of Rs 999 or more; add Rs 120 more"

    def test_indian_grouping_and_paise(self):
        assert rs(D("123456")) == "Rs 1,23,456"
        assert rs(D("120.5")) == "Rs 120.50"

    def test_the_minimum_is_judged_after_the_offers(self):
        with pytest.raises(CodeRefused, match=r"add Rs 401 more"):
            quote(
                lines=bag((699, 2, TEE), (499, 1, TEE)),
                rules=RULES,
                offers=[BUY3],
                code="FEST10",
                voucher=VoucherRule(code="FEST10", percent=D(10), min_order=D(1799)),
            )

    def test_not_combinable_with_a_running_offer(self):
        solo = VoucherRule(code="SOLO", amount=D(100), combinable=False)
        with pytest.raises(CodeRefused, match="cannot be used with the offers already in your bag"):
            quote(lines=bag((699, 3, TEE)), rules=RULES, offers=[BUY3], code="SOLO", voucher=solo)
        assert quote(
            lines=bag((699, 2, TEE)), rules=RULES, offers=[BUY3], code="SOLO", voucher=solo
        ).discount_amount == D("100.00")

    def test_other_product_types_and_minimum_pieces(self):
        mugs = VoucherRule(code="MUGS", percent=D(10), product_types=frozenset({MUG}), min_quantity=2)
        with pytest.raises(CodeRefused, match="MUGS is not for the products in your bag."):
            quote(lines=bag((699, 1, TEE)), rules=RULES, code="MUGS", voucher=mugs)
        with pytest.raises(CodeRefused, match="MUGS needs 2 pieces or more; add 1 more piece."):
            quote(lines=bag((699, 1, TEE), (300, 1, MUG)), rules=RULES, code="MUGS", voucher=mugs)
        q = quote(lines=bag((699, 1, TEE), (300, 2, MUG)), rules=RULES, code="MUGS", voucher=mugs)
        assert q.discount_amount == D("60.00")  # the mugs' 600 only

    def test_a_reason_found_before_the_bag_is_given(self):
        ended = VoucherRule(code="OLD", percent=D(5), refusal="OLD ended on 01/11/2026 00:00.")
        with pytest.raises(CodeRefused, match="OLD ended on 01/11/2026 00:00."):
            quote(lines=bag((699, 1, TEE)), rules=RULES, code="OLD", voucher=ended)


# --- properties over random bags, vouchers and offers -------------------------------------------------

units = st.decimals(min_value=D("0.01"), max_value=D("9999.99"), places=2)
rows = st.lists(st.tuples(units, st.integers(1, 12), st.sampled_from([TEE, MUG])), min_size=1, max_size=6)
offers = st.lists(
    st.one_of(
        st.builds(
            OfferRule,
            name=st.just("Buy N"),
            kind=st.just(OfferKind.BUY_N),
            percent=st.decimals(1, 100, places=0),
            quantity=st.integers(2, 5),
            product_types=st.sampled_from([frozenset(), frozenset({TEE})]),
        ),
        st.builds(
            OfferRule,
            name=st.just("Festival"),
            kind=st.just(OfferKind.FESTIVAL),
            percent=st.decimals(1, 100, places=0),
        ),
        st.builds(
            OfferRule,
            name=st.just("Ship free"),
            kind=st.just(OfferKind.FREE_SHIPPING),
            min_order=st.decimals(0, 2000, places=0),
        ),
    ),
    max_size=3,
)
vouchers = st.one_of(
    st.none(),
    st.builds(VoucherRule, code=st.just("V"), percent=st.decimals(1, 100, places=0)),
    st.builds(VoucherRule, code=st.just("V"), amount=st.decimals(1, 100000, places=2)),
)
RATE_RULE = TaxRule(hsn="6109", rate=D(5), high_rate=D(18), threshold=D(2500))


def _priced(rows_, offers_, voucher, method):
    try:
        return quote(
            lines=bag(*rows_),
            rules=RULES,
            offers=offers_,
            voucher=voucher,
            code="V" if voucher else "",
            payment_method=method,
        )
    except CodeRefused:
        return None


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rows_=rows, offers_=offers, voucher=vouchers, method=st.sampled_from(["cod", "upi"]))
def test_the_total_is_never_negative_and_the_parts_add_up(rows_, offers_, voucher, method):
    q = _priced(rows_, offers_, voucher, method)
    if q is None:
        return
    assert q.total >= 0 and q.offer_discount >= 0 and q.discount_amount >= 0
    goods = q.subtotal - q.offer_discount - q.discount_amount - q.online_discount
    assert goods >= 0
    assert q.total == goods + q.shipping + q.cod_fee


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rows_=rows, offers_=offers, voucher=vouchers, intra=st.booleans())
def test_the_invoice_rows_tie_to_the_total_to_the_paisa(rows_, offers_, voucher, intra):
    """The discounts known at the sale, spread over the lines pro rata (largest remainder), reduce
    the taxable value (CGST Act s.15(3)(a)); every row is taxable + tax, and they add up to the total."""
    q = _priced(rows_, offers_, voucher, "cod")
    if q is None:
        return
    lines = [SaleLine(f"line {i}", qty, D(str(unit)), RATE_RULE) for i, (unit, qty, _) in enumerate(rows_)]
    discount = q.subtotal - (q.total - q.shipping - q.cod_fee)
    split = tax_split(lines=lines, discount=discount, shipping=q.shipping, intra_state=intra)
    assert split.total == int(q.total * 100)
    assert sum(r.taxable + r.cgst + r.sgst + r.igst for r in split.rows) == split.total
    goods_rows = split.rows[: len(lines)]
    for row, line in zip(goods_rows, lines, strict=True):
        # a free piece is still a line at its discounted value, never a Rs 0 supply of a paid line
        assert row.gross == int(line.unit_price * 100) * line.quantity
        assert row.taxable + row.cgst + row.sgst + row.igst == row.gross - row.discount >= 0
