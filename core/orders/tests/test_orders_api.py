"""The specification's order calls: the customer's list, the admin board, images, payments."""

import base64
from decimal import Decimal

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from core.orders.models import OrderEvent
from core.orders.tests.factories import OrderFactory, png_bytes
from core.orders.tests.shipping import ship

pytestmark = pytest.mark.django_db

COLUMNS = ["pending", "confirm", "shipped", "delivered", "cancelled"]


class TestCustomerOrderList:
    URL = "/api/order/customerlist/"

    def test_anonymous_gets_401(self, client):
        assert client.get(self.URL).status_code == 401

    def test_owner_sees_own_orders_newest_first(self, customer_client, customer, other_customer):
        old = OrderFactory(customer=customer, lines=[("M", 2), ("L", 1)])
        new = OrderFactory(customer=customer)
        OrderFactory(customer=other_customer)
        body = customer_client.get(f"{self.URL}?phone_number={customer.phone_number}").json()
        ids = [o["order_id"] for o in body["order_details"]]
        assert ids == [new.order_id, old.order_id]
        first = body["order_details"][1]
        assert first["sizes"] == [{"size": "M", "quantity": 2}, {"size": "L", "quantity": 1}]
        assert first["quantity"] == 3 and first["color"] == "Black" and first["amount"] == 1077.0
        assert first["status"] == "pending" and first["payment_status"] == "unpaid"

    def test_another_customer_is_refused(self, other_client, customer):
        OrderFactory(customer=customer)
        assert other_client.get(f"{self.URL}?phone_number={customer.phone_number}").status_code == 403

    def test_staff_sees_any_customer(self, staff_client, customer):
        OrderFactory(customer=customer)
        body = staff_client.get(f"{self.URL}?phone_number={customer.phone_number}").json()
        assert len(body["order_details"]) == 1

    def test_empty_list(self, customer_client):
        assert customer_client.get(self.URL).json() == {"order_details": []}


class TestStatusColumns:
    @pytest.mark.parametrize("column", COLUMNS)
    def test_access_matrix(self, client, customer_client, staff_client, column):
        url = f"/api/{column}orders/?admin=1991"
        assert client.get(url).status_code == 401
        assert customer_client.get(url).status_code == 403
        assert staff_client.get(url).status_code == 200

    def test_each_column_lists_its_orders_newest_first(self, staff_client):
        orders = {s: [OrderFactory(status=s), OrderFactory(status=s)] for s in COLUMNS}
        for status, made in orders.items():
            response = staff_client.get(f"/api/{status}orders/")
            body = response.json()
            assert [o["order_id"] for o in body] == [made[1].order_id, made[0].order_id]
            assert response["X-Total-Count"] == "2"
            card = body[0]
            assert {"order_id", "date", "name", "color", "sizes"} <= set(card)
            assert card["name"] == made[1].customer.name

    def test_pages_with_limit_and_offset(self, staff_client):
        made = [OrderFactory() for _ in range(5)]
        response = staff_client.get("/api/pendingorders/?limit=2&offset=2")
        assert [o["order_id"] for o in response.json()] == [made[2].order_id, made[1].order_id]
        assert response["X-Total-Count"] == "5"

    @pytest.mark.parametrize(
        "url", ["/api/pendingorders/", "/api/payment_list/", "/api/paid/", "/api/unpaid/"]
    )
    def test_same_number_of_queries_for_5_and_50_orders(self, staff_client, url):
        def count_queries() -> int:
            with CaptureQueriesContext(connection) as ctx:
                assert staff_client.get(f"{url}?limit=200").status_code == 200
            return len(ctx.captured_queries)

        for _ in range(5):
            OrderFactory(designs=False)
        few = count_queries()
        for _ in range(45):
            OrderFactory()
        assert count_queries() == few


