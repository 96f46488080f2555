"""The API fuzzing's hostile cases (core/tests/api_fuzz_hostile.py) against a live server, as the run
sends them: each answers a 4xx in the one error shape, as a visitor, a customer and the admin team."""

import pytest

from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.tests.api_fuzz_hostile import CASES, hostile_as

PASSWORD = "Hostile@Rangrez#26"


@pytest.mark.django_db(transaction=True)
def test_every_hostile_case_answers_a_4xx_for_every_role(live_server, settings):
    settings.SHOP_LOGIN_THROTTLE_ATTEMPTS = 1000
    customer = CustomerFactory(password=PASSWORD)
    admin = StaffFactory(password=PASSWORD, is_superuser=True)
    roles = [
        ("anonymous", "", "", ""),
        ("customer", customer.phone_number, PASSWORD, "/api/login/"),
        ("admin", admin.phone_number, PASSWORD, "/api/adminlogin/"),
    ]
    for role in roles:
        answer = hostile_as(live_server.url, *role)
        assert answer == {"hostile_cases": len(CASES), "hostile_failures": []}, role[0]
