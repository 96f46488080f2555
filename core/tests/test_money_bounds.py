"""Money past what the columns (max_digits) and the PDFs hold is refused at the schema with a message
under the field, in the one error shape; nothing is stored."""

import pytest

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.common.money import MAX_GOODS, TOO_MUCH_GOODS
from core.conftest import JsonClient
from core.purchasing.models import PurchaseOrder
from core.purchasing.tests.factories import supplier
from core.quotes.models import QuoteLine
from core.quotes.tests.factories import desk, quote_request
from core.stock.tests.factories import blank

pytestmark = pytest.mark.django_db


def _as(user) -> JsonClient:
    client = JsonClient()
    client.force_login(user)
    return client


def test_a_quote_of_4_times_100000_pieces_at_10_lakh():
    client = _as(desk())
    quote = client.send("post", "/api/office/quotes", {"request_id": quote_request().pk}).json()
    draft = quote["revisions"][0]
    lines = [
        {"kind": "goods", "size": size, "quantity": 100_000, "unit_price": "1000000", "reason": "Bulk"}
        for size in ("S", "M", "L", "XL")
    ]
    body = {
        "lines": lines,
        "delivery": "0",
        "valid_until": draft["valid_until"],
        "dispatch_by": draft["dispatch_by"],
        "advance_percent": "0",
        "terms_days": 30,
        "note": "",
    }
    before = list(QuoteLine.objects.values_list("quantity", "unit_price"))
    answer = client.send("put", f"/api/office/quotes/{quote['id']}", body)

    assert answer.status_code == 400, answer.content[:400]
    assert answer.json()["errors"] == {"lines": [TOO_MUCH_GOODS]}
    assert list(QuoteLine.objects.values_list("quantity", "unit_price")) == before


def test_a_purchase_order_of_3_times_99999_at_9_99_999_99():
    client = _as(StaffFactory(role=Role.ACCOUNTS))
    found = supplier()
    items = [blank(size=s) for s in ("S", "M", "L")]
    body = {
        "supplier_id": found.pk,
        "lines": [{"item_id": i.pk, "quantity": 99_999, "rate": "999999.99"} for i in items],
    }
    answer = client.send("post", "/api/office/purchase-orders", body)

    assert answer.status_code == 400, answer.content[:400]
    assert answer.json()["errors"] == {"lines": [TOO_MUCH_GOODS]}
    assert not PurchaseOrder.objects.exists()


def test_a_purchase_order_at_the_bound_is_saved_and_its_pdf_prints():
    client = _as(StaffFactory(role=Role.ACCOUNTS))
    found = supplier(state="27")  # IGST, the widest column of tax
    per_line = MAX_GOODS / 2 / 1000
    items = [blank(size=s) for s in ("S", "M")]
    body = {
        "supplier_id": found.pk,
        "lines": [{"item_id": i.pk, "quantity": 1000, "rate": str(per_line)} for i in items],
    }
    made = client.send("post", "/api/office/purchase-orders", body)
    assert made.status_code == 201, made.content[:300]
    pdf = client.get(f"/api/office/purchase-orders/{made.json()['id']}/pdf")
    assert pdf.status_code == 200 and pdf.content.startswith(b"%PDF")


def test_a_catalogue_price_past_10_lakh_a_piece(staff_client):
    answer = staff_client.send("post", "/api/office/catalogue-items", {"name": "Tee", "price": "99999999.99"})
    assert answer.status_code == 400
    assert "price" in answer.json()["errors"]
