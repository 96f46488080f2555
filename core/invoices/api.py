"""The customer's invoice PDF (`/api/orders/{id}/invoice.pdf`); the admin team's calls are in
core/invoices/office.py and use the same answer (`pdf_response`, `InvoiceDocumentOut`)."""

from datetime import datetime
from typing import Literal

from django.http import HttpRequest, HttpResponse
from ninja import Router, Schema

from core.common.auth import customer
from core.common.money import Money
from core.common.permissions import Perm
from core.common.schemas import WITH_404
from core.invoices import selectors, services
from core.invoices.models import Invoice
from core.payments.schemas import RefundStateOut

router = Router(tags=["invoices"])

PDF = {"responses": {200: {"description": "PDF", "content": {"application/pdf": {}}}}}


PDF_NAMES = {
    Invoice.Kind.INVOICE: "invoice.pdf",
    Invoice.Kind.CREDIT_NOTE: "credit-note.pdf",
    Invoice.Kind.CHALLAN: "challan.pdf",
}


class InvoiceDocumentOut(Schema):
    id: int
    kind: Literal[tuple(Invoice.Kind.values)]  # a nested "Kind": inline, not a named schema
    number: str
    issued_at: datetime
    total: Money
    credited_number: str | None
    pdf_url: str
    einvoice_url: str | None  # a B2B invoice's or credit note's e-invoice file (when e-invoicing applies)
    # a credit note settled by a refund to source through the gateway: its state (the office's list)
    refund_state: RefundStateOut | None

    @staticmethod
    def resolve_refund_state(obj: Invoice) -> dict | None:
        return getattr(obj, "refund_state", None)

    @staticmethod
    def resolve_credited_number(obj: Invoice) -> str | None:
        return obj.credited.number if obj.credited_id else None

    @staticmethod
    def resolve_einvoice_url(obj: Invoice) -> str | None:
        # the office's list marks each document with the shop's setting (`einvoicing`); off: no link
        if not getattr(obj, "einvoicing", False) or not obj.buyer_gstin or obj.kind == Invoice.Kind.CHALLAN:
            return None
        return f"/api/office/invoices/{obj.pk}/einvoice.json"

    @staticmethod
    def resolve_pdf_url(obj: Invoice) -> str:
        return f"/api/office/orders/{obj.order.order_id}/{PDF_NAMES[obj.kind]}"


def pdf_response(document: Invoice) -> HttpResponse:
    response = HttpResponse(services.invoice_pdf_bytes(invoice=document), content_type="application/pdf")
    response["Content-Disposition"] = f'inline; filename="{document.number.replace("/", "-")}.pdf"'
    response["Cache-Control"] = "private, no-store"
    return response


@router.get(
    "orders/{order_id}/invoice.pdf",
    response={200: None, **WITH_404},
    auth=customer(Perm.VIEW_ACCOUNTS, Perm.VIEW_ORDERS),
    openapi_extra=PDF,
)
def customer_invoice_pdf(request: HttpRequest, order_id: str):
    """The order's GST tax invoice, for its owner (and the admin team)."""
    return pdf_response(selectors.order_document(user=request.auth, order_id=order_id))
