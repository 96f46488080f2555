"""An amount in words, in Indian numbering (lakh, crore), as invoices in India write it.

One 'and' only, before the paise: "Rupees Ninety-Seven Thousand Thirty and Fifty Paise Only" for
97030.50 (num2words' en_IN puts a British 'and' inside the hundreds, which then reads as two amounts)."""

from decimal import Decimal

from num2words import num2words

from core.common.money import paise


def _words(number: int) -> str:
    """'Ninety-Seven Thousand Thirty' for 97030: num2words en_IN (lakh, crore), no commas, no 'and'."""
    parts = num2words(number, lang="en_IN").replace(",", " ").split()
    return " ".join(part.title() for part in parts if part != "and")


def amount_in_words(amount: Decimal) -> str:
    """'Rupees One Thousand Seventy-Seven and Fifty Paise Only' for 1077.50."""
    whole, part = divmod(paise(amount), 100)
    text = f"Rupees {_words(whole)}"
    if part:
        text += f" and {_words(part)} Paise"
    return text + " Only"
