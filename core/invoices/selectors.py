"""Reads for invoices: an order's documents, for its owner and the admin team."""

from django.db.models import QuerySet

from core.accounts.models import User
from core.common.errors import NotFound
from core.invoices.models import Invoice
from core.orders import selectors as order_selectors
from core.orders.models import Order

NO_INVOICE = "This order has no invoice yet: it is issued when the order is confirmed or paid."
NO_CREDIT_NOTE = "This order has no credit note: one is issued when an invoiced order is cancelled."
NO_CHALLAN = "This order has no delivery challan: only an exchange's replacement moves under one."
MISSING = {
    Invoice.Kind.INVOICE: NO_INVOICE,
    Invoice.Kind.CREDIT_NOTE: NO_CREDIT_NOTE,
    Invoice.Kind.CHALLAN: NO_CHALLAN,
}


def order_documents(*, order_id: str) -> QuerySet[Invoice]:
    """An order's invoices, credit notes and delivery challan, newest first (any order: the admin team)."""
    order = order_selectors.order_get(order_id=order_id, queryset=Order.objects.all())
    return Invoice.objects.filter(order=order).select_related("credited").order_by("-issued_at", "-id")


def order_document(*, user: User, order_id: str, kind: str = Invoice.Kind.INVOICE) -> Invoice:
    """The newest invoice (or credit note, or challan) of an order its owner or the admin team may see."""
    order = order_selectors.order_get_for(user=user, order_id=order_id)
    document = (
        Invoice.objects.filter(order=order, kind=kind)
        .select_related("order", "credited")
        .order_by("-id")
        .first()
    )
    if document is None:
        raise NotFound(MISSING[kind])
    return document


def live_invoice(*, order: Order) -> Invoice | None:
    """The order's tax invoice that no credit note cancels (the rows a sales return credits)."""
    return Invoice.objects.filter(order=order, kind=Invoice.Kind.INVOICE, credit_note__isnull=True).first()
