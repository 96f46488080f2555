"""The order e-mails' words and look: one HTML and one text template, a few lines per kind, written in
the customer's language (Django's gettext: core/locale/<code>/LC_MESSAGES/django.po)."""

from dataclasses import dataclass

from django.conf import settings
from django.template.loader import render_to_string
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from core.common.admin_money import inr
from core.common.languages import in_language, person_language, speaking
from core.notifications.models import EmailKind
from core.orders.breakdown import breakdown_rows
from core.orders.models import Order, PaymentMethod, PaymentStatus
from core.orders.placing.upi import pay_now_offer, upi_link
from core.orders.shipping.selectors import order_shipment

# kind: (subject, headline, the paragraph under it)
WORDING = {
    EmailKind.PLACED: (
        _("Order {id} placed: {total}"),
        _("Thank you for your order!"),
        _("We have received order {id}. We will confirm it soon and start printing."),
    ),
    EmailKind.CONFIRM: (
        _("Order {id} is confirmed"),
        _("Your order is confirmed"),
        _("Order {id} is confirmed and goes to the print floor."),
    ),
    EmailKind.SHIPPED: (
        _("Order {id} has shipped"),
        _("Your order is on its way"),
        _("Order {id} has left our workshop."),
    ),
    EmailKind.DELIVERED: (
        _("Order {id} was delivered"),
        _("Your order was delivered"),
        _("Order {id} was delivered. We hope you enjoy it!"),
    ),
    EmailKind.CANCELLED: (
        _("Order {id} was cancelled"),
        _("Your order was cancelled"),
        _("Order {id} was cancelled. If this is unexpected, reply to this e-mail or call us."),
    ),
    EmailKind.PAID: (
        _("Payment received for order {id}"),
        _("Payment received, thank you"),
        _("We have received {total} for order {id}."),
    ),
}


@dataclass(frozen=True)
class Rendered:
    subject: str
    text: str
    html: str


def render_order_email(*, order: Order, kind: str) -> Rendered:
    """The e-mail of `kind` about `order`, in its customer's language."""
    language = person_language(order.customer)
    with speaking(language):
        return _render(order=order, kind=kind, language=language)


def _render(*, order: Order, kind: str, language: str) -> Rendered:
    subject, headline, intro = (
        str(part).format(id=order.order_id, total=inr(order.amount)) for part in WORDING[kind]
    )
    unpaid_upi = order.payment_method == PaymentMethod.UPI and order.payment_status == PaymentStatus.UNPAID
    lines = list(order.lines.all())
    context = {
        "shop": settings.SHOP_NAME,
        "headline": headline,
        "intro": intro,
        "order": order,
        "language": language,
        "customer_name": order.customer.name,
        # the product type's name in the language (its Hindi column, else English); the colour and
        # sleeve as stored on the order, translated where the locale file knows them (the shop's own)
        "product": in_language(order.product_type, "name", language),
        "sleeve": gettext(order.sleeve) if order.sleeve else "",
        "colour": gettext(order.colour_name) if order.colour_name else "",
        "lines": [{"size": ln.size, "quantity": ln.quantity, "total": inr(ln.line_total)} for ln in lines],
        "show_items": kind == EmailKind.PLACED,
        "breakdown": [(row.label, row.text) for row in breakdown_rows(order)],
        "total": inr(order.amount),
        "payment_method": gettext(order.get_payment_method_display()),
        "payment_status": gettext(order.get_payment_status_display()),
        "upi_link": upi_link(order=order) if unpaid_upi and kind != EmailKind.CANCELLED else "",
        # a COD order's "pay now by UPI and save", in the placed and confirmed e-mails
        "pay_now": pay_now_offer(order=order) if kind in (EmailKind.PLACED, EmailKind.CONFIRM) else None,
        "orders_url": settings.SHOP_PUBLIC_URL.rstrip("/") + "/oandr",
        # a delivered order invites a review of its lines (the page: docs/reviews-api.md)
        "review_url": (
            settings.SHOP_PUBLIC_URL.rstrip("/") + f"/customerpilot/reviews?order={order.order_id}"
            if kind == EmailKind.DELIVERED
            else ""
        ),
        # the courier, AWB and tracking link, once the order left with a shipment (core.fulfilment)
        "shipment": order_shipment(order) if kind in (EmailKind.SHIPPED, EmailKind.DELIVERED) else None,
    }
    return Rendered(
        subject=f"{settings.SHOP_NAME}: {subject}",
        text=render_to_string("notifications/order_email.txt", context).strip() + "\n",
        html=render_to_string("notifications/order_email.html", context),
    )
