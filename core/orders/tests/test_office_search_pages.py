"""The office orders and customers searched by one word (or a few): the prepared page
(core/orders/search_page.py, office_customers._search_page) answers the generic list's bytes and
Content-Range (core/office/listing.py without `prepare`) for every sort and window, in fewer queries,
on SQLite and PostgreSQL."""

import json
from datetime import timedelta

import pytest
from django.utils import timezone

from core.accounts.models import User
from core.accounts.selectors import customers
from core.accounts.tests.factories import CustomerFactory
from core.common.renderers import json_answer
from core.office.listing import ListParams, paginate
from core.orders.api.rows import OFFICE
from core.orders.models import Order
from core.orders.office import customers as office_customers
from core.orders.office.orders import LISTING
from core.orders.search_page import office_search_page
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db

WINDOWS = ([0, 24], [0, 2], [3, 5], [6, 8], [40, 44])


def _params(text: str, sort: list[str], window: list[int]) -> ListParams:
    params = {"filter": {"q": text}, "sort": sort, "range": window}
    return ListParams(**{k: json.dumps(v) for k, v in params.items()})


def _page(listing, qs, params, rows, prepare=None) -> tuple[bytes, str]:
    headers: dict[str, str] = {}
    found = paginate(listing, qs, params, headers, rows=rows, prepare=prepare)
    return json_answer(found).content, headers["Content-Range"]


@pytest.fixture
def shop():
    """Nairs enough to be "many" people (MANY_PEOPLE is 2 here), two Kapoors, a Rao with one order;
    orders placed at different times, some at the same time (the id breaks the tie)."""
    now = timezone.now()
    people = [
        *(CustomerFactory(name=f"Asha Nair {n}", city="Kochi") for n in range(4)),
        *(CustomerFactory(name=f"Dev Kapoor {n}", phone_number=f"77700001{n}9") for n in range(2)),
        CustomerFactory(name="Ravi Rao", email="ravi.nair@example.in"),
    ]
    n = 0
    for person in people:
        for _ in range(3 if person.name != "Ravi Rao" else 1):
            order = OrderFactory(customer=person, amount=f"{100 + 37 * n % 11}.00", lines=[("M", 1)])
            when = now - timedelta(hours=(n * 7) % 5)
            Order.objects.filter(pk=order.pk).update(created_at=when)
            n += 1
    return people


ORDER_WORDS = ("Nair", "nair", "Kapoor", "777", "7770000119", "98", "9", "Rao", "Zed", "x%_\\")
ORDER_SORTS = (["created_at", "DESC"], ["amount", "ASC"], ["name", "ASC"], ["id", "DESC"])


def test_the_orders_search_page_is_the_generic_lists(shop, monkeypatch):
    monkeypatch.setattr("core.orders.selectors.MANY_PEOPLE", 2)
    monkeypatch.setattr("core.office.listing.COUNT_AHEAD", 3)
    for word in ORDER_WORDS:
        for sort in ORDER_SORTS:
            for window in WINDOWS:
                params = _params(word, sort, window)
                generic = _page(LISTING, OFFICE.orders, params, OFFICE.rows)
                prepared = _page(LISTING, OFFICE.orders, params, OFFICE.rows, office_search_page)
                assert prepared == generic, (word, sort, window)


def test_the_orders_search_page_takes_fewer_queries(shop, monkeypatch, django_assert_num_queries):
    monkeypatch.setattr("core.orders.selectors.MANY_PEOPLE", 2)
    monkeypatch.setattr("core.office.listing.COUNT_AHEAD", 3)
    newest = ["created_at", "DESC"]
    cases = (
        ("Nair", [0, 2], 4),  # many people: the probe, the page's ids, its rows, the capped count
        ("98", [0, 2], 3),  # one or two digits: no probe
        ("Kapoor", [0, 2], 3),  # few people: the probe, the list's ids up to the count's end, the rows
        ("Zed", [0, 24], 1),  # nobody: the probe alone
    )
    for word, window, queries in cases:
        params = _params(word, newest, window)
        with django_assert_num_queries(queries):
            _page(LISTING, OFFICE.orders, params, OFFICE.rows, office_search_page)
    # few people in another order than their index's: the page, then its count
    for word, sort, queries in (("Kapoor", ["amount", "ASC"], 4), ("Kapoor", ["created_at", "ASC"], 3)):
        params = _params(word, sort, [0, 2])
        with django_assert_num_queries(queries):
            _page(LISTING, OFFICE.orders, params, OFFICE.rows, office_search_page)
    # an order id or two words: the generic way
    assert office_search_page("RZ-", ["-created_at", "-pk"], 0, 24) is None
    assert office_search_page("Asha Nair", ["-created_at", "-pk"], 0, 24) is None


def test_the_office_orders_route_answers_the_prepared_page(staff_client, shop, monkeypatch):
    monkeypatch.setattr("core.office.listing.COUNT_AHEAD", 3)
    response = staff_client.get(
        "/api/office/orders",
        {"filter": '{"q": "Kapoor"}', "range": "[0, 2]", "sort": '["created_at", "DESC"]'},
    )
    assert response["Content-Range"] == "orders 0-2/6"
    assert {row["name"] for row in response.json()} <= {"Dev Kapoor 0", "Dev Kapoor 1"}


CUSTOMER_WORDS = ("Nair", "nair", "Kochi", "777", "7770000119", "example", "Zed", "Nair Kochi", "x%_\\ abc")
CUSTOMER_SORTS = (["date_joined", "DESC"], ["name", "ASC"], ["city", "ASC"], ["id", "DESC"])


def _customers_page(params, prepare=None):
    rows = office_customers._customer_rows
    return _page(office_customers.CUSTOMERS, customers(), params, rows, prepare)


def test_the_customers_search_page_is_the_generic_lists(shop, monkeypatch):
    monkeypatch.setattr("core.office.listing.COUNT_AHEAD", 3)
    joined = timezone.now()
    for n, person in enumerate(shop):  # some joined at the same moment: the id breaks the tie
        User.objects.filter(pk=person.pk).update(date_joined=joined - timedelta(days=n % 3))
    for word in CUSTOMER_WORDS:
        for sort in CUSTOMER_SORTS:
            for window in WINDOWS:
                params = _params(word, sort, window)
                prepared = _customers_page(params, office_customers._search_page)
                assert prepared == _customers_page(params), (word, sort, window)


def test_the_customers_search_page_takes_three_queries(shop, django_assert_num_queries):
    for word in ("Nair", "7770000119", "Nair Kochi"):
        with django_assert_num_queries(3):  # the ids up to the count's end, the page's columns, totals
            _customers_page(_params(word, ["date_joined", "DESC"], [0, 2]), office_customers._search_page)
    # a word too short for a trigram, or many words: planned for their values, the generic way
    assert office_customers._search_page("ai", ["-date_joined", "-pk"], 0, 24) is None
    assert office_customers._search_page("a b c d", ["-date_joined", "-pk"], 0, 24) is None
