"""The words of the e-mails this app sends (passwords, tickets): plain text, recorded and sent by
core/notifications like the order e-mails."""

from django.conf import settings

from core.accounts.models import User
from core.notifications.models import EmailKind, OutgoingEmail
from core.notifications.services import email_queue

SIGNATURE = "\n\nRangrez customer care"


def _hello(name: str) -> str:
    return f"Hello {name.split()[0] if name.strip() else 'there'},\n\n"


def reset_email(*, user: User, url: str, by_team: bool) -> OutgoingEmail:
    asked = (
        "Our customer care team sent you this at your request."
        if by_team
        else ("Someone, we hope you, asked to reset the password of your Rangrez account.")
    )
    text = (
        f"{_hello(user.name)}{asked} Open this link within 1 hour to choose a new password. "
        f"It works once:\n\n{url}\n\nIf you did not ask for it, ignore this e-mail: your password "
        "stays as it is, and nobody else can use this link without your e-mail."
        f"{SIGNATURE}"
    )
    return email_queue(
        kind=EmailKind.PASSWORD_RESET, to=user.email, subject="Reset your Rangrez password", text=text
    )


def password_changed_email(*, user: User) -> OutgoingEmail:
    text = (
        f"{_hello(user.name)}The password of your Rangrez account ({user.phone_number}) was changed just "
        "now, and every other device was logged out.\n\nIf this was not you, reset your password at once "
        f"from the log-in page ({settings.SHOP_PUBLIC_URL}/login) and write to us by replying to this e-mail."
        f"{SIGNATURE}"
    )
    return email_queue(
        kind=EmailKind.PASSWORD_CHANGED, to=user.email, subject="Your Rangrez password was changed", text=text
    )


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
