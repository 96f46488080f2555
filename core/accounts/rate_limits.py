"""Per-client rate limits for the public forms (contact, newsletter, bulk enquiry) and registration.

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


def rate_limit_check(*, request: HttpRequest, form: str) -> None:
    """Counts this request against `form`'s limit for the client's address; 429 past the limit."""
    limit, window = settings.SHOP_FORM_RATE_LIMITS[form]
    now = int(time.time())
    start = now - now % window
    key = f"form:{form}:{client_ip(request)}:{start}"
    cache = caches[CACHE]
    if cache.add(key, 1, timeout=window + 5):
        return
    try:
        count = cache.incr(key)
    except ValueError:  # expired between add and incr: this request opens a new count
        cache.add(key, 1, timeout=window + 5)
        return
    if count > limit:
        raise ApplicationError(_message(start + window - now), status=ErrorStatus.TOO_MANY)
