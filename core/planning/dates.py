"""The planning's dates as pure functions: the dispatch date a delivery promise implies, the default
print day, and how due an order is (late, today, tomorrow). No database; IST days come in as dates.

The promise is the studio's estimate (core/pincodes/estimate.py, the "design" reading: its latest
day is never later than the product page's, so keeping it keeps both): delivered within
`max_days` delivery days of the day the order was placed. A courier needs at least `min_days` of
them, so the parcel must be handed over `min_days` delivery days before the latest day; the days
in between are the print floor's. Couriers neither collect nor deliver on Sundays.
"""

from datetime import date, timedelta
from enum import StrEnum

from core.pincodes.estimate import SUNDAY, Estimate


class Due(StrEnum):
    LATE = "late"
    TODAY = "today"
    TOMORROW = "tomorrow"
    LATER = "later"


def days_back(day: date, days: int) -> date:
    """`days` delivery days before `day`, not counting Sundays; never a Sunday itself."""
    while days > 0 or day.weekday() == SUNDAY:
        day -= timedelta(days=1)
        if day.weekday() != SUNDAY:
            days -= 1
    return day


def dispatch_date(promise: Estimate, *, placed: date) -> date:
    """The last day the parcel can leave and still arrive by the promise's latest day (never before
    the day it was placed)."""
    return max(days_back(promise.latest, promise.min_days), placed)


def default_print_day(dispatch_by: date, *, placed: date) -> date:
    """Printed the working day before it leaves (packed and handed over the next afternoon), but
    not before the order was placed."""
    return max(days_back(dispatch_by, 1), placed)


def due_state(dispatch_by: date | None, *, today: date) -> Due | None:
    """How due an order not yet shipped is, by its dispatch date and India's today."""
    if dispatch_by is None:
        return None
    if dispatch_by < today:
        return Due.LATE
    if dispatch_by == today:
        return Due.TODAY
    if dispatch_by == today + timedelta(days=1):
        return Due.TOMORROW
    return Due.LATER
