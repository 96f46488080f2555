"""The dashboard's stores figures as Accounts, the desk and Support read them: the open stores, those
closing within the week, the pieces ordered and the money collected in the open stores (the same
money the stores list shows), the designs still short of their minimum at a near close; money only
for those who see money; the same number of queries for three stores as for seven."""

from datetime import timedelta
from decimal import Decimal

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.conftest import JsonClient
from core.stores.models import StoreDesign
from core.stores.services.closing import store_close
from core.stores.tests.factories import buy, design_in, make_store

pytestmark = pytest.mark.django_db
FIGURES = "/api/office/store-figures"


def _client(role) -> JsonClient:
    client = JsonClient()
    client.force_login(StaffFactory(role=role))
    return client


def _read(client) -> tuple[dict, int]:
    with CaptureQueriesContext(connection) as ctx:
        response = client.get(FIGURES)
    assert response.status_code == 200
    return response.json(), len(ctx.captured_queries)


def _shop() -> dict:
    """Fest (closes in 3 days; A at 449, B at 499, minimum 10 each), House (closes in 20 days), a
    cash-on-delivery store closing in 2 days, and a closed store: only the open ones are counted."""
    now = timezone.now()
    fest = make_store(slug="fest", designs=[design_in("A", price="449"), design_in("B", price="499")])
    buy(fest, size="M")
    buy(fest, size="L")
    buy(fest, size="S", paid=False)  # unpaid by UPI: neither a piece nor money yet
    buy(fest, position=2, size="M")
    house = make_store(slug="house", closes_at=now + timedelta(days=20), designs=[design_in("H", minimum=1)])
    buy(house, size="M")
    cod = make_store(slug="cod", allow_cod=True, closes_at=now + timedelta(days=2),
                     designs=[design_in("C", minimum=2), design_in("D", minimum=5)])  # fmt: skip
    StoreDesign.objects.filter(store=cod, position=2).update(print_anyway=True)  # printed: not short
    buy(cod, size="M")
    buy(cod, size="L", paid=False, payment_method="cod")  # a piece, not yet money
    closed = make_store(slug="closed", designs=[design_in("Z", minimum=1)])
    buy(closed, size="M")
    store_close(store_id=closed.pk, early=True)
    return {"fest": fest, "cod": cod}


def test_the_figures_of_the_open_stores_from_their_kept_counts():
    shop = _shop()
    figures, _ = _read(_client(Role.ACCOUNTS))
    assert {k: v for k, v in figures.items() if k != "short"} == {
        "open_stores": 3,
        "closing_soon": 2,  # fest and cod; house closes in 20 days
        "pieces": 6,  # fest 3, house 1, cod 2 (one cash on delivery)
        "collected": "2295.00",  # fest 2 x 449 + 499, house 449, cod 449 paid
        "under_minimum": 2,  # fest's A (2 of 10) and B (1 of 10); cod's C is at 2 of 2, D printed anyway
    }
    assert [(s["store_id"], s["store"], s["design"], s["progress"]) for s in figures["short"]] == [
        (shop["fest"].pk, "Mood Indigo 2026", "A", "2 of 10"),
        (shop["fest"].pk, "Mood Indigo 2026", "B", "1 of 10"),
    ]
    # the money is the stores list's own, summed over the open stores
    listed = _client(Role.ACCOUNTS).get('/api/office/stores?filter={"status": "open"}').json()
    assert sum(Decimal(row["collected"]) for row in listed) == Decimal(figures["collected"])


def test_money_only_for_those_who_see_it_and_pieces_for_the_others():
    _shop()
    for role in (Role.OWNER, Role.ACCOUNTS, Role.ORDER_DESK):
        assert _read(_client(role))[0]["collected"] == "2295.00", role
    support, _ = _read(_client(Role.SUPPORT))
    assert support["collected"] is None and support["pieces"] == 6
    assert _client(Role.PRINT_FLOOR).get(FIGURES).status_code == 403


def test_no_open_store_is_all_zero_in_one_query():
    figures, queries = _read(_client(Role.ACCOUNTS))
    assert figures == {"open_stores": 0, "closing_soon": 0, "pieces": 0, "collected": "0.00",
                       "under_minimum": 0, "short": []}  # fmt: skip
    assert queries == 3  # the session, its user, the figures


def test_seven_stores_take_the_queries_of_three():
    _shop()
    accounts = _client(Role.ACCOUNTS)
    few_figures, few = _read(accounts)
    for n in range(4):
        store = make_store(slug=f"more-{n}", allow_cod=n % 2 == 0)
        buy(store, size="M")
    many_figures, many = _read(accounts)
    assert many_figures["open_stores"] == 7 and many_figures["pieces"] == few_figures["pieces"] + 4
    assert len(many_figures["short"]) == 5  # the first five, closing soonest first
    # the session, its user, the figures, the short designs, the cash-on-delivery stores' money
    assert few == many == 5
    support = _client(Role.SUPPORT)
    assert _read(support)[1] == 4  # no money: no cash-on-delivery sum
