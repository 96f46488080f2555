"""Reads for e-invoice files: one document's, or a month's (India's days), when e-invoicing applies."""

from datetime import datetime

from core.common.errors import ApplicationError, NotFound
from core.common.ist import IST
from core.invoices.einvoice.build import einvoice_json
from core.invoices.models import Invoice, einvoicing_applies

OFF = 'E-invoicing is off: turn on "e-invoicing applies" in the invoice settings first.'
NOT_B2B = "Only an invoice or credit note to a registered buyer (with a GSTIN) has an e-invoice."
KINDS = (Invoice.Kind.INVOICE, Invoice.Kind.CREDIT_NOTE)


def einvoicing_on() -> bool:
    """The shop's setting: e-invoicing applies (one query)."""
    return einvoicing_applies()


def _check_on() -> None:
    if not einvoicing_on():
        raise ApplicationError(OFF, errors={"einvoicing": [OFF]})


def _documents():
    return (
        Invoice.objects.filter(kind__in=KINDS)
        .exclude(buyer_gstin="")
        .select_related("order", "credited", "against")
    )


def einvoice_document(*, invoice_id: int) -> Invoice:
    """A B2B invoice or credit note, when e-invoicing applies; 404 for any other document."""
    _check_on()
    document = _documents().filter(pk=invoice_id).first()
    if document is None:
        raise NotFound(NOT_B2B)
    return document


def einvoice_file(*, invoice_id: int) -> dict:
    return einvoice_json(einvoice_document(invoice_id=invoice_id))


def einvoices_of_month(*, year: int, month: int) -> list[dict]:
    """The month's B2B invoices and credit notes (issued in that month, IST), oldest first, as one
    JSON array: the IRP's bulk upload takes several documents in one file."""
    _check_on()
    start = datetime(year, month, 1, tzinfo=IST)
    end = datetime(year + month // 12, month % 12 + 1, 1, tzinfo=IST)
    documents = _documents().filter(issued_at__gte=start, issued_at__lt=end).order_by("issued_at", "id")
    return [einvoice_json(doc) for doc in documents]
