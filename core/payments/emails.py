"""The customer's e-mail when an online payment failed: a link back to the order's page, where Pay
now is offered again. Recorded in the shop's e-mail log (core.notifications) inside the webhook's
transaction, once per failed attempt, and sent by the task worker after the commit."""

from decimal import Decimal
from html import escape
from urllib.parse import quote

from django.conf import settings
from django.utils.translation import gettext_lazy as _

from core.common.admin_money import inr
from core.common.languages import speaking_to
from core.notifications.models import EmailKind
from core.notifications.rendering import Rendered
from core.notifications.services import email_record, email_recorded
from core.orders.models import Order

SUBJECT = _("{shop}: your payment for order {order} did not go through")
TEXT = _("""Hello {name},

Your payment of {amount} for order {order} did not go through, and no money was taken for it (if your
bank shows a debit, it is returned to you by your bank within a few working days).

Your order is waiting for you: try again here:
{link}

{shop}
""")
HTML = _("""<div style="font-family:sans-serif;font-size:15px;line-height:1.5;color:#2b2118">
<p>Hello {name},</p>
<p>Your payment of {amount} for order {order} did not go through, and no money was taken for it (if
your bank shows a debit, it is returned to you by your bank within a few working days).</p>
<p><a href="{link}" style="color:#b5432a;font-weight:bold">Try again</a>: your order is waiting for you.</p>
<p>{shop}</p>
</div>""")


def order_page_url(order: Order) -> str:
    return f"{settings.SHOP_PUBLIC_URL.rstrip('/')}/oandr/order/{quote(order.order_id)}"


def payment_failed_email_queue(*, order: Order, attempt_id: str, amount: Decimal) -> None:
    """The "try again" e-mail of one failed attempt (its gateway payment id), once."""
    key = f"{order.order_id}:pay_failed:{attempt_id}"[:80]
    if email_recorded(key=key):
        return
    values = {
        "shop": settings.SHOP_NAME,
        "name": order.ship_name or order.customer.name,
        "amount": inr(amount),
        "order": order.order_id,
        "link": order_page_url(order),
    }
    safe = {name: escape(str(value)) for name, value in values.items()}
    with speaking_to(order.customer):  # in the customer's language (core/locale)
        rendered = Rendered(
            subject=str(SUBJECT).format(**values)[:200],
            text=str(TEXT).format(**values),
            html=str(HTML).format(**safe),
        )
    email_record(order=order, kind=EmailKind.PAY_FAILED, key=key, rendered=rendered)
