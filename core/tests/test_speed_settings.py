"""The speed settings: sessions read through a cache every worker shares, the orjson renderer
writing what django-ninja's JSON renderer writes, and PostgreSQL through psycopg's pool."""

import json
import uuid
from datetime import UTC, date, datetime, timedelta
from datetime import timezone as dt_timezone
from decimal import Decimal
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.sessions.backends.cached_db import SessionStore
from django.core.cache import caches
from ninja.renderers import JSONRenderer

from core.common.renderers import ORJSONRenderer
from core.orders.models import OrderStatus
from core.settings_cache import shared_caches
from core.settings_database import postgres_from_url


def test_sessions_are_cached_db_in_a_cache_all_workers_share():
    assert settings.SESSION_ENGINE == "django.contrib.sessions.backends.cached_db"
    backend = settings.CACHES[settings.SESSION_CACHE_ALIAS]["BACKEND"]
    assert backend in (
        "core.common.file_cache.SeldomCulledFileBasedCache",  # one machine: files
        "django.core.cache.backends.redis.RedisCache",  # SHOP_REDIS_URL
    )


def test_one_machine_without_redis_shares_files_and_the_database():
    found = shared_caches(redis_url="", var_dir=Path("/srv/shop/var"))
    assert found["sessions"]["BACKEND"].endswith("FileBasedCache")
    assert found["sessions"]["LOCATION"] == "/srv/shop/var/cache/sessions"
    assert found["rate_limits"]["BACKEND"].endswith("DatabaseCache")


def test_with_redis_both_shared_caches_are_redis():
    found = shared_caches(redis_url="redis://cache:6379/0", var_dir=Path("/x"))
    for name in ("sessions", "rate_limits"):
        assert found[name] == {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": "redis://cache:6379/0",
        }


@pytest.mark.django_db
def test_a_session_is_read_from_the_cache_and_a_deleted_one_is_gone_for_every_worker(
    django_assert_num_queries,
):
    store = SessionStore()
    store["who"] = "asha"
    store.create()
    with django_assert_num_queries(0):
        assert SessionStore(store.session_key).load() == {"who": "asha"}
    SessionStore(store.session_key).delete()
    assert caches[settings.SESSION_CACHE_ALIAS].get(store.cache_key) is None


def test_postgres_uses_the_pool_without_persistent_connections():
    db = postgres_from_url("postgres://shop@db:5432/rangrez")
    assert db["ENGINE"] == "django.db.backends.postgresql"
    assert db["CONN_MAX_AGE"] == 0  # Django refuses a pool with persistent connections
    assert db["OPTIONS"]["pool"]["min_size"] >= 1 and db["OPTIONS"]["pool"]["max_size"] >= 4
    off = postgres_from_url("postgres://shop@db:5432/rangrez", pool="0")
    assert "pool" not in off.get("OPTIONS", {}) and off["CONN_MAX_AGE"] == 60


def test_the_running_settings_pool_postgres_connections():
    db = settings.DATABASES["default"]
    if db["ENGINE"] != "django.db.backends.postgresql":
        pytest.skip("SQLite: no pool")
    assert db["OPTIONS"]["pool"] and db["CONN_MAX_AGE"] == 0


def test_orjson_writes_what_ninjas_json_renderer_writes():
    data = {
        "amount": Decimal("1234.50"),
        "at": datetime(2026, 11, 24, 8, 30, 15, 123456, tzinfo=UTC),
        "local": datetime(2026, 11, 24, 14, 0, tzinfo=dt_timezone(timedelta(hours=5, minutes=30))),
        "day": date(2026, 11, 24),
        "status": OrderStatus.SHIPPED,
        "id": uuid.UUID("12345678-1234-5678-1234-567812345678"),
        "rows": [{"n": 1, "ok": True, "none": None, "text": "Rs. ₹ 'quoted' \"x\""}],
        3: "int key",
    }
    fast = ORJSONRenderer().render(None, data, response_status=200)
    usual = JSONRenderer().render(None, data, response_status=200)
    assert json.loads(fast) == json.loads(usual)
    assert json.loads(fast)["at"] == "2026-11-24T08:30:15.123Z"


@pytest.mark.django_db
def test_the_api_answers_through_orjson(client):
    response = client.get("/api/me/")
    assert response["Content-Type"].startswith("application/json")
    assert response.json()["authenticated"] is False