class TestStatusUpdate:
    URL = "/api/order/status/"

    def test_anonymous_and_customers_cannot_change_status(self, client, customer_client, customer):
        order = OrderFactory(customer=customer)
        assert (
            client.send("patch", self.URL, {"order_id": order.order_id, "status": "shipped"}).status_code
            == 401
        )
        response = customer_client.send("patch", self.URL, {"order_id": order.order_id, "status": "shipped"})
        assert response.status_code == 403
        order.refresh_from_db()
        assert order.status == "pending"

    def test_staff_moves_an_order_and_history_is_written(self, staff_client, staff):
        order = OrderFactory()
        response = staff_client.send("patch", self.URL, {"order_id": order.order_id, "status": "delivered"})
        assert response.status_code == 200
        assert response.json()["status"] == "delivered"
        order.refresh_from_db()
        assert order.status == "delivered"
        event = OrderEvent.objects.get(order=order)
        assert (event.kind, event.from_value, event.to_value, event.actor) == (
            "status",
            "pending",
            "delivered",
            staff,
        )
        assert [o["order_id"] for o in staff_client.get("/api/deliveredorders/").json()] == [order.order_id]
        assert staff_client.get("/api/pendingorders/").json() == []

    def test_shipped_without_a_courier_is_recorded_then_the_courier_is_added(self, staff_client, staff):
        """The specification's call sets any of the five statuses: shipped with no courier on record
        records the shipment as "Courier not recorded"; Ship adds the courier and AWB later."""
        order = OrderFactory()
        body = {"order_id": order.order_id, "status": "shipped"}
        answer = staff_client.send("patch", self.URL, body)
        assert answer.status_code == 200 and answer.json()["status"] == "shipped"
        order.refresh_from_db()
        assert order.status == "shipped" and order.shipment.courier is None
        assert order.shipment.courier_name == "Courier not recorded" and order.shipment.tracking_url == ""
        ship(order, actor=staff, courier="DTDC", awb="D1234567")
        order.shipment.refresh_from_db()
        assert (order.shipment.courier.name, order.shipment.awb) == ("DTDC", "D1234567")
        staff_client.send("patch", self.URL, {"order_id": order.order_id, "status": "delivered"})
        back = staff_client.send("patch", self.URL, body)  # delivered by mistake: back to shipped
        assert back.status_code == 200 and back.json()["status"] == "shipped"

    def test_same_status_writes_no_history(self, staff_client):
        order = OrderFactory()
        staff_client.send("patch", self.URL, {"order_id": order.order_id, "status": "pending"})
        assert not OrderEvent.objects.exists()

    @pytest.mark.parametrize(
        ("body", "status"),
        [
            ({"order_id": "RZ-NOPE1234", "status": "shipped"}, 404),
            ({"status": "shipped"}, 404),
            ({"order_id": "X", "status": "lost"}, 404),
            ("{oops", 400),
        ],
    )
    def test_bad_input(self, staff_client, body, status):
        response = staff_client.send("patch", self.URL, body)
        assert response.status_code == status
        assert response.json()["message"]

    def test_unknown_status_is_refused(self, staff_client):
        order = OrderFactory()
        response = staff_client.send("patch", self.URL, {"order_id": order.order_id, "status": "lost"})
        assert response.status_code == 400
        assert "status" in response.json()["errors"]
        response = staff_client.send("patch", self.URL, {"order_id": order.order_id, "status": ""})
        assert response.status_code == 400

    def test_needs_csrf(self, staff_client):
        order = OrderFactory()
        body = {"order_id": order.order_id, "status": "shipped"}
        assert staff_client.send("patch", self.URL, body, csrf=False).status_code == 403


class TestDesignImages:
    @pytest.mark.parametrize("side", ["front", "back"])
    def test_access_matrix_for_base64_images(
        self, client, customer_client, other_client, staff_client, customer, side
    ):
        order = OrderFactory(customer=customer, designs=True)
        url = f"/api/{side}image/?order_id={order.order_id}"
        assert client.get(url).status_code == 401
        assert other_client.get(url).status_code == 403
        for allowed in (customer_client, staff_client):
            data = base64.b64decode(allowed.get(url).json()[side])
            assert data[:8] == b"\x89PNG\r\n\x1a\n"

    def test_download_file_is_named_after_the_order(self, customer_client, other_client, customer):
        order = OrderFactory(customer=customer, designs=True)
        url = f"/api/orders/{order.order_id}/design/front/"
        response = customer_client.get(url)
        assert response.status_code == 200 and response["Content-Type"] == "image/png"
        assert f'filename="{order.order_id}-front.png"' in response["Content-Disposition"]
        assert (
            b"".join(response.streaming_content if response.streaming else [response.content])[:4]
            == b"\x89PNG"
        )
        assert customer_client.get(url + "?thumb=1").status_code == 200
        assert other_client.get(url).status_code == 403
        assert customer_client.get(f"/api/orders/{order.order_id}/design/side/").status_code == 404

    def test_a_side_without_a_design_answers_null_an_unknown_order_404(self, customer_client, customer):
        """The specification answers an object with the key `back` (or `front`): null when that side
        was not designed."""
        order = OrderFactory(customer=customer)
        assert customer_client.get(f"/api/backimage/?order_id={order.order_id}").json() == {"back": None}
        assert customer_client.get(f"/api/frontimage/?order_id={order.order_id}").json() == {"front": None}
        assert customer_client.get("/api/frontimage/?order_id=RZ-UNKNOWN1").status_code == 404

    def test_design_files_are_not_public_media(self, client, customer):
        order = OrderFactory(customer=customer, designs=True)
        assert client.get(f"/media/{order.front_image.name}").status_code == 404
        assert png_bytes()[:4] == b"\x89PNG"


