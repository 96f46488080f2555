"""Input tax on a purchase: CGST + SGST from a supplier in the shop's state, IGST from another
(IGST Act s.8(1), s.7(1)); the rate by value per piece; parts of a delivery add up to the line."""

from decimal import Decimal

from hypothesis import given
from hypothesis import strategies as st

from core.purchasing.tax import gst_rate_for, line_heads, part_heads


def test_a_supplier_in_the_shops_state_charges_cgst_and_sgst_in_equal_halves():
    heads = line_heads(quantity=3, rate=Decimal("99.99"), gst_rate=Decimal(5), intra_state=True)
    # 299.97 x 2.5% = 7.49925 -> 7.50 each
    assert (heads.taxable, heads.cgst, heads.sgst, heads.igst) == (29997, 750, 750, 0)
    assert heads.total == 29997 + 1500


def test_a_supplier_in_another_state_charges_igst_at_the_full_rate():
    heads = line_heads(quantity=3, rate=Decimal("99.99"), gst_rate=Decimal(5), intra_state=False)
    assert (heads.taxable, heads.cgst, heads.sgst, heads.igst) == (29997, 0, 0, 1500)


def test_apparel_takes_the_high_rate_above_the_limit_a_piece():
    rule = {"low": Decimal(5), "high": Decimal(18), "threshold": Decimal(2500)}
    assert gst_rate_for(rate=Decimal("2500.00"), **rule) == 5
    assert gst_rate_for(rate=Decimal("2500.01"), **rule) == 18
    assert gst_rate_for(rate=Decimal("9000"), low=Decimal(12), high=None, threshold=None) == 12


@given(
    parts=st.lists(st.integers(min_value=1, max_value=500), min_size=1, max_size=8),
    paise=st.integers(min_value=1, max_value=99_999_99),
    gst=st.sampled_from([Decimal(0), Decimal(5), Decimal(12), Decimal(18), Decimal(28)]),
    intra=st.booleans(),
)
def test_the_parts_of_a_delivery_add_up_to_the_line_to_the_paisa(parts, paise, gst, intra):
    rate = Decimal(paise) / 100
    before, summed = 0, None
    for now in parts:
        part = part_heads(before=before, now=now, rate=rate, gst_rate=gst, intra_state=intra)
        assert min(part.astuple()) >= 0
        summed = part if summed is None else summed + part
        before += now
    assert summed == line_heads(quantity=before, rate=rate, gst_rate=gst, intra_state=intra)
