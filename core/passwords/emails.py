"""The words of the password e-mails: plain text, recorded and sent by core/notifications like the
order e-mails, in the person's language (core/locale)."""

from django.conf import settings
from django.utils.translation import gettext as _

from core.accounts.models import User
from core.common.languages import speaking_to
from core.notifications.models import EmailKind, OutgoingEmail
from core.notifications.services import email_queue


def _signature() -> str:
    return "\n\n" + _("Rangrez customer care")


def _hello(name: str) -> str:
    first = name.split()[0] if name.strip() else _("there")
    return _("Hello {name},").format(name=first) + "\n\n"


def reset_email(*, user: User, url: str, by_team: bool) -> OutgoingEmail:
    with speaking_to(user):
        asked = (
            _("Our customer care team sent you this at your request.")
            if by_team
            else _("Someone, we hope you, asked to reset the password of your Rangrez account.")
        )
        text = (
            _hello(user.name)
            + asked
            + " "
            + _("Open this link within 1 hour to choose a new password. It works once:")
            + f"\n\n{url}\n\n"
            + _(
                "If you did not ask for it, ignore this e-mail: your password stays as it is, and nobody "
                "else can use this link without your e-mail."
            )
            + _signature()
        )
        subject = _("Reset your Rangrez password")
    return email_queue(kind=EmailKind.PASSWORD_RESET, to=user.email, subject=subject, text=text)


def password_changed_email(*, user: User) -> OutgoingEmail:
    with speaking_to(user):
        text = (
            _hello(user.name)
            + _(
                "The password of your Rangrez account ({phone}) was changed just now, and every other "
                "device was logged out."
            ).format(phone=user.phone_number)
            + "\n\n"
            + _(
                "If this was not you, reset your password at once from the log-in page ({url}) and write "
                "to us by replying to this e-mail."
            ).format(url=f"{settings.SHOP_PUBLIC_URL}/login")
            + _signature()
        )
        subject = _("Your Rangrez password was changed")
    return email_queue(kind=EmailKind.PASSWORD_CHANGED, to=user.email, subject=subject, text=text)
