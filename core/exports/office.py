"""Background exports for the admin team, mounted at /api/office/exports (staff sessions only).

POST starts a job (a worker writes the spreadsheet, or the production packs' ZIP); GET answers its
progress and, when done, the download URL; the file itself is served here (private: never a public
media URL)."""

from datetime import datetime
from typing import Annotated

from django.http import FileResponse, HttpRequest
from ninja import Field, Router, Schema
from pydantic import StringConstraints, WithJsonSchema

from core.common.auth import staff, staff_undeclared
from core.common.errors import NotFound
from core.common.permissions import Perm
from core.common.schemas import WITH_404, BodyIn, ErrorOut, JsonInt
from core.exports import selectors, services
from core.exports.models import ExportJob, ExportStatus
from core.exports.services import LEVELS
from core.gst.period import SPANS
from core.orders.models import OrderStatus, PaymentStatus

router = Router(auth=staff_undeclared, tags=["office: exports"])


# YYYY-MM-DD, or empty / null for no limit
DayOrEmpty = Annotated[
    str | None,
    StringConstraints(max_length=32),
    WithJsonSchema(
        {
            "anyOf": [
                {"type": "string", "format": "date"},
                {"type": "string", "maxLength": 0},
                {"type": "null"},
            ]
        }
    ),
]


def _one_of(values) -> dict:
    return {"enum": [*values, None]}


class ExportStartIn(BodyIn):
    """level: "orders" or "lines" (a spreadsheet), "packs" (production packs, a ZIP), "labels"
    (shipping labels, a PDF: `order_ids` or `day` and `courier_id`), "gst_csv",
    "gst_json" or "register" (GSTR-1's CSV sheets or JSON, the sales register: `month` and
    `span`), "purchase" (the purchase register: `month`), "tally" (the Tally file: `month` and
    `span`, or `date_from` and `date_to`), "margins" (the margin per order: `month`); which orders:
    `order_ids` (the ticked
    ones, at most 100 for packs), else the filters. Documented as the service checks them (with its
    own messages)."""

    level: str = Field("orders", max_length=10, json_schema_extra={"enum": list(LEVELS)})
    order_ids: list[Annotated[str, StringConstraints(max_length=32)]] | None = Field(None, max_length=10_000)
    status: str | None = Field(None, max_length=20, json_schema_extra=_one_of(OrderStatus.values))
    payment_status: str | None = Field(None, max_length=20, json_schema_extra=_one_of(PaymentStatus.values))
    date_from: DayOrEmpty = None
    date_to: DayOrEmpty = None
    # GSTR-1 and the sales register: the month (YYYY-MM), or its quarter of the financial year
    month: str | None = Field(None, pattern=r"^20[0-9]{2}-(0[1-9]|1[0-2])$")
    span: str | None = Field(None, max_length=10, json_schema_extra=_one_of(SPANS))
    # shipping labels: a day's parcels (IST), a courier's when given (else `order_ids`)
    day: DayOrEmpty = None
    courier_id: JsonInt | None = Field(None, ge=1, le=2**63 - 1)


class ExportJobOut(Schema):
    id: str
    status: ExportStatus
    level: str
    rows_done: int
    rows_total: int | None
    created_at: datetime
    finished_at: datetime | None
    expires_at: datetime
    download_url: str | None
    error: str

    @staticmethod
    def resolve_id(job: ExportJob) -> str:
        return str(job.id)


# who may start and read exports: each level checks its own permission too
EXPORTERS = staff(
    Perm.EXPORT_ORDERS, Perm.PRINT_FILES, Perm.VIEW_ACCOUNTS, Perm.MANAGE_PURCHASES, Perm.CHANGE_STATUS
)


@router.post(
    "exports",
    auth=staff(
        Perm.EXPORT_ORDERS, Perm.PRINT_FILES, Perm.VIEW_ACCOUNTS, Perm.MANAGE_PURCHASES, Perm.CHANGE_STATUS
    ),
    response={202: ExportJobOut, **WITH_404, 429: ErrorOut},
)
def export_start(request: HttpRequest, payload: ExportStartIn):
    params = payload.dict(exclude={"level"}, exclude_none=True)
    return 202, services.export_job_start(user=request.auth, level=payload.level, params=params)


@router.get(
    "exports/{job_id}",
    auth=staff(
        Perm.EXPORT_ORDERS, Perm.PRINT_FILES, Perm.VIEW_ACCOUNTS, Perm.MANAGE_PURCHASES, Perm.CHANGE_STATUS
    ),
    response={200: ExportJobOut, **WITH_404},
)
def export_get(request: HttpRequest, job_id: str):
    job = selectors.export_job_get(job_id=job_id)
    selectors.export_level_check(user=request.auth, level=job.level)
    return job


@router.get(
    "exports/{job_id}/file",
    auth=staff(
        Perm.EXPORT_ORDERS, Perm.PRINT_FILES, Perm.VIEW_ACCOUNTS, Perm.MANAGE_PURCHASES, Perm.CHANGE_STATUS
    ),
    response={200: None, **WITH_404},
    summary="Download a finished export",
)
def export_file(request: HttpRequest, job_id: str):
    job = selectors.export_job_get(job_id=job_id)
    selectors.export_level_check(user=request.auth, level=job.level)
    if not job.download_url or not job.file:
        raise NotFound("This export has no file yet.")
    name = job.file.name.rsplit("/", 1)[-1]
    response = FileResponse(job.file.open("rb"), as_attachment=True, filename=name)
    response["Cache-Control"] = "private, no-store"
    return response
