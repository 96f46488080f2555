"""Shipping an order: courier and AWB checked, status through the orders' service, tracking link shown."""

import pytest
from django.test import Client
from django.urls import reverse

from core.accounts.tests.factories import StaffFactory
from core.conftest import JsonClient
from core.invoices.models import Invoice
from core.invoices.tests.changes import order_status_set
from core.orders.models import OrderEvent
from core.orders.shipping.models import Courier, Shipment
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db


def _ship(client, order, **body):
    return client.send("post", f"/api/office/orders/{order.order_id}/ship", body)


@pytest.fixture
def order(customer):
    return OrderFactory(customer=customer)


def courier(name: str) -> Courier:
    return Courier.objects.get(name=name)


def test_shipping_with_an_awb_marks_it_shipped_with_history_invoice_and_tracking(staff_client, staff, order):
    response = _ship(staff_client, order, courier_id=courier("Delhivery").pk, awb=" 1234 5678 9012 ")
    assert response.status_code == 200, response.json()
    body = response.json()
    assert body["courier"] == "Delhivery" and body["awb"] == "123456789012"
    assert body["tracking_url"] == "https://www.delhivery.com/track/package/123456789012"
    order.refresh_from_db()
    assert order.status == "shipped"
    event = OrderEvent.objects.get(order=order)
    assert (event.from_value, event.to_value, event.actor) == ("pending", "shipped", staff)
    assert Invoice.objects.filter(order=order, kind="invoice").count() == 1


def test_the_courier_and_awb_are_checked(staff_client, order):
    missing = _ship(staff_client, order, courier_id=courier("Blue Dart").pk, awb="")
    assert missing.status_code == 400 and missing.json()["errors"]["awb"] == [
        "Enter the AWB number Blue Dart gave you."
    ]
    assert _ship(staff_client, order, awb="12345678").json()["errors"]["courier_id"] == ["Choose a courier."]
    assert (
        "awb" in _ship(staff_client, order, courier_id=courier("DTDC").pk, awb="12<script>").json()["errors"]
    )
    off = courier("Ecom Express")
    off.active = False
    off.save()
    assert _ship(staff_client, order, courier_id=off.pk, awb="12345678").status_code == 400
    order.refresh_from_db()
    assert order.status == "pending" and not Shipment.objects.exists()


def test_hand_delivery_needs_no_awb_and_delivery_stamps_its_date(staff_client, staff, order):
    response = _ship(staff_client, order, courier_id=courier("Hand delivery").pk)
    assert response.status_code == 200 and response.json()["tracking_url"] == ""
    order_status_set(order=order, status="delivered", actor=staff)
    shipment = Shipment.objects.get(order=order)
    assert shipment.delivered_at is not None and shipment.delivered_at >= shipment.shipped_at
    order_status_set(order=order, status="shipped", actor=staff)  # moved back by mistake: no date
    shipment.refresh_from_db()
    assert shipment.delivered_at is None


def test_a_second_call_corrects_the_awb_and_keeps_the_shipped_date(staff_client, order):
    _ship(staff_client, order, courier_id=courier("DTDC").pk, awb="D1111111")
    first = Shipment.objects.get()
    _ship(staff_client, order, courier_id=courier("DTDC").pk, awb="D2222222")
    again = Shipment.objects.get()
    assert again.awb == "D2222222" and again.shipped_at == first.shipped_at
    assert OrderEvent.objects.filter(order=order).count() == 1


def test_a_cancelled_order_cannot_be_shipped(staff_client, staff, order):
    order_status_set(order=order, status="cancelled", actor=staff)
    response = _ship(staff_client, order, courier_id=courier("DTDC").pk, awb="D1111111")
    assert (
        response.status_code == 400 and response.json()["message"] == "A cancelled order cannot be shipped."
    )


def test_the_customer_and_the_office_see_courier_awb_and_link(
    staff_client, customer_client, order, django_assert_max_num_queries
):
    _ship(staff_client, order, courier_id=courier("Blue Dart").pk, awb="BD998877")
    OrderFactory(customer=order.customer)  # not shipped yet
    with django_assert_max_num_queries(6):
        mine = customer_client.get("/api/order/customerlist/").json()["order_details"]
    shipped = next(o for o in mine if o["order_id"] == order.order_id)
    assert (
        shipped["shipment"]["awb"] == "BD998877" and "trackNo=BD998877" in shipped["shipment"]["tracking_url"]
    )
    assert [o["shipment"] for o in mine if o["order_id"] != order.order_id] == [None]
    detail = staff_client.get(f"/api/office/orders/{order.order_id}").json()
    assert detail["shipment"]["courier"] == "Blue Dart"
    with django_assert_max_num_queries(6):  # the board's column: shipment and courier in the list's join
        column = staff_client.get('/api/office/orders?filter={"status":"shipped"}').json()
    assert [o["shipment"]["awb"] for o in column] == ["BD998877"]


@pytest.mark.parametrize(
    ("who", "code"), [("anonymous", 401), ("owner", 403), ("other", 403), ("staff", 200)]
)
def test_who_may_ship_and_list_couriers(order, who, code, request):
    client = (
        JsonClient()
        if who == "anonymous"
        else request.getfixturevalue(
            {"owner": "customer_client", "other": "other_client", "staff": "staff_client"}[who]
        )
    )
    assert _ship(client, order, courier_id=courier("Delhivery").pk, awb="12345678").status_code == code
    listed = client.get("/api/office/couriers", {"filter": '{"active": true}'})
    assert listed.status_code == code
    if code == 200:
        assert [c["name"] for c in listed.json()][:2] == ["Delhivery", "Blue Dart"]
        assert listed["Content-Range"] == "couriers 0-5/6"


def test_shipping_needs_the_csrf_token(staff, order):
    client = JsonClient()
    client.force_login(staff)
    response = client.send("post", f"/api/office/orders/{order.order_id}/ship", {"courier_id": 1}, csrf=False)
    assert response.status_code == 403


def test_the_django_admin_ships_through_its_dialog_and_says_what_is_missing(order):
    desk = Client()
    desk.force_login(StaffFactory(is_superuser=True))
    url = reverse("admin:orders_order_ship_order", args=(order.pk,))
    assert "AWB number" in desk.get(url).content.decode()  # the dialog
    missing = desk.post(url, {"_form_submitted": "on", "courier": courier("DTDC").pk, "awb": ""}, follow=True)
    assert "Enter the AWB number DTDC gave you." in missing.content.decode()
    order.refresh_from_db()
    assert order.status == "pending"
    shipped = desk.post(
        url,
        {"_form_submitted": "on", "courier": courier("DTDC").pk, "awb": "D7654321"},
        HTTP_HX_REQUEST="true",
    )
    assert shipped.status_code == 200 and shipped["HX-Redirect"]
    order.refresh_from_db()
    assert order.status == "shipped" and Shipment.objects.get(order=order).awb == "D7654321"
