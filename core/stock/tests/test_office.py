"""The back office's Blank stock: list and filters in a fixed number of queries, receive, adjust with
a reason, the movement history, and the print queue's "Printed" and "waiting for blanks"."""

import pytest

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.catalogue.models import ProductType
from core.conftest import JsonClient
from core.orders.changes.services import order_update
from core.orders.tests.factories import OrderFactory
from core.stock.tests.factories import blank

pytestmark = pytest.mark.django_db


@pytest.fixture
def floor() -> JsonClient:
    client = JsonClient()
    client.force_login(StaffFactory(role=Role.PRINT_FLOOR))
    return client


def test_the_list_pages_filters_and_keeps_its_query_count(floor, django_assert_num_queries):
    for colour in ("Black", "White", "Sky"):
        for size in ("S", "M", "L"):
            blank(colour=colour, size=size, on_hand=4, low_stock_at=5 if colour == "Sky" else 0)
    floor.get("/api/office/blank-stock")  # the session and the member's permissions, read once
    with django_assert_num_queries(3):  # user, permissions, the page (short: no count)
        page = floor.get('/api/office/blank-stock?range=[0,24]&filter={"colour":"black"}')
    rows = page.json()
    assert [(r["colour"], r["size"], r["available"]) for r in rows] == [("Black", s, 4) for s in "LMS"]
    assert {r["colour"] for r in rows} == {"Black"} and page["Content-Range"] == "blank-stock 0-2/3"
    low = floor.get('/api/office/blank-stock?filter={"low":true}').json()
    assert {r["colour"] for r in low} == {"Sky"} and all(r["low"] for r in low)
    tshirts = ProductType.objects.get(slug="tshirts").pk
    assert len(floor.get(f'/api/office/blank-stock?filter={{"product_type_id":{tshirts}}}').json()) == 9


def test_receive_and_adjust_leave_movements(floor):
    item = blank(on_hand=0)
    got = floor.send(
        "post", f"/api/office/blank-stock/{item.pk}/receive", {"quantity": 12, "reference": "PO-1"}
    )
    assert got.status_code == 200 and got.json()["on_hand"] == 12
    refused = floor.send("post", f"/api/office/blank-stock/{item.pk}/adjust", {"delta": -2})
    assert refused.status_code == 400
    assert refused.json()["errors"] == {"reason": ["Choose a reason: count, damage or misprint."]}
    done = floor.send(
        "post", f"/api/office/blank-stock/{item.pk}/adjust", {"delta": -2, "reason": "misprint"}
    )
    assert done.json()["on_hand"] == 10
    history = floor.get(f'/api/office/stock-movements?filter={{"item_id":{item.pk}}}').json()
    assert [(m["kind"], m["on_hand_delta"], m["reason"], m["reference"]) for m in history] == [
        ("adjust", -2, "misprint", ""),
        ("receive", 12, "", "PO-1"),
    ]
    assert history[0]["actor"]


def test_add_a_blank_and_its_threshold(floor):
    tshirts = ProductType.objects.get(slug="tshirts").pk
    body = {
        "product_type_id": tshirts,
        "sleeve": "Half Sleeve",
        "colour": "white",
        "size": "XL",
        "low_stock_at": 3,
    }
    made = floor.send("post", "/api/office/blank-stock", body)
    assert made.status_code == 201
    assert made.json()["colour_hex"] == "#ffffff" and made.json()["low"]  # 0 available, at most 3
    again = floor.send("post", "/api/office/blank-stock", body | {"colour": "white"})
    assert again.status_code == 400 and "already listed" in again.json()["message"]
    changed = floor.send("put", f"/api/office/blank-stock/{made.json()['id']}", {"low_stock_at": 0})
    assert changed.json()["low"] is False


def test_the_print_queue_shows_waiting_and_printed(floor, django_assert_num_queries):
    item = blank(on_hand=1)
    waiting, ready = OrderFactory(lines=[("M", 2)]), OrderFactory(lines=[("S", 1)])
    for order in (waiting, ready):
        order_update(order=order, actor=None, status="confirm")
    floor.get("/api/office/print-queue")
    # user, permissions, the maintained count, the page's ids, their rows with lines
    with django_assert_num_queries(5):
        rows = {r["order_id"]: r for r in floor.get("/api/office/print-queue").json()}
    assert rows[waiting.order_id]["waiting_for_blanks"] is True
    assert rows[ready.order_id]["waiting_for_blanks"] is False
    refused = floor.send("post", f"/api/office/print-queue/{waiting.order_id}/printed")
    assert refused.status_code == 400 and "waiting for blanks" in refused.json()["message"]
    floor.send("post", f"/api/office/blank-stock/{item.pk}/receive", {"quantity": 1})
    printed = floor.send("post", f"/api/office/print-queue/{waiting.order_id}/printed")
    assert printed.status_code == 200
    row = next(r for r in floor.get("/api/office/print-queue").json() if r["order_id"] == waiting.order_id)
    assert row["printed_at"] and not row["waiting_for_blanks"]
    item.refresh_from_db()
    assert (item.on_hand, item.reserved) == (0, 0)


def test_a_threshold_change_needs_a_number(floor):
    item = blank(on_hand=0)
    for body in ({}, {"low_stock_at": True}, {"low_stock_at": "3"}):
        refused = floor.send("put", f"/api/office/blank-stock/{item.pk}", body)
        assert refused.status_code in (400, 422), body
    assert floor.send(
        "post", f"/api/office/blank-stock/{item.pk}/receive", {"quantity": True}
    ).status_code in (
        400,
        422,
    )


def test_a_threshold_is_a_whole_number_given_outright(floor):
    item = blank(on_hand=3)
    for body in ({}, {"low_stock_at": True}, {"low_stock_at": "4"}, {"low_stock_at": -1}):
        response = floor.send("put", f"/api/office/blank-stock/{item.pk}", body)
        assert response.status_code == 400 and "low_stock_at" in str(response.json()["errors"]), body
    saved = floor.send("put", f"/api/office/blank-stock/{item.pk}", {"low_stock_at": 0})
    assert saved.json()["low_stock_at"] == 0
