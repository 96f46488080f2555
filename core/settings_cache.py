"""The caches every worker shares (imported by core/settings_security.py).

- `rate_limits` (the public forms' counters): the database table `shop_rate_limits` on one machine.
- `answers` (core/common/answer_cache.py): files under var/cache/answers, for the same reason: a
  write in one worker must retire the answers of all of them.
- `sessions` (SESSION_ENGINE cached_db): files under var/cache/sessions on one machine. Not the
  per-process local-memory cache: a log-out in one gunicorn worker must end the session in every
  worker, and a file deleted is gone for all of them. Not the database cache either: that is the
  same query the session table already costs.
- With SHOP_REDIS_URL (several machines), both are Redis.
- `default`: local memory, for what may differ per process.
"""

from pathlib import Path

LOCAL = {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
FILES = "core.common.file_cache.SeldomCulledFileBasedCache"  # Django's, without a folder listing per write


def shared_caches(*, redis_url: str, var_dir: Path) -> dict[str, dict]:
    if redis_url:
        redis = {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": redis_url}
        return {
            "default": LOCAL,
            "rate_limits": redis,
            "sessions": redis,  # cached_db's keys have their own prefix
            "answers": redis,  # core/common/answer_cache.py: keys start with "answers:"
        }
    return {
        "default": LOCAL,
        "rate_limits": {
            "BACKEND": "django.core.cache.backends.db.DatabaseCache",
            "LOCATION": "shop_rate_limits",
            # one row per client and window, counted up in place (core/accounts/rate_limits.py clears
            # the windows that ended); Django's culling only runs on its own `set`
            "OPTIONS": {"MAX_ENTRIES": 20_000},
        },
        "sessions": {
            "BACKEND": FILES,
            "LOCATION": str(var_dir / "cache" / "sessions"),
            # culled past this many (counted every 64 writes); a culled session is read from the database
            "OPTIONS": {"MAX_ENTRIES": 20_000},
        },
        # the lists' answers (core/common/answer_cache.py); losing one only costs computing it again
        "answers": {
            "BACKEND": FILES,
            "LOCATION": str(var_dir / "cache" / "answers"),
            "OPTIONS": {"MAX_ENTRIES": 5_000},
        },
    }
