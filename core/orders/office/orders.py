"""Orders for react-admin: list, get, update. The board's drag and drop and the accounts screen's
payment toggles are PUT /api/office/orders/{id}, which calls core.orders.changes.services.order_update.
Also the dashboard's summary and charts (the customers with their totals: office_customers.py).

No create (customers place orders) and no delete (cancel through the status instead)."""

from datetime import date

from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from ninja import Query, Router

from core.common.answer_cache import keep_answer
from core.common.auth import NEEDS_ROLE, staff
from core.common.days import days_filter
from core.common.errors import FieldErrors, NotAllowed
from core.common.permissions import Perm, may
from core.common.renderers import json_answer
from core.common.schemas import CLIENT_ERRORS, WITH_404
from core.office.listing import Listing, ListParams, Prepare, paginate_answer
from core.orders.api.rows import OFFICE
from core.orders.changes import services
from core.orders.changes.bulk import orders_bulk_update
from core.orders.models import OrderStatus, PaymentStatus
from core.orders.office.detail import office_order
from core.orders.office.schemas import (
    OfficeBulkChangeIn,
    OfficeBulkChangeOut,
    OfficeOrderDetailOut,
    OfficeOrderIn,
    OfficeOrderOut,
)
from core.orders.search_page import office_search_page
from core.orders.selectors import (
    DUE,
    order_count,
    order_get_with_history,
    order_search,
    shop_summary,
)
from core.orders.totals.schemas import OfficeChartsOut, OfficeSummaryOut
from core.orders.totals.selectors import sales_charts

router = Router(tags=["office: orders"])
DASHBOARD = ["office"]


@keep_answer("orders", "accounts.User", "content")
@router.get(
    "summary/",
    tags=DASHBOARD,
    operation_id="core_office_api_summary",
    auth=staff(Perm.VIEW_ACCOUNTS),
    response={200: OfficeSummaryOut, **CLIENT_ERRORS},
)
def summary(request: HttpRequest):
    """Totals paid and due, orders per status, customers and what waits in the inbox."""
    return shop_summary()


@router.get(
    "charts/",
    tags=DASHBOARD,
    operation_id="core_office_api_charts",
    auth=staff(Perm.VIEW_ACCOUNTS),
    response={200: OfficeChartsOut, **CLIENT_ERRORS},
)
def charts(request: HttpRequest):
    """Orders and revenue per day (last 30 days), orders per status, the top product types."""
    return sales_charts()


def _day(value: str, name: str) -> date:
    try:
        return date.fromisoformat(str(value)[:10])
    except ValueError:
        raise FieldErrors.single(name, f"{name} must be a date (YYYY-MM-DD).") from None


def _owed(qs: QuerySet, value) -> QuerySet:
    """`due: true` lists what customers still owe (the accounts screen's Credit table): the DUE rule."""
    if value not in (True, "true"):
        raise FieldErrors.single("due", "due can only be true.")
    return qs.filter(DUE)


def _from_day(qs: QuerySet, value) -> QuerySet:
    return qs.filter(days_filter("created_at", first=_day(value, "date_gte")))


def _to_day(qs: QuerySet, value) -> QuerySet:
    return qs.filter(days_filter("created_at", last=_day(value, "date_lte")))


def _of_store(qs: QuerySet, value) -> QuerySet:
    """`store_id`: a campaign store's orders (the board grouped under a store), through the store
    orders' (store, order) index (core/stores: one row per order); the rest of the filters and the
    sort as the board's own."""
    if isinstance(value, bool):
        raise ValueError(value)
    return qs.filter(store_order__store_id=int(value))


def _known_total(filters: dict) -> int | None:
    """All orders, the board's columns and the accounts tables get exact totals from the maintained
    counts (order_count: the maintained OrderTally); any other list is counted only as far as react-admin
    needs."""
    if not filters:
        return order_count()
    if set(filters) == {"status"} and filters["status"] in OrderStatus.values:
        return order_count(status=filters["status"])
    if set(filters) == {"payment_status"} and filters["payment_status"] in PaymentStatus.values:
        return order_count(payment_status=filters["payment_status"])
    if set(filters) == {"due"} and filters["due"] in (True, "true"):
        return order_count(due=True)
    return None


