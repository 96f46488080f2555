"""Delivery estimates as dates: pure functions, no database.

The specification (SPEC.md "Business rules") has two readings:
- the design page: Delhi and Gurgaon 1-2 days, metro cities 2-3 days, others 3-5 days;
- the product page: 1-3 days in metros, 3-5 days in other cities.
Days are delivery days counted from today: Sundays are skipped (couriers do not deliver on them),
so an order on a Saturday with "1-2 days" arrives Monday-Tuesday.
"""

from dataclasses import dataclass
from datetime import date, timedelta
from enum import StrEnum

from core.common.ist import ist_delivery_day
from core.common.pincode_directory import Place
from core.pincodes.models import names

SUNDAY = 6


class Reading(StrEnum):
    DESIGN = "design"
    PRODUCT = "product"


class Zone(StrEnum):
    FAST = "fast"
    METRO = "metro"
    OTHER = "other"


DAYS = {
    Reading.DESIGN: {Zone.FAST: (1, 2), Zone.METRO: (2, 3), Zone.OTHER: (3, 5)},
    Reading.PRODUCT: {Zone.FAST: (1, 3), Zone.METRO: (1, 3), Zone.OTHER: (3, 5)},
}


@dataclass(frozen=True)
class Estimate:
    zone: Zone
    min_days: int
    max_days: int
    earliest: date
    latest: date


def _matches(place: Place, cities: set[str]) -> bool:
    return bool({place.town.casefold(), place.district.casefold(), place.state.casefold()} & cities)


def zone_for(place: Place, *, fast_cities: str, metro_cities: str) -> Zone:
    if _matches(place, names(fast_cities)):
        return Zone.FAST
    if _matches(place, names(metro_cities)):
        return Zone.METRO
    return Zone.OTHER


def add_delivery_days(start: date, days: int) -> date:
    """`days` delivery days after `start`, not counting Sundays."""
    day = start
    while days > 0:
        day += timedelta(days=1)
        if day.weekday() != SUNDAY:
            days -= 1
    return day


def estimate(zone: Zone, *, reading: Reading, today: date) -> Estimate:
    low, high = DAYS[reading][zone]
    return Estimate(zone, low, high, add_delivery_days(today, low), add_delivery_days(today, high))


def delivery_by(day: date) -> str:
    """'Delivery by Thu, 27 Nov': the storefront shows this text."""
    return f"Delivery by {ist_delivery_day(day)}"
