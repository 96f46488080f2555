"""Money is Decimal rupees with two places; JSON shows it as a number."""

from collections.abc import Iterable
from decimal import ROUND_HALF_UP, Decimal
from typing import Annotated

from pydantic import Field, PlainSerializer

PAISA = Decimal("0.01")


def rupees(value: Decimal | int | str) -> Decimal:
    """Round to paise, half up, as a shop's till does."""
    return Decimal(value).quantize(PAISA, rounding=ROUND_HALF_UP)


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
