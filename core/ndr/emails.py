"""The customer's e-mail about a failed attempt and the desk's WhatsApp link: recorded and sent after
the commit by core/notifications (a task on the e-mail queue), like the order e-mails."""

from urllib.parse import quote as url_quote

from core.common.ist import ist_datetime
from core.ndr.links import case_url
from core.ndr.models import NdrCase
from core.notifications.models import EmailKind, OutgoingEmail
from core.notifications.services import email_queue


def ndr_message(case: NdrCase) -> str:
    reason = f" The courier says: {case.reason}." if case.reason else ""
    return (
        f"We could not deliver your Rangrez order {case.order.order_id} (attempt {case.attempts}).{reason} "
        f"Choose a new date, correct the address or phone, or cancel the delivery before "
        f"{ist_datetime(case.deadline)}: {case_url(case.pk)}"
    )


def phone_plus91(phone: str) -> str:
    """A ten-digit Indian mobile number as people read it: +91 98765 43210."""
    return f"+91 {phone[:5]} {phone[5:]}" if phone else ""


def whatsapp_link(case: NdrCase) -> str:
    """wa.me with the delivery phone (India, +91) and the message with the customer's link."""
    phone = case.order.ship_phone or case.order.customer.phone_number
    return f"https://wa.me/91{phone}?text={url_quote(ndr_message(case))}"


def ndr_email(*, case: NdrCase) -> OutgoingEmail:
    customer = case.order.customer
    name = customer.name.split()[0] if customer.name.strip() else "there"
    text = (
        f"Hello {name},\n\n{ndr_message(case)}\n\n"
        "The link needs no log-in. If we hear nothing, the courier tries once more or returns the parcel "
        "to us.\n\nRangrez"
    )
    return email_queue(
        kind=EmailKind.NDR,
        to=customer.email,
        subject=f"Delivery of your order {case.order.order_id} failed: choose what happens next",
        text=text,
    )
