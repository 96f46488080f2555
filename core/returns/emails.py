"""The customer's e-mail at each step of a return, recorded in the shop's e-mail log
(core.notifications) inside the step's transaction and sent by the task worker after the commit."""

from django.conf import settings
from django.template.loader import render_to_string
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from core.common.admin_money import inr
from core.common.languages import person_language, speaking
from core.notifications.models import EmailKind
from core.notifications.rendering import Rendered
from core.notifications.services import email_record, email_recorded
from core.returns.models import ReturnKind, ReturnRequest, ReturnStatus

# status -> (e-mail kind, subject, headline, the paragraph under it)
WORDING = {
    ReturnStatus.REQUESTED: (
        EmailKind.RT_REQUESTED,
        _("Return {number} requested"),
        _("We have your return request"),
        _("We will look at return {number} for order {order} within two working days."),
    ),
    ReturnStatus.APPROVED: (
        EmailKind.RT_APPROVED,
        _("Return {number} approved"),
        _("Your return is approved"),
        "{pickup}",
    ),
    ReturnStatus.REJECTED: (
        EmailKind.RT_REJECTED,
        _("Return {number} was not accepted"),
        _("We could not accept your return"),
        _("Return {number} was not accepted: {reason}. Reply to this e-mail if you have a question."),
    ),
    ReturnStatus.PICKED_UP: (
        EmailKind.RT_PICKED_UP,
        _("Return {number} picked up"),
        _("Your return is on its way to us"),
        _("The courier has picked up return {number}."),
    ),
    ReturnStatus.RECEIVED: (
        EmailKind.RT_RECEIVED,
        _("Return {number} received"),
        _("We received your return"),
        _("Return {number} reached us and passed our check. {next}"),
    ),
    ReturnStatus.REFUNDED: (
        EmailKind.RT_REFUNDED,
        _("Refund for return {number}: {amount}"),
        _("Your refund is on its way"),
        _("We have refunded {amount} for return {number} {how}. Banks take up to 3 working days."),
    ),
    ReturnStatus.EXCHANGED: (
        EmailKind.RT_EXCHANGED,
        _("Replacement order {replacement} for return {number}"),
        _("Your replacement is being printed"),
        _("Replacement order {replacement} is confirmed at no charge and goes to the print floor."),
    ),
}


def _pickup(ret: ReturnRequest) -> str:
    if ret.customer_sends:
        return gettext("Please send the items back to us with the return number written on the parcel.")
    if ret.courier_id:
        return gettext("{courier} will pick up the items (AWB {awb}).").format(
            courier=ret.courier.name, awb=ret.awb
        )
    return gettext("A courier will pick up the items (AWB {awb}).").format(awb=ret.awb)


def render_return_email(ret: ReturnRequest) -> tuple[str, Rendered]:
    """The e-mail of the return's status, in its customer's language (core/locale)."""
    language = person_language(ret.customer)
    with speaking(language):
        return _render(ret, language)


def _render(ret: ReturnRequest, language: str) -> tuple[str, Rendered]:
    kind, *parts = WORDING[ret.status]
    values = {
        "number": ret.number,
        "order": ret.order.order_id,
        "pickup": _pickup(ret) if ret.status == ReturnStatus.APPROVED else "",
        "reason": ret.reject_reason,
        "next": gettext("We will send the refund soon.")
        if ret.kind == ReturnKind.REFUND
        else gettext("We will send the new size soon."),
        "amount": inr(ret.refund_amount) if ret.refund_amount is not None else "",
        "utr": ret.refund_reference,
        # a refund to source has no UTR: the gateway sends it back to the card, UPI or bank it came from
        "how": gettext("(reference {utr})").format(utr=ret.refund_reference)
        if ret.refund_reference
        else gettext("to your original payment"),
        "replacement": ret.replacement_order.order_id if ret.replacement_order_id else "",
    }
    subject, headline, intro = (str(part).format(**values) for part in parts)
    lines = [
        f"{line.order_line.size} x{line.quantity}"
        + (" " + gettext("for size {size}").format(size=line.exchange_size) if line.exchange_size else "")
        for line in ret.lines.select_related("order_line")
    ]
    facts = [
        (gettext("Reason"), gettext(ret.get_reason_display())),
        (gettext("You asked for"), gettext(ret.get_kind_display())),
    ]
    context = {
        "shop": settings.SHOP_NAME,
        "headline": headline,
        "intro": intro,
        "ret": ret,
        "language": language,
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
