"""The customers with their order totals for react-admin: list, get, update (the back office's
"people"; the admin team's own list is core/accounts/office.py)."""

from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from ninja import Query, Router

from core.accounts import selectors as account_selectors
from core.accounts import services as account_services
from core.accounts.office_schemas import OfficeCustomerIn, OfficeCustomerOut
from core.accounts.schemas import ADDRESS_FIELDS
from core.common.answer_cache import keep_answer
from core.common.auth import staff
from core.common.permissions import Perm
from core.common.renderers import json_time
from core.common.schemas import CLIENT_ERRORS, WITH_404
from core.office.listing import Listing, ListParams, paginate, paginate_answer
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
    "id",
    "is_active",
)


def _customer_rows(page: QuerySet) -> list[dict]:
    """OfficeCustomerOut of a page of customers, in its order, from plain values and their totals
    (page_totals): no models, no schema validation (core/office/tests/test_people.py compares the
    bytes with the schema's)."""
    people = list(page.values(*_COLUMNS, "date_joined", "last_login"))
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
    return paginate_answer(CUSTOMERS, account_selectors.customers(), params, rows=_customer_rows)


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
