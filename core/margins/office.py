"""Profit per job for the back office: the margin per month (a chart), per product type and business
customer, the month's orders with the ones that lost money first (paged), an order's cost lines; the
owner's cost settings, print rates, courier charges (typed or the courier's invoice) and a month's
recompute. The owner manages; Accounts reads. Reads: core.margins.selectors; writes: services."""

import base64
import binascii

from django.http import HttpRequest
from django.utils import timezone
from ninja import Field, Query, Router, Schema

from core.common.auth import staff
from core.common.errors import ApplicationError, NotFound, get_or_not_found
from core.common.ist import in_ist
from core.common.permissions import Perm
from core.common.schemas import CLIENT_ERRORS, WITH_404
from core.margins import selectors, services
from core.margins.office_rows import margin_detail, margin_rows, with_margin
from core.margins.office_schemas import (
    MONTH_PATTERN,
    CourierChargeIn,
    CourierChargeOut,
    CourierInvoiceIn,
    CourierInvoiceOut,
    MarginDetailOut,
    MarginMonthOut,
    MarginRowOut,
    MarginRunIn,
    MarginRunOut,
    MarginSettingsIn,
    MarginSettingsOut,
    MarginSummaryOut,
    PrintRateIn,
    PrintRateOut,
)
from core.office.listing import Listing, ListParams, paginate_answer

router = Router(tags=["office: margins"])
SEE = staff(Perm.VIEW_ACCOUNTS)
OWNER = staff(Perm.MANAGE_SETTINGS)
BAD_BASE64 = "The file must be sent as base64."


def _this_month():
    return in_ist(timezone.now()).date().replace(day=1)


CHOOSE_MONTH = "Choose the month to cost again."


def _month(text: str | None):
    if not text:
        return _this_month()
    try:
        return selectors.month_of(text)
    except ValueError as exc:
        raise ApplicationError(str(exc), errors={"month": [str(exc)]}) from None


MARGINS = Listing(
    resource="margin-orders",
    # the month is always filtered on (this month when none is given): its index serves the order
    sort_fields={"margin": ("month", "margin", "id"), "id": ("month", "id")},
    default_sort=("margin", "ASC"),
    filters={
        "month": lambda qs, v: qs.filter(month=_month(str(v))),
        "product_type_id": "product_type_id",
        "business_id": "business_id",
    },
    id_field="order__order_id",
)


class MonthQuery(Schema):
    month: str | None = Field(None, pattern=MONTH_PATTERN)


@router.get("margins/settings", auth=SEE, response={200: MarginSettingsOut, **CLIENT_ERRORS})
def settings_get(request: HttpRequest):
    return selectors.margin_settings()


@router.put("margins/settings", auth=OWNER, response={200: MarginSettingsOut, **CLIENT_ERRORS})
def settings_change(request: HttpRequest, payload: MarginSettingsIn):
    return services.margin_settings_update(
        packaging_per_parcel=payload.packaging_per_parcel, actor=request.auth
    )


@router.get("margins/print-rates", auth=SEE, response={200: list[PrintRateOut], **CLIENT_ERRORS})
def print_rate_list(request: HttpRequest):
    return list(selectors.print_rates())


@router.put("margins/print-rates", auth=OWNER, response={200: PrintRateOut, **CLIENT_ERRORS})
def print_rate_change(request: HttpRequest, payload: PrintRateIn):
    return services.print_rate_set(actor=request.auth, **payload.dict())


@router.post("margins/courier-charges", auth=OWNER, response={200: CourierChargeOut, **CLIENT_ERRORS})
def courier_charge_add(request: HttpRequest, payload: CourierChargeIn):
    return services.courier_charge_set(awb=payload.awb, charge=payload.charge, actor=request.auth)


@router.post("margins/courier-charges/file", auth=OWNER, response={200: CourierInvoiceOut, **CLIENT_ERRORS})
def courier_charges_file(request: HttpRequest, payload: CourierInvoiceIn):
    """The courier's invoice: a row per parcel with its AWB and charge (other columns are ignored)."""
    text = payload.content.split(",", 1)[1] if payload.content.startswith("data:") else payload.content
    try:
        data = base64.b64decode(text + "=" * (-len(text) % 4), validate=True)
    except (binascii.Error, ValueError):
        raise ApplicationError(BAD_BASE64, errors={"content": [BAD_BASE64]}) from None
    return services.courier_charges_import(data=data, file_name=payload.file_name, actor=request.auth)


@router.get("margins/months", auth=SEE, response={200: list[MarginMonthOut], **CLIENT_ERRORS})
def months(request: HttpRequest, params: Query[MonthQuery]):
    """The margin of the twelve months up to `month` (this month by default), from the tallies."""
    return [with_margin(m) for m in selectors.months_chart(_month(params.month))]


@router.get("margins/summary", auth=SEE, response={200: MarginSummaryOut, **CLIENT_ERRORS})
def summary(request: HttpRequest, params: Query[MonthQuery]):
    """A month's margin, per product type and per business customer."""
    found = selectors.month_summary(_month(params.month))
    return {
        **with_margin(found),
        "product_types": [with_margin(g) for g in found["product_types"]],
        "businesses": [with_margin(g) for g in found["businesses"]],
    }


@router.get("margin-orders", auth=SEE, response={200: list[MarginRowOut], **CLIENT_ERRORS})
def margin_list(request: HttpRequest, params: Query[ListParams]):
    """A month's orders (`filter.month`, this month by default), the ones that lost most first."""
    filters = selectors.with_month_filter(params.filter, _this_month())
    params = ListParams(sort=params.sort, range=params.range, filter=filters)
    return paginate_answer(MARGINS, selectors.margins_listed(), params, margin_rows)


@router.get("margin-orders/{order_id}", auth=SEE, response={200: MarginDetailOut, **WITH_404})
def margin_get(request: HttpRequest, order_id: str):
    """An order's margin and each of its costs with where it came from (costed again first when
    the order or a cost source changed since)."""
    services.order_margin_fresh(order_id=order_id)
    found = selectors.margins_listed().filter(order__order_id=order_id)
    answer = margin_detail(found, selectors.order_cost_lines_by_id(order_id))
    if answer is None:
        raise NotFound("No margin for this order yet.")
    return answer


@router.post("margins/runs", auth=OWNER, response={201: MarginRunOut, **CLIENT_ERRORS})
def run_start(request: HttpRequest, payload: MarginRunIn):
    """Cost a month's orders again (after the rates changed): a worker does it; poll the run."""
    if not payload.month:  # required: a run of "this month" by default would surprise at a month's turn
        raise ApplicationError(CHOOSE_MONTH, errors={"month": [CHOOSE_MONTH]})
    return 201, services.margin_run_start(month=_month(payload.month), actor=request.auth)


@router.get("margins/runs/{pk}", auth=SEE, response={200: MarginRunOut, **WITH_404})
def run_get(request: HttpRequest, pk: int):
    return get_or_not_found(selectors.margin_runs(), what="Run", pk=pk)
