"""The e-mail a buyer gets when their store design stayed under its minimum at the close: the design
is not printed, the order is cancelled and refunded in full, and how. It is the order's cancel
e-mail (its kind and its key in the e-mail log), so the buyer gets this one and not the plain
"Your order was cancelled"; recorded inside the close's transaction, once per order however often
the close runs, in the buyer's language (core/locale) on the order e-mails' templates."""

from django.conf import settings
from django.template.loader import render_to_string
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from core.common.admin_money import inr
from core.common.languages import in_language, person_language, speaking
from core.notifications.models import EmailKind
from core.notifications.rendering import Rendered
from core.notifications.services import email_record, email_recorded
from core.orders.models import Order
from core.stores.models import RefundWay, StoreDesign

SUBJECT = _("Order {id} is refunded: {design} did not reach its minimum")
HEADLINE = _("{design} will not be printed")
INTRO = _(
    "{store}: {design} had {ordered} of the {minimum} pieces it needed when the store closed, so "
    "order {id} is cancelled and refunded in full. {how}"
)
HOW = {
    RefundWay.GATEWAY: _(
        "{amount} goes back to the card, UPI or bank account you paid with; banks take up to 7 working days."
    ),
    RefundWay.UPI: _("We send {amount} back to you by UPI transfer within 3 working days."),
    "": _("You had not paid for it, so there is nothing to pay."),
}


def _render(order: Order, design: StoreDesign, way: str, ordered: int, language: str) -> Rendered:
    values = {
        "id": order.order_id,
        "design": design.title,
        "store": design.store.title,
        "ordered": ordered,
        "minimum": design.minimum,
    }
    how = str(HOW[way]).format(amount=inr(order.amount))
    subject, headline = (str(part).format(**values) for part in (SUBJECT, HEADLINE))
    context = {
        "shop": settings.SHOP_NAME,
        "headline": headline,
        "intro": str(INTRO).format(**values, how=how),
        "order": order,
        "language": language,
        "customer_name": order.customer.name,
        "product": in_language(order.product_type, "name", language),
        "sleeve": gettext(order.sleeve) if order.sleeve else "",
        "colour": gettext(order.colour_name) if order.colour_name else "",
        "total": inr(order.amount),
        "payment_method": gettext(order.get_payment_method_display()),
        "payment_status": gettext(order.get_payment_status_display()),
        "orders_url": settings.SHOP_PUBLIC_URL.rstrip("/") + "/oandr",
    }
    return Rendered(
        subject=f"{settings.SHOP_NAME}: {subject}",
        text=render_to_string("notifications/order_email.txt", context).strip() + "\n",
        html=render_to_string("notifications/order_email.html", context),
    )


def store_refund_email_queue(*, order: Order, design: StoreDesign, way: str, ordered: int) -> None:
    """Record the buyer's e-mail for `order` refunded (`way`: a RefundWay, "" when nothing was
    paid) under the key of its cancel e-mail; call it before the order is cancelled."""
    key = f"{order.order_id}:{EmailKind.CANCELLED}"
    if email_recorded(key=key):
        return
    language = person_language(order.customer)
    with speaking(language):
        rendered = _render(order, design, way, ordered, language)
    email_record(order=order, kind=EmailKind.CANCELLED, key=key, rendered=rendered)
