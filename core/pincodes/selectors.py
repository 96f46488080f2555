"""Reads: what the shop can promise for a pincode (place, delivery dates, cash on delivery)."""

import re
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, InvalidOperation

from django.utils import timezone

from core.catalogue.selectors import money_rules
from core.common.errors import ApplicationError, NotFound
from core.common.pincode_directory import MALFORMED, UNKNOWN, Place, is_well_formed, place_for
from core.orders.placing.cash_on_delivery import cod_allowed
from core.pincodes.estimate import Estimate, Reading, delivery_by, estimate, zone_for
from core.pincodes.models import DeliverySettings

AMOUNT_RE = re.compile(r"[0-9]{1,12}(\.[0-9]{1,2})?")
BAD_AMOUNT = "Send the order amount in rupees, for example 1299.50."
BAD_READING = "Choose the reading 'product' or 'design'."


@dataclass(frozen=True)
class DeliveryAnswer:
    place: Place
    delivers: bool
    estimate: Estimate | None
    delivery_by: str
    cod_below: Decimal
    cod_available: bool | None


def place_get(*, pincode: str) -> Place:
    """The directory's place for a pincode; 400 for a malformed one, 404 for an unknown one."""
    pincode = (pincode or "").strip()
    if not is_well_formed(pincode):
        raise ApplicationError(MALFORMED, errors={"pincode": [MALFORMED]})
    place = place_for(pincode)
    if place is None:
        message = UNKNOWN.format(pincode=pincode)
        raise NotFound(message)
    return place


def _amount(raw: str | None) -> Decimal | None:
    if raw in (None, ""):
        return None
    try:  # rupees with at most two decimals, as the OpenAPI document says (no exponent, no spaces)
        value = Decimal(str(raw)) if AMOUNT_RE.fullmatch(str(raw)) else Decimal("NaN")
    except InvalidOperation:
        value = Decimal("NaN")
    if not value.is_finite() or value < 0:
        raise ApplicationError(BAD_AMOUNT, errors={"amount": [BAD_AMOUNT]})
    return value


def _paused(pincode: str, settings: DeliverySettings) -> bool:
    prefixes = [p.strip() for p in settings.paused_pincodes.replace("\n", ",").split(",") if p.strip()]
    return any(pincode.startswith(p) for p in prefixes)


def delivery_answer(
    *, pincode: str, amount: str | None = None, reading: str = "design", today: date | None = None
) -> DeliveryAnswer:
    """Town, district, state; whether the shop delivers; the dates; cash on delivery for `amount`."""
    try:
        how = Reading(reading or Reading.DESIGN)
    except ValueError:
        raise ApplicationError(BAD_READING, errors={"reading": [BAD_READING]}) from None
    value = _amount(amount)
    place = place_get(pincode=pincode)
    settings = DeliverySettings.current()
    rules = money_rules()
    delivers = not _paused(place.pincode, settings)
    when = None
    if delivers:
        zone = zone_for(place, fast_cities=settings.fast_cities, metro_cities=settings.metro_cities)
        when = estimate(zone, reading=how, today=today or timezone.localdate())
    return DeliveryAnswer(
        place=place,
        delivers=delivers,
        estimate=when,
        delivery_by=delivery_by(when.latest) if when else "We do not deliver to this pincode yet.",
        cod_below=rules.cod_below,
        cod_available=None if value is None or not delivers else cod_allowed(total=value, rules=rules),
    )
