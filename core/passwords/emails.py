"""The words of the password e-mails: plain text, recorded and sent by
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
