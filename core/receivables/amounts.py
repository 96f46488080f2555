"""The advance and the balance of a business order, pure (no database).

The advance is the quote's percentage of the order's total, in rupees to the paisa, rounded half up
(the usual commercial rounding of a rupee amount; the GST rules round tax the same way, CGST Rule
46(l) and the invoice's `tax.py`); the balance is the rest, so advance + balance is the total exactly."""

from decimal import ROUND_HALF_UP, Decimal

PAISA = Decimal("0.01")
HUNDRED = Decimal(100)


def advance_amount(total: Decimal, percent: Decimal) -> Decimal:
    """`percent` (0-100) of `total`, to the paisa."""
    if not (Decimal(0) <= percent <= HUNDRED):
        raise ValueError("The advance is a percentage from 0 to 100.")
    return (total * percent / HUNDRED).quantize(PAISA, rounding=ROUND_HALF_UP)


def balance_amount(total: Decimal, percent: Decimal) -> Decimal:
    return total - advance_amount(total, percent)
