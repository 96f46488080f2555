"""Per-client rate limits for the public forms (contact, newsletter, bulk enquiry) and registration,
and per-customer limits for their own actions (placing orders: SHOP_CUSTOMER_RATE_LIMITS).

The counters live in the `rate_limits` cache, which every worker shares: a table in the shop's
database by default (created by migration accounts 0003), Redis when SHOP_REDIS_URL is set (several
machines). A fixed window per form and client address: the first request of a window creates the
counter with the window as its timeout, later ones increment it. (Redis increments atomically; the
database cache's increment is a read and a write, so a burst of parallel requests can pass a few
over the limit, never more than the burst.)
"""

import time

from django.conf import settings
from django.core.cache import caches
from django.http import HttpRequest

from core.accounts.client_address import client_ip
from core.common.errors import ApplicationError, ErrorStatus

CACHE = "rate_limits"


def _message(seconds_left: int) -> str:
    minutes = max(1, -(-seconds_left // 60))
    unit = "minute" if minutes == 1 else "minutes"
    return f"Too many requests from your connection. Please try again in {minutes} {unit}."


def _counted(name: str, limit: int, window: int) -> int | None:
    """Count one more under `name` in the current window: the seconds left in it past the limit,
    None within it."""
    now = int(time.time())
    start = now - now % window
    key = f"{name}:{start}"
    cache = caches[CACHE]
    if cache.add(key, 1, timeout=window + 5):
        return None
    try:
        count = cache.incr(key)
    except ValueError:  # expired between add and incr: this request opens a new count
        cache.add(key, 1, timeout=window + 5)
        return None
    return start + window - now if count > limit else None


def rate_limit_check(*, request: HttpRequest, form: str) -> None:
    """Counts this request against `form`'s limit for the client's address; 429 past the limit."""
    limit, window = settings.SHOP_FORM_RATE_LIMITS[form]
    left = _counted(f"form:{form}:{client_ip(request)}", limit, window)
    if left is not None:
        raise ApplicationError(_message(left), status=ErrorStatus.TOO_MANY)


def _customer_message(action: str, limit: int, window: int, seconds_left: int) -> str:
    seconds = max(1, seconds_left)
    unit = "second" if seconds == 1 else "seconds"
    return (
        f"You can place at most {limit} {action}s a minute. Please try again in {seconds} {unit}."
        if window == 60
        else f"Too many {action}s from your account. Please try again in {seconds} {unit}."
    )


def customer_rate_limit_check(*, user, action: str) -> None:
    """Counts one `action` (e.g. "order") of this customer; 429, saying when to try again, past the limit."""
    limit, window = settings.SHOP_CUSTOMER_RATE_LIMITS[action]
    left = _counted(f"customer:{action}:{user.pk}", limit, window)
    if left is not None:
        raise ApplicationError(_customer_message(action, limit, window, left), status=ErrorStatus.TOO_MANY)
