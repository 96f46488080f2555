"""The /bulk request's business: its billing PIN code and state are checked against the GSTIN's
state, and go with the request onto the order its quote makes."""

import pytest

from core.quotes.models import QuoteRequest
from core.quotes.tests.factories import hoodie_breaks
from core.quotes.tests.test_api import _post, _request_body

pytestmark = pytest.mark.django_db

BUSINESS = {
    "name": "Tarang Textiles Pvt Ltd",
    "gstin": "29AABCT1332L1ZA",
    "address": "14 Residency Road",
    "pin_code": "560025",
    "state": "Karnataka",
}


def test_a_quote_request_refuses_a_billing_state_other_than_the_gstins(client):
    # given a Karnataka GSTIN with Tamil Nadu as the billing state and a Chennai PIN
    body = _request_body(business=BUSINESS | {"state": "Tamil Nadu", "pin_code": "600001"})
    # when asked; then both refused under their fields
    answer = _post(client, body)
    assert answer.status_code == 400
    errors = answer.json()["errors"]
    assert errors["business.state"] == [
        "Your GSTIN is registered in Karnataka: choose Karnataka as the billing state."
    ]
    assert errors["business.pin_code"][0].startswith("The PIN code 600001 is in Tamil Nadu")
    assert not QuoteRequest.objects.exists()


def test_a_quote_request_keeps_the_billing_pin_and_state(client):
    hoodie_breaks()
    answer = _post(client, _request_body(business=BUSINESS))
    assert answer.status_code == 201, answer.content
    made = QuoteRequest.objects.get()
    assert (made.business_pin_code, made.business_state) == ("560025", "Karnataka")
