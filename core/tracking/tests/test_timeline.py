"""The customer's order timeline: dates from the history rows, a cancelled order says so, owners only."""

from datetime import timedelta

import pytest
from django.utils import timezone

from core.orders.changes.services import order_update
from core.orders.tests.factories import OrderFactory
from core.orders.tests.shipping import ship

pytestmark = pytest.mark.django_db
LIST = "/api/orders/tracking/"


def one(order_id: str) -> str:
    return f"/api/orders/{order_id}/tracking/"


def move(order, *statuses, actor=None):
    """Status changes as the office makes them: shipped through the Ship call (a courier on record)."""
    for status in statuses:
        if status == "shipped":
            ship(order, actor=actor)
        else:
            order_update(order=order, status=status, actor=actor)


def steps(body) -> list[tuple[str, bool, bool]]:
    return [(s["key"], s["done"], s["at"] is not None) for s in body["steps"]]


def test_a_new_order_is_placed_with_its_date(customer_client, customer):
    order = OrderFactory(customer=customer, created_at=timezone.now() - timedelta(days=1))
    body = customer_client.get(one(order.order_id)).json()
    assert steps(body) == [
        ("placed", True, True),
        ("confirmed", False, False),
        ("shipped", False, False),
        ("delivered", False, False),
    ]
    assert body["cancelled"] is False and body["shipment"] is None


def test_placed_to_delivered_each_step_has_its_date(customer_client, customer, staff):
    order = OrderFactory(customer=customer)
    move(order, "confirm", "shipped", "delivered", actor=staff)
    body = customer_client.get(one(order.order_id)).json()
    assert [s["label"] for s in body["steps"]] == ["Placed", "Confirmed", "Shipped", "Delivered"]
    assert all(done and dated for _, done, dated in steps(body))
    dates = [s["at"] for s in body["steps"]]
    assert dates == sorted(dates)


def test_a_shipped_order_shows_its_courier_awb_and_tracking_link(customer_client, customer, staff):
    from core.orders.shipping.models import Courier
    from core.orders.shipping.services import order_ship

    order = OrderFactory(customer=customer)
    move(order, "confirm", actor=staff)
    courier = Courier.objects.get(name="Delhivery")
    order_ship(order=order, courier_id=courier.pk, awb="1234 5678 90", actor=staff)
    shipment = customer_client.get(one(order.order_id)).json()["shipment"]
    assert (shipment["courier"], shipment["awb"]) == ("Delhivery", "1234567890")
    assert (
        shipment["tracking_url"] == courier.tracking_url("1234567890")
        and "1234567890" in shipment["tracking_url"]
    )
    listed = customer_client.get(LIST).json()[0]
    assert listed["shipment"]["awb"] == "1234567890"


def test_a_skipped_step_is_done_without_a_date(customer_client, customer):
    order = OrderFactory(customer=customer)
    move(order, "shipped")
    assert steps(customer_client.get(one(order.order_id)).json())[1:3] == [
        ("confirmed", True, False),
        ("shipped", True, True),
    ]


def test_a_cancelled_order_says_so_and_keeps_how_far_it_got(customer_client, customer):
    order = OrderFactory(customer=customer)
    move(order, "confirm", "cancelled")
    body = customer_client.get(one(order.order_id)).json()
    assert body["cancelled"] is True and body["cancelled_at"]
    assert [done for _, done, _ in steps(body)] == [True, True, False, False]


def test_the_list_is_the_customers_own_newest_first_paged_in_few_queries(
    customer_client, customer, other_customer, django_assert_max_num_queries
):
    mine = [OrderFactory(customer=customer, created_at=timezone.now() - timedelta(hours=h)) for h in range(4)]
    OrderFactory(customer=other_customer)
    for order in mine:
        move(order, "confirm")
    # session, user, the page's ids, the orders with their events, lines and invoice, the count (a
    # full page), the returns policy: the same however many orders a page has (core/tracking/rows.py)
    with django_assert_max_num_queries(6):
        response = customer_client.get(LIST, {"limit": 3})
    assert response["X-Total-Count"] == "4"
    assert [t["order_id"] for t in response.json()] == [o.order_id for o in mine[:3]]


def test_one_order_is_read_once_with_its_history_shipment_and_returns(
    customer_client, customer, django_assert_max_num_queries
):
    order = OrderFactory(customer=customer)
    move(order, "confirm")
    # session, user, the order with its shipment, events, lines and invoice, the returns policy (its
    # returns one more query when it has any)
    with django_assert_max_num_queries(4):
        body = customer_client.get(one(order.order_id)).json()
    assert body["order_id"] == order.order_id
    assert [done for _, done, _ in steps(body)] == [True, True, False, False]


def test_only_an_invoiced_order_names_its_invoice(customer_client, customer, staff):
    placed = OrderFactory(customer=customer)
    confirmed = OrderFactory(customer=customer)
    move(confirmed, "confirm", actor=staff)
    assert customer_client.get(one(placed.order_id)).json()["invoice_number"] is None
    number = customer_client.get(one(confirmed.order_id)).json()["invoice_number"]
    assert number and number == confirmed.invoices.get(kind="invoice").number
    listed = {t["order_id"]: t["invoice_number"] for t in customer_client.get(LIST).json()}
    assert listed == {placed.order_id: None, confirmed.order_id: number}


class TestWhoMaySee:
    @pytest.fixture
    def order(self, customer):
        return OrderFactory(customer=customer)

    def test_anonymous_gets_401(self, client, order):
        assert client.get(one(order.order_id)).status_code == 401
        assert client.get(LIST).status_code == 401

    def test_another_customer_gets_403_and_an_empty_list(self, other_client, order):
        assert other_client.get(one(order.order_id)).status_code == 403
        assert other_client.get(LIST).json() == []

    def test_staff_sees_any_order(self, staff_client, order):
        assert staff_client.get(one(order.order_id)).json()["order_id"] == order.order_id

    def test_an_unknown_order_is_404(self, customer_client):
        assert customer_client.get(one("RZ-NOPE1234")).status_code == 404


def test_the_timeline_and_the_return_screen_read_one_return_window(customer, staff):
    """One home for "delivered on" and the window: the tracking page and the return screen agree, both
    counting from the last time the order was marked delivered (not its first shipment record)."""
    from core.orders.models import OrderEvent
    from core.returns.models import ReturnSettings
    from core.returns.selectors import order_returnable
    from core.tracking.rows import order_timeline as order_timeline_get

    ReturnSettings.objects.filter(pk=1).update(window_days=10)
    order = OrderFactory(customer=customer)
    move(order, "confirm", "shipped", "delivered", actor=staff)
    delivered = OrderEvent.objects.filter(order=order, to_value="delivered")
    delivered.update(created_at=timezone.now() - timedelta(days=4))
    day = timezone.localdate() - timedelta(days=4)
    assert order_returnable(order).window_ends == day + timedelta(days=10)
    assert order_timeline_get(user=customer, order_id=order.order_id).return_window_ends == day + timedelta(
        days=10
    )
