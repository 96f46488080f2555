"""The amount in words on invoices: Indian numbering, one 'and' only, before the paise."""

from decimal import Decimal

import pytest

from core.invoices.words import amount_in_words


@pytest.mark.parametrize(
    ("amount", "words"),
    [
        ("0.50", "Rupees Zero and Fifty Paise Only"),
        ("1", "Rupees One Only"),
        ("100000", "Rupees One Lakh Only"),
        (
            "12345678.90",
            "Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight "
            "and Ninety Paise Only",
        ),
        ("97030.50", "Rupees Ninety-Seven Thousand Thirty and Fifty Paise Only"),
        ("1077", "Rupees One Thousand Seventy-Seven Only"),
    ],
)
def test_an_amount_reads_in_indian_words_with_one_and_before_the_paise(amount, words):
    # given an invoice total; when it is written in words; then lakh and crore, one 'and' at most
    assert amount_in_words(Decimal(amount)) == words


def test_half_a_paisa_reads_as_the_invoices_round_it_half_up():
    # given an amount with half a paisa (worked out, not yet rounded); when it is written in words
    # then it rounds as the tax split does (core/common/money.py), not to even
    words = "Rupees One Thousand Seventy-Seven and Fifty-One Paise Only"
    assert amount_in_words(Decimal("1077.505")) == words
