"""GET /api/pincodes/{pincode}/: public, clear 400/404, cash on delivery from the money rules."""

from datetime import date

import pytest
from django.utils import timezone

from core.catalogue.models import ShopSettings
from core.pincodes.models import DeliverySettings

pytestmark = pytest.mark.django_db
MONDAY = date(2026, 11, 23)


@pytest.fixture(autouse=True)
def _monday(monkeypatch):
    monkeypatch.setattr(timezone, "localdate", lambda *a, **k: MONDAY)


def _get(client, pincode: str, **query):
    return client.get(f"/api/pincodes/{pincode}/", query)


def test_a_metro_pincode_answers_place_dates_and_cod(client):
    response = _get(client, "400001", amount="1299.50")
    assert response.status_code == 200
    body = response.json()
    assert (body["town"], body["district"], body["state"]) == ("Mumbai", "Mumbai", "Maharashtra")
    assert body["delivers"] is True
    assert (body["zone"], body["min_days"], body["max_days"]) == ("metro", 2, 3)
    assert body["latest"] == "2026-11-26"
    assert body["delivery_by"] == "Delivery by Thu, 26 Nov"
    assert body["cod_available"] is True
    assert body["cod_below"] == 5000


def test_the_product_reading_and_another_place(client):
    body = _get(client, "682001", reading="product").json()
    assert (body["town"], body["state"], body["min_days"], body["max_days"]) == ("Kochi", "Kerala", 3, 5)
    assert body["cod_available"] is None


def test_cod_follows_the_admin_teams_limit(client):
    assert _get(client, "110001", amount="5000").json()["cod_available"] is False
    ShopSettings.objects.update_or_create(pk=1, defaults={"cod_below": 8000})
    assert _get(client, "110001", amount="5000").json()["cod_available"] is True


def test_a_paused_pincode_is_known_but_not_delivered(client):
    DeliverySettings.objects.update_or_create(pk=1, defaults={"paused_pincodes": "744"})
    body = _get(client, "744112", amount="100").json()
    assert body["delivers"] is False
    assert body["latest"] is None
    assert body["delivery_by"] == "We do not deliver to this pincode yet."


@pytest.mark.parametrize("pincode", ["12345", "1234567", "abcdef", "012345"])
def test_a_malformed_pincode_is_a_400_with_a_message(client, pincode):
    response = _get(client, pincode)
    assert response.status_code == 400
    assert response.json()["message"] == "Enter a valid 6-digit pincode."


def test_an_unknown_pincode_is_a_404_with_a_message(client):
    response = _get(client, "999999")
    assert response.status_code == 404
    assert response.json()["message"] == "We could not find pincode 999999. Please check it."


@pytest.mark.parametrize(
    ("query", "field"), [({"amount": "lots"}, "amount"), ({"reading": "fast"}, "reading")]
)
def test_bad_query_values_are_400(client, query, field):
    response = _get(client, "110001", **query)
    assert response.status_code == 400
    assert field in response.json()["errors"]


def test_anyone_may_ask_customers_and_staff_alike(client, customer_client, staff_client):
    for c in (client, customer_client, staff_client):
        assert _get(c, "560001").status_code == 200
