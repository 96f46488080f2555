"""The Django admin's order list at a million orders: no count of the whole table per page,
no query per row, the search through indexes."""

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from core.accounts.tests.factories import CustomerFactory
from core.common import admin_paging
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db


def _queries(desk: Client, path: str, **params) -> tuple[int, list[str], object]:
    with CaptureQueriesContext(connection) as ctx:
        response = desk.get(path, params)
    assert response.status_code == 200
    return len(ctx.captured_queries), [q["sql"] for q in ctx.captured_queries], response


@pytest.mark.parametrize(
    "path, params",
    [
        ("/admin/orders/order/", {}),
        ("/admin/orders/order/", {"status__exact": "pending"}),
        ("/admin/orders/order/", {"q": "98"}),
        ("/admin/orders/orderevent/", {}),
        ("/admin/accounts/user/", {}),
    ],
)
def test_admin_lists_take_as_many_queries_for_3_as_for_40_orders(desk, path, params):
    customer = CustomerFactory(phone_number="9812345678")
    OrderFactory.create_batch(3, customer=customer)
    desk.get(path, params)
    few, _, _ = _queries(desk, path, **params)
    OrderFactory.create_batch(37, customer=customer, lines=[("M", 1), ("L", 2)])
    many, _, _ = _queries(desk, path, **params)
    assert many == few


def test_the_order_list_never_counts_more_than_the_cap(desk, monkeypatch):
    monkeypatch.setattr(admin_paging, "ADMIN_COUNT_CAP", 5)
    OrderFactory.create_batch(8)
    _, sql, response = _queries(desk, "/admin/orders/order/")
    cl = response.context["cl"]
    assert cl.result_count == 5 and not cl.show_full_result_count
    # the list's own count stops at the cap (the sidebar's pending badge is the board's count)
    counts = [q for q in sql if "COUNT(" in q.upper() and "orders_order" in q and "WHERE" not in q.upper()]
    assert counts and all("LIMIT 6" in q.upper() for q in counts)


def test_admin_search_is_the_office_search(desk):
    meera = CustomerFactory(name="Meera Iyer", phone_number="9123456780")
    mine = OrderFactory(customer=meera, order_id="RZ-7KQ4M2XP")
    OrderFactory.create_batch(2)
    for q in ("91234", "eera", mine.order_id.lower(), "7kq4m"):
        response = desk.get("/admin/orders/order/", {"q": q})
        assert list(response.context["cl"].result_list) == [mine], q
