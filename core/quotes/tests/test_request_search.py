"""A request's number (QR-000123): the visitor reads it after sending /bulk, the desk finds the
request by it, or by the customer's name, phone, e-mail or the business's name."""

import json
from urllib.parse import urlencode

import pytest

from core.accounts.tests.factories import CustomerFactory
from core.quotes.tests.factories import quote_request
from core.quotes.tests.test_api import _post, _request_body

pytestmark = pytest.mark.django_db


def test_the_visitor_reads_the_request_number_after_sending(client):
    answer = _post(client, _request_body())

    assert answer.status_code == 201, answer.content
    number = answer.json()["reference"]
    assert number.startswith("QR-") and number == f"QR-{answer.json()['id']:06d}"
    mine = client.get("/api/quotes/requests/").json()
    assert [r["reference"] for r in mine] == [number]


def _found(staff_client, q: str) -> list[str]:
    query = urlencode({"filter": json.dumps({"q": q})})
    answer = staff_client.get(f"/api/office/quote-requests?{query}")
    assert answer.status_code == 200, answer.content
    return [r["reference"] for r in answer.json()]


def test_the_desk_finds_a_request_by_number_name_phone_email_or_business(staff_client):
    asha = CustomerFactory(name="Asha Rao", phone_number="9876501234", email="asha@tarang.example")
    wanted = quote_request(customer=asha)  # Tarang Textiles Pvt Ltd
    other = quote_request(
        customer=CustomerFactory(name="Ravi Kumar", phone_number="9123400000", email="ravi@x.example"),
        business=False,
    )
    mine = [wanted.reference]

    assert _found(staff_client, wanted.reference) == mine
    assert _found(staff_client, wanted.reference.lower().replace("-", "")) == mine
    assert _found(staff_client, f"QR-{wanted.pk}") == mine
    assert _found(staff_client, "asha rao") == mine
    assert _found(staff_client, "01234") == mine
    assert _found(staff_client, "asha@tarang") == mine
    assert _found(staff_client, "tarang textiles") == mine
    assert _found(staff_client, "ravi") == [other.reference]
    assert _found(staff_client, "nobody") == []
