"""NUL and other control characters in any text field: refused on both databases with the field's
own message (SQLite stored them, PostgreSQL answered "A value is too long or out of range.")."""

import json

import pytest

from core.accounts.tests.test_customer_api import ADDRESS
from core.common.tests.bodies import shown
from core.common.text import CONTROL_CHARACTERS, has_control_characters
from core.content.models import ContactMessage
from core.orders.models import Order
from core.orders.notes.models import OrderNote
from core.orders.tests.factories import OrderFactory
from core.orders.tests.test_placing import form, post

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("bad", ["\x00", "a\x01b", "\x1b[31m", "x\x7f", "\x0c"])
def test_a_contact_message_with_control_characters_is_refused_under_its_field(client, bad):
    body = {"name": "Meera", "email": "meera@example.in", "message": f"Hello {bad}"}
    response = client.send("post", "/api/message/", body)
    assert response.status_code == 400
    assert response.json()["errors"] == {"message": [CONTROL_CHARACTERS]}
    assert not ContactMessage.objects.exists()


def test_line_breaks_and_tabs_stay_allowed(client):
    body = {"name": "Meera", "email": "meera@example.in", "message": "Line one\r\nLine two\tand a tab"}
    assert client.send("post", "/api/message/", body).status_code == 201


def test_a_name_and_an_address(customer_client, customer):
    body = {"phone_number": customer.phone_number, **ADDRESS, "area": "22\x00 Residency Road"}
    response = customer_client.send("patch", "/api/addressedit/", body)
    assert response.status_code == 400 and response.json()["errors"] == {"area": [CONTROL_CHARACTERS]}


def test_a_note_of_the_team(staff_client):
    order = OrderFactory()
    url = f"/api/office/orders/{order.order_id}/notes"
    response = staff_client.send("post", url, {"text": "gift\x00box"})
    assert response.status_code == 400 and response.json()["errors"] == {"text": [CONTROL_CHARACTERS]}
    assert not OrderNote.objects.exists()


def test_an_order_form_its_instructions_and_its_own_address(customer_client, customer):
    response = post(customer_client, form(instructions="Bigger\x00 logo"))
    assert response.status_code == 400 and response.json()["errors"] == {"instructions": [CONTROL_CHARACTERS]}
    address = json.dumps({**ADDRESS, "city": "Beng\u0000aluru"})
    response = post(customer_client, form(address=address))
    assert response.status_code == 400 and response.json()["errors"] == {"address.city": [CONTROL_CHARACTERS]}
    assert not Order.objects.filter(customer=customer).exists()


def test_the_document_says_so(client):
    schema = client.get("/api/openapi.json").json()["components"]["schemas"]
    contact = schema["ContactIn"]["properties"]["message"]
    assert "\\u0000" in contact["pattern"]


def test_what_counts_as_a_control_character():
    assert [has_control_characters(t) for t in ("\x00", "\x08", "\t", "\n", "\r", "\x7f", "é ₹")] == [
        True, True, False, False, False, True, False,
    ]  # fmt: skip


def test_an_over_long_request_line_answers_the_json_error_shape(client):
    from core.common.request_line import MAX_REQUEST_LINE, TOO_LONG

    response = client.get("/api/pincodes/110001/?x=" + "a" * MAX_REQUEST_LINE)
    assert response.status_code == 414
    assert shown(response.json()) == {"message": TOO_LONG, "errors": {}}
    assert client.get("/api/pincodes/110001/?x=" + "a" * 100).status_code != 414


def test_gunicorn_lets_such_lines_reach_django():
    from pathlib import Path

    config: dict = {}
    exec((Path(__file__).resolve().parents[2] / "gunicorn.conf.py").read_text(), config)
    assert config["limit_request_line"] == 8190
