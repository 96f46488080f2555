"""The owner's promotions in the back office (react-admin resources `vouchers` and `offers`): list,
make one code or a batch, change, download a batch's codes as XLSX; the automatic offers.
The money rules' owner decides them: `manage_settings` (the Owner's alone in the role table).
Reads: core.promotions.selectors; writes: core.promotions.services."""

from django.http import HttpRequest, HttpResponse
from ninja import Field as NinjaField
from ninja import Query, Router, Schema

from core.common.auth import staff
from core.common.errors import NotFound, get_or_not_found
from core.common.models import AuditAction
from core.common.permissions import Perm
from core.common.schemas import CLIENT_ERRORS, WITH_404
from core.common.services import audit_record
from core.office.listing import Listing, ListParams, paginate
from core.promotions import selectors, services
from core.promotions.schemas import (
    OfficeOfferIn,
    OfficeOfferOut,
    OfficeVoucherCreateIn,
    OfficeVoucherMadeOut,
    OfficeVoucherOut,
    OfficeVoucherUpdateIn,
)
from core.promotions.sheet import codes_xlsx

router = Router(tags=["office: promotions"])
MANAGE = staff(Perm.MANAGE_SETTINGS)
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

VOUCHERS = Listing(
    resource="vouchers",
    sort_fields={"id": "id", "code": "code"},
    default_sort=("id", "DESC"),
    search_fields=("code",),
    filters={"batch": "batch", "active": "active"},
)
OFFERS = Listing(
    resource="offers",
    sort_fields={"id": "id"},
    default_sort=("id", "DESC"),
    search_fields=("name",),
    filters={"kind": "kind", "active": "active"},
)


class BatchQuery(Schema):
    batch: str = NinjaField(..., min_length=1, max_length=60)


def _voucher(pk: int):
    return get_or_not_found(selectors.vouchers(), what="Voucher", pk=pk)


def _offer(pk: int):
    return get_or_not_found(selectors.offers(), what="Offer", pk=pk)


@router.get("vouchers", auth=MANAGE, response={200: list[OfficeVoucherOut], **CLIENT_ERRORS})
def voucher_list(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
    return paginate(VOUCHERS, selectors.vouchers(), params, response)


@router.get(
    "vouchers.xlsx",
    auth=MANAGE,
    response={200: None, **WITH_404},
    openapi_extra={"responses": {200: {"description": "XLSX", "content": {XLSX: {}}}}},
)
def voucher_codes_export(request: HttpRequest, query: Query[BatchQuery]):
    """A batch's codes as a sheet (at most PROMOTIONS_MAX_BATCH rows: one batch). Audited."""
    batch = selectors.vouchers().filter(batch=query.batch).order_by("code")[:5000]
    rows = list(batch)
    if not rows:
        raise NotFound("No codes in this batch.")
    audit_record(actor=request.auth, action=AuditAction.EXPORT, target=f"voucher codes {query.batch}")
    response = HttpResponse(codes_xlsx(rows), content_type=XLSX)
    safe = "".join(c for c in query.batch if c.isalnum() or c in "-_") or "codes"
    response["Content-Disposition"] = f'attachment; filename="vouchers-{safe}.xlsx"'
    response["Cache-Control"] = "private, no-store"
    return response


@router.get("vouchers/{pk}", auth=MANAGE, response={200: OfficeVoucherOut, **WITH_404})
def voucher_get(request: HttpRequest, pk: int):
    return _voucher(pk)


@router.post("vouchers", auth=MANAGE, response={201: OfficeVoucherMadeOut, **CLIENT_ERRORS})
def voucher_create(request: HttpRequest, payload: OfficeVoucherCreateIn):
    """One code, or `count` codes after `prefix` with the same rules (an influencer's, a campaign's)."""
    batch, made = services.vouchers_make(actor=request.auth, **payload.dict())
    return 201, {"batch": batch, "count": len(made), "first": _voucher(made[0].pk)}


@router.put("vouchers/{pk}", auth=MANAGE, response={200: OfficeVoucherOut, **WITH_404})
def voucher_update(request: HttpRequest, pk: int, payload: OfficeVoucherUpdateIn):
    services.voucher_update(actor=request.auth, voucher=_voucher(pk), **payload.dict())
    return _voucher(pk)


@router.get("offers", auth=MANAGE, response={200: list[OfficeOfferOut], **CLIENT_ERRORS})
def offer_list(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
    return paginate(OFFERS, selectors.offers(), params, response)


@router.get("offers/{pk}", auth=MANAGE, response={200: OfficeOfferOut, **WITH_404})
def offer_get(request: HttpRequest, pk: int):
    return _offer(pk)


@router.post("offers", auth=MANAGE, response={201: OfficeOfferOut, **CLIENT_ERRORS})
def offer_create(request: HttpRequest, payload: OfficeOfferIn):
    return 201, _offer(services.offer_save(actor=request.auth, **payload.dict()).pk)


@router.put("offers/{pk}", auth=MANAGE, response={200: OfficeOfferOut, **WITH_404})
def offer_update(request: HttpRequest, pk: int, payload: OfficeOfferIn):
    services.offer_save(actor=request.auth, offer=_offer(pk), **payload.dict())
    return _offer(pk)
