"""Money is Decimal rupees with two places; JSON shows it as a number.

The one rounding rule, for every amount in the shop: to the paisa, half up (Rs 10.005 is Rs 10.01,
Rs 10.0049 is Rs 10.00), as a shop's till does and as the invoices' tax split always has
(core/invoices/tax.py). `rupees()` rounds rupees; `paise()` is the same amount in whole paise, which is
how the invoices' rows, the GST tables and the order totals add up exactly; `from_paise()` is the way
back, exact, with two places. A float (a sum SQLite hands back) is read as it prints, 0.29 as 0.29,
never as its binary expansion 0.28999...: rounding that expansion, or truncating it, loses a paisa.
No other module multiplies or divides rupees by 100 (core/common/tests/test_one_paise.py)."""

from collections.abc import Iterable
from decimal import ROUND_HALF_UP, Decimal
from typing import Annotated

from pydantic import Field, PlainSerializer

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


# What a person may type as money: bounded where a column (max_digits) or a PDF would overflow.
# A price a piece (a catalogue price, a price break, a quote's line, a purchase order's rate): Rs 10 lakh,
# more than any piece the shop sells or buys.
MAX_PIECE_PRICE = Decimal("1000000")
PiecePrice = Annotated[Decimal, Field(ge=0, le=MAX_PIECE_PRICE, max_digits=10, decimal_places=2)]
# The goods of one quote or purchase order, before tax: Rs 100 crore. Their totals are max_digits=12
# columns (below Rs 1,000 crore) and their PDFs write the total in words, which num2words' Indian
# English stops below Rs 1,000 crore; Rs 100 crore leaves room for GST (28% at most) and delivery.
MAX_GOODS = Decimal("1000000000")
TOO_MUCH_GOODS = (
    "These lines come to more than Rs 1,00,00,00,000 before tax, more than one quote or purchase "
    "order can hold. Check the quantities and prices, or split it into smaller ones."
)


def goods_within_bound(amounts: Iterable[Decimal]) -> None:
    """Raise ValueError(TOO_MUCH_GOODS) (a schema's field error) when `amounts` add up past MAX_GOODS."""
    if sum(amounts, Decimal(0)) > MAX_GOODS:
        raise ValueError(TOO_MUCH_GOODS)
