"""A failed delivery's corrected address in another state than the one its tax invoice was issued
for (its place of supply: IGST Act s.10(1)(a)) is refused, saying what to do, for the customer and
the desk alike, and changes nothing; within the state, or with no live invoice, it stands."""

import pytest

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.common.models import AuditAction, AuditEntry
from core.conftest import JsonClient
from core.invoices.selectors import live_invoice
from core.invoices.services import credit_note_issue_for_order
from core.ndr.links import case_token
from core.ndr.models import NdrAction, NdrStatus
from core.ndr.tests.factories import ndr_case
from core.orders.models import Order

pytestmark = pytest.mark.django_db
LINES = "12, 5th Cross, Koramangala"
IN_KARNATAKA = "560034"
IN_MAHARASHTRA = "411004"


@pytest.fixture
def desk() -> JsonClient:
    client = JsonClient()
    client.force_login(StaffFactory(role=Role.ORDER_DESK))
    return client


@pytest.fixture
def case():
    """A parcel to Pune (Maharashtra) whose invoice was issued when it shipped."""
    made = ndr_case()
    invoice = live_invoice(order=made.order)
    assert (invoice.place_of_supply, made.order.ship_state) == ("Maharashtra", "Maharashtra")
    return made


def _unchanged(case) -> None:
    order = Order.objects.get(pk=case.order_id)
    assert (order.ship_state, order.ship_pin_code) == ("Maharashtra", case.order.ship_pin_code)
    assert not AuditEntry.objects.filter(action=AuditAction.SHIP_TO).exists()


def test_the_customer_cannot_move_an_invoiced_parcel_to_another_state(case):
    answer = JsonClient().send(
        "post",
        f"/api/ndr/{case_token(case.pk)}/",
        {"choice": "address", "address": LINES, "pin_code": IN_KARNATAKA},
    )
    assert answer.status_code == 400
    assert answer.json()["errors"] == {
        "pin_code": [
            "This parcel can be delivered only within Maharashtra, the state it was invoiced for. For an "
            "address in another state, please contact us."
        ]
    }
    case.refresh_from_db()
    assert case.status == NdrStatus.OPEN and case.answer == ""
    _unchanged(case)


def test_the_desk_is_told_the_invoice_and_what_to_do_instead(desk, case):
    invoice = live_invoice(order=case.order)
    answer = desk.send(
        "post",
        f"/api/office/ndr-cases/{case.pk}/action",
        {"kind": "address", "address": LINES, "pin_code": IN_KARNATAKA},
    )
    assert answer.status_code == 400
    assert answer.json()["message"] == (
        f"This PIN code is in Karnataka, but invoice {invoice.number} was issued for delivery in "
        "Maharashtra, its place of supply. A delivery to another state needs a credit note and a new "
        "invoice: choose Return to origin, then ship the order again to the new address."
    )
    assert not NdrAction.objects.exists()
    _unchanged(case)
    assert desk.send("post", f"/api/office/ndr-cases/{case.pk}/action", {"kind": "rto"}).status_code == 200


def test_within_the_invoices_state_the_correction_stands(desk, case):
    answer = desk.send(
        "post",
        f"/api/office/ndr-cases/{case.pk}/action",
        {"kind": "address", "address": "Flat 4, Shanti Niwas, FC Road", "pin_code": IN_MAHARASHTRA},
    )
    assert answer.status_code == 200, answer.content
    assert Order.objects.get(pk=case.order_id).ship_pin_code == IN_MAHARASHTRA
    assert live_invoice(order=case.order).place_of_supply == "Maharashtra"


def test_with_the_invoice_credited_the_new_state_is_the_orders(case):
    credit_note_issue_for_order(order=Order.objects.get(pk=case.order_id))
    assert live_invoice(order=case.order) is None
    answer = JsonClient().send(
        "post",
        f"/api/ndr/{case_token(case.pk)}/",
        {"choice": "address", "address": LINES, "pin_code": IN_KARNATAKA},
    )
    assert answer.status_code == 200, answer.content
    order = Order.objects.get(pk=case.order_id)
    assert (order.ship_state, order.ship_pin_code) == ("Karnataka", IN_KARNATAKA)
