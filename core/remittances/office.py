"""COD remittances for Accounts, mounted at /api/office/: upload a courier's remittance file
(change_payment; JSON, the file as base64), the files (react-admin list), one file with its four
groups (exact, short or over-paid, unknown AWB, and the courier's delivered COD parcels missing from
every file after its cycle), its transfers found on the bank statements, and what each courier owes,
aged (view_accounts)."""

from datetime import date, datetime
from typing import Literal

from django.http import HttpRequest
from ninja import Field, Query, Router, Schema

from core.common.auth import staff, staff_undeclared
from core.common.money import Money
from core.common.permissions import Perm
from core.common.renderers import json_time
from core.common.schemas import CLIENT_ERRORS, WITH_404, BodyIn
from core.office.listing import Listing, ListParams, PageIn, paginate_answer
from core.remittances import selectors, services
from core.remittances.models import FileStatus, LineGroup, RemittanceFile

router = Router(auth=staff_undeclared, tags=["office: COD remittances"])
PAYMENTS = staff(Perm.CHANGE_PAYMENT)
ACCOUNTS = staff(Perm.VIEW_ACCOUNTS)

FILES = Listing(
    resource="remittances",
    sort_fields={"created_at": "created_at"},
    default_sort=("created_at", "DESC"),
    filters={"courier_id": "courier_id"},
)


class RemittanceUploadIn(BodyIn):
    """`content`: the file (CSV or XLSX, at most 5 MB) as base64, or a data: URL."""

    required_fields = ("courier_id", "content")
    courier_id: int = Field(0, ge=0, le=2_147_483_647)
    file_name: str = Field("", max_length=120)
    format: Literal["", "delhivery", "shiprocket", "generic"] = Field(
        "", description="the courier's report format; empty: found from the columns"
    )
    content: str = Field("", max_length=7_000_000, pattern=r"^(data:[^,]{0,100},)?[A-Za-z0-9+/]+=*$")


class RemittanceTransferOut(Schema):
    utr: str
    paid_on: date | None
    amount: Money
    lines: int
    credit_id: int | None
    credit_amount: Money | None
    matched: bool
    difference: Money | None

    @staticmethod
    def resolve_matched(t) -> bool:
        return t.credit_id is not None

    @staticmethod
    def resolve_difference(t):
        return None if t.credit_amount is None else t.credit_amount - t.amount


class RemittanceFileOut(Schema):
    id: str
    courier_id: int
    courier: str
    file_name: str
    format: str
    created_at: datetime
    status: FileStatus
    rows_done: int
    rows_total: int | None
    exact: int
    short: int
    unknown: int
    duplicate: int
    total: Money
    counted: Money
    error: str
    new: bool = Field(False, description="False: this same file was uploaded before; nothing changed")

    @staticmethod
    def resolve_id(f: RemittanceFile) -> str:
        return str(f.id)

    @staticmethod
    def resolve_courier(f: RemittanceFile) -> str:
        return f.courier.name


class RemittanceDetailOut(RemittanceFileOut):
    cycle_days: int
    transfers: list[RemittanceTransferOut]

    @staticmethod
    def resolve_cycle_days(f: RemittanceFile) -> int:
        return selectors.cycle_days(f.courier)

    @staticmethod
    def resolve_transfers(f: RemittanceFile) -> list:
        return list(f.transfers.all())


class RemittanceLineOut(Schema):
    id: int
    row: int
    awb: str
    amount: Money
    remitted_on: date | None
    utr: str
    order_id: str = Field(..., alias="order_ref")
    expected: Money | None
    difference: Money | None
    reason: str


class CodMissingOut(Schema):
    id: int
    awb: str
    order_id: str = Field(..., alias="order_ref")
    amount: Money
    delivered_on: date | None


class RemittanceLinesIn(PageIn):
    group: Literal["exact", "short", "unknown", "duplicate"] = "exact"


class RemittanceCourierOut(Schema):
    id: int
    name: str


class CodAgeingOut(Schema):
    courier_id: int
    courier: str
    cycle_days: int
    parcels: int
    delivered: Money
    remitted: Money
    owed: Money
    not_due: Money
    d0_30: Money
    d31_60: Money
    d61_90: Money
    d90_plus: Money


