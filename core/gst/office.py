"""GSTR-1 for the back office, mounted at /api/office/gstr1 (Accounts and the owner). The files
themselves are background exports (POST /api/office/exports with level gst_csv, gst_json or register)."""

from django.http import HttpRequest
from ninja import Field, Query, Router, Schema

from core.common.auth import staff, staff_undeclared
from core.common.errors import ApplicationError
from core.common.money import Money
from core.common.permissions import Perm
from core.common.schemas import CLIENT_ERRORS
from core.gst import selectors
from core.gst.period import SPANS, period_of

router = Router(auth=staff_undeclared, tags=["office: GST returns"])


class PeriodIn(Schema):
    month: str = Field(..., pattern=r"^20[0-9]{2}-(0[1-9]|1[0-2])$", description="YYYY-MM")
    span: str = Field("month", json_schema_extra={"enum": list(SPANS)})


class TableOut(Schema):
    table: str
    name: str
    rows: int
    taxable: Money
    igst: Money
    cgst: Money
    sgst: Money


class SeriesOut(Schema):
    nature: str
    first: str
    last: str
    total: int
    cancelled: int
    net_issued: int


class Gstr1Out(Schema):
    period: str
    fp: str
    gstin: str
    documents: int
    b2cl_threshold: Money
    hsn_digits: int
    einvoicing: bool  # the shop's setting: each B2B invoice and credit note has an e-invoice file
    tables: list[TableOut]
    documents_issued: list[SeriesOut]


@router.get("gstr1", auth=staff(Perm.VIEW_ACCOUNTS), response={200: Gstr1Out, **CLIENT_ERRORS})
def gstr1(request: HttpRequest, query: Query[PeriodIn]):
    """A month's (or its quarter's) GSTR-1 tables: their rows and totals, and the documents issued."""
    try:
        period = period_of(query.month, query.span)
    except ValueError as exc:
        raise ApplicationError(str(exc), errors={"month": [str(exc)]}) from None
    return selectors.gstr1_summary(period=period)
