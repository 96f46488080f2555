"""Checks that were missing: each bad value answers 400 with its field's own message and nothing is
stored (a quote's dispatch date in the past, a print day in 9999, a capacity for a print method no
product type uses, a blank of a colour or size the catalogue lacks, a supplier's phone "12", a team
name with a line break, a /bulk business sent as a string)."""

import io
import json
from datetime import date, timedelta

import pytest
from django.utils import timezone

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.catalogue.models import ProductType
from core.common.phone import REGISTER_PHONE_MESSAGE
from core.common.schemas import NOT_AN_OBJECT_FIELD
from core.conftest import JsonClient
from core.orders.models import Order, OrderStatus
from core.orders.tests.factories import OrderFactory, png_bytes
from core.planning.models import PrintCapacity
from core.planning.services import TOO_FAR
from core.purchasing.models import Supplier
from core.purchasing.tests.factories import gstin
from core.quotes.models import QuoteRequest, QuoteRevision
from core.quotes.services.desk import DISPATCH_PAST
from core.quotes.tests.factories import desk, quote_request
from core.stock.models import BlankItem
from core.teams.rows import CONTROL_IN_NAME
from core.teams.tests.factories import print_png

pytestmark = pytest.mark.django_db


def _as(role_or_user) -> JsonClient:
    client = JsonClient()
    client.force_login(StaffFactory(role=role_or_user) if isinstance(role_or_user, Role) else role_or_user)
    return client


def _errors(answer) -> dict:
    assert answer.status_code == 400, answer.content[:300]
    assert set(answer.json()) == {"message", "code", "errors", "codes"}
    return answer.json()["errors"]


def _draft_body(draft: dict, **changes) -> dict:
    lines = [
        {k: ln[k] for k in ("kind", "size", "quantity", "unit_price", "reason")} for ln in draft["lines"]
    ]
    body = {"lines": lines, "delivery": "0", "valid_until": draft["valid_until"]}
    return body | {"dispatch_by": draft["dispatch_by"], "advance_percent": "0", "terms_days": 0} | changes


def test_a_quote_dispatched_in_1999_is_neither_saved_nor_sent():
    client = _as(desk())
    quote = client.send("post", "/api/office/quotes", {"request_id": quote_request().pk}).json()
    saved = client.send("put", f"/api/office/quotes/{quote['id']}", _draft_body(quote["revisions"][0]))
    assert saved.status_code == 200, saved.content[:300]

    refused = client.send(
        "put",
        f"/api/office/quotes/{quote['id']}",
        _draft_body(quote["revisions"][0], dispatch_by="1999-01-01"),
    )
    assert _errors(refused) == {"dispatch_by": [DISPATCH_PAST]}
    QuoteRevision.objects.filter(quote_id=quote["id"]).update(dispatch_by=date(1999, 1, 1))  # an old draft
    not_sent = client.send("post", f"/api/office/quotes/{quote['id']}/send")
    assert _errors(not_sent) == {"dispatch_by": [DISPATCH_PAST]}
    assert QuoteRevision.objects.get(quote_id=quote["id"]).sent_at is None


def test_a_print_day_in_9999_is_refused():
    today = timezone.localdate()
    order = OrderFactory(lines=[("M", 2)])
    Order.objects.filter(pk=order.pk).update(status=OrderStatus.CONFIRM, print_on=today)
    floor = _as(Role.PRINT_FLOOR)

    far = floor.send("put", f"/api/office/planning/orders/{order.order_id}", {"print_on": "9999-12-31"})
    assert _errors(far) == {"print_on": [TOO_FAR]}
    year = floor.send(
        "put", f"/api/office/planning/orders/{order.order_id}", {"print_on": str(today + timedelta(days=365))}
    )
    assert year.status_code == 200
    order.refresh_from_db()
    assert order.print_on == today + timedelta(days=365)


def test_a_capacity_for_a_print_method_no_product_type_uses():
    owner = _as(Role.OWNER)
    answer = owner.send(
        "put", "/api/office/planning/capacity", {"print_method": "Laser etching", "pieces_per_day": 9}
    )
    assert list(_errors(answer)) == ["print_method"]
    assert "No product type is printed by this method" in answer.json()["message"]
    assert not PrintCapacity.objects.filter(print_method="Laser etching").exists()


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("colour", "Unobtainium", "There is no colour in the palette called Unobtainium."),
        ("size", "XXXXXXL", "There is no size in the catalogue called XXXXXXL."),
    ],
)
def test_a_blank_of_an_unknown_colour_or_size(field, value, message):
    body = {"product_type_id": ProductType.objects.get(slug="tshirts").pk, "sleeve": "Half Sleeve"}
    body |= {"colour": "Black", "size": "M", "low_stock_at": 0, field: value}
    answer = _as(Role.PRINT_FLOOR).send("post", "/api/office/blank-stock", body)
    assert _errors(answer) == {field: [message]}
    assert not BlankItem.objects.filter(**{field: value}).exists()


def test_a_supplier_phone_of_two_digits():
    body = {"name": "Sutlej Blanks", "gstin": gstin("07"), "address": "Okhla, New Delhi", "state_code": "07"}
    answer = _as(Role.ACCOUNTS).send("post", "/api/office/suppliers", body | {"phone": "12"})
    assert _errors(answer) == {"phone": [REGISTER_PHONE_MESSAGE]}
    assert not Supplier.objects.exists()


@pytest.mark.parametrize("name", ["Priya\nSharma", "Priya\tSharma", "Priya\x00", "Priya\u2028Sharma"])
def test_a_team_name_with_a_line_break_or_control_character(customer_client, name):
    form = {
        "product": "tshirts",
        "color": "Black",
        "team": json.dumps([{"name": name, "number": "1", "size": "M"}]),
        "payment_method": "upi",
        "front": io.BytesIO(print_png()),
        "people_front": [io.BytesIO(print_png())],
    }
    answer = customer_client.post("/api/team-orders/", form, HTTP_X_CSRFTOKEN=customer_client.csrf())
    errors = _errors(answer)
    assert any(CONTROL_IN_NAME in m for m in errors.get("team.1", [])), errors
    assert not Order.objects.exists()


def test_a_bulk_business_sent_as_a_string_is_refused_not_dropped(client):
    data = {
        "product": "hoodie",
        "colour": "Black",
        "sizes": [{"size": "M", "quantity": 60}],
        "positions": ["front"],
        "address": {
            "area": "14 Residency Road",
            "city": "Bengaluru",
            "state": "Karnataka",
            "pin_code": "560025",
        },
        "business": "Tarang Textiles Pvt Ltd",
    }
    form = {"data": json.dumps(data), "artwork": io.BytesIO(png_bytes((400, 300)))}
    answer = client.post("/api/quotes/requests/", form, HTTP_X_CSRFTOKEN=client.csrf())
    assert _errors(answer) == {"business": [NOT_AN_OBJECT_FIELD]}
    assert not QuoteRequest.objects.exists()
