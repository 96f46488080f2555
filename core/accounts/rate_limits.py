"""Rate limits in the shared store: per client address on the public forms (contact, newsletter,
bulk enquiry, registration, the password forms), per account (password reset e-mails) and per
customer for their own actions (placing orders: SHOP_CUSTOMER_RATE_LIMITS).

The counters live in the `rate_limits` cache, which every worker shares: a table in the shop's
database by default (created by migration accounts 0003), Redis when SHOP_REDIS_URL is set (several
machines). A fixed window per limit and key, so a limit of N lets exactly N requests through per
window, however many arrive at once:
- in the database cache's table, one row per key and window counted up by one statement (an
  upsert returning the count: the row's lock orders parallel requests), the window's first request
  clearing the rows of windows that ended (Django's own culling runs only on its `set`);
- in Redis, each allowed request takes one numbered slot with the cache's `add` (SET NX, so two
  parallel requests never take the same slot); a counter only says which slot to try first.
"""

import time
from datetime import UTC, datetime

from django.conf import settings
from django.core.cache import caches
from django.core.cache.backends.db import DatabaseCache
from django.db import connections, router
from django.http import HttpRequest

from core.accounts.client_address import client_ip
from core.common.errors import ApplicationError, ErrorStatus

CACHE = "rate_limits"


def _message(seconds_left: int) -> str:
    minutes = max(1, -(-seconds_left // 60))
    unit = "minute" if minutes == 1 else "minutes"
    return f"Too many requests from your connection. Please try again in {minutes} {unit}."


def _hint(cache, key: str, window: int) -> int:
    # read first: past a window's first request the key exists
    if cache.get(key) is None and cache.add(key, 1, timeout=window + 5):
        return 1
    try:
        return int(cache.incr(key))
    except ValueError:  # expired between add and incr
        cache.add(key, 1, timeout=window + 5)
        return 1


def _count_in_table(cache: DatabaseCache, key: str, expires: int) -> int:
    """This window's count for `key` after this request, counted up in the cache's table at once."""
    db = router.db_for_write(cache.cache_model_class)
    connection = connections[db]
    table = connection.ops.quote_name(cache._table)
    stamp = datetime.fromtimestamp(expires, tz=UTC if settings.USE_TZ else None)
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {table} (cache_key, value, expires) VALUES (%s, '1', %s) "
            f"ON CONFLICT (cache_key) DO UPDATE SET value = CAST(CAST({table}.value AS INTEGER) + 1 AS TEXT) "
            "RETURNING value",
            [cache.make_and_validate_key(key), connection.ops.adapt_datetimefield_value(stamp)],
        )
        count = int(cursor.fetchone()[0])
        if count == 1:  # a new window: the rows of the windows that ended go
            now = datetime.fromtimestamp(int(time.time()), tz=UTC if settings.USE_TZ else None)
            cursor.execute(
                f"DELETE FROM {table} WHERE expires < %s", [connection.ops.adapt_datetimefield_value(now)]
            )
    return count


def rate_limit_take(*, scope: str, key: str, limit: int, window: int) -> int:
    """Take one of `limit` slots of this window for `key`; answers the seconds until the window
    ends when every slot is taken, 0 when this request may go on."""
    now = int(time.time())
    start = now - now % window
    base = f"{scope}:{key}:{start}"
    cache = caches[CACHE]
    if isinstance(cache, DatabaseCache):
        if _count_in_table(cache, f"{base}:count", start + window + 5) <= limit:
            return 0
        return max(1, start + window - now)
    for slot in range(max(1, _hint(cache, f"{base}:n", window)), limit + 1):
        if cache.add(f"{base}:{slot}", 1, timeout=window + 5):
            return 0
    return max(1, start + window - now)


def rate_limit_check(*, request: HttpRequest, form: str) -> None:
    """Counts this request against `form`'s limit for the client's address; 429 past the limit."""
    limit, window = settings.SHOP_FORM_RATE_LIMITS[form]
    wait = rate_limit_take(scope=f"form:{form}", key=client_ip(request), limit=limit, window=window)
    if wait:
        raise ApplicationError(_message(wait), status=ErrorStatus.TOO_MANY)


def rate_limit_account(*, scope: str, user_id: int) -> bool:
    """Whether an account may have one more of `scope` (SHOP_ACCOUNT_RATE_LIMITS) now; counts it."""
    limit, window = settings.SHOP_ACCOUNT_RATE_LIMITS[scope]
    return rate_limit_take(scope=f"account:{scope}", key=str(user_id), limit=limit, window=window) == 0


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
    wait = rate_limit_take(scope=f"customer:{action}", key=str(user.pk), limit=limit, window=window)
    if wait:
        raise ApplicationError(_customer_message(action, limit, window, wait), status=ErrorStatus.TOO_MANY)
