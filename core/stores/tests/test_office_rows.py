"""The office's store lists as the desk, Accounts and the print floor read them: each store's row
(its designs' progress, the money collected for those who see money), the batches and the refunds,
the same answer for two stores as for six, in the same number of queries."""

from decimal import Decimal

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.conftest import JsonClient
from core.orders.changes.services import order_update
from core.stores.models import Store, StoreBatch, StoreRefund
from core.stores.services.closing import store_close
from core.stores.tests.factories import buy, design_in, make_store

pytestmark = pytest.mark.django_db
LIST = "/api/office/stores?range=[0,24]"


def _client(role) -> JsonClient:
    client = JsonClient()
    client.force_login(StaffFactory(role=role))
    return client


def _closed(slug: str) -> Store:
    """A store closed early: design A (minimum 2) printed as a batch, design B (minimum 3) refunded."""
    store = make_store(slug=slug, designs=[design_in("A", minimum=2), design_in("B", minimum=3)])
    buy(store, size="M")
    buy(store, size="L")
    buy(store, position=2, size="S")
    buy(store, position=2, size="M", paid=False)
    store_close(store_id=store.pk, early=True)
    return store


def _read(client, path: str) -> tuple[list, int, str]:
    with CaptureQueriesContext(connection) as queries:
        response = client.get(path)
    assert response.status_code == 200
    return response.json(), len(queries), response["Content-Range"]


def test_each_stores_row_shows_its_designs_progress_and_the_money_to_accounts():
    closed = _closed("fest-closed")
    open_ = make_store(slug="fest-open")
    buy(open_, size="M")
    accounts, support = _client(Role.ACCOUNTS), _client(Role.SUPPORT)
    rows, few, shown = _read(accounts, LIST)
    assert shown == "stores 0-1/2"
    assert [(r["slug"], r["status"], r["progress"], r["collected"]) for r in rows] == [
        ("fest-open", "open", "A: 1 of 10, B: 0 of 10", "449.00"),
        ("fest-closed", "closed", "A: 2 of 2, B: 0 of 3", "898.00"),
    ]
    assert rows[1] == {
        "id": closed.pk,
        "slug": "fest-closed",
        "title": "Mood Indigo 2026",
        "status": "closed",
        "closes_at": rows[1]["closes_at"],
        "progress": "A: 2 of 2, B: 0 of 3",
        "collected": "898.00",
    }
    assert [r["collected"] for r in _read(support, LIST)[0]] == [None, None]
    one = accounts.get(f"/api/office/stores/{closed.pk}").json()
    assert one == rows[1]
    for n in range(4):
        make_store(slug=f"house-{n}")
    more, many, _ = _read(accounts, LIST)
    assert len(more) == 6 and few == many
    assert accounts.get("/api/office/stores/999999").status_code == 404


def test_the_floor_sees_batches_and_accounts_the_refunds_in_fixed_queries():
    first = _closed("fest-one")
    floor, accounts = _client(Role.PRINT_FLOOR), _client(Role.ACCOUNTS)
    batches, few_batches, _ = _read(floor, "/api/office/store-batches")
    batch = StoreBatch.objects.get(store=first)
    assert batches == [
        {"id": batch.pk, "store": "Mood Indigo 2026", "design": "A", "print_on": batch.print_on.isoformat(),
         "pieces": 2, "name_files": 0, "name_files_ready": 0}  # the buyers gave no names
    ]  # fmt: skip
    refunds, few_refunds, _ = _read(accounts, "/api/office/store-refunds")
    refund = StoreRefund.objects.select_related("order").get(store=first)
    assert refunds == [
        {"id": refund.pk, "store": "Mood Indigo 2026", "order_id": refund.order.order_id, "amount": "449.00",
         "way": refund.way, "utr": ""}
    ]  # fmt: skip
    assert Decimal(refunds[0]["amount"]) == refund.amount
    second = _closed("fest-two")
    assert len(_read(floor, "/api/office/store-batches")[0]) == 2
    assert _read(floor, "/api/office/store-batches")[1] == few_batches
    mine, n, _ = _read(accounts, f'/api/office/store-refunds?filter={{"store_id": {second.pk}}}')
    assert [r["store"] for r in mine] == ["Mood Indigo 2026"] and n == few_refunds


def test_a_cash_on_delivery_piece_counts_towards_the_minimum_but_is_not_collected_until_paid():
    store = make_store(slug="cod-fest", allow_cod=True)
    buy(store, size="M")
    cod = buy(store, size="L", paid=False, payment_method="cod")
    accounts = _client(Role.ACCOUNTS)
    rows, _, _ = _read(accounts, LIST)
    assert [(r["progress"], r["collected"]) for r in rows] == [("A: 2 of 10, B: 0 of 10", "449.00")]
    order_update(order=cod, actor=None, payment_status="paid")
    assert accounts.get(f"/api/office/stores/{store.pk}").json()["collected"] == "898.00"