class TestMoney:
    def _orders(self, customer, other):
        OrderFactory(customer=customer, amount=Decimal("1000.50"), payment_status="paid")
        OrderFactory(customer=customer, amount=Decimal("250.25"))
        OrderFactory(customer=customer, amount=Decimal("99.00"), status="cancelled")  # not owed
        OrderFactory(customer=other, amount=Decimal("700.00"))
        OrderFactory(customer=other, amount=Decimal("300.10"), payment_status="paid", status="delivered")

    @pytest.mark.parametrize(
        "url", ["/api/adminnavamountsummary/", "/api/paid/", "/api/unpaid/", "/api/payment_list/?admin=2002"]
    )
    def test_access_matrix(self, client, customer_client, staff_client, url):
        assert client.get(url).status_code == 401
        assert customer_client.get(url).status_code == 403
        assert staff_client.get(url).status_code == 200

    def test_totals_equal_the_sums_of_the_lists(self, staff_client, customer, other_customer):
        self._orders(customer, other_customer)
        summary = staff_client.get("/api/adminnavamountsummary/").json()
        paid = staff_client.get("/api/paid/").json()
        unpaid = staff_client.get("/api/unpaid/").json()
        assert summary == {"total_paid": 1300.6, "total_due": 950.25, "total_refunded": 0.0}
        assert sum(Decimal(str(r["paid_amount"])) for r in paid) == Decimal("1300.60")
        assert sum(Decimal(str(r["due_amount"])) for r in unpaid) == Decimal("950.25")
        assert {"order_id", "phone_number", "paid_amount", "date"} == set(paid[0])
        assert {"order_id", "phone_number", "due_amount", "date"} == set(unpaid[0])

    def test_per_phone_totals(
        self, customer_client, other_client, staff_client, client, customer, other_customer
    ):
        self._orders(customer, other_customer)
        phone = customer.phone_number
        assert customer_client.get(f"/api/totalduebyphonenumber/?phone_number={phone}").json() == {
            "total_due_amount": 250.25
        }
        assert customer_client.get(f"/api/totalpaidbyphonenumber/?phone_number={phone}").json() == {
            "total_paid_amount": 1000.5
        }
        assert other_client.get(f"/api/totalduebyphonenumber/?phone_number={phone}").status_code == 403
        assert client.get(f"/api/totalpaidbyphonenumber/?phone_number={phone}").status_code == 401
        assert (
            staff_client.get(f"/api/totalduebyphonenumber/?phone_number={phone}").json()["total_due_amount"]
            == 250.25
        )

    def test_payment_list_and_toggle(self, staff_client, staff, customer):
        order = OrderFactory(customer=customer)
        rows = staff_client.get("/api/payment_list/?admin=2002").json()
        assert rows[0] == {
            "order_id": order.order_id,
            "name": customer.name,
            "phone_number": customer.phone_number,
            "payment_status": "unpaid",
            "amount": 1077.0,
            "date": rows[0]["date"],
        }
        response = staff_client.send(
            "patch", "/api/paymentupdate/", {"order_id": order.order_id, "payment_status": "paid"}
        )
        assert response.status_code == 200
        assert response.json()["message"] == "Payment status updated successfully."
        assert staff_client.get("/api/adminnavamountsummary/").json() == {
            "total_paid": 1077.0,
            "total_due": 0.0,
            "total_refunded": 0.0,
        }
        event = OrderEvent.objects.get(order=order)
        assert (event.kind, event.from_value, event.to_value, event.actor) == (
            "payment",
            "unpaid",
            "paid",
            staff,
        )
        assert (
            staff_client.get(f"/api/payment_list/?q={customer.phone_number[-4:]}").json()[0]["order_id"]
            == order.order_id
        )

    def test_customers_cannot_toggle_payment(self, client, customer_client, customer):
        order = OrderFactory(customer=customer)
        body = {"order_id": order.order_id, "payment_status": "paid"}
        assert client.send("patch", "/api/paymentupdate/", body).status_code == 401
        assert customer_client.send("patch", "/api/paymentupdate/", body).status_code == 403
        order.refresh_from_db()
        assert order.payment_status == "unpaid"

    def test_bad_payment_status(self, staff_client):
        order = OrderFactory()
        response = staff_client.send(
            "patch", "/api/paymentupdate/", {"order_id": order.order_id, "payment_status": "maybe"}
        )
        assert response.status_code == 400
        assert (
            staff_client.send(
                "patch", "/api/paymentupdate/", {"order_id": "nope", "payment_status": "paid"}
            ).status_code
            == 404
        )
