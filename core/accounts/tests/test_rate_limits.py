"""The public forms are capped per field and rate-limited per client (issue 16, point 6)."""

import pytest
from django.db import connection

from core.accounts.tests.test_auth_api import GOOD
from core.conftest import JsonClient
from core.content.models import BulkEnquiry, ContactMessage

pytestmark = pytest.mark.django_db

CONTACT = {"name": "Asha", "email": "asha@example.in", "message": "Do you print on silk?"}
BULK = {
    "name": "Asha",
    "email": "asha@example.in",
    "phone_number": "9876543210",
    "product": "T-shirts",
    "quantity": 50,
    "message": "For a college fest.",
}
FORMS = [
    ("/api/message/", CONTACT),
    ("/api/newsletter/", {"email": "asha@example.in"}),
    ("/api/bulk/", BULK),
    ("/api/register/", GOOD),
]


@pytest.mark.parametrize(("url", "body"), FORMS)
def test_each_public_form_is_limited_per_client_address(url, body, settings):
    settings.SHOP_FORM_RATE_LIMITS = {k: (3, 3600) for k in settings.SHOP_FORM_RATE_LIMITS}
    settings.SHOP_TRUSTED_PROXIES = 1
    sender = JsonClient(REMOTE_ADDR="127.0.0.1", HTTP_X_FORWARDED_FOR="203.0.113.9")
    for _ in range(3):
        assert sender.send("post", url, body).status_code in (201, 409)
    refused = sender.send("post", url, body)
    assert refused.status_code == 429
    assert refused.json()["message"].startswith(
        "Too many requests from your connection. Please try again in "
    )
    other = JsonClient(REMOTE_ADDR="127.0.0.1", HTTP_X_FORWARDED_FOR="198.51.100.7")
    assert other.send("post", url, body).status_code in (201, 409)


def test_registering_a_known_phone_again_and_again_is_slowed(customer, settings):
    settings.SHOP_FORM_RATE_LIMITS = {**settings.SHOP_FORM_RATE_LIMITS, "register": (5, 3600)}
    client = JsonClient()
    codes = [
        client.send("post", "/api/register/", {**GOOD, "phone_number": customer.phone_number}).status_code
        for _ in range(30)
    ]
    assert codes.count(409) == 5 and codes.count(429) == 25


def test_the_counters_live_in_the_database_cache_every_worker_shares():
    assert JsonClient().send("post", "/api/newsletter/", {"email": "a@example.in"}).status_code == 201
    with connection.cursor() as cursor:
        cursor.execute("SELECT cache_key FROM shop_rate_limits")
        keys = [row[0] for row in cursor.fetchall()]
    assert any("form:newsletter:127.0.0.1" in key for key in keys)


@pytest.mark.parametrize(
    ("url", "body", "field"),
    [
        ("/api/message/", {**CONTACT, "message": "x" * 5_000_001}, "message"),
        ("/api/message/", {**CONTACT, "name": "x" * 121}, "name"),
        ("/api/bulk/", {**BULK, "message": "x" * 2_000_000}, "message"),
        ("/api/bulk/", {**BULK, "product": "x" * 61}, "product"),
        ("/api/bulk/", {**BULK, "quantity": 2**31}, "quantity"),
        ("/api/bulk/", {**BULK, "quantity": 2**63}, "quantity"),
        ("/api/newsletter/", {"email": "a" * 300 + "@example.in"}, "email"),
        ("/api/register/", {**GOOD, "name": "x" * 121}, "name"),
        ("/api/register/", {**GOOD, "area": "x" * 201}, "area"),
    ],
)
def test_over_long_fields_get_a_400_naming_the_field(client, url, body, field):
    response = client.send("post", url, body)
    assert response.status_code == 400
    assert field in response.json()["errors"]
    assert not ContactMessage.objects.exists() and not BulkEnquiry.objects.exists()


def test_a_count_holds_in_its_window_and_ended_windows_are_cleared(monkeypatch):
    from core.accounts import rate_limits

    monkeypatch.setattr(rate_limits.time, "time", lambda: 1_800_000_000.0)
    takes = [rate_limits.rate_limit_take(scope="t", key="k", limit=2, window=60) for _ in range(3)]
    assert takes == [0, 0, 60]  # the third waits for the window's end
    monkeypatch.setattr(rate_limits.time, "time", lambda: 1_800_003_600.0)  # an hour on: a new window
    assert rate_limits.rate_limit_take(scope="t", key="k", limit=2, window=60) == 0
    with connection.cursor() as cursor:
        cursor.execute("SELECT cache_key FROM shop_rate_limits")
        keys = [row[0] for row in cursor.fetchall()]
    assert keys == [":1:t:k:1800003600:count"]
