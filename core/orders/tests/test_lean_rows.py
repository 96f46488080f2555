"""The order lists written from plain values (core/orders/api/rows.py) answer the same bytes
as the route's response schema rendering the same orders as models, on a seeded shop: every board
column, the accounts lists, the back office's orders list and print queue, a customer's own orders,
with filters, searches, sorts and pages, for the roles that read them."""

import copy
import json
from urllib.parse import urlencode

import pytest
from django.core.management import call_command
from django.http import HttpResponse
from django.test import Client, RequestFactory

from core.accounts.demo import ADMIN, CUSTOMERS, TEAM
from core.accounts.models import User
from core.api import api
from core.office.listing import ListParams, paginate
from core.orders import selectors
from core.orders.api import board, customer
from core.orders.changes.services import order_update
from core.orders.models import Order, OrderStatus
from core.orders.office import orders as office
from core.orders.shipping.models import Courier
from core.orders.shipping.services import order_ship

pytestmark = pytest.mark.django_db

JSON = "application/json; charset=utf-8"


@pytest.fixture
def shop(db):
    """The demo shop, with a few orders shipped by a courier, without one, and delivered."""
    call_command("seed_demo", "--orders", "90", stdout=open("/dev/null", "w"))  # noqa: SIM115
    admin = User.objects.get(phone_number=ADMIN[0])
    owner = User.objects.get(phone_number=CUSTOMERS[0][0])
    waiting = Order.objects.filter(status__in=[OrderStatus.PENDING, OrderStatus.CONFIRM]).order_by("id")
    mine, others = list(waiting.filter(customer=owner)[:3]), list(waiting.exclude(customer=owner)[:3])
    assert len(mine) == 3
    for n, order in enumerate(mine + others):
        if n % 3 == 0:
            order_update(order=order, actor=admin, status=OrderStatus.SHIPPED)  # no courier on record
        else:
            order_ship(
                order=order, courier_id=Courier.objects.get(name="Blue Dart").pk, awb=f"BD{n}77", actor=admin
            )
        if n % 3 == 2:
            order_update(order=Order.objects.get(pk=order.pk), actor=admin, status=OrderStatus.DELIVERED)
    return admin


def _client(phone: str) -> Client:
    client = Client()
    client.force_login(User.objects.get(phone_number=phone))
    return client


def _schema_bytes(router, path: str, result) -> bytes:
    """What the route's response schema makes of `result` (models), through django-ninja's own code."""
    operation = copy.copy(router.path_operations[path].operations[0])
    operation.api = api  # the router's own operation is a template, bound to no API
    request = RequestFactory().get("/")
    return operation._result_to_response(request, result, HttpResponse()).content


def _same(response, router, path: str, result) -> None:
    assert response.status_code == 200 and response["Content-Type"] == JSON
    expected = _schema_bytes(router, path, result)
    assert response.content == expected


def _page(qs, limit=None, offset=None):
    """A page of models as the schemas read them (customer, product type, shipment, lines)."""
    return list(selectors.page(selectors.with_lines(qs), limit=limit, offset=offset))


PAGES = [{}, {"limit": 7}, {"limit": 5, "offset": 3}]


def test_the_board_columns_answer_the_schemas_bytes(shop):
    client = _client(ADMIN[0])
    for status in OrderStatus.values:
        for page in PAGES:
            response = client.get(f"/api/{status}orders/", page)
            models = _page(selectors.orders_with_status(status=status), **page)
            _same(response, board.router, f"{status}orders/", models)
            assert response["X-Total-Count"] == str(selectors.order_count(status=status))


ACCOUNTS = next(phone for phone, *_ in TEAM if phone == "9000000003")


def test_the_accounts_lists_answer_the_schemas_bytes(shop):
    for who in (ADMIN[0], ACCOUNTS):
        client = _client(who)
        for page in PAGES:
            for path, qs in [
                ("paid/", selectors.paid_orders()),
                ("unpaid/", selectors.unpaid_orders()),
                ("payment_list/", selectors.payment_list()),
            ]:
                models = _page(qs, **page)
                _same(client.get(f"/api/{path}", page), board.router, path, models)
    for q in ["98", "Priya", "RZ-", "zzzz"]:
        response = _client(ACCOUNTS).get("/api/payment_list/", {"q": q, "limit": 10})
        _same(response, board.router, "payment_list/", _page(selectors.payment_list(q=q), limit=10))


