"""Cash on delivery that pays: the owner's rules refuse COD with the reason, and the
COD fee is a line after shipping. The defaults change nothing (test_placing.py keeps passing)."""

from datetime import timedelta
from decimal import Decimal as D

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from core.catalogue.models import ShopSettings
from core.orders.models import Order, OrderStatus, PaymentMethod
from core.orders.shipping.models import Shipment
from core.orders.shipping.selectors import cod_rto_share
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db

CHECKOUT = "/api/orders/checkout/"
ONE_ITEM = [{"catalogue_item_id": 1, "size": "M", "quantity": 1}]


def checkout(client, *, method="cod", items=ONE_ITEM):
    return client.send("post", CHECKOUT, {"items": items, "payment_method": method})


def rules(**values) -> None:
    ShopSettings.objects.update_or_create(pk=1, defaults=values)


def cod_parcels(pin_code: str, *, delivered: int, returned: int, days_ago: int = 1) -> None:
    """COD orders to `pin_code` whose parcels were delivered or came back (returned to origin)."""
    when = timezone.now() - timedelta(days=days_ago)
    for n in range(delivered + returned):
        order = OrderFactory(ship_pin_code=pin_code, payment_method=PaymentMethod.COD, created_at=when)
        back = n >= delivered
        Shipment.objects.create(
            order=order,
            shipped_at=when,
            delivered_at=None if back else when,
            returned_to_origin_at=when if back else None,
        )


def refusal(response) -> list[str]:
    assert response.status_code == 400, response.content
    return response.json()["errors"]["payment_method"]


class TestReturnsToOrigin:
    def test_a_pin_code_whose_cod_parcels_come_back_is_refused_with_the_reason(
        self, customer_client, customer
    ):
        # given: 4 of the PIN code's last 10 COD parcels came back; the owner allows 30%
        rules(cod_rto_percent=D("30"), cod_rto_last=10)
        cod_parcels(customer.pin_code, delivered=6, returned=4)
        # when
        response = checkout(customer_client)
        # then
        assert refusal(response) == [
            f"Cash on delivery is not available for PIN code {customer.pin_code}: too many cash on "
            "delivery parcels there came back undelivered. Please pay by UPI."
        ]
        assert not Order.objects.filter(customer=customer).exists()
        assert checkout(customer_client, method="upi").status_code == 201

    def test_a_pin_prefix_counts_its_neighbours(self, customer_client, customer):
        neighbour = customer.pin_code[:3] + ("999" if customer.pin_code[3:] != "999" else "998")
        rules(cod_rto_percent=D("30"), cod_rto_last=10)
        cod_parcels(neighbour, delivered=5, returned=5)
        assert "came back undelivered" in refusal(checkout(customer_client))[0]

    def test_only_the_last_n_count(self, customer_client, customer):
        # given: old returns, then 10 recent deliveries: the last 10 are all delivered
        rules(cod_rto_percent=D("30"), cod_rto_last=10)
        cod_parcels(customer.pin_code, delivered=0, returned=8, days_ago=30)
        cod_parcels(customer.pin_code, delivered=10, returned=0)
        assert cod_rto_share(pin_code=customer.pin_code, last=10) == (0, 10)
        assert checkout(customer_client).status_code == 201

    def test_the_share_reads_only_the_last_n(self, customer):
        cod_parcels(customer.pin_code, delivered=30, returned=0)
        with CaptureQueriesContext(connection) as queries:
            assert cod_rto_share(pin_code=customer.pin_code, last=5) == (0, 5)
        assert len(queries) == 1 and "LIMIT 5" in queries[0]["sql"]

    def test_below_the_share_or_with_the_rule_off_cod_is_allowed(self, customer_client, customer):
        cod_parcels(customer.pin_code, delivered=8, returned=2)
        assert checkout(customer_client).status_code == 201  # the rule is off by default
        rules(cod_rto_percent=D("30"), cod_rto_last=10)
        assert checkout(customer_client).status_code == 201  # 20% is not above 30%


class TestFirstOrder:
    def test_a_first_order_above_the_value_is_refused_then_a_later_one_is_not(
        self, customer_client, customer
    ):
        rules(cod_first_order_above=D("500"))
        assert refusal(checkout(customer_client)) == [
            "Cash on delivery is not available on a first order above Rs 500. Please pay by UPI."
        ]
        OrderFactory(customer=customer, status=OrderStatus.DELIVERED)
        assert checkout(customer_client).status_code == 201

    def test_a_cancelled_order_does_not_make_the_next_one_a_second(self, customer_client, customer):
        rules(cod_first_order_above=D("500"))
        OrderFactory(customer=customer, status=OrderStatus.CANCELLED)
        assert "first order" in refusal(checkout(customer_client))[0]


class TestCodFee:
    def test_the_fee_is_a_line_after_shipping_on_cod_only(self, customer_client):
        rules(cod_fee=D("49"))
        cod = checkout(customer_client).json()
        upi = checkout(customer_client, method="upi").json()
        assert cod["breakdown"]["cod_fee"] == 49.0
        assert cod["amount"] == cod["breakdown"]["subtotal"] + cod["breakdown"]["shipping"] + 49.0
        assert upi["breakdown"]["cod_fee"] == 0.0
        assert Order.objects.get(order_id=cod["order_id"]).cod_fee == D("49.00")

    def test_the_quote_shows_the_fee(self, client):
        rules(cod_fee=D("49"))
        body = {"items": ONE_ITEM, "payment_method": "cod"}
        answer = client.send("post", "/api/orders/quote/", body).json()
        assert answer["cod_fee"] == 49.0
