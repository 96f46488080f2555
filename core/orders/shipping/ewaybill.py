"""When a consignment needs an e-way bill, and how long one is valid (CGST Rules 2017, rule 138).

- Needed: rule 138(1) asks for one before goods move when the consignment's value exceeds
  Rs 50,000 (`EWAYBILL_THRESHOLD`). States may set a higher limit for movements that begin and end
  within them (their own SGST Rules' rule 138(14) notifications, e.g. Rs 1,00,000 in some):
  `EWAYBILL_INTRA_STATE_THRESHOLDS`, by the state's GST code, applied only when the shop's state
  (its GSTIN's) is also the delivery's.
- The value: rule 138(1), Explanation 2 (Notification 12/2018-CT): the value under section 15
  declared in the invoice, including the central, State, UT and integrated tax and cess charged,
  excluding the value of exempt supplies on the same invoice. Our reading: the order's amount is
  its invoice's value (the invoice splits that amount into taxable value and GST,
  core/invoices/tax.py), shipping included; every product the shop sells is taxed (a product type
  has a GST rate above nil), so there is no exempt part to leave out.
- Valid: rule 138(10) as amended from 01/01/2021 (Notification 94/2020-CT): one day up to 200 km and
  one more for every 200 km or part thereof (other than over-dimensional cargo, which a parcel is
  not); Explanation 1: counted from the time it was generated, "each day shall be counted as the
  period expiring at midnight of the day immediately following", so a bill made at 10:00 on the 1st
  for 150 km is valid until midnight at the end of the 2nd (IST, as the portal prints it).
"""

import re
from datetime import datetime, time, timedelta
from decimal import Decimal

from django.conf import settings
from django.utils.module_loading import import_string

from core.common.ist import IST
from core.common.pincode_directory import state_of
from core.common.states import state_code
from core.orders.models import Order

NUMBER = re.compile(r"^\d{12}$")
KM_PER_DAY = 200
MAX_KM = 4000  # the portal refuses a distance above 4,000 km
DEFAULT_THRESHOLD = Decimal("50000")


def shop_state_code() -> str:
    """The shop's GST state code, from its GSTIN ('' before the invoice settings are filled in)."""
    return (import_string(settings.SHOP_GSTIN_READER)() or "")[:2]


def delivery_state_code(order: Order) -> str:
    """The delivery's state code: its PIN code's state, else the state typed in the address."""
    return state_code_of(pin_code=order.ship_pin_code, state=order.ship_state)


def state_code_of(*, pin_code: str, state: str) -> str:
    """A delivery address's state code from its PIN code and typed state (read as values)."""
    return state_code(state_of(pin_code) or state or "") or ""


def ewaybill_threshold(*, from_state: str, to_state: str) -> Decimal:
    """The value a consignment must exceed to need an e-way bill, for this movement."""
    general = Decimal(str(getattr(settings, "EWAYBILL_THRESHOLD", DEFAULT_THRESHOLD)))
    own = getattr(settings, "EWAYBILL_INTRA_STATE_THRESHOLDS", {}) or {}
    if from_state and from_state == to_state and from_state in own:
        return Decimal(str(own[from_state]))
    return general


def consignment_value(order: Order) -> Decimal:
    """The consignment's value under rule 138(1), Explanation 2: the order's invoiced amount."""
    return consignment_value_of(order.amount)


def consignment_value_of(amount: Decimal) -> Decimal:
    """The same value from the order's amount read as a value."""
    return amount


def ewaybill_needed(order: Order, *, from_state: str | None = None) -> bool:
    """Whether the order's consignment needs an e-way bill before it moves (rule 138(1)).
    `from_state`: the shop's state code when the caller has read it once for many orders."""
    if from_state is None:
        from_state = shop_state_code()
    limit = ewaybill_threshold(from_state=from_state, to_state=delivery_state_code(order))
    return consignment_value(order) > limit


def ewaybill_hint(amount: Decimal) -> bool:
    """The board card's hint, from the amount alone (no query per card): over the general limit.
    It may warn of an intra-State consignment under its state's own higher limit; the order page
    and dispatch apply the exact rule (`ewaybill_needed`)."""
    return amount > Decimal(str(getattr(settings, "EWAYBILL_THRESHOLD", DEFAULT_THRESHOLD)))


def validity_days(distance_km: int) -> int:
    """Rule 138(10): one day up to 200 km, one more for every 200 km or part thereof."""
    return max(1, -(-max(distance_km, 0) // KM_PER_DAY))


def valid_until(*, generated_at: datetime, distance_km: int) -> datetime:
    """The last moment the bill is valid: midnight at the end of the day after each day's start
    (rule 138(10), Explanation 1), IST; the stored instant is the last second before it."""
    day = generated_at.astimezone(IST).date() + timedelta(days=validity_days(distance_km))
    return datetime.combine(day, time(23, 59, 59), tzinfo=IST)