LISTING = Listing(
    resource="orders",
    id_field="order_id",
    sort_fields={
        "id": "order_id",
        "order_id": "order_id",
        "created_at": "created_at",
        "date": "created_at",
        "amount": "amount",
        "status": "status",
        "payment_status": "payment_status",
        "name": "customer__name",
        "phone_number": "customer__phone_number",
        "product": "product_type__name",
        "color": "colour_name",
        "dispatch_by": "dispatch_by",  # the board's "Soonest due" choice (order_status_due)
    },
    default_sort=("created_at", "DESC"),
    search=order_search,  # order id, phone, name: each through an index
    total=_known_total,
    filters={
        "status": "status",
        "payment_status": "payment_status",
        "payment_method": "payment_method",
        "product_type_id": "product_type_id",
        "color": "colour_name__iexact",  # the palette's name; no longer a search word
        "customer_id": "customer_id",
        "store_id": _of_store,
        "due": _owed,
        "date_gte": _from_day,
        "date_lte": _to_day,
    },
)


# the confirmed orders, soonest due first: served by the (status, dispatch_by, id) index
PRINT_QUEUE = Listing(
    resource="print-queue",
    id_field="order_id",
    sort_fields={
        "id": "order_id",
        "created_at": "created_at",
        "date": "created_at",
        "dispatch_by": "dispatch_by",
    },
    default_sort=("dispatch_by", "ASC"),
    total=lambda filters: None if filters else order_count(status=OrderStatus.CONFIRM),
    search=order_search,
)


def _answer(
    listing: Listing, qs: QuerySet, params: ListParams, prepare: Prepare | None = None
) -> HttpResponse:
    """A page of OfficeOrderOut rows, written from plain values (core/orders/api/rows.py)."""
    return paginate_answer(listing, qs, params, rows=OFFICE.rows, prepare=prepare)


@keep_answer("orders", "accounts.User", "catalogue.ProductType", "catalogue.CatalogueItem")
@router.get("orders", auth=staff(Perm.VIEW_ORDERS), response={200: list[OfficeOrderOut], **CLIENT_ERRORS})
def order_list(request: HttpRequest, params: Query[ListParams]):
    return _answer(LISTING, OFFICE.orders, params, prepare=office_search_page)  # a search: prepared


@router.get(
    "print-queue", auth=staff(Perm.PRINT_FILES), response={200: list[OfficeOrderOut], **CLIENT_ERRORS}
)
def print_queue(request: HttpRequest, params: Query[ListParams]):
    """The print floor's queue: the confirmed orders (same rows as the orders list), soonest due
    first unless sorted otherwise."""
    return _answer(PRINT_QUEUE, OFFICE.orders.filter(status=OrderStatus.CONFIRM), params)


# Registered before "orders/{order_id}", whose pattern would otherwise take the path (and answer 405).
@router.post(
    "orders/bulk",
    auth=staff(Perm.CHANGE_STATUS, Perm.CHANGE_PAYMENT),
    response={200: OfficeBulkChangeOut, **CLIENT_ERRORS},
)
def order_bulk_update(request: HttpRequest, payload: OfficeBulkChangeIn):
    """Set a status and/or a payment status on up to 100 orders, each through the one service (a
    history row each; a refused order is reported, the others still change). 200 with per-order results."""
    results = orders_bulk_update(
        order_ids=payload.ids,
        actor=request.auth,
        status=payload.status,
        payment_status=payload.payment_status,
    )
    updated = sum(r.ok for r in results)
    return {"updated": updated, "refused": len(results) - updated, "results": results}


@keep_answer(
    "orders", "accounts.User", "catalogue.ProductType", "catalogue.CatalogueItem", "teams.TeamMember"
)
@router.get(
    "orders/{order_id}",
    auth=staff(Perm.VIEW_ORDERS, Perm.PRINT_FILES),
    response={200: OfficeOrderDetailOut, **WITH_404},
)
def order_get(request: HttpRequest, order_id: str):
    """One order. The print floor (print files only) sees the orders of its queue, the confirmed ones."""
    order = office_order(order_id)  # written from plain values (detail.py)
    if not may(request.auth, Perm.VIEW_ORDERS) and order["status"] != OrderStatus.CONFIRM:
        raise NotAllowed(NEEDS_ROLE)
    return json_answer(order)


@router.put(
    "orders/{order_id}",
    auth=staff(Perm.CHANGE_STATUS, Perm.CHANGE_PAYMENT),
    response={200: OfficeOrderDetailOut, **WITH_404},
)
def order_update(request: HttpRequest, order_id: str, payload: OfficeOrderIn):
    """Status then payment (each left as it is when not sent), with a history row per change."""
    order = order_get_with_history(order_id=order_id)
    services.order_update(
        order=order, actor=request.auth, status=payload.status, payment_status=payload.payment_status
    )
    return order_get_with_history(order_id=order_id)
