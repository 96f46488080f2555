"""Rupees and paise (core/common/money.py): one rounding rule, half up to the paisa, and a way back that
loses nothing (hypothesis)."""

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.common.admin_money import inr
from core.common.money import from_paise, paise, rupees

LIMIT = 10**12  # paise: ten thousand crore rupees, more than any order, invoice or return
amounts = st.one_of(
    st.decimals(min_value=-LIMIT // 100, max_value=LIMIT // 100, places=4, allow_nan=False),
    st.integers(min_value=-LIMIT // 100, max_value=LIMIT // 100),
    st.floats(min_value=-1e9, max_value=1e9, allow_nan=False, allow_infinity=False),
)
whole_paise = st.integers(min_value=-LIMIT, max_value=LIMIT)


@given(amounts)
def test_an_amount_in_paise_and_back_is_the_amount_rounded_to_the_paisa(amount):
    assert from_paise(paise(amount)) == rupees(amount)


@given(whole_paise)
def test_paise_to_rupees_and_back_is_the_same_paise(number):
    assert paise(from_paise(number)) == number


@given(whole_paise)
def test_rupees_from_paise_have_exactly_two_places(number):
    assert from_paise(number).as_tuple().exponent == -2


@given(st.integers(min_value=0, max_value=LIMIT))
def test_half_a_paisa_rounds_up_and_less_rounds_down(number):
    rupee_amount = from_paise(number)
    assert paise(rupee_amount + Decimal("0.005")) == number + 1
    assert paise(rupee_amount + Decimal("0.0049999")) == number
    # a negative amount rounds away from zero, as its positive does (a credit note mirrors its invoice)
    assert paise(-(rupee_amount + Decimal("0.005"))) == -(number + 1)


@pytest.mark.parametrize(
    ("amount", "expected"),
    [
        (Decimal("10.005"), 1001),
        (Decimal("10.0049"), 1000),
        ("2.675", 268),
        (2.675, 268),  # the float prints as 2.675; its binary value is 2.67499999...
        (0.29, 29),  # 0.29 * 100 is 28.999999999999996 as floats
        (4.35, 435),
        (1077, 107700),
    ],
)
def test_paise_of_known_amounts(amount, expected):
    assert paise(amount) == expected


def test_from_paise_takes_whole_paise_only():
    assert from_paise(150) == Decimal("1.50")
    assert str(from_paise(0)) == "0.00"
    with pytest.raises(ValueError):
        from_paise(Decimal("10.5"))


def test_the_team_reads_amounts_rounded_as_the_invoices_round():
    assert inr(Decimal("123456.785")) == "₹1,23,456.79"
    assert inr(Decimal("-0.5")) == "-₹0.50"
