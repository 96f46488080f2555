"""The store's calls: the page (no buyers' names unless shown), a buyer's order at the store's price
whatever the client sends, the organiser's dashboard and statement (theirs alone), the office's list
(money only for those who see money) and its query count."""

import io
from decimal import Decimal

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from openpyxl import load_workbook

from core.accounts.roles import Role
from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.conftest import _logged_in
from core.orders.models import Order
from core.stores.tests.factories import buy, make_store

pytestmark = pytest.mark.django_db


def test_the_page_shows_designs_and_progress_and_never_buyers_names_unless_shown(client):
    store = make_store(names_asked=True)
    buy(store, name="Priya Sharma")
    page = client.get(f"/api/stores/{store.slug}/").json()
    assert [d["progress"] for d in page["designs"]] == ["1 of 10", "0 of 10"]
    assert page["roster"] == [] and "Priya" not in str(page)
    store.show_roster = True
    store.save(update_fields=["show_roster"])
    assert client.get(f"/api/stores/{store.slug}/").json()["roster"][0]["name"] == "Priya Sharma"


def test_the_page_reads_a_bounded_number_of_queries(client):
    store = make_store(names_asked=True, show_roster=True)
    for _ in range(5):
        buy(store, name="Buyer")
    with CaptureQueriesContext(connection) as queries:
        assert client.get(f"/api/stores/{store.slug}/").status_code == 200
    assert len(queries) <= 4


def test_a_buyer_pays_the_stores_price_whatever_the_client_sends():
    store = make_store()
    buyer = _logged_in(CustomerFactory())
    body = {"design": 1, "colour": "Black", "size": "M", "price": "1", "amount": "1"}
    answer = buyer.send("post", f"/api/stores/{store.slug}/orders/", body)
    assert answer.status_code == 201, answer.content
    assert Order.objects.get(order_id=answer.json()["order_id"]).amount == Decimal("449.00")


def test_the_dashboard_and_statement_are_the_organisers_alone():
    organiser = CustomerFactory()
    store = make_store(organiser=organiser)
    orders = [buy(store, size=s) for s in ("S", "M", "M")]
    other = _logged_in(CustomerFactory())
    assert other.get(f"/api/stores/{store.slug}/dashboard/").status_code == 403
    assert other.get(f"/api/stores/{store.slug}/statement.xlsx").status_code == 403
    mine = _logged_in(organiser)
    board = mine.get(f"/api/stores/{store.slug}/dashboard/").json()
    assert Decimal(board["collected"]) == sum(o.amount for o in orders)
    assert Decimal(board["margin"]) == Decimal("60.00")  # (449 - 429) x 3
    sheet = load_workbook(io.BytesIO(mine.get(f"/api/stores/{store.slug}/statement.xlsx").content))[
        "Statement"
    ]
    values = list(sheet.iter_rows(values_only=True))
    assert [row[0] for row in values[1:4]] == [o.order_id for o in orders]
    assert values[-1][11] == 1347.0 and values[-1][12] == 60.0


@pytest.mark.parametrize(
    "role, money", [(Role.ACCOUNTS, True), (Role.ORDER_DESK, True), (Role.SUPPORT, False)]
)
def test_the_office_list_shows_money_only_to_those_who_see_money(role, money):
    store = make_store()
    buy(store)
    make_store(slug="house-blue")
    client = _logged_in(StaffFactory(role=role))
    with CaptureQueriesContext(connection) as queries:
        rows = client.get("/api/office/stores?range=[0,9]").json()
    assert len(queries) <= 8
    assert [r["slug"] for r in rows] == ["house-blue", "fest-2026"] or len(rows) == 2
    collected = {r["slug"]: r["collected"] for r in rows}
    assert (
        (Decimal(str(collected["fest-2026"])) == Decimal("449"))
        if money
        else (collected["fest-2026"] is None)
    )


def test_the_print_floor_sees_batches_and_not_refunds():
    floor = _logged_in(StaffFactory(role=Role.PRINT_FLOOR))
    assert floor.get("/api/office/store-batches").status_code == 200
    assert floor.get("/api/office/store-refunds").status_code == 403
    assert floor.get("/api/office/stores").status_code == 403
