"""Money is Decimal rupees with two places; JSON shows it as a number."""

from decimal import ROUND_HALF_UP, Decimal
from typing import Annotated

from pydantic import PlainSerializer

PAISA = Decimal("0.01")


def rupees(value: Decimal | int | str) -> Decimal:
    """Round to paise, half up, as a shop's till does."""
    return Decimal(value).quantize(PAISA, rounding=ROUND_HALF_UP)


Money = Annotated[Decimal, PlainSerializer(lambda v: float(v), return_type=float, when_used="always")]
