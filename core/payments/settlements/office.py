"""Settlements for Accounts, mounted at /api/office/: upload the gateway's settlement report (JSON: the
file as base64; read in the background), the reports, the settlements (a react-admin list), one
settlement's lines and the mismatch list with each one's reason."""

from datetime import date, datetime

from django.http import HttpRequest, HttpResponse
from ninja import Field, Query, Router, Schema

from core.common.auth import staff, staff_undeclared
from core.common.money import Money
from core.common.permissions import Perm
from core.common.schemas import CLIENT_ERRORS, WITH_404, BodyIn
from core.office.listing import Listing, ListParams, PageIn, paginate
from core.payments.settlements import selectors, services
from core.payments.settlements.models import (
    SettlementLineKind,
    SettlementMismatchKind,
    SettlementReportStatus,
)

router = Router(auth=staff_undeclared, tags=["office: settlements"])
UPLOAD = staff(Perm.CHANGE_PAYMENT)
READ = staff(Perm.VIEW_ACCOUNTS)

SETTLEMENTS = Listing(
    resource="settlements",
    sort_fields={"id": "id", "settled_on": ("settled_on", "id")},
    default_sort=("settled_on", "DESC"),
    filters={"settlement_id": "settlement_id", "utr": "utr"},
)


class SettlementReportIn(BodyIn):
    """`content`: the settlement report (CSV or XLSX, at most 5 MB) as base64, or a data: URL."""

    required_fields = ("content",)
    file_name: str = Field("", max_length=120)
    content: str = Field("", max_length=7_000_000, pattern=r"^(data:[^,]{0,100},)?[A-Za-z0-9+/]+=*$")


class SettlementReportOut(Schema):
    id: str
    file_name: str
    created_at: datetime
    status: SettlementReportStatus
    lines_read: int
    lines_new: int
    lines_known: int
    lines_unsettled: int
    settlements: int
    mismatches: int
    error: str

    @staticmethod
    def resolve_id(report) -> str:
        return str(report.id)


class SettlementOut(Schema):
    id: int
    settlement_id: str
    utr: str
    settled_on: date
    gross: Money
    fees: Money = Field(..., description="the gateway's fees, without GST")
    tax: Money = Field(..., description="GST on the fees (input tax)")
    net: Money
    lines: int
    bank_credit_id: int | None = Field(None, description="the bank credit of its UTR and net, if read")
    bank_date: date | None = None


class SettlementLineOut(Schema):
    id: int
    row: int
    kind: SettlementLineKind
    entity_id: str
    amount: Money
    fee: Money
    tax: Money
    net: Money
    gateway_order_id: str
    receipt: str
    method: str
    mismatch: SettlementMismatchKind
    reason: str
    order_id: str | None = Field(None, alias="order__order_id")


class SettlementMismatchOut(Schema):
    mismatch: SettlementMismatchKind
    reason: str
    entity_id: str
    order_id: str | None
    amount: Money
    fee: Money | None
    settlement_id: str
    settlement: int | None
    day: date


@router.post("settlement-reports", auth=UPLOAD, response={202: SettlementReportOut, **CLIENT_ERRORS})
def settlement_report_upload(request: HttpRequest, payload: SettlementReportIn):
    report = services.settlement_report_upload(
        user=request.auth, file_name=payload.file_name, content=payload.content
    )
    return 202, report


@router.get("settlement-reports", auth=READ, response={200: list[SettlementReportOut], **CLIENT_ERRORS})
def settlement_report_list(request: HttpRequest):
    """The latest reports uploaded, newest first."""
    return selectors.reports_recent()


@router.get("settlement-reports/{report_id}", auth=READ, response={200: SettlementReportOut, **WITH_404})
def settlement_report_get(request: HttpRequest, report_id: str):
    return selectors.report_get(report_id=report_id)


@router.get("settlements", auth=READ, response={200: list[SettlementOut], **CLIENT_ERRORS})
def settlement_list(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
    return paginate(SETTLEMENTS, selectors.settlements_listed(), params, response)


@router.get("settlements/mismatches", auth=READ, response={200: list[SettlementMismatchOut], **CLIENT_ERRORS})
def settlement_mismatches(request: HttpRequest, page: Query[PageIn]):
    """Payment lines the shop does not know, fees above the agreed rate, amounts other than the
    payment's, then payments paid through the gateway and in no settlement after the days allowed."""
    return selectors.mismatches(offset=page.offset, limit=page.limit)


@router.get("settlements/{pk}", auth=READ, response={200: SettlementOut, **WITH_404})
def settlement_get(request: HttpRequest, pk: int):
    return selectors.settlement_get(pk=pk)


@router.get("settlements/{pk}/lines", auth=READ, response={200: list[SettlementLineOut], **WITH_404})
def settlement_lines(request: HttpRequest, pk: int, page: Query[PageIn]) -> list[dict]:
    return selectors.settlement_lines(pk=pk, offset=page.offset, limit=page.limit)
