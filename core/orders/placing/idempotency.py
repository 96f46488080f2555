"""The Idempotency-Key of the ordering calls, handled here and only here.

The header is read by the API (core/orders/api/ordering.py) and handed to placing/services.py,
which asks this module three things: is the key well formed; did an earlier call with this key
(per customer) store an order, which then answers the retry whatever it carries; and, when two
requests with the same key race, which order won (the unique constraint on customer + key in
core/orders/models.py lets exactly one insert through)."""

import re

from core.accounts.models import User
from core.common.errors import FieldErrors
from core.common.prepared import Prepared
from core.orders.models import Order
from core.orders.selectors import order_get

KEY_RE = re.compile(r"^[\x21-\x7e]{1,80}$")
BAD_KEY = "The Idempotency-Key header must be 1 to 80 visible characters."


def idempotency_key_check(key: str | None) -> str | None:
    """The Idempotency-Key header: absent, or 1 to 80 visible characters."""
    key = (key or "").strip() or None
    if key is not None and not KEY_RE.match(key):
        raise FieldErrors.single("idempotency_key", BAD_KEY)
    return key


# asked of every order placed with a key (twice: the API before the rate limit, the service): compiled once
_WITH_KEY = Prepared(
    lambda customer_id, key: (
        Order.objects.filter(customer_id=customer_id, idempotency_key=key).order_by().values_list("order_id")
    ),
    customer_id=-7_000_001,
    key="\x00a key",
)


def order_with_key(*, customer: User, key: str | None) -> Order | None:
    """The order an earlier call with this key stored, as the customer sees it; None if none did."""
    if not key:
        return None
    found = _WITH_KEY.rows(customer_id=customer.pk, key=key)  # one at most: unique per customer
    return order_get(order_id=found[0][0]) if found else None


def order_for_retry(*, customer: User, key: str | None) -> Order | None:
    """The order a retry with this key gets back before anything else is counted or checked: a
    stored order answers its retry even past the ordering rate limit, since the
    retry places nothing. A malformed key finds nothing here; the service refuses it."""
    key = (key or "").strip()
    if not KEY_RE.match(key):
        return None
    return order_with_key(customer=customer, key=key)
