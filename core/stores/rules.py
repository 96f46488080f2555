"""The store's rules that need no database: is it open, the price floor, the margin, the progress.

Readings (the shop's own):
- A store takes orders from its opening time until its closing time (IST as the desk typed it,
  stored in UTC), and only while its status is open: closing early sets it closed at once.
- The price a buyer pays per piece is never below the shop's price break for the quantity the
  desk expects (core/orders/placing/breaks.py): the difference is the organiser's margin, or a
  fundraising amount shown to buyers.
- A design is printed when its ordered pieces (paid, or cash on delivery where the desk allowed
  it) reach its minimum, or when the desk chose to print it anyway.
"""

from datetime import datetime
from decimal import Decimal

from core.common.money import rupees

CLOSED = "This store is closed: it takes no more orders."
NOT_YET = "This store opens on {when}: come back then."
BELOW_BREAK = "The price per piece (₹{price}) is below the shop's price for {expected} pieces (₹{floor})."


def open_now(*, status: str, opens_at: datetime, closes_at: datetime, now: datetime) -> bool:
    return status == "open" and opens_at <= now < closes_at


def price_problem(*, price: Decimal, floor: Decimal, expected: int) -> str | None:
    """Why `price` cannot be a store's price per piece, or None."""
    if rupees(price) < rupees(floor):
        return BELOW_BREAK.format(price=rupees(price), expected=expected, floor=rupees(floor))
    return None


def margin(*, price: Decimal, shop_price: Decimal, pieces: int) -> Decimal:
    """The organiser's margin on `pieces` sold at `price` the shop sells at `shop_price`."""
    return rupees((rupees(price) - rupees(shop_price)) * pieces)


def prints(*, ordered: int, minimum: int, print_anyway: bool) -> bool:
    return ordered >= minimum or print_anyway


def progress_text(*, ordered: int, minimum: int) -> str:
    """ "18 of 24": pieces ordered of the minimum to print."""
    return f"{ordered} of {minimum}"
