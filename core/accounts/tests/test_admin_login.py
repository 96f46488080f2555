"""The Django admin's own log-in page shares the shop's throttle: guessing there is counted and stopped."""

import pytest
from django.test import Client

from core.accounts.models import LoginAttempt
from core.accounts.tests.factories import PASSWORD, CustomerFactory, StaffFactory

pytestmark = pytest.mark.django_db

LOGIN_URL = "/admin/login/?next=/admin/"


def _post(client: Client, phone: str, password: str):
    return client.post(LOGIN_URL, {"username": phone, "password": password, "next": "/admin/"})


def test_staff_logs_in_to_the_admin():
    staff = StaffFactory()
    response = _post(Client(), staff.phone_number, PASSWORD)
    assert response.status_code == 302
    assert response["Location"] == "/admin/"


def test_wrong_passwords_are_recorded_and_then_refused_with_the_shops_message(settings):
    settings.LOGIN_THROTTLE_ATTEMPTS = 3
    staff = StaffFactory()
    client = Client()
    for _ in range(3):
        response = _post(client, staff.phone_number, "wrong")
        assert response.status_code == 200
        assert "correct" in response.content.decode()  # Django's own "enter the correct..." text
    assert LoginAttempt.objects.filter(phone_number=staff.phone_number).count() == 3

    response = _post(client, staff.phone_number, PASSWORD)
    assert response.status_code == 200  # the form again, not a session
    assert "Too many failed log-ins. Please wait 15 minutes and try again." in response.content.decode()
    assert "_auth_user_id" not in client.session


def test_failures_on_the_shop_log_in_count_at_the_admin_door_too(settings):
    settings.LOGIN_THROTTLE_ATTEMPTS = 2
    staff = StaffFactory()
    LoginAttempt.objects.create(phone_number=staff.phone_number, client_ip="127.0.0.1")
    LoginAttempt.objects.create(phone_number=staff.phone_number, client_ip="127.0.0.1")
    response = _post(Client(), staff.phone_number, PASSWORD)
    assert "Too many failed log-ins" in response.content.decode()


def test_a_customer_with_the_right_password_is_refused_but_not_counted_as_guessing():
    customer = CustomerFactory()
    response = _post(Client(), customer.phone_number, PASSWORD)
    assert response.status_code == 200
    assert LoginAttempt.objects.filter(phone_number=customer.phone_number).count() == 0
