"""Customers (read, edit; never deleted: their orders keep them) and the admin team."""

from django.http import HttpRequest, HttpResponse
from ninja import Query, Router

from core.accounts import services as account_services
from core.common.schemas import CLIENT_ERRORS, WITH_404, ErrorOut
from core.office import selectors, services
from core.office.listing import Listing, ListParams, paginate
from core.office.schemas import AdminCreateIn, AdminOut, AdminUpdateIn, CustomerIn, CustomerOut

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


@router.get("customers", response={200: list[CustomerOut], **CLIENT_ERRORS})
def customer_list(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
    return paginate(CUSTOMERS, selectors.customers(), params, response)


@router.get("customers/{customer_id}", response={200: CustomerOut, **WITH_404})
def customer_get(request: HttpRequest, customer_id: int):
    return selectors.customer_get(customer_id=customer_id)


@router.put("customers/{customer_id}", response={200: CustomerOut, **WITH_404})
def customer_update(request: HttpRequest, customer_id: int, payload: CustomerIn):
    customer = selectors.customer_get(customer_id=customer_id)
    address = payload.dict(include={"area", "landmark", "city", "state", "pin_code"})
    services.customer_update(
        customer=customer,
        name=payload.name,
        email=payload.email,
        is_active=payload.is_active,
        address=address,
    )
    return selectors.customer_get(customer_id=customer_id)


@router.get("admins", response={200: list[AdminOut], **CLIENT_ERRORS})
def admin_list(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
    return paginate(ADMINS, selectors.admins(), params, response)


@router.get("admins/{admin_id}", response={200: AdminOut, **WITH_404})
def admin_get(request: HttpRequest, admin_id: int):
    return selectors.admin_get(admin_id=admin_id)


@router.post("admins", response={201: AdminOut, **CLIENT_ERRORS, 409: ErrorOut})
def admin_create(request: HttpRequest, payload: AdminCreateIn):
    admin = account_services.admin_register(actor=request.auth, **payload.dict())
    return 201, admin


@router.put("admins/{admin_id}", response={200: AdminOut, **WITH_404})
def admin_update(request: HttpRequest, admin_id: int, payload: AdminUpdateIn):
    admin = selectors.admin_get(admin_id=admin_id)
    return services.admin_update(
        actor=request.auth, admin=admin, name=payload.name, is_active=payload.is_active
    )
