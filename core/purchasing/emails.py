"""The words of the e-mail that carries a purchase order to its supplier (the PDF is attached)."""

from core.common.admin_money import inr
from core.common.ist import ist_date
from core.invoices.models import InvoiceSettings
from core.purchasing.models import PurchaseOrder


def purchase_order_email(*, order: PurchaseOrder, seller: InvoiceSettings) -> tuple[str, str]:
    """(subject, text) of the message sending `order`."""
    subject = f"Purchase order {order.number} from {seller.legal_name}"
    lines = [
        f"Dear {order.supplier.name},",
        "",
        f"Please find attached our purchase order {order.number} dated {ist_date(order.created_at)} "
        f"for {inr(order.total)} (GST included).",
    ]
    if order.expected_on:
        lines.append(f"Please deliver by {ist_date(order.expected_on)}.")
    lines += [
        "Quote the order number on your tax invoice and delivery note.",
        "",
        "Thank you,",
        seller.legal_name,
        " · ".join(p for p in (seller.phone, seller.email) if p),
    ]
    return subject, "\n".join(lines).strip() + "\n"