def _detail(upload: RemittanceFile, new: bool = False) -> RemittanceFile:
    upload.new = new
    return upload


@router.get("remittance-couriers", auth=ACCOUNTS, response={200: list[RemittanceCourierOut], **CLIENT_ERRORS})
def courier_choices(request: HttpRequest):
    """The couriers a remittance file may be for (those that give an AWB)."""
    return selectors.remittance_couriers()


@router.get("remittances", auth=ACCOUNTS, response={200: list[RemittanceFileOut], **CLIENT_ERRORS})
def remittance_list(request: HttpRequest, params: Query[ListParams]):
    """The files uploaded, newest first (react-admin list)."""
    return paginate_answer(FILES, selectors.remittances_recent(), params, _file_rows)


FILE_COLUMNS = (
    "id", "courier_id", "courier__name", "file_name", "format", "created_at", "status", "rows_done",
    "rows_total", "exact", "short", "unknown", "duplicate", "total", "counted", "error",
)  # fmt: skip


def _file_rows(page) -> list[dict]:
    """RemittanceFileOut of each file of the page, from its columns alone (one query, no objects)."""
    rows = []
    for row in page.values(*FILE_COLUMNS):
        row["courier"] = row.pop("courier__name")
        row.update(id=str(row["id"]), created_at=json_time(row["created_at"]), new=False)
        row.update(total=float(row["total"]), counted=float(row["counted"]))
        rows.append(row)
    return rows


DETAIL = {200: RemittanceDetailOut, **WITH_404}


@router.post("remittances", auth=PAYMENTS, response={**DETAIL, 202: RemittanceDetailOut})
def remittance_upload(request: HttpRequest, payload: RemittanceUploadIn):
    """Keep the file and read it in the background (202); the same file again answers the one
    already uploaded (200), and nothing changes."""
    upload, new = services.remittance_file_upload(
        user=request.auth, courier_id=payload.courier_id, file_name=payload.file_name,
        content=payload.content, file_format=payload.format,
    )  # fmt: skip
    return (202 if new else 200), _detail(upload, new)


@router.get("remittances/{file_id}", auth=ACCOUNTS, response=DETAIL)
def remittance_get(request: HttpRequest, file_id: str):
    return _detail(selectors.remittance_get(file_id=file_id))


@router.get("remittances/{file_id}/lines", auth=ACCOUNTS, response={200: list[RemittanceLineOut], **WITH_404})
def remittance_lines(request: HttpRequest, file_id: str, query: Query[RemittanceLinesIn]):
    """A page of one group's lines, in file order."""
    upload = selectors.remittance_get(file_id=file_id)
    group = LineGroup(query.group)
    return selectors.remittance_lines(upload=upload, group=group, offset=query.offset, limit=query.limit)


@router.get("remittances/{file_id}/missing", auth=ACCOUNTS, response={200: list[CodMissingOut], **WITH_404})
def remittance_missing(request: HttpRequest, file_id: str, page: Query[PageIn]):
    """The courier's delivered COD parcels no file has paid for, past its cycle, oldest first."""
    upload = selectors.remittance_get(file_id=file_id)
    return selectors.remittance_missing(upload=upload, offset=page.offset, limit=page.limit)


@router.post("remittances/{file_id}/bank-match", auth=PAYMENTS, response=DETAIL)
def remittance_bank_match(request: HttpRequest, file_id: str):
    """Look for the file's transfers on the bank statements again (a statement uploaded since)."""
    upload = selectors.remittance_get(file_id=file_id)
    services.remittance_transfers_match(upload=upload)
    return _detail(upload)


@router.get("cod-ageing", auth=ACCOUNTS, response={200: list[CodAgeingOut], **CLIENT_ERRORS})
def cod_ageing(request: HttpRequest):
    """What each courier owes of the COD it collected, by days past due (one row per courier)."""
    return [
        {
            "courier_id": row.courier.pk,
            "courier": row.courier.name,
            "cycle_days": selectors.cycle_days(row.courier),
            "parcels": row.parcels,
            "delivered": row.delivered,
            "remitted": row.remitted,
            "owed": row.owed,
            **row.buckets,
        }  # fmt: skip
        for row in selectors.courier_ageing()
    ]
