"""The admin team edits which cities count as metros, in the Django admin, and the answers follow."""

import pytest
from django.test import Client

from core.accounts.staff.services import admin_register
from core.accounts.tests.factories import StaffFactory
from core.pincodes.models import DeliverySettings

pytestmark = pytest.mark.django_db


def test_an_admin_team_member_edits_the_metro_cities_and_the_estimate_follows(client):
    member = admin_register(
        actor=StaffFactory(), name="Asha", phone_number="9000000077", password="Rangrez@Desk77", role="owner"
    )
    desk = Client()
    desk.force_login(member)
    settings = DeliverySettings.current()
    url = f"/admin/pincodes/deliverysettings/{settings.pk}/change/"
    assert desk.get(url).status_code == 200
    form = {"fast_cities": settings.fast_cities, "metro_cities": "Kochi", "paused_pincodes": ""}
    assert desk.post(url, form).status_code == 302
    assert client.get("/api/pincodes/682001/").json()["zone"] == "metro"
    assert client.get("/api/pincodes/400001/").json()["zone"] == "other"
