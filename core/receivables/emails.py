"""The customer's payment e-mails: the advance asked, the balance asked, the reminders before and
after the due date. Recorded in the shop's e-mail log (core.notifications) once per key, inside the
transaction that asks, and sent by the task worker after the commit."""

from decimal import Decimal

from django.conf import settings
from django.utils.html import escape, urlize

from core.common.admin_money import inr
from core.common.email_text import shop_url, text_email
from core.common.ist import ist_date
from core.common.languages import person_language
from core.notifications.models import EmailKind, OutgoingEmail
from core.notifications.rendering import Rendered
from core.notifications.services import email_record, email_recorded
from core.orders.placing.upi import upi_link
from core.receivables.models import Receivable

SIGNATURE = "\n\nRangrez accounts"


def _page(order_id: str) -> str:
    return f"{settings.SHOP_PUBLIC_URL}/oandr/order/{order_id}"


def _send(receivable: Receivable, *, key: str, kind: str, subject: str, body: str) -> OutgoingEmail | None:
    if email_recorded(key=key):
        return None
    order = receivable.order
    name = order.customer.name.split()[0] if order.customer.name.strip() else "there"
    text = f"Hello {name},\n\n{body}{SIGNATURE}"
    html = "".join(f"<p>{urlize(escape(p)).replace(chr(10), '<br>')}</p>" for p in text.split("\n\n"))
    return email_record(order=order, kind=kind, key=key, rendered=Rendered(subject, text, html))


def _how_to_pay(receivable: Receivable, amount: Decimal) -> str:
    order = receivable.order
    return (
        f"Pay {inr(amount)} by UPI to {settings.SHOP_UPI_ID} with the note {order.order_id}, or open "
        f"this link in any UPI app: {upi_link(order=order, amount=amount)}\n\n"
        f"Your order: {_page(order.order_id)}"
    )


def advance_asked_email(*, receivable: Receivable) -> OutgoingEmail | None:
    order = receivable.order
    body = (
        f"Thank you for accepting quote {receivable.quote_number}. Order {order.order_id} "
        f"({inr(receivable.total)}) goes into production once the advance of "
        f"{inr(receivable.advance)} ({receivable.advance_percent.normalize():f}%) is paid.\n\n"
        + _how_to_pay(receivable, receivable.advance)
    )
    return _send(receivable, key=f"{order.order_id}:pay:advance", kind=EmailKind.PAYMENT_ASKED,
                 subject=f"Advance for order {order.order_id}", body=body)  # fmt: skip


def balance_asked_email(*, receivable: Receivable) -> OutgoingEmail | None:
    order = receivable.order
    when = f"by {ist_date(receivable.due_on)}" if receivable.due_on else "before dispatch"
    body = (
        f"We received your advance for order {order.order_id}, thank you. The balance of "
        f"{inr(receivable.balance)} is due {when}"
        + (" (we dispatch once it is paid)" if not receivable.terms_days else "")
        + ".\n\n"
        + _how_to_pay(receivable, receivable.balance)
    )
    key = f"{order.order_id}:pay:balance:{receivable.due_on}"
    subject = f"Balance for order {order.order_id}"
    return _send(receivable, key=key, kind=EmailKind.PAYMENT_ASKED, subject=subject, body=body)


def reminder_email(*, receivable: Receivable, when: str) -> OutgoingEmail | None:
    """`when`: "before" or "after" the due date; one e-mail per receivable, due date and `when`. In
    the customer's language (core/receivables/templates/receivables/reminder_email.txt)."""
    order = receivable.order
    key = f"{order.order_id}:pay:{when}:{receivable.due_on}"
    if email_recorded(key=key):
        return None
    language = person_language(order.customer)
    context = {
        "person_name": order.customer.name,
        "before": when == "before",
        "balance": inr(receivable.balance),
        "order_id": order.order_id,
        "due": ist_date(receivable.due_on),
        "amount": inr(receivable.balance),
        "upi_id": settings.SHOP_UPI_ID,
        "upi_link": upi_link(order=order, amount=receivable.balance),
        "order_url": shop_url(f"/oandr/order/{order.order_id}", language),
    }
    subject, text = text_email("receivables/reminder_email.txt", context, language)
    html = "".join(f"<p>{urlize(escape(p)).replace(chr(10), '<br>')}</p>" for p in text.split("\n\n"))
    rendered = Rendered(subject, text, html)
    return email_record(order=order, kind=EmailKind.PAYMENT_REMINDER, key=key, rendered=rendered)
