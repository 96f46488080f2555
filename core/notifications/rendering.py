"""The order e-mails' words and look: one HTML and one text template, a few lines per kind."""

from dataclasses import dataclass

from django.conf import settings
from django.template.loader import render_to_string

from core.common.admin_money import inr
from core.notifications.models import EmailKind
from core.orders.breakdown import breakdown_rows
from core.orders.models import Order, PaymentMethod, PaymentStatus
from core.orders.placing.upi import pay_now_offer, upi_link
from core.orders.shipping.selectors import order_shipment

# kind: (subject, headline, the paragraph under it)
WORDING = {
    EmailKind.PLACED: (
        "Order {id} placed: {total}",
        "Thank you for your order!",
        "We have received order {id}. We will confirm it soon and start printing.",
    ),
    EmailKind.CONFIRM: (
        "Order {id} is confirmed",
        "Your order is confirmed",
        "Order {id} is confirmed and goes to the print floor.",
    ),
    EmailKind.SHIPPED: (
        "Order {id} has shipped",
        "Your order is on its way",
        "Order {id} has left our workshop.",
    ),
    EmailKind.DELIVERED: (
        "Order {id} was delivered",
        "Your order was delivered",
        "Order {id} was delivered. We hope you enjoy it!",
    ),
    EmailKind.CANCELLED: (
        "Order {id} was cancelled",
        "Your order was cancelled",
        "Order {id} was cancelled. If this is unexpected, reply to this e-mail or call us.",
    ),
    EmailKind.PAID: (
        "Payment received for order {id}",
        "Payment received, thank you",
        "We have received {total} for order {id}.",
    ),
}


@dataclass(frozen=True)
class Rendered:
    subject: str
    text: str
    html: str


def render_order_email(*, order: Order, kind: str) -> Rendered:
    subject, headline, intro = (
        part.format(id=order.order_id, total=inr(order.amount)) for part in WORDING[kind]
    )
    unpaid_upi = order.payment_method == PaymentMethod.UPI and order.payment_status == PaymentStatus.UNPAID
    lines = list(order.lines.all())
    context = {
        "shop": settings.SHOP_NAME,
        "headline": headline,
        "intro": intro,
        "order": order,
        "customer_name": order.customer.name,
        "lines": [{"size": ln.size, "quantity": ln.quantity, "total": inr(ln.line_total)} for ln in lines],
        "show_items": kind == EmailKind.PLACED,
        "breakdown": [(row.label, row.text) for row in breakdown_rows(order)],
        "total": inr(order.amount),
        "payment_method": order.get_payment_method_display(),
        "payment_status": order.get_payment_status_display(),
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
