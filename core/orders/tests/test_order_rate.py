"""Orders per customer per minute (issue 23: 148 orders in a row were accepted)."""

import re

import pytest

from core.accounts.tests.factories import CustomerFactory
from core.conftest import JsonClient
from core.orders.models import Order
from core.orders.tests.test_placing import form, post

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def three_a_minute(settings):
    settings.SHOP_CUSTOMER_RATE_LIMITS = {"order": (3, 60)}


def test_a_customer_past_the_limit_is_told_when_to_try_again(customer_client, customer):
    # given three orders placed this minute
    assert [post(customer_client, form()).status_code for _ in range(3)] == [201, 201, 201]
    # when they place a fourth (here through the bag's checkout: the same count)
    r = customer_client.send("post", "/api/orders/checkout/", {"items": [], "payment_method": "cod"})
    # then 429 in the one error shape, saying the limit and when to try again; nothing stored
    assert r.status_code == 429
    body = r.json()
    assert body["errors"] == {}
    assert re.fullmatch(
        r"You can place at most 3 orders a minute\. Please try again in \d+ seconds?\.", body["message"]
    )
    assert Order.objects.filter(customer=customer).count() == 3


def test_the_count_is_per_customer(customer_client):
    for _ in range(4):
        post(customer_client, form())
    other = JsonClient()
    other.force_login(CustomerFactory())
    assert post(other, form()).status_code == 201
