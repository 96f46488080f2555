"""E-invoice files for the back office (Accounts and the owner): one document's INV-01 JSON, a
month's in one JSON array, and the IRN with its signed QR pasted back. Mounted at /api/office/ by
core/office/api.py."""

import json

from django.http import HttpRequest, HttpResponse
from ninja import Field, Query, Router, Schema

from core.common.auth import staff
from core.common.permissions import Perm
from core.common.schemas import WITH_404, BodyIn, MessageOut
from core.invoices.einvoice import selectors, services

router = Router(tags=["office: e-invoices"])
JSON_FILE = {"responses": {200: {"description": "JSON file", "content": {"application/json": {}}}}}


def _file(data, name: str) -> HttpResponse:
    response = HttpResponse(json.dumps(data, indent=2), content_type="application/json")
    response["Content-Disposition"] = f'attachment; filename="{name}"'
    response["Cache-Control"] = "private, no-store"
    return response


@router.get(
    "invoices/{invoice_id}/einvoice.json",
    auth=staff(Perm.VIEW_ACCOUNTS),
    response={200: None, **WITH_404},
    openapi_extra=JSON_FILE,
)
def einvoice_one(request: HttpRequest, invoice_id: int):
    """A B2B invoice's or credit note's e-invoice file (INV-01 v1.1), for the IRP's offline tool."""
    data = selectors.einvoice_file(invoice_id=invoice_id)
    return _file(data, f"einvoice-{data['DocDtls']['No'].replace('/', '-')}.json")


class MonthIn(Schema):
    month: str = Field(..., pattern=r"^20[0-9]{2}-(0[1-9]|1[0-2])$", description="YYYY-MM")


@router.get(
    "einvoices", auth=staff(Perm.VIEW_ACCOUNTS), response={200: None, **WITH_404}, openapi_extra=JSON_FILE
)
def einvoice_month(request: HttpRequest, query: Query[MonthIn]):
    """The month's B2B invoices and credit notes as one JSON array of e-invoices (bulk upload)."""
    year, month = map(int, query.month.split("-"))
    return _file(selectors.einvoices_of_month(year=year, month=month), f"einvoices-{query.month}.json")


class IrnIn(BodyIn):
    required_fields = ("irn", "signed_qr")
    irn: str = Field("", max_length=100)
    signed_qr: str = Field("", max_length=5000)


@router.put(
    "invoices/{invoice_id}/irn", auth=staff(Perm.VIEW_ACCOUNTS), response={200: MessageOut, **WITH_404}
)
def einvoice_irn(request: HttpRequest, invoice_id: int, payload: IrnIn):
    """Keep the IRN and signed QR code the IRP answered: they print on the invoice."""
    document = selectors.einvoice_document(invoice_id=invoice_id)
    services.einvoice_irn_record(invoice=document, irn=payload.irn, signed_qr=payload.signed_qr)
    return {"message": "IRN saved; the invoice now prints it with its QR code."}
