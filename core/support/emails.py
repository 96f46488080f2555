"""The words of the ticket e-mails: plain text, recorded and sent by core/notifications like the
order e-mails."""

from django.conf import settings

from core.notifications.models import EmailKind, OutgoingEmail
from core.notifications.services import email_queue

SIGNATURE = "\n\nRangrez customer care"


def _hello(name: str) -> str:
    return f"Hello {name.split()[0] if name.strip() else 'there'},\n\n"


def ticket_ack_email(*, to: str, name: str, number: str, message: str, due: str) -> OutgoingEmail:
    # Consumer Protection (E-Commerce) Rules, 2020, rule 4(5): acknowledged within 48 hours (here at
    # once), resolved within one month of receipt.
    text = (
        f"{_hello(name)}We have received your message and opened ticket {number}. We will answer "
        f"within 48 hours and resolve it by {due} at the latest.\n\nYou wrote:\n\n{message}\n\n"
        f"You can follow the ticket on your account page ({settings.SHOP_PUBLIC_URL}/account) "
        f"when you are logged in; quote {number} when you write or call.{SIGNATURE}"
    )
    return email_queue(
        kind=EmailKind.TICKET_ACK, to=to, subject=f"We received your message: {number}", text=text
    )


def ticket_reply_email(*, to: str, name: str, number: str, body: str) -> OutgoingEmail:
    text = (
        f"{_hello(name)}Our reply on ticket {number}:\n\n{body}\n\nYou can read the whole thread on "
        f"{settings.SHOP_PUBLIC_URL}/account/tickets/{number}.{SIGNATURE}"
    )
    return email_queue(
        kind=EmailKind.TICKET_REPLY, to=to, subject=f"Reply on your ticket {number}", text=text
    )
