"""The admin team for the back office (Perm.MANAGE_STAFF): list, read, add, change role or
deactivate. Writes: core.accounts.staff.services."""

from django.http import HttpRequest, HttpResponse
from ninja import Query, Router

from core.accounts import selectors
from core.accounts.office_schemas import OfficeAdminOut, OfficeAdminUpdateIn
from core.accounts.schemas import AdminRegisterIn
from core.accounts.staff import services as staff_services
from core.common.auth import staff
from core.common.permissions import Perm
from core.common.schemas import CLIENT_ERRORS, WITH_404, ErrorOut
from core.office.listing import Listing, ListParams, paginate

router = Router(tags=["office: people"])

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
