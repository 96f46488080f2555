"""The e-way bill reads the office makes all day: an order's state (needed? the number on record)
in one query after the session's, whatever the order holds, and the day's file in the same number
of queries for 3 consignments as for 30, each with its bill and courier."""

import json
from datetime import datetime

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from core.common.ist import IST
from core.invoices.models import Invoice
from core.invoices.tests.changes import order_status_set
from core.invoices.tests.ewaybills import big_order
from core.orders.shipping.models import Courier
from core.orders.shipping.services import order_ship

pytestmark = pytest.mark.django_db
NUMBER = "391000123456"
AUTH = 2  # the staff session and its user


def test_an_orders_eway_bill_is_one_read_before_and_after_its_number(
    order_72k, accounts, django_assert_num_queries
):
    invoice = Invoice.objects.get(order=order_72k, kind="invoice")
    base = f"/api/office/orders/{order_72k.order_id}/ewaybill"
    with django_assert_num_queries(AUTH + 1):  # the order, its bill, its live invoice, the shop's GSTIN
        before = accounts.get(base).json()
    assert before == {
        "needed": True,
        "value": "72000.00",
        "threshold": "50000",
        "invoice_number": invoice.number,
        "number": "",
        "generated_at": None,
        "valid_until": None,
        "distance_km": None,
        "transport_mode": "1",
        "vehicle_number": "",
        "no_number_reason": "",
        "expiring": False,
    }
    body = {"number": NUMBER, "distance_km": 450, "generated_at": "2026-11-20T10:15:00+05:30"}
    accounts.send("put", base, {**body, "vehicle_number": "KA01AB1234"})
    with django_assert_num_queries(AUTH + 1):
        after = accounts.get(base).json()
    made, until = (
        datetime.fromisoformat(after.pop(k)).astimezone(IST) for k in ("generated_at", "valid_until")
    )
    assert (made, until) == (
        datetime(2026, 11, 20, 10, 15, tzinfo=IST),
        datetime(2026, 11, 23, 23, 59, 59, tzinfo=IST),
    )
    del before["generated_at"], before["valid_until"]
    assert after == {
        **before,
        "number": NUMBER,
        "distance_km": 450,
        "vehicle_number": "KA01AB1234",
        "expiring": True,  # 23/11/2026 is long gone
    }
    assert accounts.get("/api/office/orders/RZ-NONE/ewaybill").status_code == 404


def _consignments(customer, staff, numbers: range) -> list:
    """Business orders (one per number) over the limit, invoiced today; every other one shipped by Delhivery
    without a number yet (the portal was down): its bill holds the reason, its entry the courier."""
    delhivery = Courier.objects.get(name="Delhivery").pk
    made = []
    for n in numbers:
        order = big_order(customer, pieces=110 + n, shipping="0.00")
        order_status_set(order=order, status="confirm", actor=staff)
        if n % 2:
            order_ship(
                order=order,
                courier_id=delhivery,
                awb=f"DL{n:06d}",
                actor=staff,
                no_ewaybill_reason="Portal down",
            )
        made.append(order)
    return made


def _day_file(accounts, day) -> tuple[dict, int]:
    with CaptureQueriesContext(connection) as ctx:
        response = accounts.get(f"/api/office/ewaybills.json?day={day}")
    assert response.status_code == 200
    return json.loads(response.content), len(ctx.captured_queries)


def test_the_days_file_reads_as_many_times_for_30_consignments_as_for_3(customer, staff, accounts):
    orders = _consignments(customer, staff, range(3))
    day = Invoice.objects.get(order=orders[0]).issued_at.astimezone(IST).date()
    accounts.get(f"/api/office/ewaybills.json?day={day}")  # the schema's validator, built once
    three, few = _day_file(accounts, day)
    orders += _consignments(customer, staff, range(3, 30))
    thirty, many = _day_file(accounts, day)
    assert few == many == AUTH + 3  # the day's shipped orders, the invoices with theirs, the shop's state
    numbers = [Invoice.objects.get(order=o).number for o in orders]
    assert [bill["docNo"] for bill in three["billLists"]] == numbers[:3]
    assert [bill["docNo"] for bill in thirty["billLists"]] == numbers
    shipped = [bill for bill in thirty["billLists"] if "transDocNo" in bill]
    assert [b["transDocNo"] for b in shipped] == [f"DL{n:06d}" for n in range(1, 30, 2)]
    assert {b["transporterName"] for b in shipped} == {"Delhivery"}
