"""Delivery challans: an exchange's replacement order moves under one instead of a tax invoice.

A replacement (core/orders/aftersales) sends goods again at no charge for goods already invoiced and
paid for: with no consideration it is no separate supply (CGST Act s.7(1)(a); CBIC Circular
195/07/2023-GST on replacements without consideration: no tax is payable), so no tax invoice is
issued (Rule 46 is for a supply). The goods still travel, so they go with a delivery challan,
CGST Rules, Rule 55(1)(c) ("transportation of goods for reasons other than by way of supply"):
its own consecutive series per financial year (`DC/26-27/000001`, Rule 55(1)), the consignor's and
the consignee's details, the goods' description, HSN and quantity. docs/decisions.md has the reading.
"""

from django.db import transaction

from core.invoices.models import Invoice
from core.invoices.numbering import CHALLAN_PREFIX
from core.invoices.selectors import live_invoice
from core.invoices.services import INVOICED_STATUSES, order_document_create
from core.orders.changes.followers import OrderChange
from core.orders.models import Order


def order_challan_follow(change: OrderChange) -> None:
    """A follower of order changes (settings.ORDER_FOLLOWERS): a replacement confirmed (or later)
    gets its delivery challan; any other order is core.invoices.services' business."""
    order = change.order
    if order.replacement_of_id is not None and order.status in INVOICED_STATUSES:
        challan_issue_for_order(order=order)


def _reason(original: Order) -> str:
    invoice = live_invoice(order=original)
    of = f"order {original.order_id}" + (f", invoice {invoice.number}" if invoice else "")
    return f"Replacement without consideration ({of})"[:120]


@transaction.atomic
def challan_issue_for_order(*, order: Order) -> Invoice | None:
    """The replacement order's delivery challan, issued once; None for an order that is no replacement."""
    locked = Order.objects.select_for_update().get(pk=order.pk)
    if locked.replacement_of_id is None:
        return None
    existing = Invoice.objects.filter(order=locked, kind=Invoice.Kind.CHALLAN).first()
    if existing is not None:
        return existing
    # every line at Rs 0: the goods, their HSN and quantity
    return order_document_create(
        order=locked,
        kind=Invoice.Kind.CHALLAN,
        prefix=CHALLAN_PREFIX,
        goods_only=True,
        reason=_reason(locked.replacement_of),
    )
