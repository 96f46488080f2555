"""An amount in words, in Indian numbering (lakh, crore), as invoices in India write it."""

from decimal import Decimal

from num2words import num2words


def amount_in_words(amount: Decimal) -> str:
    """'Rupees One Thousand and Seventy-Seven and Fifty Paise Only' for 1077.50."""
    rupees, paise = divmod(int((amount * 100).to_integral_value()), 100)
    text = f"Rupees {num2words(rupees, lang='en_IN')}"
    if paise:
        text += f" and {num2words(paise, lang='en_IN')} paise"
    return (text + " only").replace(",", "").title().replace(" And ", " and ")
