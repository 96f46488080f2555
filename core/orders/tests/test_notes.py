"""Internal notes: written by the admin team, listed newest first, never shown to the customer."""

import pytest
from django.test import Client

from core.accounts.tests.factories import StaffFactory
from core.conftest import JsonClient
from core.orders.notes.models import OrderNote
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def order(customer):
    return OrderFactory(customer=customer)


def test_staff_write_and_read_notes_which_the_customer_never_sees(
    staff_client, customer_client, staff, order
):
    url = f"/api/office/orders/{order.order_id}/notes"
    first = staff_client.send("post", url, {"text": "  Customer asked for a gift box  "})
    assert first.status_code == 201 and first.json()["text"] == "Customer asked for a gift box"
    staff_client.send("post", url, {"text": "Called: address confirmed"})
    notes = staff_client.get(url).json()
    assert [n["text"] for n in notes] == ["Called: address confirmed", "Customer asked for a gift box"]
    assert notes[0]["author"] == staff.name and notes[0]["created_at"]
    assert "gift box" not in customer_client.get("/api/order/customerlist/").content.decode()
    empty = staff_client.send("post", url, {"text": "   "})
    assert empty.status_code == 400 and empty.json()["errors"]["text"] == ["Write the note first."]
    assert staff_client.send("post", url, {"text": "x" * 2001}).status_code == 400


@pytest.mark.parametrize(
    ("who", "code"), [("anonymous", 401), ("owner", 403), ("other", 403), ("staff", 200)]
)
def test_who_may_read_and_write_notes(order, who, code, request):
    client = (
        JsonClient()
        if who == "anonymous"
        else request.getfixturevalue(
            {"owner": "customer_client", "other": "other_client", "staff": "staff_client"}[who]
        )
    )
    url = f"/api/office/orders/{order.order_id}/notes"
    assert client.get(url).status_code == code
    assert client.send("post", url, {"text": "hello"}).status_code == (201 if code == 200 else code)
    assert client.get("/api/office/orders/RZ-NOPE0000/notes").status_code == (404 if code == 200 else code)


def test_the_django_admin_adds_a_note_with_its_author(order):
    admin_user = StaffFactory(is_superuser=True, name="Asha Admin")
    desk = Client()
    desk.force_login(admin_user)
    url = f"/admin/orders/order/{order.pk}/change/"
    data = {
        "status": order.status, "payment_status": order.payment_status,
        "upi_reference": "", "instructions": "",
        "ship_name": order.ship_name, "ship_phone": order.ship_phone, "ship_area": order.ship_area,
        "ship_landmark": "", "ship_city": order.ship_city, "ship_state": order.ship_state,
        "ship_pin_code": order.ship_pin_code,
        "lines-TOTAL_FORMS": "1", "lines-INITIAL_FORMS": "1", "lines-0-id": order.lines.first().pk,
        "lines-0-order": order.pk, "notes-TOTAL_FORMS": "1", "notes-INITIAL_FORMS": "0",
        "notes-0-text": "Print the logo 2 cm lower", "notes-0-order": order.pk,
    }  # fmt: skip
    for prefix in ("events", "shipment", "invoices"):
        data |= {f"{prefix}-TOTAL_FORMS": "0", f"{prefix}-INITIAL_FORMS": "0"}
    response = desk.post(url, data)
    assert response.status_code == 302, response.content.decode()[:2000]
    note = OrderNote.objects.get(order=order)
    assert (note.text, note.author) == ("Print the logo 2 cm lower", admin_user)
    assert "Print the logo 2 cm lower" in desk.get(url).content.decode()
