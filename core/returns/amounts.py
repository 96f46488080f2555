"""How much a return refunds: what the customer paid for the returned pieces, read from the order's
GST invoice rows (each line's row is its price less its share of the discounts, so discounts are
pro rata), plus the shipping charge's share when the reason is the shop's fault. Several returns of
one line never add up to more than the line's row (core.invoices.partial.line_share)."""

from decimal import Decimal

from django.db.models import Sum

from core.common.money import from_paise
from core.invoices.partial import Part, line_share, shipping_parts
from core.invoices.selectors import live_invoice
from core.orders.models import OrderLine
from core.payments.services import gateway_refunds_to_source
from core.returns.models import RefundTo, ReturnLine, ReturnRequest, ReturnStatus
from core.wallet.services.refunds import refund_money_share


def _refunded_before(request: ReturnRequest) -> dict[int, int]:
    rows = (
        ReturnLine.objects.filter(
            order_line__order_id=request.order_id, request__status=ReturnStatus.REFUNDED
        )
        .exclude(request=request)
        .values("order_line_id")
        .annotate(n=Sum("quantity"))
        .order_by()
    )
    return {r["order_line_id"]: r["n"] for r in rows}


def refund_parts(request: ReturnRequest) -> list[Part]:
    """The invoice rows' parts this return gives back, in paise; [] when the order has no live invoice."""
    invoice = live_invoice(order=request.order)
    if invoice is None:
        return []
    rows = invoice.rows
    positions = {
        pk: i
        for i, pk in enumerate(
            OrderLine.objects.filter(order_id=request.order_id).order_by("id").values_list("pk", flat=True)
        )
    }
    before = _refunded_before(request)
    parts = []
    for returned in request.lines.all():
        line = returned.order_line
        i = positions[line.pk]
        if i >= len(rows):
            continue
        share = line_share(
            row_total=rows[i]["total"],
            line_quantity=line.quantity,
            returned_before=before.get(line.pk, 0),
            quantity=returned.quantity,
        )
        parts.append(Part(row=i, quantity=returned.quantity, paise=share))
    if request.shop_fault:
        parts += shipping_parts(rows, len(positions), sum(p.paise for p in parts))
    return parts


def refund_max(request: ReturnRequest) -> Decimal | None:
    """The most the team may refund for this return (None before it is received)."""
    if request.status != ReturnStatus.RECEIVED:
        return None
    return from_paise(sum(p.paise for p in refund_parts(request)))


def refund_asks_utr(request: ReturnRequest, most: Decimal | None) -> bool:
    """Whether refunding `most` (refund_max) asks the team for a UTR, as the refund step does
    (core/returns/services/steps.py): only when money is paid by hand, by UPI; not when it goes to
    store credit, nor back through the gateway, nor when gift cards and store credit cover all of it."""
    if most is None or request.refund_to == RefundTo.STORE_CREDIT:
        return False
    if gateway_refunds_to_source(request.order):
        return False
    return request.order.tendered <= 0 or refund_money_share(order=request.order, amount=most) > 0
