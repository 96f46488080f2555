"""Money is Decimal rupees with two places; JSON shows it as a number.

The one rounding rule, for every amount in the shop: to the paisa, half up (Rs 10.005 is Rs 10.01,
Rs 10.0049 is Rs 10.00), as a shop's till does and as the invoices' tax split always has
(core/invoices/tax.py). `rupees()` rounds rupees; `paise()` is the same amount in whole paise, which is
how the invoices' rows, the GST tables and the order totals add up exactly; `from_paise()` is the way
back, exact, with two places. A float (a sum SQLite hands back) is read as it prints, 0.29 as 0.29,
never as its binary expansion 0.28999...: rounding that expansion, or truncating it, loses a paisa.
No other module multiplies or divides rupees by 100 (core/common/tests/test_one_paise.py)."""

from decimal import ROUND_HALF_UP, Decimal
from typing import Annotated

from pydantic import PlainSerializer

PAISA = Decimal("0.01")

Amount = Decimal | int | str | float


def _decimal(value: Amount) -> Decimal:
    return Decimal(repr(value)) if isinstance(value, float) else Decimal(value)


def rupees(value: Amount) -> Decimal:
    """Round to paise, half up, as a shop's till does."""
    return _decimal(value).quantize(PAISA, rounding=ROUND_HALF_UP)


def paise(value: Amount) -> int:
    """Rupees as whole paise, rounded as `rupees()` rounds: paise(Decimal("10.005")) == 1001."""
    return int(rupees(value).scaleb(2))


def from_paise(value: int) -> Decimal:
    """Whole paise as Decimal rupees with exactly two places: from_paise(150) == Decimal("1.50")."""
    whole = Decimal(value)
    if whole != whole.to_integral_value():
        raise ValueError(f"{value!r} is not a whole number of paise.")
    return whole.scaleb(-2).quantize(PAISA)


Money = Annotated[Decimal, PlainSerializer(lambda v: float(v), return_type=float, when_used="always")]
