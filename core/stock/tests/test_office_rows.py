"""Blank stock's lists written from plain values (core/stock/office_rows.py) answer the same bytes
and Content-Range as the route's schema rendering the same page read as models, whatever the sort,
filter and page."""

import pytest

from core.accounts.tests.factories import StaffFactory
from core.office.tests.lean import same_page
from core.orders.changes.services import order_update
from core.orders.tests.factories import OrderFactory
from core.stock import office, selectors
from core.stock.services import stock_adjust
from core.stock.tests.factories import blank

pytestmark = pytest.mark.django_db


@pytest.fixture
def shelf():
    """Blanks in three colours (one-size flags too), some low, with receipts, a team member's
    adjustment and an order's reservation among their movements."""
    items = [
        blank(colour=colour, size=size, on_hand=on_hand, low_stock_at=low)
        for colour, low in (("Black", 0), ("Sky", 5), ("White", 2))
        for size, on_hand in (("S", 3), ("M", 9), ("L", 0))
    ]
    items.append(blank(colour="White", size="Standard", sleeve="", slug="flag", on_hand=12))
    stock_adjust(item=items[1], delta=-2, reason="damage", actor=StaffFactory(), reference="Wet box")
    order_update(order=OrderFactory(lines=[("M", 2)]), actor=None, status="confirm")
    return items


LISTS = [
    {},
    {"range": [2, 5]},
    {"sort": ["available", "ASC"]},
    {"sort": ["on_hand", "DESC"], "range": [0, 3]},
    {"sort": ["updated_at", "DESC"]},
    {"filter": {"low": True}},
    {"filter": {"colour": "sky"}},
    {"filter": {"q": "Whi"}},
]


def test_the_blank_stock_list_answers_the_schemas_bytes(staff_client, shelf):
    for params in [*LISTS, {"filter": {"id": [shelf[0].pk, shelf[-1].pk]}}]:
        same_page(
            staff_client, "/api/office/blank-stock", office.router, "blank-stock", office.ITEMS,
            selectors.blank_items(), params,
        )  # fmt: skip


def test_the_movements_answer_the_schemas_bytes(staff_client, shelf):
    for params in [
        {},
        {"range": [1, 4]},
        {"filter": {"item_id": shelf[1].pk}},
        {"filter": {"kind": "reserve"}},
        {"sort": ["created_at", "ASC"], "range": [0, 2]},
    ]:
        same_page(
            staff_client, "/api/office/stock-movements", office.router, "stock-movements", office.MOVEMENTS,
            selectors.stock_movements(), params,
        )  # fmt: skip
