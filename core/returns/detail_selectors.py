"""Reads for the back office's return page: the return with its customer, order, the most that may
be refunded, the steps allowed now, the pickup couriers and the WhatsApp message's words."""

from types import SimpleNamespace

from core.orders.shipping.models import Courier
from core.returns.amounts import refund_asks_utr, refund_max
from core.returns.models import ReturnRequest, ReturnStatus
from core.returns.selectors import delivered_on, return_get
from core.returns.services.steps import steps_allowed

WHATSAPP_WORDS = {
    ReturnStatus.REQUESTED: "we have your request and will reply soon",
    ReturnStatus.APPROVED: "it is approved",
    ReturnStatus.REJECTED: "we could not accept it",
    ReturnStatus.PICKED_UP: "it has been picked up",
    ReturnStatus.RECEIVED: "it reached us",
    ReturnStatus.REFUNDED: "the refund is sent",
    ReturnStatus.EXCHANGED: "your replacement is being printed",
}


def whatsapp_text(ret: ReturnRequest) -> str:
    first = ret.customer.name.split()[0] if ret.customer.name.strip() else ""
    hello = f"Hello {first}" if first else "Hello"
    return (
        f"{hello}, about your Rangrez return {ret.number} for order {ret.order.order_id}: "
        f"{WHATSAPP_WORDS[ret.status]}."
    )


def return_detail(*, pk: int) -> ReturnRequest:
    """One return with what the team's page shows beside it (attributes of the answer)."""
    ret = return_get(pk=pk)
    order = ret.order
    ret.name = ret.customer.name
    ret.phone_number = ret.customer.phone_number
    ret.email = ret.customer.email or ""
    ret.order_summary = SimpleNamespace(
        order_id=order.order_id,
        status=order.status,
        payment_method=order.payment_method,
        payment_status=order.payment_status,
        amount=order.amount,
        refunded=order.refunded,
        created_at=order.created_at,
        delivered_on=delivered_on(order),
    )
    ret.refund_max = refund_max(ret)
    ret.refund_asks_utr = refund_asks_utr(ret, ret.refund_max)
    ret.actions = [step for step in steps_allowed(ret.status) if step != "exchange" or ret.kind == "exchange"]
    ret.couriers = (
        list(Courier.objects.filter(active=True).order_by("position", "name"))
        if "approve" in ret.actions
        else []
    )
    ret.whatsapp_text = whatsapp_text(ret)
    return ret