OFFICE_LISTS = [
    {},
    {"filter": {"status": "pending"}},
    {"filter": {"status": "shipped"}},
    {"filter": {"status": "delivered"}, "range": [0, 9]},
    {"filter": {"payment_status": "paid"}, "range": [10, 19]},
    {"filter": {"due": True}},
    {"filter": {"q": "98"}},
    {"filter": {"q": "Priya"}, "sort": ["name", "ASC"]},
    {"sort": ["amount", "DESC"], "range": [5, 34]},
    {"sort": ["product", "ASC"]},
    {"filter": {"payment_method": "upi", "color": "black"}},
]


def test_the_office_orders_list_answers_the_schemas_bytes(shop):
    client = _client(ADMIN[0])
    for params in OFFICE_LISTS:
        query = {k: json.dumps(v) for k, v in params.items()}
        response = client.get("/api/office/orders?" + urlencode(query))
        headers: dict[str, str] = {}
        models = paginate(office.LISTING, selectors.orders_with_lines(), ListParams(**query), headers)
        _same(response, office.router, "orders", models)
        assert response["Content-Range"] == headers["Content-Range"]


def test_one_customers_orders_in_the_office_list_answer_the_schemas_bytes(shop):
    owner = User.objects.get(phone_number=CUSTOMERS[0][0])
    query = {"filter": json.dumps({"customer_id": owner.pk})}
    response = _client(ADMIN[0]).get("/api/office/orders?" + urlencode(query))
    models = paginate(office.LISTING, selectors.orders_with_lines(), ListParams(**query), {})
    _same(response, office.router, "orders", models)
    assert any(row["shipment"] and row["shipment"]["awb"] for row in response.json())


def test_the_print_queue_answers_the_schemas_bytes(shop):
    for who in (ADMIN[0], "9000000005"):  # the owner, the print floor
        query = {"range": json.dumps([0, 9])}
        response = _client(who).get("/api/office/print-queue?" + urlencode(query))
        qs = selectors.orders_with_lines().filter(status=OrderStatus.CONFIRM)
        models = paginate(office.PRINT_QUEUE, qs, ListParams(**query), {})
        _same(response, office.router, "print-queue", models)


def _customer_models(person: User) -> list[Order]:
    qs = selectors.with_lines(selectors.customer_orders(customer=person)).select_related("catalogue_item")
    return list(qs.prefetch_related("lines__catalogue_item"))


def test_the_customers_own_orders_answer_the_schemas_bytes(shop):
    for who, *_ in CUSTOMERS:
        response = _client(who).get("/api/order/customerlist/")
        models = _customer_models(User.objects.get(phone_number=who))
        _same(response, customer.router, "order/customerlist/", {"order_details": models})


def test_the_team_reading_a_customers_orders_gets_the_schemas_bytes(shop):
    person = User.objects.get(phone_number=CUSTOMERS[0][0])
    response = _client(ADMIN[0]).get("/api/order/customerlist/", {"phone_number": person.phone_number})
    _same(response, customer.router, "order/customerlist/", {"order_details": _customer_models(person)})
    rows = response.json()["order_details"]
    couriers = {r["shipment"]["courier"] for r in rows if r["shipment"]}
    assert {"Blue Dart", "Courier not recorded"} <= couriers  # a courier's name, and a shipment without one
    assert any(r["catalogue_lines"] for r in rows) and any(r["front"] for r in rows)


# the page's lines come in its own query (core/common/json_rows.py)
QUERIES = {
    "/api/pendingorders/?limit=25": 4,  # session, user, length, page
    "/api/paid/?limit=25": 4,  # session, user, length, page (with phones)
    "/api/payment_list/?limit=25": 4,
    "/api/office/orders?range=[0,24]": 4,  # session, user, total, page
    "/api/office/print-queue?range=[0,24]": 4,
    "/api/order/customerlist/": 3,  # session, user, orders (with shipments and lines)
}


def test_the_lists_read_in_a_few_queries_whatever_the_rows(shop, django_assert_max_num_queries):
    for url, most in QUERIES.items():
        client = _client(CUSTOMERS[0][0] if "customerlist" in url else ADMIN[0])
        with django_assert_max_num_queries(most):
            assert client.get(url).status_code == 200
