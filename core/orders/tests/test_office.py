"""Orders for react-admin: list (sort, range, filter, q), getMany, get, update through the services."""

from datetime import timedelta

import pytest
from django.utils import timezone

from core.office.tests.calls import content_range, get_list
from core.orders.models import OrderEvent
from core.orders.shipping.models import Courier
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def three_orders(customer):
    now = timezone.now()
    return [
        OrderFactory(
            customer=customer, created_at=now - timedelta(days=2), amount="500.00", status="shipped"
        ),
        OrderFactory(created_at=now - timedelta(days=1), amount="1500.00", payment_status="paid"),
        OrderFactory(created_at=now, amount="900.00", status="cancelled", designs=True),
    ]


def test_list_newest_first_with_header(staff_client, three_orders):
    response = get_list(staff_client, "orders", sort=["created_at", "DESC"], range=[0, 9])
    assert response.status_code == 200
    assert [o["id"] for o in response.json()] == [o.order_id for o in reversed(three_orders)]
    assert response["Content-Range"] == "orders 0-2/3"
    row = response.json()[0]
    assert row["order_id"] == row["id"] and row["status"] == "cancelled" and row["amount"] == 900.0
    assert row["sizes"] == [{"size": "M", "quantity": 2}]
    assert row["front"] == f"/api/orders/{row['order_id']}/design/front/"


def test_sort_by_amount_and_range(staff_client, three_orders):
    response = get_list(staff_client, "orders", sort=["amount", "ASC"], range=[1, 2])
    assert [o["amount"] for o in response.json()] == [900.0, 1500.0]
    assert content_range(response) == ("1-2", 3)


@pytest.mark.parametrize(
    "flt, expected",
    [
        ({"status": "shipped"}, [0]),
        ({"status": ["shipped", "cancelled"]}, [2, 0]),
        ({"payment_status": "paid"}, [1]),
    ],
)
def test_field_filters(staff_client, three_orders, flt, expected):
    response = get_list(staff_client, "orders", filter=flt, sort=["created_at", "DESC"])
    assert [o["id"] for o in response.json()] == [three_orders[i].order_id for i in expected]
    assert content_range(response)[1] == len(expected)


def test_filter_by_customer_and_dates(staff_client, three_orders, customer):
    mine = get_list(staff_client, "orders", filter={"customer_id": customer.pk}).json()
    assert [o["id"] for o in mine] == [three_orders[0].order_id]
    today = timezone.localdate().isoformat()
    recent = get_list(staff_client, "orders", filter={"date_gte": today}).json()
    assert [o["id"] for o in recent] == [three_orders[2].order_id]
    bad = get_list(staff_client, "orders", filter={"date_gte": "yesterday"})
    assert bad.status_code == 400


def test_q_searches_order_id_name_and_phone(staff_client, three_orders, customer):
    by_phone = get_list(staff_client, "orders", filter={"q": customer.phone_number}).json()
    assert [o["id"] for o in by_phone] == [three_orders[0].order_id]
    by_id = get_list(staff_client, "orders", filter={"q": three_orders[1].order_id.lower()}).json()
    assert [o["id"] for o in by_id] == [three_orders[1].order_id]


def test_get_many(staff_client, three_orders):
    ids = [three_orders[0].order_id, three_orders[2].order_id]
    response = get_list(staff_client, "orders", filter={"id": ids})
    assert sorted(o["id"] for o in response.json()) == sorted(ids)


def test_get_one_has_lines_breakdown_address_and_history(staff_client, customer):
    order = OrderFactory(customer=customer, lines=[("M", 2), ("XL", 1)])
    response = staff_client.get(f"/api/office/orders/{order.order_id}")
    assert response.status_code == 200
    body = response.json()
    assert body["id"] == order.order_id and body["customer_id"] == customer.pk
    assert [(line["size"], line["quantity"], line["line_total"]) for line in body["lines"]] == [
        ("M", 2, 998.0),
        ("XL", 1, 499.0),
    ]
    assert body["breakdown"] == {
        "subtotal": 998.0,
        "offer_name": "",
        "offer_discount": 0.0,
        "discount_code": "",
        "discount_amount": 0.0,
        "online_discount": 0.0,
        "shipping": 79.0,
        "cod_fee": 0.0,
        "amount": 1077.0,
    }
    assert body["shipping_address"]["city"] == customer.city
    assert body["history"] == []


def test_unknown_order_is_404(staff_client):
    response = staff_client.get("/api/office/orders/RZ-NOPE0000")
    assert response.status_code == 404
    assert response.json()["message"] == "Order not found."


def test_update_goes_through_the_services_and_writes_history(staff_client, staff):
    order = OrderFactory()
    response = staff_client.send(
        "put", f"/api/office/orders/{order.order_id}", {"status": "confirm", "payment_status": "paid"}
    )
    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "confirm" and body["payment_status"] == "paid"
    assert {(e["kind"], e["from_value"], e["to_value"], e["actor"]) for e in body["history"]} == {
        ("status", "pending", "confirm", staff.name),
        ("payment", "unpaid", "paid", staff.name),
    }
    assert OrderEvent.objects.filter(order=order, actor=staff).count() == 2


def test_a_plain_change_to_shipped_records_no_courier_the_ship_call_adds_it(staff_client):
    """The status select may say shipped: the shipment then says "Courier not recorded" until the
    board's Ship dialog (POST .../ship) adds the courier and AWB."""
    order = OrderFactory(status="confirm")
    url = f"/api/office/orders/{order.order_id}"
    answer = staff_client.send("put", url, {"status": "shipped", "payment_status": "paid"})
    assert answer.status_code == 200
    assert answer.json()["shipment"]["courier"] == "Courier not recorded"
    assert answer.json()["shipment"]["courier_id"] is None
    hand = Courier.objects.get(name="Hand delivery").pk
    assert staff_client.send("post", f"{url}/ship", {"courier_id": hand}).status_code == 200
    order.refresh_from_db()
    assert order.shipment.courier_id == hand
    assert OrderEvent.objects.filter(kind="payment").count() == 1


def test_update_with_the_whole_record_changes_only_what_changed(staff_client):
    order = OrderFactory(status="confirm")
    record = staff_client.get(f"/api/office/orders/{order.order_id}").json()
    response = staff_client.send(
        "put", f"/api/office/orders/{order.order_id}", {**record, "status": "delivered"}
    )
    assert response.status_code == 200
    assert [(e.kind, e.to_value) for e in OrderEvent.objects.filter(order=order)] == [("status", "delivered")]


def test_update_with_a_bad_status_is_400(staff_client):
    order = OrderFactory()
    response = staff_client.send("put", f"/api/office/orders/{order.order_id}", {"status": "lost"})
    assert response.status_code == 400
    assert "status" in response.json()["errors"]


def test_orders_cannot_be_deleted_or_created(staff_client):
    order = OrderFactory()
    assert staff_client.send("delete", f"/api/office/orders/{order.order_id}").status_code == 405
    assert staff_client.send("post", "/api/office/orders", {}).status_code == 405


def test_due_filter_lists_what_customers_still_owe(staff_client, three_orders):
    # given a shipped unpaid order, a paid one and a cancelled unpaid one (not owed)
    response = get_list(staff_client, "orders", filter={"due": True})
    assert [o["id"] for o in response.json()] == [three_orders[0].order_id]
    assert response["Content-Range"] == "orders 0-0/1"
    assert get_list(staff_client, "orders", filter={"due": "maybe"}).status_code == 400
