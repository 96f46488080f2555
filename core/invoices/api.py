"""Invoice PDFs: the customer's own (`/api/orders/...`) and the admin team's (`/api/office/orders/...`)."""

from datetime import datetime

from django.http import HttpRequest, HttpResponse
from ninja import Router, Schema

from core.common.auth import customer_session
from core.common.money import Money
from core.common.schemas import WITH_404
from core.invoices import selectors, services
from core.invoices.models import Invoice

router = Router(tags=["invoices"])
office_router = Router(tags=["office: invoices"])  # mounted under the office router (staff only)

PDF = {"responses": {200: {"description": "PDF", "content": {"application/pdf": {}}}}}


class InvoiceDocumentOut(Schema):
    id: int
    kind: str
    number: str
    issued_at: datetime
    total: Money
    credited_number: str | None
    pdf_url: str

    @staticmethod
    def resolve_credited_number(obj: Invoice) -> str | None:
        return obj.credited.number if obj.credited_id else None

    @staticmethod
    def resolve_pdf_url(obj: Invoice) -> str:
        name = "invoice.pdf" if obj.kind == Invoice.Kind.INVOICE else "credit-note.pdf"
        return f"/api/office/orders/{obj.order.order_id}/{name}"


def _pdf(document: Invoice) -> HttpResponse:
    response = HttpResponse(services.invoice_pdf_bytes(invoice=document), content_type="application/pdf")
    response["Content-Disposition"] = f'inline; filename="{document.number.replace("/", "-")}.pdf"'
    response["Cache-Control"] = "private, no-store"
    return response


@router.get(
    "orders/{order_id}/invoice.pdf",
    response={200: None, **WITH_404},
    auth=customer_session,
    openapi_extra=PDF,
)
def customer_invoice_pdf(request: HttpRequest, order_id: str):
    """The order's GST tax invoice, for its owner (and the admin team)."""
    return _pdf(selectors.order_document(user=request.auth, order_id=order_id))


@office_router.get("orders/{order_id}/invoices", response={200: list[InvoiceDocumentOut], **WITH_404})
def office_order_documents(request: HttpRequest, order_id: str):
    """An order's invoices and credit notes, newest first."""
    return list(selectors.order_documents(order_id=order_id).select_related("order"))


@office_router.get("orders/{order_id}/invoice.pdf", response={200: None, **WITH_404}, openapi_extra=PDF)
def office_invoice_pdf(request: HttpRequest, order_id: str):
    return _pdf(selectors.order_document(user=request.auth, order_id=order_id))


@office_router.get("orders/{order_id}/credit-note.pdf", response={200: None, **WITH_404}, openapi_extra=PDF)
def office_credit_note_pdf(request: HttpRequest, order_id: str):
    return _pdf(selectors.order_document(user=request.auth, order_id=order_id, kind=Invoice.Kind.CREDIT_NOTE))
