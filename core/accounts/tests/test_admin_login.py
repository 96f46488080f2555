"""The Django admin's own log-in page shares the shop's lockout: guessing there is counted and stopped."""

import pytest
from django.test import Client

from core.accounts.tests.factories import PASSWORD, CustomerFactory, StaffFactory

pytestmark = pytest.mark.django_db

LOGIN_URL = "/admin/login/?next=/admin/"
LOCKED = "Too many failed log-ins. Please wait 15 minutes and try again."


def _post(client: Client, phone: str, password: str, url: str = LOGIN_URL):
    return client.post(url, {"username": phone, "password": password, "next": "/admin/"})


def test_staff_logs_in_to_the_admin():
    staff = StaffFactory()
    response = _post(Client(), staff.phone_number, PASSWORD)
    assert response.status_code == 302
    assert response["Location"] == "/admin/"


def test_wrong_passwords_are_counted_and_then_refused_with_the_shops_message(settings):
    settings.AXES_FAILURE_LIMIT = 3
    staff = StaffFactory()
    client = Client()
    for _ in range(3):
        response = _post(client, staff.phone_number, "wrong")
        assert response.status_code == 200
        assert "correct" in response.content.decode()  # Django's own "enter the correct..." text

    response = _post(client, staff.phone_number, PASSWORD)
    assert response.status_code == 200  # the form again, not a session
    assert LOCKED in response.content.decode()
    assert "_auth_user_id" not in client.session


def test_failures_on_the_shop_log_in_count_at_the_admin_door_too(settings):
    from core.conftest import JsonClient

    settings.AXES_FAILURE_LIMIT = 2
    staff = StaffFactory()
    shop = JsonClient()
    for _ in range(2):
        shop.send("post", "/api/adminlogin/", {"phone_number": staff.phone_number, "password": "x"})
    response = _post(Client(), staff.phone_number, PASSWORD)
    assert LOCKED in response.content.decode()


def test_a_customer_with_the_right_password_gets_the_same_refusal_as_a_wrong_password():
    customer = CustomerFactory()
    right = _post(Client(), customer.phone_number, PASSWORD)
    assert right.status_code == 200
    assert "correct phone number and password for a staff account" in right.content.decode()


@pytest.mark.parametrize("next_url", [None, "https://evil.example/", "//evil.example/admin/"])
def test_a_bookmarked_login_page_lands_on_the_admin_home_never_off_site(next_url):
    """Before: /admin/login/ without `next` went to /accounts/profile/, a 404 (issue 16, point 11)."""
    staff = StaffFactory()
    form = {"username": staff.phone_number, "password": PASSWORD}
    if next_url:
        form["next"] = next_url
    response = Client().post("/admin/login/", form)
    assert response.status_code == 302
    assert response["Location"] == "/admin/"
