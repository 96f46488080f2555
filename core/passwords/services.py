"""Forgotten and changed passwords (OWASP Forgot Password Cheat Sheet).

- The request for a link answers the same, in about the same time, whether or not an account
  matches: the request only looks the account up (one query either way) and queues one task; the
  task makes the token and records the e-mail.
- The link carries Django's `PasswordResetTokenGenerator` token: valid PASSWORD_RESET_TIMEOUT
  (1 hour), and single use, since it hashes the password (and the last log-in) it was made for.
- A new password ends every session of the account: Django keeps the password's hash in each
  session (`get_session_auth_hash`), and `AuthenticationMiddleware` drops a session whose hash no
  longer matches, whichever cache or database holds it. A change from the account keeps its own
  session (`update_session_auth_hash`).
"""

from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.contrib.auth import update_session_auth_hash
from django.contrib.auth.password_validation import validate_password
from django.contrib.auth.tokens import default_token_generator
from django.core.exceptions import ValidationError
from django.db import transaction
from django.http import HttpRequest
from django.utils import timezone
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_decode, urlsafe_base64_encode

from core.accounts.models import User
from core.accounts.rate_limits import rate_limit_account
from core.common.errors import REQUIRED, ApplicationError, FieldErrors, NotFound
from core.common.models import AuditAction
from core.common.phone import is_valid_phone
from core.common.services import audit_record
from core.jobs.start import start
from core.passwords import emails

BAD_LINK = "This link to reset the password is invalid or has expired. Please ask for a new one."
BAD_CURRENT = "Your current password is not correct."
NO_MATCH = "Passwords do not match."
CHOOSE_ANOTHER = "Please choose another password."
MAX_ACCOUNTS = 3  # one e-mail address may belong to a few accounts; each gets its own link


def _accounts(login: str) -> list[int]:
    login = (login or "").strip()
    if is_valid_phone(login):
        found = User.objects.filter(phone_number=login)
    elif "@" in login:
        found = User.objects.filter(email__iexact=login)
    else:
        return []
    return list(found.filter(is_active=True).values_list("pk", flat=True)[:MAX_ACCOUNTS])


def password_forgot(*, login: str) -> None:
    """Queue the reset e-mails for the accounts `login` names (perhaps none): the same work either way."""
    if not (login or "").strip():
        raise FieldErrors.single("login", "Enter your phone number or e-mail address.")
    user_ids = _accounts(login)
    start("core.passwords.tasks.password_reset_send", user_ids=user_ids)


def reset_url(user: User) -> str:
    uid = urlsafe_base64_encode(force_bytes(user.pk))
    token = default_token_generator.make_token(user)
    where = "/office/#/reset-password" if user.is_staff else "/reset-password"
    return f"{settings.SHOP_PUBLIC_URL.rstrip('/')}{where}/{uid}/{token}"


@transaction.atomic
def password_reset_emails_send(*, user_ids: list[int]) -> int:
    """The task's work: a link e-mailed to each account that can use one, within its own limit."""
    sent = 0
    for user in User.objects.filter(pk__in=user_ids, is_active=True).exclude(email=""):
        if user.has_usable_password() and rate_limit_account(scope="password_reset_email", user_id=user.pk):
            emails.reset_email(user=user, url=reset_url(user), by_team=False)
            sent += 1
    return sent


@dataclass(frozen=True)
class ResetHelp:
    """What the team is told after asking for a customer's link: never the link itself."""

    emailed: bool
    email: str
    active: bool
    expires_at: datetime | None
    whatsapp_text: str


def _whatsapp_text(customer: User, *, emailed: bool) -> str:
    """A line for the team to send on WhatsApp: it carries no token, only where to ask for one."""
    hello = f"Hello {customer.name.split()[0]}" if customer.name.strip() else "Hello"
    forgot = f"{settings.SHOP_PUBLIC_URL.rstrip('/')}/forgot-password"
    if emailed:
        return (
            f"{hello}, we have e-mailed you a link to choose a new Rangrez password. It works once, "
            f"for 1 hour. Not there? Ask for another at {forgot}"
        )
    return (
        f"{hello}, your Rangrez account has no e-mail address, so we cannot send you a link to choose "
        f"a new password. Please reply with your e-mail address; once it is on your account, ask for "
        f"the link at {forgot}"
    )


@transaction.atomic
def password_reset_link_send(*, actor: User, customer_id: int) -> ResetHelp:
    """The team's help for a customer locked out: a link e-mailed to the customer's own address.
    The team never sees the link (who holds it could set the customer's password), nor sets the
    password; without an e-mail address nothing is made. The audit trail keeps who asked."""
    customer = User.objects.filter(pk=customer_id, is_staff=False).first()
    if customer is None:
        raise NotFound("No such customer.")
    emailed = bool(customer.email) and customer.is_active
    expires = None
    if emailed:
        emails.reset_email(user=customer, url=reset_url(customer), by_team=True)
        expires = timezone.now() + timedelta(seconds=settings.PASSWORD_RESET_TIMEOUT)
    audit_record(actor=actor, action=AuditAction.RESET_LINK, target=f"Customer #{customer.pk}")
    active = customer.is_active
    text = _whatsapp_text(customer, emailed=emailed) if active else ""
    return ResetHelp(
        emailed=emailed, email=customer.email, active=active, expires_at=expires, whatsapp_text=text
    )


def _user_from_link(uid: str, token: str) -> User:
    try:
        pk = int(urlsafe_base64_decode(uid or "").decode())
    except (TypeError, ValueError, UnicodeDecodeError, OverflowError):
        pk = None
    user = User.objects.filter(pk=pk, is_active=True).first() if pk else None
    if user is None or not default_token_generator.check_token(user, token or ""):
        raise ApplicationError(BAD_LINK, errors={"token": [BAD_LINK]})
    return user


def password_link_check(*, uid: str, token: str) -> None:
    _user_from_link(uid, token)


def _new_password(user: User, password: str, password2: str, errors: FieldErrors) -> None:
    if not password:
        errors.add("password", REQUIRED)
    elif password != password2:
        errors.add("password2", NO_MATCH)
    else:
        try:
            validate_password(password, user=user)
        except ValidationError as exc:
            for message in exc.messages:
                errors.add("password", message)
    errors.raise_if_any(CHOOSE_ANOTHER)


@transaction.atomic
def password_reset(*, uid: str, token: str, password: str, password2: str) -> User:
    """Set the password the link's owner chose: the link is void afterwards, every session ends."""
    user = _user_from_link(uid, token)
    user = User.objects.select_for_update().get(pk=user.pk)  # two uses of one link: one wins
    if not default_token_generator.check_token(user, token):
        raise ApplicationError(BAD_LINK, errors={"token": [BAD_LINK]})
    _new_password(user, password, password2, FieldErrors())
    user.set_password(password)
    user.save(update_fields=["password"])
    emails.password_changed_email(user=user)
    return user


@transaction.atomic
def password_change(*, request: HttpRequest, current_password: str, password: str, password2: str) -> User:
    """The logged-in account's own change: the current password first; this session stays."""
    user = request.user
    if not user.check_password(current_password or ""):
        raise FieldErrors.single("current_password", BAD_CURRENT)
    _new_password(user, password, password2, FieldErrors())
    user.set_password(password)
    user.save(update_fields=["password"])
    update_session_auth_hash(request, user)
    emails.password_changed_email(user=user)
    return user
