"""JSON nested thousands deep (Python's json and pydantic recurse per level) answers a 400 in the one
error shape, refused before it is parsed (core/common/json_input.py), and nothing is stored."""

import io
import json

import pytest

from core.common.json_input import MAX_DEPTH, TOO_DEEP, json_loads
from core.orders.models import Order
from core.quotes.models import QuoteRequest
from core.teams.tests.factories import print_png

pytestmark = pytest.mark.django_db


def _deep(levels: int, inner: str = "1") -> str:
    return "[" * levels + inner + "]" * levels


def _refused(response, field: str) -> None:
    assert response.status_code == 400, response.content[:300]
    body = response.json()
    assert set(body) == {"message", "code", "errors", "codes"}
    assert body["errors"] == {field: [TOO_DEEP]}


def test_the_bound_lets_a_designs_nesting_through_and_refuses_one_level_more():
    assert json_loads(_deep(MAX_DEPTH)) is not None
    with pytest.raises(ValueError, match="nested too deeply"):
        json_loads(_deep(MAX_DEPTH + 1))
    assert json_loads('{"a": "' + "[" * 5000 + '"}') == {"a": "[" * 5000}  # brackets in text do not count


def test_a_quote_request_whose_data_nests_10000_deep(client):
    data = '{"product": ' + _deep(9_990) + "}"
    response = client.post("/api/quotes/requests/", {"data": data}, HTTP_X_CSRFTOKEN=client.csrf())
    _refused(response, "data")
    assert not QuoteRequest.objects.exists()


@pytest.mark.parametrize(
    ("field", "value"),
    [("team", _deep(10_000, '{"name": "A", "number": "1", "size": "M"}')), ("address", _deep(990))],
    ids=["team", "address"],
)
def test_a_team_order_whose_team_or_address_nests_deep(customer_client, field, value):
    form = {
        "product": "tshirts",
        "color": "Black",
        "team": json.dumps([{"name": "A", "number": "1", "size": "M"}]),
        "payment_method": "upi",
        "front": io.BytesIO(print_png()),
        field: value,
    }
    response = customer_client.post("/api/team-orders/", form, HTTP_X_CSRFTOKEN=customer_client.csrf())
    _refused(response, field)
    assert not Order.objects.exists()


def test_a_json_body_nested_10000_deep(customer_client):
    response = customer_client.send("post", "/api/orders/quote/", '{"items": ' + _deep(10_000) + "}")
    _refused(response, "body")
