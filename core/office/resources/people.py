"""Customers (read, edit; never deleted: their orders keep them) and the admin team."""

from django.http import HttpRequest, HttpResponse
from ninja import Query, Router

from core.accounts import selectors, services
from core.accounts.schemas import ADDRESS_FIELDS, AdminRegisterIn
from core.accounts.staff import services as staff_services
from core.common.answer_cache import keep_answer
from core.common.auth import staff
from core.common.permissions import Perm
from core.common.schemas import CLIENT_ERRORS, WITH_404, ErrorOut
from core.office.listing import Listing, ListParams, paginate
from core.office.schemas.people import (
    OfficeAdminOut,
    OfficeAdminUpdateIn,
    OfficeCustomerIn,
    OfficeCustomerOut,
)
from core.orders.selectors import customer_with_totals_get, customers_with_totals, with_page_totals

router = Router(tags=["office: people"])

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

ADMINS = Listing(
    resource="admins",
    sort_fields={
        "id": "id",
        "name": "name",
        "phone_number": "phone_number",
        "date_joined": "date_joined",
        "last_login": "last_login",
        "is_active": "is_active",
    },
    default_sort=("date_joined", "DESC"),
    search_fields=("name", "phone_number"),
    filters={"is_active": "is_active"},
)


BY_TOTALS = ("orders_count", "total_paid", "total_due")


@keep_answer("accounts.User", "orders")
@router.get(
    "customers", auth=staff(Perm.VIEW_CUSTOMERS), response={200: list[OfficeCustomerOut], **CLIENT_ERRORS}
)
def customer_list(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
    """A page of customers, then their totals (one query over their orders). Sorting by a total
    needs every customer's sums: that one sort reads all orders."""
    if any(f'"{name}"' in (params.sort or "") for name in BY_TOTALS):
        return paginate(CUSTOMERS, customers_with_totals(), params, response)
    return with_page_totals(paginate(CUSTOMERS, selectors.customers(), params, response))


@router.get(
    "customers/{customer_id}", auth=staff(Perm.VIEW_CUSTOMERS), response={200: OfficeCustomerOut, **WITH_404}
)
def customer_get(request: HttpRequest, customer_id: int):
    return customer_with_totals_get(customer_id=customer_id)


@router.put(
    "customers/{customer_id}",
    auth=staff(Perm.CHANGE_CUSTOMERS),
    response={200: OfficeCustomerOut, **WITH_404},
)
def customer_update(request: HttpRequest, customer_id: int, payload: OfficeCustomerIn):
    services.customer_update(
        customer=customer_with_totals_get(customer_id=customer_id),
        name=payload.name,
        email=payload.email,
        is_active=payload.is_active,
        address=payload.dict(include=set(ADDRESS_FIELDS)),
    )
    return customer_with_totals_get(customer_id=customer_id)


@router.get("admins", auth=staff(Perm.MANAGE_STAFF), response={200: list[OfficeAdminOut], **CLIENT_ERRORS})
def admin_list(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
    return paginate(ADMINS, selectors.admins(), params, response)


@router.get("admins/{admin_id}", auth=staff(Perm.MANAGE_STAFF), response={200: OfficeAdminOut, **WITH_404})
def admin_get(request: HttpRequest, admin_id: int):
    return selectors.admin_get(admin_id=admin_id)


@router.post(
    "admins", auth=staff(Perm.MANAGE_STAFF), response={201: OfficeAdminOut, **CLIENT_ERRORS, 409: ErrorOut}
)
def admin_create(request: HttpRequest, payload: AdminRegisterIn):
    return 201, staff_services.admin_register(actor=request.auth, **payload.dict())


@router.put("admins/{admin_id}", auth=staff(Perm.MANAGE_STAFF), response={200: OfficeAdminOut, **WITH_404})
def admin_update(request: HttpRequest, admin_id: int, payload: OfficeAdminUpdateIn):
    return staff_services.admin_update(
        actor=request.auth,
        admin=selectors.admin_get(admin_id=admin_id),
        name=payload.name,
        is_active=payload.is_active,
        role=payload.role,
    )
