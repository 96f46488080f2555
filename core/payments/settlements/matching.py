"""Each new line of a settlement report matched to what the shop holds (reads only): a payment line
to its GatewayPayment (by the gateway order id, else the payment id) and its order (else the order by
the report's receipt, the shop's order id), a refund line to its GatewayRefund; and the mismatch each
shows: (a) a payment or refund the shop does not know, (d) an amount other than the payment's or the
refund's, (c) a fee above the agreed rate (`SHOP_GATEWAY_FEE_PERCENT` of the line's amount, without
GST, rounded half up to the paisa; compared line by line)."""

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from django.conf import settings

from core.common.admin_money import inr
from core.common.money import from_paise
from core.orders.models import Order
from core.payments.models import GatewayPayment, GatewayRefund
from core.payments.settlements.models import SettlementLineKind, SettlementMismatchKind
from core.payments.settlements.reading import Line

UNKNOWN_PAYMENT = "No payment or order of the shop has this id."
UNKNOWN_REFUND = "The shop asked the gateway for no refund with this id."
OTHER_AMOUNT = "The line says {line}; the shop's {what} was {shop}."
PER_CENT = Decimal(100)
FEE_HIGH = "The fee {fee} (without GST) is above the agreed {rate}% of {amount}: {agreed}."


@dataclass(frozen=True)
class Found:
    payment: GatewayPayment | None = None
    refund: GatewayRefund | None = None
    order: Order | None = None
    mismatch: str = SettlementMismatchKind.NONE
    reason: str = ""


def fee_rate() -> Decimal:
    return Decimal(str(settings.SHOP_GATEWAY_FEE_PERCENT))


def agreed_fee(amount: Decimal) -> Decimal:
    """The fee agreed for a payment of `amount`: the rate is per cent, so a hundredth of it a rupee."""
    return (amount * fee_rate() / PER_CENT).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def _payment(line: Line, payment: GatewayPayment | None, order: Order | None) -> Found:
    if payment is None and order is None:
        return Found(mismatch=SettlementMismatchKind.UNKNOWN, reason=UNKNOWN_PAYMENT)
    expected = from_paise(payment.amount_paise) if payment else order.amount
    if line.amount != expected:
        what = "payment" if payment else "order"
        reason = OTHER_AMOUNT.format(line=inr(line.amount), what=what, shop=inr(expected))
        return Found(payment, None, order, SettlementMismatchKind.AMOUNT, reason)
    agreed = agreed_fee(line.amount)
    if line.fee > agreed:
        amount = inr(line.amount)
        reason = FEE_HIGH.format(fee=inr(line.fee), rate=fee_rate(), amount=amount, agreed=inr(agreed))
        return Found(payment, None, order, SettlementMismatchKind.FEE, reason)
    return Found(payment, None, order)


def _refund(line: Line, refund: GatewayRefund | None) -> Found:
    if refund is None:
        return Found(mismatch=SettlementMismatchKind.UNKNOWN, reason=UNKNOWN_REFUND)
    expected = from_paise(refund.amount_paise)
    found = Found(refund.payment, refund, refund.payment.order)
    if -line.amount != expected:
        reason = OTHER_AMOUNT.format(line=inr(-line.amount), what="refund", shop=inr(expected))
        return Found(found.payment, refund, found.order, SettlementMismatchKind.AMOUNT, reason)
    return found


def lines_match(lines: list[Line]) -> list[Found]:
    """What each line is, in the lines' order: four reads, whatever the number of lines."""
    paid = [line for line in lines if line.kind == SettlementLineKind.PAYMENT]
    by_order = GatewayPayment.objects.select_related("order").in_bulk(
        {line.gateway_order_id for line in paid if line.gateway_order_id}, field_name="gateway_order_id"
    )
    by_id = {
        p.payment_id: p
        for p in GatewayPayment.objects.select_related("order").filter(
            payment_id__in={line.entity_id for line in paid if line.gateway_order_id not in by_order}
        )
    }
    orders = Order.objects.in_bulk({line.receipt for line in paid if line.receipt}, field_name="order_id")
    # refund ids are unique once the gateway has given one (a pending refund has none yet)
    refund_ids = {line.entity_id for line in lines if line.kind == SettlementLineKind.REFUND}
    refunds = {
        refund.refund_id: refund
        for refund in GatewayRefund.objects.select_related("payment__order").filter(refund_id__in=refund_ids)
        if refund.refund_id
    }
    out = []
    for line in lines:
        if line.kind == SettlementLineKind.PAYMENT:
            payment = by_order.get(line.gateway_order_id) or by_id.get(line.entity_id)
            order = payment.order if payment else orders.get(line.receipt)
            out.append(_payment(line, payment, order))
        elif line.kind == SettlementLineKind.REFUND:
            out.append(_refund(line, refunds.get(line.entity_id)))
        else:
            out.append(Found())
    return out
