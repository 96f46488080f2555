"""The orders list's bulk changes: each ticked order through order_update, a result per order."""

import pytest

from core.conftest import JsonClient
from core.orders.models import OrderEvent
from core.orders.shipping.models import Courier, Shipment
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db
URL = "/api/office/orders/bulk"


def _bulk(client, **body):
    return client.send("post", URL, body)


def test_each_order_changes_with_its_own_history_row(staff_client, staff):
    orders = [OrderFactory() for _ in range(3)]
    response = _bulk(staff_client, ids=[o.order_id for o in orders], status="confirm")
    assert response.status_code == 200, response.json()
    body = response.json()
    assert (body["updated"], body["refused"]) == (3, 0)
    assert [(r["order_id"], r["ok"], r["status"]) for r in body["results"]] == [
        (o.order_id, True, "confirm") for o in orders
    ]
    events = OrderEvent.objects.filter(kind="status", to_value="confirm", actor=staff)
    assert sorted(events.values_list("order__order_id", flat=True)) == sorted(o.order_id for o in orders)


def test_payment_in_bulk_and_no_change_needed(staff_client):
    paid = OrderFactory(payment_status="paid")
    unpaid = OrderFactory()
    body = _bulk(staff_client, ids=[paid.order_id, unpaid.order_id], payment_status="paid").json()
    assert [(r["ok"], r["message"], r["payment_status"]) for r in body["results"]] == [
        (True, "No change needed.", "paid"),
        (True, "Now pending, paid.", "paid"),
    ]
    assert OrderEvent.objects.filter(kind="payment").count() == 1


def test_shipped_in_bulk_records_no_courier_an_unknown_order_is_reported(staff_client, staff):
    plain, with_courier = OrderFactory(), OrderFactory(status="delivered")
    Shipment.objects.create(order=with_courier, courier=Courier.objects.get(name="DTDC"), awb="D1234567")
    ids = [plain.order_id, "rz-nope1234", with_courier.order_id, plain.order_id]
    body = _bulk(staff_client, ids=ids, status="shipped").json()
    results = {r["order_id"]: r for r in body["results"]}
    assert list(results) == [plain.order_id, "RZ-NOPE1234", with_courier.order_id]
    assert results[plain.order_id]["ok"] and results[plain.order_id]["status"] == "shipped"
    assert (results["RZ-NOPE1234"]["ok"], results["RZ-NOPE1234"]["message"]) == (False, "Order not found.")
    assert results[with_courier.order_id]["ok"] and results[with_courier.order_id]["status"] == "shipped"
    assert (body["updated"], body["refused"]) == (2, 1)
    plain.refresh_from_db()
    assert plain.shipment.courier is None
    with_courier.shipment.refresh_from_db()
    assert with_courier.shipment.courier.name == "DTDC"


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({"ids": [], "status": "confirm"}, "ids", "Select at least one order."),
        (
            {"ids": [f"RZ-{i:08d}" for i in range(101)], "status": "confirm"},
            "ids",
            "Choose at most 100 orders at a time.",
        ),
        ({"ids": ["RZ-A"]}, "status", "Choose a status or a payment status to set."),
        (
            {"ids": ["RZ-A"], "status": "lost"},
            "status",
            "Choose one of: pending, confirm, shipped, delivered, cancelled.",
        ),
        ({"ids": ["RZ-A"], "payment_status": "half"}, "payment_status", "Choose paid or unpaid."),
    ],
)
def test_a_bad_request_is_one_clear_400(staff_client, body, field, message):
    response = _bulk(staff_client, **body)
    assert response.status_code == 400
    assert response.json()["message"] == message and response.json()["errors"][field] == [message]


def test_queries_grow_with_the_orders_not_beyond(staff_client, django_assert_max_num_queries):
    orders = [OrderFactory() for _ in range(10)]
    # per order (about 24): the row lock, the history row, the save, the e-mail record, the invoice
    # issued on confirmation (settings, tax rules, its counter), the maintained totals' two upserts,
    # savepoints; since the print floor's and business orders' followers: the proofs' gate, the
    # blanks' reservation (rows locked, movements), the receivable's look-up: constant, not growing
    with django_assert_max_num_queries(4 + 36 * len(orders)) as captured:
        assert _bulk(staff_client, ids=[o.order_id for o in orders], status="confirm").json()["updated"] == 10
    per_order = (len(captured.captured_queries) - 4) / len(orders)
    assert per_order <= 36


@pytest.mark.parametrize(("who", "code"), [("anonymous", 401), ("customer", 403), ("staff", 200)])
def test_only_the_admin_team_may_change_orders_in_bulk(who, code, request, customer):
    order = OrderFactory(customer=customer)
    client = JsonClient() if who == "anonymous" else request.getfixturevalue(f"{who}_client")
    assert _bulk(client, ids=[order.order_id], status="cancelled").status_code == code
    order.refresh_from_db()
    assert order.status == ("cancelled" if who == "staff" else "pending")


def test_the_csrf_token_is_needed(staff_client):
    order = OrderFactory()
    assert (
        staff_client.send("post", URL, {"ids": [order.order_id], "status": "confirm"}, csrf=False).status_code
        == 403
    )
