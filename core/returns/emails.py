"""The customer's e-mail at each step of a return, recorded in the shop's e-mail log
(core.notifications) inside the step's transaction and sent by the task worker after the commit."""

from django.conf import settings
from django.template.loader import render_to_string

from core.common.admin_money import inr
from core.notifications.models import EmailKind
from core.notifications.rendering import Rendered
from core.notifications.services import email_record, email_recorded
from core.returns.models import ReturnKind, ReturnRequest, ReturnStatus

# status -> (e-mail kind, subject, headline, the paragraph under it)
WORDING = {
    ReturnStatus.REQUESTED: (
        EmailKind.RT_REQUESTED,
        "Return {number} requested",
        "We have your return request",
        "We will look at return {number} for order {order} within two working days.",
    ),
    ReturnStatus.APPROVED: (
        EmailKind.RT_APPROVED,
        "Return {number} approved",
        "Your return is approved",
        "{pickup}",
    ),
    ReturnStatus.REJECTED: (
        EmailKind.RT_REJECTED,
        "Return {number} was not accepted",
        "We could not accept your return",
        "Return {number} was not accepted: {reason}. Reply to this e-mail if you have a question.",
    ),
    ReturnStatus.PICKED_UP: (
        EmailKind.RT_PICKED_UP,
        "Return {number} picked up",
        "Your return is on its way to us",
        "The courier has picked up return {number}.",
    ),
    ReturnStatus.RECEIVED: (
        EmailKind.RT_RECEIVED,
        "Return {number} received",
        "We received your return",
        "Return {number} reached us and passed our check. {next}",
    ),
    ReturnStatus.REFUNDED: (
        EmailKind.RT_REFUNDED,
        "Refund for return {number}: {amount}",
        "Your refund is on its way",
        "We have refunded {amount} for return {number} {how}. Banks take up to 3 working days.",
    ),
    ReturnStatus.EXCHANGED: (
        EmailKind.RT_EXCHANGED,
        "Replacement order {replacement} for return {number}",
        "Your replacement is being printed",
        "Replacement order {replacement} is confirmed at no charge and goes to the print floor.",
    ),
}


def _pickup(ret: ReturnRequest) -> str:
    if ret.customer_sends:
        return "Please send the items back to us with the return number written on the parcel."
    return f"{ret.courier.name if ret.courier_id else 'A courier'} will pick up the items (AWB {ret.awb})."


def render_return_email(ret: ReturnRequest) -> tuple[str, Rendered]:
    kind, *parts = WORDING[ret.status]
    values = {
        "number": ret.number,
        "order": ret.order.order_id,
        "pickup": _pickup(ret) if ret.status == ReturnStatus.APPROVED else "",
        "reason": ret.reject_reason,
        "next": "We will send the refund soon."
        if ret.kind == ReturnKind.REFUND
        else "We will send the new size soon.",
        "amount": inr(ret.refund_amount) if ret.refund_amount is not None else "",
        "utr": ret.refund_reference,
        # a refund to source has no UTR: the gateway sends it back to the card, UPI or bank it came from
        "how": f"(reference {ret.refund_reference})" if ret.refund_reference else "to your original payment",
        "replacement": ret.replacement_order.order_id if ret.replacement_order_id else "",
    }
    subject, headline, intro = (part.format(**values) for part in parts)
    lines = [
        f"{line.order_line.size} x{line.quantity}"
        + (f" for size {line.exchange_size}" if line.exchange_size else "")
        for line in ret.lines.select_related("order_line")
    ]
    facts = [("Reason", ret.get_reason_display()), ("You asked for", ret.get_kind_display())]
    context = {
        "shop": settings.SHOP_NAME,
        "headline": headline,
        "intro": intro,
        "ret": ret,
        "customer_name": ret.customer.name,
        "lines": lines,
        "facts": facts,
        "tracking_url": ret.pickup_tracking_url if ret.status == ReturnStatus.APPROVED else "",
        "orders_url": settings.SHOP_PUBLIC_URL.rstrip("/") + "/oandr",
    }
    return kind, Rendered(
        subject=f"{settings.SHOP_NAME}: {subject}",
        text=render_to_string("returns/return_email.txt", context).strip() + "\n",
        html=render_to_string("returns/return_email.html", context),
    )


def return_email_queue(ret: ReturnRequest) -> None:
    """The e-mail of the return's new status (once per return and status)."""
    key = f"{ret.number}:{ret.status}"
    if email_recorded(key=key):
        return
    kind, rendered = render_return_email(ret)
    email_record(order=ret.order, kind=kind, key=key, rendered=rendered)
