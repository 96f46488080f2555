"""The law a gift card follows, and its codes.

- Validity: the RBI's Master Directions on Prepaid Payment Instruments, 2021 (RBI/DPSS/2021-22/82,
  27/08/2021, as updated), "Validity and redemption": every PPI has a minimum validity of one year
  from its last loading; gift PPIs are not reloadable, so a card lives at least a year from its sale
  (settings.SHOP_GIFT_CARD_VALIDITY_DAYS, never below 365). "Gift PPIs": at most Rs 10,000 a card.
- GST: CBIC Circular No. 243/37/2024-GST (31/12/2024), first clarification: a voucher (gift card) is neither
  a supply of goods nor of services; GST is due on the goods it is redeemed for (CGST Act s.12(4),
  s.13(4): the time of supply of the goods). So a card's sale has no tax invoice, and the order it
  pays keeps its full taxable value, the card shown as a tender. Its fourth: an expired card's
  unspent balance (breakage) is no consideration for a supply, so it carries no GST either.
"""

import secrets
from datetime import date, timedelta
from decimal import Decimal

from django.conf import settings
from django.utils import timezone

from core.common.ist import IST
from core.common.money import rupees

ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud and typed from an e-mail


def new_code() -> str:
    raw = "".join(secrets.choice(ALPHABET) for _ in range(16))
    return "-".join(raw[i : i + 4] for i in range(0, 16, 4))


def clean_code(text: str) -> str:
    """A code as typed ("abcd efgh-ijkl mnop") in its stored form; "" when it cannot be one."""
    raw = "".join(ch for ch in (text or "").upper() if ch.isalnum())
    if len(raw) != 16 or any(ch not in ALPHABET for ch in raw):
        return ""
    return "-".join(raw[i : i + 4] for i in range(0, 16, 4))


def expiry_for(issued_on: date) -> date:
    """The last day a card issued on `issued_on` may be spent (at least a year: the RBI's minimum)."""
    return issued_on + timedelta(days=settings.SHOP_GIFT_CARD_VALIDITY_DAYS)


def amount_bounds() -> tuple[Decimal, Decimal]:
    return rupees(settings.SHOP_GIFT_CARD_MIN), rupees(settings.SHOP_GIFT_CARD_MAX)


def ist_today() -> date:
    return timezone.now().astimezone(IST).date()
