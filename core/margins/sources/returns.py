"""What returns lost: each refunded return gives back its credit note's taxable value (the refund less
its GST, which the credit note takes back from the output tax: CGST Act s.34); a refund without a
credit note counts its amount whole. The returned pieces' blanks and print stay in the order's costs:
a custom print does not go back on the shelf."""

from collections.abc import Iterable

from core.common.money import rupees
from core.margins.models import CostKind
from core.margins.sources import CostLineIn
from core.orders.models import Order
from core.returns.models import ReturnRequest, ReturnStatus


def return_losses(orders: Iterable[Order]) -> list[CostLineIn]:
    refunded = ReturnRequest.objects.filter(
        order__in=list(orders), status=ReturnStatus.REFUNDED
    ).select_related("credit_note")
    lines = []
    for request in refunded.order_by("id"):
        note = request.credit_note
        if note is not None:
            amount, source = note.taxable_value, f"{request.number}: credit note {note.number}"
        else:
            amount, source = (
                request.refund_amount or 0,
                f"{request.number}: refund {request.refund_reference}",
            )
        lines.append(CostLineIn(request.order_id, CostKind.RETURNS, rupees(amount), source.strip()))
    return lines
