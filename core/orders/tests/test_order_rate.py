"""Orders per customer per minute (orders in a row were all accepted before)."""

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


def test_a_retry_of_a_stored_order_gets_that_order_back_past_the_limit(customer_client, customer):
    """The retry places nothing, so the limit does not refuse it."""
    # given three orders this minute, the last one's answer lost on the way (the customer retries)
    first = [post(customer_client, form(), key=f"try-{n}") for n in range(3)]
    assert [r.status_code for r in first] == [201, 201, 201]
    # when both ordering calls are retried with the stored orders' keys
    again = post(customer_client, form(), key="try-2")
    bag = {"items": [{"catalogue_item_id": 1, "size": "M", "quantity": 1}], "payment_method": "cod"}
    bag_once = customer_client.send("post", "/api/orders/checkout/", bag)  # the limit is reached
    bag_again = customer_client.send("post", "/api/orders/checkout/", bag, HTTP_IDEMPOTENCY_KEY="try-0")
    # then each retry answers its stored order; a new order is still refused
    assert again.status_code == 201 and again.json()["order_id"] == first[2].json()["order_id"]
    assert bag_once.status_code == 429
    assert bag_again.status_code == 201 and bag_again.json()["order_id"] == first[0].json()["order_id"]
    assert post(customer_client, form(), key="try-new").status_code == 429
    assert Order.objects.filter(customer=customer).count() == 3
