"""The back office's Suppliers and Purchase orders: Accounts makes a purchase order from the
suggestion and sends it; the print floor receives it and the waiting order becomes printable; lists
page in a fixed number of queries."""

import pytest

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.conftest import JsonClient
from core.orders.changes.services import order_update
from core.orders.models import Order
from core.orders.tests.factories import OrderFactory
from core.purchasing.tests.factories import gstin, purchase, supplier
from core.stock.tests.factories import blank

pytestmark = pytest.mark.django_db


def _client(role: Role) -> JsonClient:
    client = JsonClient()
    client.force_login(StaffFactory(role=role))
    return client


@pytest.fixture
def accounts() -> JsonClient:
    return _client(Role.ACCOUNTS)


@pytest.fixture
def floor() -> JsonClient:
    return _client(Role.PRINT_FLOOR)


def test_from_suggestion_to_a_printable_order(accounts, floor, settings):
    settings.EMAIL_HOST = "smtp.example"
    item = blank(on_hand=0, low_stock_at=5)
    waiting = OrderFactory()  # a Black M tee
    order_update(order=waiting, actor=None, status="confirm")
    need = waiting.lines.get().quantity
    body = {
        "name": "Sutlej Blanks",
        "gstin": gstin("07"),
        "address": "Okhla, New Delhi 110020",
        "state_code": "07",
        "email": "orders@sutlej.example",
    }
    made = accounts.send("post", "/api/office/suppliers", body)
    assert made.status_code == 201, made.content
    supplier_id = made.json()["id"]
    suggested = accounts.get(f"/api/office/purchase-orders/suggestion?supplier_id={supplier_id}").json()
    assert [(s["item_id"], s["quantity"], s["waiting"]) for s in suggested] == [(item.pk, need + 5, need)]
    lines = [{"item_id": s["item_id"], "quantity": s["quantity"], "rate": "142.50"} for s in suggested]
    po = accounts.send("post", "/api/office/purchase-orders", {"supplier_id": supplier_id, "lines": lines})
    assert po.status_code == 201 and po.json()["number"] == "PO-26-000001" and po.json()["status"] == "draft"
    pk = po.json()["id"]
    # what is on order counts: nothing more to suggest
    assert accounts.get(f"/api/office/purchase-orders/suggestion?supplier_id={supplier_id}").json() == []
    assert floor.send("post", f"/api/office/purchase-orders/{pk}/send").status_code == 403
    sent = accounts.send("post", f"/api/office/purchase-orders/{pk}/send")
    assert sent.json()["status"] == "sent"
    line_id = sent.json()["lines"][0]["id"]
    receipt = {"supplier_invoice_number": "SB/0412", "supplier_invoice_date": "2026-11-20"}
    too_many = floor.send(
        "post",
        f"/api/office/purchase-orders/{pk}/receive",
        {**receipt, "lines": [{"line_id": line_id, "quantity": need + 6}]},
    )
    assert too_many.status_code == 400
    assert too_many.json()["message"].startswith(f"Only {need + 5} of T-Shirt (Half Sleeve), Black, M")
    got = floor.send(
        "post",
        f"/api/office/purchase-orders/{pk}/receive",
        {**receipt, "lines": [{"line_id": line_id, "quantity": need}]},
    )
    assert got.status_code == 200 and got.json()["status"] == "partly_received"
    assert got.json()["receipts"][0]["supplier_invoice_number"] == "SB/0412"
    assert not Order.objects.get(pk=waiting.pk).waiting_for_blanks  # printable now
    pdf = floor.get(f"/api/office/purchase-orders/{pk}/pdf")
    assert pdf["Content-Type"] == "application/pdf" and pdf.content.startswith(b"%PDF")


def test_the_lists_page_in_a_fixed_number_of_queries(accounts, django_assert_num_queries):
    shop_supplier = supplier()
    for _ in range(3):
        purchase(supplier_=shop_supplier)
    accounts.get("/api/office/purchase-orders")  # the session and permissions, read once
    with django_assert_num_queries(3):  # user, permissions, the page (short: no count)
        page = accounts.get('/api/office/purchase-orders?range=[0,24]&filter={"status":"draft"}')
    assert [r["number"] for r in page.json()] == ["PO-26-000003", "PO-26-000002", "PO-26-000001"]
    assert page["Content-Range"] == "purchase-orders 0-2/3"
    found = accounts.get('/api/office/purchase-orders?filter={"q":"po-26-000002"}').json()
    assert [r["number"] for r in found] == ["PO-26-000002"]
    with django_assert_num_queries(3):  # user, permissions, the page (its product types in its rows)
        suppliers = accounts.get("/api/office/suppliers").json()
    assert [s["name"] for s in suppliers] == ["Sutlej Blanks"]


def test_a_draft_is_edited_a_sent_one_is_not(accounts):
    order = purchase()
    item = blank(size="L")
    body = {"supplier_id": order.supplier_id, "lines": [{"item_id": item.pk, "quantity": 5, "rate": "99"}]}
    changed = accounts.send("put", f"/api/office/purchase-orders/{order.pk}", body)
    assert changed.status_code == 200
    assert [(x["description"], x["quantity"]) for x in changed.json()["lines"]] == [
        ("T-Shirt (Half Sleeve), Black, L", 5)
    ]
    accounts.send("post", f"/api/office/purchase-orders/{order.pk}/send")
    refused = accounts.send("put", f"/api/office/purchase-orders/{order.pk}", body)
    assert refused.status_code == 400
    assert refused.json()["message"] == "Only a draft purchase order can be changed; this one is sent."


def test_the_purchase_register_export_starts_for_accounts(accounts, floor):
    started = accounts.send("post", "/api/office/exports", {"level": "purchase", "month": "2026-11"})
    assert started.status_code == 202 and started.json()["level"] == "purchase"
    bad = accounts.send("post", "/api/office/exports", {"level": "purchase", "month": "2026-13"})
    assert bad.status_code == 400
    assert (
        floor.send("post", "/api/office/exports", {"level": "purchase", "month": "2026-11"}).status_code
        == 403
    )


def test_a_supplier_is_switched_off_by_a_boolean_only(accounts):
    found = supplier()
    body = {"name": found.name, "gstin": found.gstin, "address": found.address, "state_code": "07"}
    url = f"/api/office/suppliers/{found.pk}"
    assert accounts.send("put", url, {**body, "active": 0}).status_code == 400
    assert accounts.send("put", url, {**body, "active": False}).json()["active"] is False
