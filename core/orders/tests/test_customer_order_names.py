"""The customer's order list names the ready-made design bought (a catalogue order used to read
"T-Shirt · Violet Rush · S×1 · Catalogue item", without "Medieval Pink")."""

from decimal import Decimal

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from core.catalogue.models import CatalogueItem
from core.orders.models import OrderLine
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db

URL = "/api/order/customerlist/"


def _item(name: str) -> CatalogueItem:
    return CatalogueItem.objects.get(name=name)


def _catalogue_order(customer, *items: CatalogueItem, single: bool = True):
    """An order as the bag places it: one line per item, the order naming its item when there is one."""
    order = OrderFactory(customer=customer, lines=[], catalogue_item=items[0] if single else None)
    OrderLine.objects.filter(order=order).delete()
    for item in items:
        OrderLine.objects.create(
            order=order, size="S", quantity=1, unit_price=Decimal("999.00"), catalogue_item=item
        )
    return order


def test_a_catalogue_order_names_its_design(customer_client, customer):
    order = _catalogue_order(customer, _item("Medieval Pink"))

    (row,) = customer_client.get(URL).json()["order_details"]

    assert row["order_id"] == order.order_id
    assert row["catalogue_item_name"] == "Medieval Pink"
    assert row["catalogue_lines"] == [{"catalogue_item_name": "Medieval Pink", "size": "S", "quantity": 1}]
    assert row["sizes"] == [{"size": "S", "quantity": 1}]  # the specification's shape, unchanged


def test_a_bag_of_several_items_names_each_line(customer_client, customer):
    _catalogue_order(customer, _item("Medieval Pink"), _item("Blue Madonna"), single=False)

    (row,) = customer_client.get(URL).json()["order_details"]

    assert row["catalogue_item_name"] is None
    assert [line["catalogue_item_name"] for line in row["catalogue_lines"]] == [
        "Medieval Pink",
        "Blue Madonna",
    ]


def test_a_studio_design_names_none(customer_client, customer):
    OrderFactory(customer=customer, designs=True)

    (row,) = customer_client.get(URL).json()["order_details"]

    assert (row["catalogue_item_name"], row["catalogue_lines"]) == (None, [])


def test_the_names_cost_no_query_per_order(customer_client, customer):
    def count_queries() -> int:
        with CaptureQueriesContext(connection) as ctx:
            assert customer_client.get(URL).status_code == 200
        return len(ctx.captured_queries)

    pink, madonna = _item("Medieval Pink"), _item("Blue Madonna")
    _catalogue_order(customer, pink)
    _catalogue_order(customer, pink, madonna, single=False)
    few = count_queries()
    for _ in range(10):
        _catalogue_order(customer, madonna)
        _catalogue_order(customer, pink, madonna, single=False)
        OrderFactory(customer=customer)

    assert count_queries() == few
