"""The organiser's dashboard sums the store's orders in the database: per design and size, the money
collected and the margin are what the statement's lines add up to (paid, unpaid, cancelled and
refunded orders of two designs at two prices), in the same number of queries for 3 orders as for 20."""

from decimal import Decimal

import pytest

from core.accounts.tests.factories import CustomerFactory
from core.conftest import _logged_in
from core.orders.changes.services import order_update
from core.orders.models import OrderStatus
from core.stores.models import StoreDesign
from core.stores.selectors import statement_lines, statement_totals
from core.stores.services.closing import store_close
from core.stores.tests.factories import buy, design_in, make_store

pytestmark = pytest.mark.django_db


def _summed_line_by_line(store) -> dict:
    """The dashboard's numbers as they were computed before: every statement line read and added up."""
    lines = statement_lines(store)
    per: dict[tuple[str, str], int] = {}
    for line in lines:
        if line.status != OrderStatus.CANCELLED:
            per[(line.design, line.size)] = per.get((line.design, line.size), 0) + 1
    return {
        "per_size": [{"design": d, "size": s, "pieces": n} for (d, s), n in sorted(per.items())],
        "orders": len(lines),
        **{k: str(v) for k, v in statement_totals(lines).items()},
    }


def _numbers(board: dict) -> dict:
    return {
        "per_size": board["per_size"],
        "orders": board["orders"],
        **{k: str(Decimal(str(board[k])).quantize(Decimal("0.01"))) for k in ("collected", "margin", "shop")},
    }


@pytest.fixture
def organiser():
    return CustomerFactory()


@pytest.fixture
def store(organiser):
    """Design 1 (Rs 449, printed anyway) and design 2 (Rs 599): paid, unpaid and cancelled orders."""
    store = make_store(
        organiser=organiser, names_asked=True, designs=[design_in("A"), design_in("B", price="599")]
    )
    StoreDesign.objects.filter(store=store, position=1).update(print_anyway=True)
    for size in ("S", "M", "M", "L", "XL"):
        buy(store, position=1, size=size, name="A")
    buy(store, position=1, size="M", paid=False, name="Unpaid")
    cancelled = buy(store, position=1, size="S", name="Changed mind")
    order_update(order=cancelled, actor=None, status="cancelled")
    for size in ("M", "L", "L"):
        buy(store, position=2, size=size, name="B")
    buy(store, position=2, size="S", paid=False, name="Unpaid B")
    return store


def test_the_dashboard_sums_each_design_and_size_as_the_statement_does(
    store, organiser, django_assert_num_queries
):
    mine = _logged_in(organiser)
    with django_assert_num_queries(5):  # the session (user cached), store, designs, sums, roster
        board = mine.get(f"/api/stores/{store.slug}/dashboard/").json()
    assert _numbers(board) == _summed_line_by_line(store)
    assert board["per_size"] == [  # the unpaid count as pieces until the close; the cancelled do not
        {"design": "A", "size": "L", "pieces": 1},
        {"design": "A", "size": "M", "pieces": 3},
        {"design": "A", "size": "S", "pieces": 1},
        {"design": "A", "size": "XL", "pieces": 1},
        {"design": "B", "size": "L", "pieces": 2},
        {"design": "B", "size": "M", "pieces": 1},
        {"design": "B", "size": "S", "pieces": 1},
    ]
    assert board["orders"] == 11
    # paid and kept: 5 x 449 + 3 x 599; the shop's price 429 a piece
    assert Decimal(str(board["collected"])) == Decimal("4042.00")
    assert Decimal(str(board["margin"])) == Decimal("100.00") + Decimal("510.00")
    assert Decimal(str(board["shop"])) == Decimal("4042.00") - Decimal("610.00")
    assert [r["name"] for r in board["roster"]] == ["A"] * 5 + ["B"] * 3


def test_after_the_close_refunded_orders_count_for_nothing(store, organiser):
    store_close(store_id=store.pk, early=True)  # design 2 under its minimum: refunded; unpaid cancelled
    board = _logged_in(organiser).get(f"/api/stores/{store.slug}/dashboard/").json()
    assert _numbers(board) == _summed_line_by_line(store)
    assert Decimal(str(board["collected"])) == Decimal("2245.00")  # design 1's five paid pieces
    assert Decimal(str(board["margin"])) == Decimal("100.00")
    assert {r["design"] for r in board["per_size"]} == {"A"}
    assert board["orders"] == 11


def test_the_queries_do_not_grow_with_the_store(store, organiser, django_assert_num_queries):
    for size in ("S", "M", "L", "XL") * 3:
        buy(store, position=2, size=size, name="More")
    mine = _logged_in(organiser)
    with django_assert_num_queries(5):
        board = mine.get(f"/api/stores/{store.slug}/dashboard/").json()
    assert _numbers(board) == _summed_line_by_line(store)
