"""The API's inputs carry their model's lengths and ranges:
too long or out of range answers 400 naming the field, on SQLite and PostgreSQL, never a 500."""

import json

import pytest

from core.orders.shipping.models import Courier
from core.orders.tests.factories import OrderFactory
from core.orders.tests.test_placing import CHECKOUT, form, post

pytestmark = pytest.mark.django_db

ADDRESS = {"area": "12 MG Road", "landmark": "", "city": "Pune", "state": "Maharashtra", "pin_code": "411001"}


def _field_error(response, field: str) -> str:
    assert response.status_code == 400, response.content[:300]
    body = response.json()
    assert set(body) == {"message", "code", "errors", "codes"}
    assert field in body["errors"], body
    return body["errors"][field][0]


@pytest.mark.parametrize(
    ("url", "field"),
    [
        ("/api/pincodes/1234567890123/", "pincode"),
        ("/api/pincodes/411001/?amount=" + "9" * 21, "amount"),
        ("/api/pincodes/411001/?reading=" + "p" * 11, "reading"),
    ],
)
def test_pincode_lookups(client, url, field):
    assert "at most" in _field_error(client.get(url), field)


@pytest.fixture
def order(customer):
    return OrderFactory(customer=customer)


def _courier() -> Courier:
    return Courier.objects.filter(active=True).first() or Courier.objects.create(name="Test courier")


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"courier_id": 2**63, "awb": "12345678"}, "courier_id"),
        ({"courier_id": 0, "awb": "12345678"}, "courier_id"),
        ({"awb": "1" * 61}, "awb"),
    ],
)
def test_shipping_courier_and_awb(staff_client, order, body, field):
    body = {"courier_id": _courier().pk, **body}
    response = staff_client.send("post", f"/api/office/orders/{order.order_id}/ship", body)
    _field_error(response, field)


def test_an_order_note_over_2000_characters(staff_client, order):
    url = f"/api/office/orders/{order.order_id}/notes"
    assert _field_error(staff_client.send("post", url, {"text": "n" * 2001}), "text") == (
        "This can be at most 2000 characters."
    )
    assert staff_client.send("post", url, {"text": "n" * 2000}).status_code == 201


@pytest.mark.parametrize(
    "path",
    [
        "/api/orders/{long}/invoice.pdf",
        "/api/office/orders/{long}/invoices",
        "/api/office/orders/{long}/invoice.pdf",
        "/api/office/orders/{long}/credit-note.pdf",
        "/api/orders/{long}/design/",
        "/api/orders/{long}/tracking/",
    ],
)
def test_an_over_long_order_id_in_a_path_is_not_found(staff_client, path):
    response = staff_client.get(path.format(long="R" * 300))
    assert response.status_code == 404 and set(response.json()) == {"message", "code", "errors", "codes"}


@pytest.mark.parametrize(
    ("change", "field"),
    [({"area": "a" * 201}, "address.area"), ({"pin_code": "4" * 33}, "address.pin_code")],
)
def test_the_checkout_address(customer_client, change, field):
    body = {"items": [{"catalogue_item_id": 1, "size": "M", "quantity": 1}], "address": {**ADDRESS, **change}}
    _field_error(customer_client.send("post", CHECKOUT, body), field)


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"instructions": "i" * 2001}, "instructions"),
        ({"color": "c" * 61}, "color"),
        ({"upi_reference": "u" * 61}, "upi_reference"),
        ({"address": json.dumps({**ADDRESS, "city": "c" * 101})}, "address.city"),
        ({"address": "x" * 2001}, "address"),
    ],
)
def test_confirm_order_with_a_saved_design_and_address(customer_client, change, field):
    _field_error(post(customer_client, form(**change)), field)


@pytest.mark.parametrize(
    ("url", "body", "field"),
    [
        ("/api/order/status/", {"order_id": "R" * 33, "status": "confirmed"}, "order_id"),
        ("/api/paymentupdate/", {"order_id": "R1", "payment_status": "p" * 21}, "payment_status"),
        ("/api/orders/quote/", {"code": "F" * 31}, "code"),
    ],
)
def test_the_boards_and_quotes_strings(staff_client, url, body, field):
    method = "post" if "quote" in url else "patch"
    _field_error(staff_client.send(method, url, body), field)


def test_a_pincode_lookup_takes_what_its_document_says(client):
    """schemathesis: `?reading=&amount=` (empty: the defaults) is documented now; an amount the
    document's pattern refuses (an exponent, spaces) is refused by the server too."""
    assert client.get("/api/pincodes/411001/?reading=&amount=").status_code == 200
    for amount in ("1e3", " 12", "12.345"):
        assert "amount" in client.get("/api/pincodes/411001/", {"amount": amount}).json()["errors"], amount
    assert client.get("/api/pincodes/411001/", {"amount": "1299.50"}).json()["cod_available"] is True
