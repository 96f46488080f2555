"""An order's GST invoices, credit notes and delivery challan for the back office: the list and the
PDFs (staff only)."""

from django.http import HttpRequest
from ninja import Router

from core.common.auth import staff
from core.common.permissions import Perm
from core.common.schemas import WITH_404
from core.invoices import selectors
from core.invoices.api import PDF, InvoiceDocumentOut, pdf_response
from core.invoices.einvoice.selectors import einvoicing_on
from core.invoices.models import Invoice
from core.orders.models import OrderStatus
from core.payments.selectors import cancel_refund_state, refund_states

router = Router(tags=["office: invoices"])


@router.get(
    "orders/{order_id}/invoices",
    auth=staff(Perm.VIEW_ACCOUNTS, Perm.VIEW_ORDERS),
    response={200: list[InvoiceDocumentOut], **WITH_404},
)
def office_order_documents(request: HttpRequest, order_id: str):
    """An order's invoices and credit notes, newest first (with the e-invoice file's link when
    e-invoicing applies)."""
    documents = list(selectors.order_documents(order_id=order_id).select_related("order"))
    on = einvoicing_on()
    notes = [d.number for d in documents if d.kind == Invoice.Kind.CREDIT_NOTE]
    refunds = refund_states(credit_note_numbers=notes) if notes else {}
    for document in documents:
        document.einvoicing = on
        document.refund_state = refunds.get(document.number)
    # a cancelled order's refund to source goes with the newest credit note of a whole invoice (the
    # cancellation's): its refund names no credit note (the invoices' follower issues it, not payments)
    whole = [d for d in documents if d.kind == Invoice.Kind.CREDIT_NOTE and d.credited_id]
    if whole and whole[0].order.status == OrderStatus.CANCELLED and whole[0].refund_state is None:
        whole[0].refund_state = cancel_refund_state(order=whole[0].order)
    return documents


@router.get(
    "orders/{order_id}/invoice.pdf",
    auth=staff(Perm.VIEW_ACCOUNTS, Perm.VIEW_ORDERS),
    response={200: None, **WITH_404},
    openapi_extra=PDF,
)
def office_invoice_pdf(request: HttpRequest, order_id: str):
    return pdf_response(selectors.order_document(user=request.auth, order_id=order_id))


@router.get(
    "orders/{order_id}/credit-note.pdf",
    auth=staff(Perm.VIEW_ACCOUNTS, Perm.VIEW_ORDERS),
    response={200: None, **WITH_404},
    openapi_extra=PDF,
)
def office_credit_note_pdf(request: HttpRequest, order_id: str):
    return pdf_response(
        selectors.order_document(user=request.auth, order_id=order_id, kind=Invoice.Kind.CREDIT_NOTE)
    )


@router.get(
    "orders/{order_id}/challan.pdf",
    auth=staff(Perm.VIEW_ACCOUNTS, Perm.VIEW_ORDERS),
    response={200: None, **WITH_404},
    openapi_extra=PDF,
)
def office_challan_pdf(request: HttpRequest, order_id: str):
    """A replacement order's delivery challan (CGST Rule 55), which it moves under instead of an invoice."""
    return pdf_response(
        selectors.order_document(user=request.auth, order_id=order_id, kind=Invoice.Kind.CHALLAN)
    )
