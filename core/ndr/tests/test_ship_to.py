"""A failed delivery's corrected address or phone becomes the order's own: from the customer's link
or the desk, through the orders' one door for details, audited, on the customer's timeline, still
handed to the courier as the desk's action; a bad PIN code or phone changes nothing."""

import pytest

from core.accounts.roles import Role
from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.common.models import AuditAction, AuditEntry
from core.conftest import JsonClient
from core.ndr.links import case_token
from core.ndr.models import NdrAction
from core.ndr.tests.factories import ndr_case

pytestmark = pytest.mark.django_db
NEW_LINES = "Flat 4, Shanti Niwas, FC Road"


def answer(case, body):
    return JsonClient().send("post", f"/api/ndr/{case_token(case.pk)}/", body)


@pytest.fixture
def desk() -> JsonClient:
    client = JsonClient()
    client.force_login(StaffFactory(role=Role.ORDER_DESK))
    return client


def test_the_customers_corrected_address_and_phone_become_the_orders_and_show_on_the_timeline():
    customer = CustomerFactory()
    case = ndr_case(customer)
    response = answer(
        case, {"choice": "address", "address": NEW_LINES, "pin_code": "411004", "phone": "9123456780"}
    )
    assert response.status_code == 200, response.content
    order = case.order
    order.refresh_from_db()
    assert order.ship_area == NEW_LINES
    assert (order.ship_pin_code, order.ship_phone) == ("411004", "9123456780")
    assert order.ship_state == "Maharashtra" and order.ship_city
    entry = AuditEntry.objects.get(action=AuditAction.SHIP_TO)
    assert entry.target == f"Order {order.order_id}: delivery address and phone"
    assert "411004" in entry.after and "9123456780" in entry.after and "411004" not in entry.before
    assert entry.actor == customer
    client = JsonClient()
    client.force_login(customer)
    steps = client.get(f"/api/orders/{order.order_id}/tracking/").json()["parcel_steps"]
    assert [(s["label"], s["detail"]) for s in steps][-1] == (
        "Delivery details corrected", "New delivery address and phone on record",
    )  # fmt: skip


def test_a_bad_pin_code_or_phone_changes_nothing_on_the_order():
    case = ndr_case()
    before = (case.order.ship_area, case.order.ship_pin_code, case.order.ship_phone)
    bad_pin = answer(case, {"choice": "address", "address": NEW_LINES, "pin_code": "000000"})
    bad_phone = answer(case, {"choice": "address", "phone": "12345"})
    assert (bad_pin.status_code, bad_phone.status_code) == (400, 400)
    assert "pin_code" in bad_pin.json()["errors"]
    assert bad_phone.json()["errors"]["phone"] == ["Please enter a valid 10-digit phone number."]
    case.order.refresh_from_db()
    assert (case.order.ship_area, case.order.ship_pin_code, case.order.ship_phone) == before
    assert not AuditEntry.objects.filter(action=AuditAction.SHIP_TO).exists()


def test_the_desks_new_address_is_applied_and_still_goes_to_the_courier(desk):
    case = ndr_case()
    long_lines = "House 12, " + "Near the old banyan tree by the temple, " * 6 + "Deccan Gymkhana"
    response = desk.send(
        "post",
        f"/api/office/ndr-cases/{case.pk}/action",
        {"kind": "address", "address": long_lines[:300], "pin_code": "411004"},
    )
    assert response.status_code == 200, response.content
    order = case.order
    order.refresh_from_db()
    assert len(order.ship_area) <= 200 and order.ship_landmark  # the rest on the second line
    assert f"{order.ship_area} {order.ship_landmark}" == long_lines[:300].strip(" ,")
    assert order.ship_pin_code == "411004"
    action = NdrAction.objects.get(case=case)
    assert action.kind == "address" and action.pin_code == "411004"  # the courier's copy
    assert set(AuditEntry.objects.values_list("action", flat=True)) == {
        AuditAction.NDR_ACTION,
        AuditAction.SHIP_TO,
    }


def test_the_desk_passing_on_the_customers_answer_applies_it_once(desk):
    case = ndr_case()
    answer(case, {"choice": "address", "phone": "9123456780"})
    desk.send("post", f"/api/office/ndr-cases/{case.pk}/action", {"kind": "address", "phone": "9123456780"})
    assert AuditEntry.objects.filter(action=AuditAction.SHIP_TO).count() == 1
    case.order.refresh_from_db()
    assert case.order.ship_phone == "9123456780"
