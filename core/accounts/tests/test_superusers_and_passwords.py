"""Only superusers change superusers, the last one stays on (point 7); passwords may not look like
the user's name, phone number or email (point 8). Issue 16."""

import pytest
from django.test import Client

from core.accounts.models import User
from core.accounts.roles import Role
from core.accounts.staff.services import staff_role_set
from core.accounts.superusers import superuser_change_check
from core.accounts.tests.factories import StaffFactory
from core.accounts.tests.test_auth_api import GOOD
from core.common.errors import ApplicationError
from core.conftest import JsonClient

pytestmark = pytest.mark.django_db


def _as(user) -> JsonClient:
    client = JsonClient()
    client.force_login(user)
    return client


def _superuser(**fields) -> User:
    return StaffFactory(is_superuser=True, **fields)


def test_an_admin_who_is_not_a_superuser_cannot_switch_off_a_superuser(staff):
    boss = _superuser()
    response = _as(staff).send(
        "put", f"/api/office/admins/{boss.pk}", {"name": boss.name, "is_active": False}
    )
    assert response.status_code == 403
    assert response.json()["message"] == "Only a superuser can change a superuser's account."
    boss.refresh_from_db()
    assert boss.is_active


def test_a_superuser_can_switch_off_another_superuser_but_not_the_last_one():
    first, second = _superuser(), _superuser()
    off = _as(first).send("put", f"/api/office/admins/{second.pk}", {"name": second.name, "is_active": False})
    assert off.status_code == 200
    last = _as(first).send("put", f"/api/office/admins/{first.pk}", {"name": first.name, "is_active": False})
    assert last.status_code == 400
    assert last.json()["errors"]["is_active"] == ["The last active superuser cannot be switched off."]
    # and when another superuser's switch-off was committed first, the rows decide, not the request
    User.objects.filter(pk=second.pk).update(is_active=True)
    User.objects.filter(pk=first.pk).update(is_active=False)
    with pytest.raises(ApplicationError, match="last active superuser"):
        superuser_change_check(actor=first, target=second, is_active=False)


def test_in_the_django_admin_a_non_superuser_cannot_edit_a_superuser_or_grant_superuser(staff):
    boss = _superuser()
    staff_role_set(user=staff, role=Role.OWNER)
    client = Client()
    client.force_login(staff)
    url = f"/admin/accounts/user/{boss.pk}/change/"
    client.post(url, {"phone_number": boss.phone_number, "name": boss.name, "is_active": ""})
    boss.refresh_from_db()
    assert boss.is_active
    page = client.get(f"/admin/accounts/user/{staff.pk}/change/").content.decode()
    assert 'name="is_superuser"' not in page


def test_the_django_admin_refuses_to_switch_off_the_last_superuser():
    boss = _superuser()
    client = Client()
    client.force_login(boss)
    form = {
        "phone_number": boss.phone_number,
        "name": boss.name,
        "email": boss.email,
        "is_staff": "on",
        "is_superuser": "on",
        "date_joined_0": "2026-01-01",
        "date_joined_1": "10:00:00",
        "orders-TOTAL_FORMS": "0",
        "orders-INITIAL_FORMS": "0",
    }
    response = client.post(f"/admin/accounts/user/{boss.pk}/change/", form)
    assert "The last active superuser cannot be switched off." in response.content.decode()
    boss.refresh_from_db()
    assert boss.is_active


@pytest.mark.parametrize("attribute", ["name", "phone_number", "email"])
def test_register_refuses_a_password_like_the_name_phone_or_email(client, attribute):
    body = {**GOOD, "name": "Kavyamenon Iyer", "email": "kavyamenon42@example.in"}
    password = {"name": "Kavyamenon Iyer", "phone_number": "9123456789x", "email": "kavyamenon42@example"}
    body["password"] = body["confirm_password"] = password[attribute]
    response = client.send("post", "/api/register/", body)
    assert response.status_code == 400
    assert any("too similar" in m for m in response.json()["errors"]["password"])


def test_admin_register_and_the_office_refuse_a_password_like_the_name(staff_client):
    body = {"name": "Rohit Deshpande", "phone_number": "9000054321", "password": "Rohit Deshpande"}
    assert staff_client.send("post", "/api/adminregister/", body).status_code == 400
    assert staff_client.send("post", "/api/office/admins", body).status_code == 400
    assert not User.objects.filter(phone_number="9000054321").exists()


def test_not_even_a_superuser_sets_a_customers_password_in_the_django_admin(customer):
    """Issue 33, point 9: the customer sets it, from a link only their own mailbox receives."""
    boss = _superuser()
    client = Client()
    client.force_login(boss)
    url = f"/admin/accounts/user/{customer.pk}/password/"
    assert client.get(url).status_code == 403
    response = client.post(url, {"password1": "Sunset#Kurta2026", "password2": "Sunset#Kurta2026"})
    assert response.status_code == 403
    customer.refresh_from_db()
    assert not customer.check_password("Sunset#Kurta2026")
    page = client.get(f"/admin/accounts/user/{customer.pk}/change/").content.decode()
    assert "../password/" not in page and "Only the customer sets it" in page
    # a team member's own password is still set here
    assert client.get(f"/admin/accounts/user/{boss.pk}/password/").status_code == 200
