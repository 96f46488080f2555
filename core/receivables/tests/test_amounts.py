"""The advance is the quote's percentage of the total to the paisa; advance + balance is the total."""

from decimal import ROUND_HALF_UP, Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.receivables.amounts import advance_amount, balance_amount

totals = st.integers(min_value=1, max_value=10_000_000_00).map(lambda p: Decimal(p) / 100)
percents = st.integers(min_value=0, max_value=100_00).map(lambda p: Decimal(p) / 100)


@given(totals, percents)
def test_the_advance_is_the_percentage_of_the_total_to_the_paisa(total, percent):
    advance = advance_amount(total, percent)
    exact = total * percent / 100
    assert advance == advance.quantize(Decimal("0.01"))
    assert abs(advance - exact) <= Decimal("0.005")
    assert advance == exact.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    assert advance + balance_amount(total, percent) == total
    assert Decimal(0) <= advance <= total


def test_known_amounts():
    assert advance_amount(Decimal("87451.00"), Decimal("50")) == Decimal("43725.50")
    assert advance_amount(Decimal("999.99"), Decimal("33.33")) == Decimal("333.30")  # 333.296667
    assert advance_amount(Decimal("0.03"), Decimal("50")) == Decimal("0.02")  # 0.015 rounds half up
    assert advance_amount(Decimal("1000"), Decimal("0")) == Decimal("0.00")
    assert advance_amount(Decimal("1000"), Decimal("100")) == Decimal("1000.00")


def test_a_percentage_outside_0_to_100_is_refused():
    with pytest.raises(ValueError):
        advance_amount(Decimal("100"), Decimal("100.01"))
