"""The customers with their order totals for react-admin: list, get, update (the back office's
"people"; the admin team's own list is core/accounts/office.py)."""

from functools import lru_cache

from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from ninja import Query, Router

from core.accounts import selectors as account_selectors
from core.accounts import services as account_services
from core.accounts.office_schemas import OfficeCustomerIn, OfficeCustomerOut
from core.accounts.schemas import ADDRESS_FIELDS
from core.common.answer_cache import keep_answer
from core.common.auth import staff
from core.common.counts import capped
from core.common.permissions import Perm
from core.common.prepared import ByIds, Prepared
from core.common.renderers import json_time
from core.common.schemas import CLIENT_ERRORS, WITH_404
from core.office.listing import (
    Counter,
    Listing,
    ListParams,
    counted_ahead,
    paginate,
    paginate_answer,
    search,
)
from core.orders.customer_totals import (
    NO_TOTALS,
    customer_with_totals_get,
    customers_with_totals,
    page_totals,
)

router = Router(tags=["office: orders"])

PEOPLE = ["office", "office: people"]

CUSTOMERS = Listing(
    resource="customers",
    sort_fields={
        "id": "id",
        "name": "name",
        "phone_number": "phone_number",
        "email": "email",
        "city": "city",
        "state": "state",
        "date_joined": "date_joined",
        "last_login": "last_login",
        "orders_count": "orders_count",
        "total_paid": "total_paid",
        "total_due": "total_due",
    },
    default_sort=("date_joined", "DESC"),
    search_fields=("name", "phone_number", "email", "city"),
    filters={"city": "city__iexact", "state": "state__iexact", "is_active": "is_active"},
)

BY_TOTALS = ("orders_count", "total_paid", "total_due")
_COLUMNS = (
    "area",
    "landmark",
    "city",
    "state",
    "pin_code",
    "name",
    "phone_number",
    "email",
    "language",  # the customer's (e-mails, invoices); blank: never chosen
    "id",
    "is_active",
)
_VALUES = (*_COLUMNS, "date_joined", "last_login")
_BY_IDS = ByIds(lambda: account_selectors.customers().values(*_VALUES), key="id")
MOST_WORDS = 3  # a search of more words goes the generic way
# a trigram index serves words of 3 characters or more: a prepared statement keeps the plan of the
# indexes, which for a shorter word would read every entry of all four; those are planned per call
FEWEST_CHARACTERS = 3


@lru_cache(maxsize=64)
def _searched(words: int, order: tuple[str, ...], upto: int) -> Prepared:
    """The ids of the customers a search of `words` words finds, in the list's order, at most upto + 1:
    the list's search (an OR of `icontains` on the four columns per word, each served by a trigram
    index on PostgreSQL: accounts migration 0011), prepared."""
    markers = {f"w{n}": f"~word{n}~" for n in range(words)}

    def build(**given: str) -> QuerySet:
        found = search(CUSTOMERS, account_selectors.customers(), " ".join(given[m] for m in markers))
        return found.order_by(*order).values_list("pk", flat=True)[: upto + 1]

    return Prepared(build, **markers)


def _search_page(text: str, order: list[str], first: int, last: int) -> tuple[list, Counter] | None:
    """The page of a search alone (core/office/listing.py's Prepare): the ids of the whole list up to
    where its count stops, then the page's columns and totals, each query prepared."""
    given = text.split()
    if not 0 < len(given) <= MOST_WORDS or any(len(word) < FEWEST_CHARACTERS for word in given):
        return None
    upto = counted_ahead(last)
    found = _searched(len(given), tuple(order), upto).rows(**{f"w{n}": w for n, w in enumerate(given)})
    every = [row[0] for row in found]
    return _written(_BY_IDS.rows_of(every[first : last + 1])), lambda most: capped(len(every), upto=most)


def _customer_rows(page: QuerySet) -> list[dict]:
    """OfficeCustomerOut of a page of customers, in its order, from plain values and their totals
    (page_totals): no models, no schema validation (core/accounts/tests/test_office.py compares the
    bytes with the schema's)."""
    return _written(list(page.values(*_VALUES)))


def _written(people: list[dict]) -> list[dict]:
    totals = page_totals([p["id"] for p in people])
    rows = []
    for person in people:
        found = totals.get(person["id"], NO_TOTALS)
        row = {name: person[name] for name in _COLUMNS}
        row["date_joined"] = json_time(person["date_joined"])
        row["last_login"] = json_time(person["last_login"])
        row["orders_count"] = found["orders_count"]
        for name in ("total_paid", "total_due", "total_refunded"):
            row[name] = float(found[name])
        rows.append(row)
    return rows


@keep_answer("accounts.User", "orders")
@router.get(
    "customers",
    tags=PEOPLE,
    operation_id="core_office_resources_people_customer_list",
    auth=staff(Perm.VIEW_CUSTOMERS),
    response={200: list[OfficeCustomerOut], **CLIENT_ERRORS},
)
def customer_list(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
    """A page of customers, then their totals (one query over their orders). Sorting by a total
    needs every customer's sums: that one sort reads all orders."""
    if any(f'"{name}"' in (params.sort or "") for name in BY_TOTALS):
        return paginate(CUSTOMERS, customers_with_totals(), params, response)
    customers = account_selectors.customers()
    return paginate_answer(CUSTOMERS, customers, params, rows=_customer_rows, prepare=_search_page)


@router.get(
    "customers/{customer_id}",
    tags=PEOPLE,
    operation_id="core_office_resources_people_customer_get",
    auth=staff(Perm.VIEW_CUSTOMERS),
    response={200: OfficeCustomerOut, **WITH_404},
)
def customer_get(request: HttpRequest, customer_id: int):
    return customer_with_totals_get(customer_id=customer_id)


@router.put(
    "customers/{customer_id}",
    tags=PEOPLE,
    operation_id="core_office_resources_people_customer_update",
    auth=staff(Perm.CHANGE_CUSTOMERS),
    response={200: OfficeCustomerOut, **WITH_404},
)
def customer_update(request: HttpRequest, customer_id: int, payload: OfficeCustomerIn):
    account_services.customer_update(
        customer=customer_with_totals_get(customer_id=customer_id),
        name=payload.name,
        email=payload.email,
        is_active=payload.is_active,
        address=payload.dict(include=set(ADDRESS_FIELDS)),
    )
    return customer_with_totals_get(customer_id=customer_id)
