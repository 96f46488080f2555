"""The Django admin's lists that grow with the orders, at any size: as many queries for 40 rows as
for 3, no count of the whole table, no filter reading a column's every value, sorts an index serves."""

from datetime import timedelta

import pytest
from django.contrib import admin
from django.db import connection
from django.test.utils import CaptureQueriesContext

from core.accounts.tests.factories import CustomerFactory
from core.banking.models import BankCredit, UpiReceipt
from core.common import admin_paging
from core.orders.models import Order, OrderEvent
from core.orders.tests.factories import OrderFactory
from core.payments.models import GatewayEvent, GatewayPayment, GatewayRefund
from core.returns.models import ReturnRequest
from core.reviews.models import Review
from core.reviews.tests.factories import review
from core.stock.models import BlankItem, StockMovement
from core.stock.services import stock_receive
from core.stock.tests.factories import blank
from core.support.models import Ticket

pytestmark = pytest.mark.django_db


def _sql(desk, path: str, **params) -> list[str]:
    with CaptureQueriesContext(connection) as ctx:
        response = desk.get(path, params)
    assert response.status_code == 200, path
    return [q["sql"] for q in ctx.captured_queries]


def _movements(n: int) -> None:
    item = BlankItem.objects.first() or blank()
    for _ in range(n):
        stock_receive(item=item, quantity=1, actor=None, reference="bench")


def _reviews(n: int) -> None:
    customer = CustomerFactory()
    for rating in range(n):
        review(customer=customer, rating=rating % 5 + 1)


@pytest.mark.parametrize(
    "path, fill",
    [
        ("/admin/stock/stockmovement/", _movements),
        ("/admin/reviews/review/", _reviews),
        ("/admin/support/ticket/", None),
        ("/admin/django_tasks_database/dbtaskresult/", None),
    ],
)
def test_lists_take_as_many_queries_for_many_rows_as_for_few(desk, path, fill):
    if fill:
        fill(3)
    desk.get(path)
    few = len(_sql(desk, path))
    if fill:
        fill(12)
    assert len(_sql(desk, path)) == few


@pytest.mark.parametrize(
    "path",
    [
        "/admin/stock/stockmovement/",
        "/admin/reviews/review/",
        "/admin/support/ticket/",
        "/admin/django_tasks_database/dbtaskresult/",
    ],
)
def test_lists_count_at_most_the_cap_and_read_no_distinct_values(desk, path, monkeypatch):
    monkeypatch.setattr(admin_paging, "ADMIN_COUNT_CAP", 5)
    _movements(2)
    _reviews(2)
    sql = _sql(desk, path)
    counts = [q for q in sql if "COUNT(" in q.upper()]
    assert counts and all("LIMIT 6" in q.upper() for q in counts if "GROUP BY" not in q.upper())
    assert not [q for q in sql if "DISTINCT" in q.upper()]  # no date hierarchy, no filter's values


def test_the_rating_filter_still_filters(desk):
    _reviews(5)
    response = desk.get("/admin/reviews/review/", {"rating": "4"})
    assert [r.rating for r in response.context["cl"].result_list] == [4]
    assert "?rating=5" in response.content.decode()


def test_the_order_list_sorts_only_by_what_an_index_serves(desk):
    customer = CustomerFactory()
    cheap, dear = OrderFactory.create_batch(2, customer=customer)
    Order.objects.filter(pk=cheap.pk).update(amount=100, created_at=dear.created_at - timedelta(days=1))
    Order.objects.filter(pk=dear.pk).update(amount=5000)
    by_id = desk.get("/admin/orders/order/", {"o": "1"})  # the order id column
    assert [o.order_id for o in by_id.context["cl"].result_list] == sorted([cheap.order_id, dear.order_id])
    for o in ("7", "-7", "4", "8", "9"):  # amount, customer, payment, status: newest first instead
        response = desk.get("/admin/orders/order/", {"o": o})
        assert list(response.context["cl"].result_list) == [dear, cheap], o
    headers = desk.get("/admin/orders/order/").context["cl"].get_ordering_field_columns()
    assert set(headers) <= {1, 2}


# the admin's lists of tables that grow with the orders
LONG_LISTS = (
    Order, OrderEvent, StockMovement, ReturnRequest, Review, Ticket, BankCredit, UpiReceipt,
    GatewayPayment, GatewayEvent, GatewayRefund,
)  # fmt: skip


def _leading_columns(model) -> set[str]:
    """The fields an index of the model starts with (its own indexes, unique fields, the key)."""
    leads = {index.fields[0].lstrip("-") for index in model._meta.indexes}
    return leads | {
        f.name for f in model._meta.concrete_fields if f.primary_key or (f.unique and not f.is_relation)
    }


@pytest.mark.parametrize("model", LONG_LISTS, ids=lambda m: m._meta.label)
def test_a_long_list_sorts_only_by_columns_an_index_starts_with(model):
    model_admin = admin.site._registry[model]
    assert isinstance(model_admin, admin_paging.IndexedSorts)
    for column in model_admin.sortable_by:
        attribute = getattr(model_admin, column, None)
        field = getattr(attribute, "admin_order_field", column)
        assert field.lstrip("-") in _leading_columns(model), (column, field)


def _order_by(desk, path: str, table: str, **params) -> str:
    """The ORDER BY of the list's page query."""
    pages = [q for q in _sql(desk, path, **params) if f'FROM "{table}"' in q and "ORDER BY" in q]
    return pages[-1].split("ORDER BY")[-1]


@pytest.mark.parametrize("model", LONG_LISTS[3:], ids=lambda m: m._meta.label)
def test_a_long_list_asked_for_another_sort_keeps_its_indexed_order(desk, model):
    _reviews(3)
    path, table = f"/admin/{model._meta.app_label}/{model._meta.model_name}/", model._meta.db_table
    own = _order_by(desk, path, table)
    cl = desk.get(path).context["cl"]
    others = [
        (o, c) for o, c in enumerate(cl.list_display) if c not in cl.sortable_by and c != "action_checkbox"
    ]
    assert others
    by_key = f' "{table}"."id" DESC'
    for o, column in others:  # an old link's sort of a column no index serves: newest first by the key
        assert _order_by(desk, path, table, o=str(o)) in (own, by_key), column


SETTINGS_TABLES = (
    "catalogue_shopsettings",
    "pincodes_deliverysettings",
    "invoices_invoicesettings",
    "stock_stocksettings",
)


def test_admin_pages_ask_nothing_of_the_shops_settings_rows(desk):
    sql = " ".join(_sql(desk, "/admin/orders/order/"))
    for table in SETTINGS_TABLES:  # each row is made by its app's migrations: no add button to decide
        assert table not in sql, table
