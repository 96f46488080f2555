"""Writes for e-mails: record an order's message inside the business transaction, queue its
sending after the commit, deliver it (once), and let the admin team send it again."""

from django.conf import settings
from django.core.files.base import ContentFile
from django.core.mail import EmailMultiAlternatives
from django.db import IntegrityError, router, transaction
from django.utils import timezone
from django.utils.html import escape

from core.common.prepared import model_columns, update_returning
from core.jobs.retry import MAX_ATTEMPTS, next_run
from core.jobs.start import start
from core.notifications.models import EmailKind, EmailStatus, OutgoingEmail
from core.notifications.rendering import Rendered, render_order_email
from core.orders.changes.followers import ChangeKind, OrderChange
from core.orders.models import Order, OrderStatus, PaymentStatus

EMAIL_SEND = "core.notifications.tasks.email_send"  # queued by path: the task module imports this one
NO_ADDRESS = "Not sent: the customer has no e-mail address."
NO_SMTP = "Not sent: no SMTP server configured (set EMAIL_HOST)."

# The changes of an order that send an e-mail: (kind of change, new value) -> the e-mail.
CHANGE_EMAILS = {
    (ChangeKind.PLACED, ""): EmailKind.PLACED,
    (ChangeKind.STATUS, OrderStatus.CONFIRM): EmailKind.CONFIRM,
    (ChangeKind.STATUS, OrderStatus.SHIPPED): EmailKind.SHIPPED,
    (ChangeKind.STATUS, OrderStatus.DELIVERED): EmailKind.DELIVERED,
    (ChangeKind.STATUS, OrderStatus.CANCELLED): EmailKind.CANCELLED,
    (ChangeKind.PAYMENT, PaymentStatus.PAID): EmailKind.PAID,
}


def order_email_follow(change: OrderChange) -> OutgoingEmail | None:
    """A follower of order changes (settings.ORDER_FOLLOWERS): the e-mail this change sends, if any."""
    kind = CHANGE_EMAILS.get((change.kind, change.new))
    if kind is None:
        return None
    return order_email_queue(order=change.order, kind=kind, placed_now=change.kind == ChangeKind.PLACED)


def order_email_queue(*, order: Order, kind: EmailKind, placed_now: bool = False) -> OutgoingEmail | None:
    """Record the e-mail of `kind` for an order (once per order and kind) and send it after the commit.

    Called inside the orders services' transaction: if the change rolls back, so does the e-mail. An
    order `placed_now` was inserted by this transaction, so no message about it can exist yet: it is
    recorded without asking first (the key's unique index still holds)."""
    key = f"{order.order_id}:{kind}"
    if not placed_now and email_recorded(key=key):
        return None
    rendered = render_order_email(order=order, kind=kind)
    return email_record(order=order, kind=kind, key=key, rendered=rendered, fresh=placed_now)


def email_recorded(*, key: str) -> bool:
    """Whether the message of `key` was recorded already (ask before rendering it)."""
    return OutgoingEmail.objects.filter(dedupe_key=key).exists()


def email_record(
    *, order: Order, kind: str, key: str, rendered: Rendered, fresh: bool = False
) -> OutgoingEmail | None:
    """Record a rendered message about `order` (once per `key`: callers ask `email_recorded` first,
    and a race is caught by the key's unique index) and send it after the commit: the order e-mails
    above and the other apps' (a return's steps, core.returns.emails) alike. `fresh`: the order was
    inserted by this transaction, so no other can hold its key (its e-mails go with it: CASCADE)
    and the insert needs no savepoint to survive a race (two statements fewer per order placed)."""
    to = order.customer.email or ""
    reason = NO_ADDRESS if not to else (NO_SMTP if not settings.EMAIL_HOST else "")
    message = OutgoingEmail(
        order=order,
        kind=kind,
        dedupe_key=key,
        to_email=to,
        subject=rendered.subject,
        body_text=rendered.text,
        body_html=rendered.html,
        status=EmailStatus.SKIPPED if reason else EmailStatus.QUEUED,
        last_error=reason,
    )
    if fresh:
        message.save(force_insert=True)
    else:
        try:
            with transaction.atomic():
                message.save(force_insert=True)
        except IntegrityError:  # another server recorded the same event a moment ago
            return None
    if not reason:
        _enqueue_after_commit(message.pk)
    return message


@transaction.atomic
def email_queue(
    *,
    kind: EmailKind,
    to: str,
    subject: str,
    text: str,
    html: str = "",
    attachment: tuple[str, bytes] | None = None,
) -> OutgoingEmail:
    """Record a message that is not about an order (a password link, a ticket's acknowledgement or
    reply, a purchase order with its PDF as `attachment` (name, bytes)) and send it after the
    commit, like the order e-mails."""
    reason = NO_SMTP if not settings.EMAIL_HOST else ("Not sent: no e-mail address." if not to else "")
    message = OutgoingEmail(
        kind=kind,
        to_email=to,
        subject=subject[:200],
        body_text=text,
        body_html=html or _plain_html(text),
        status=EmailStatus.SKIPPED if reason else EmailStatus.QUEUED,
        last_error=reason,
    )
    if attachment is not None:
        message.attachment.save(attachment[0], ContentFile(attachment[1]), save=False)
    message.save()
    if not reason:
        _enqueue_after_commit(message.pk)
    return message


def _plain_html(text: str) -> str:
    paragraphs = "".join(f"<p>{linebreaks}</p>" for linebreaks in _escaped_paragraphs(text))
    return (
        f'<div style="font-family:sans-serif;font-size:15px;line-height:1.5;color:#2b2118">{paragraphs}</div>'
    )


def _escaped_paragraphs(text: str) -> list[str]:
    return [escape(part).replace("\n", "<br>") for part in text.strip().split("\n\n")]


@transaction.atomic
def emails_redact(*, addresses: list[str], order_ids: list[int]) -> int:
    """Erase a person's copies from the e-mail log (DPDP Act 2023 s.12): the messages to their
    addresses or about their orders keep their kind, status and times, not their words."""
    redacted = "(erased at the customer's request)"
    rows = OutgoingEmail.objects.filter(to_email__in=[a for a in addresses if a])
    n = rows.update(to_email="", subject=redacted, body_text=redacted, body_html=redacted)
    about = OutgoingEmail.objects.filter(order_id__in=order_ids)
    return n + about.update(to_email="", subject=redacted, body_text=redacted, body_html=redacted)


def _enqueue_after_commit(message_id: int) -> None:
    start(EMAIL_SEND, message_id=message_id)


# What sending reads of a message, in the model's order of columns (Model.from_db takes them so).
_SENT_COLUMNS = model_columns(
    OutgoingEmail, {"id", "to_email", "subject", "body_text", "body_html", "attachment"}
)


def _claim(message_id: int) -> OutgoingEmail | None:
    """Mark a queued or failed message as being sent and read what sending needs, in one statement
    instead of an update and a read; None when it was sent or is being sent already."""
    return update_returning(
        OutgoingEmail,
        assignments="status = %s, attempts = attempts + 1",
        where="id = %s AND status IN (%s, %s)",
        params=[EmailStatus.SENDING, message_id, EmailStatus.QUEUED, EmailStatus.FAILED],
        columns=_SENT_COLUMNS,
        using=router.db_for_write(OutgoingEmail),
    )


def email_deliver(*, message_id: int, attempt: int) -> str:
    """Send one recorded message through Django's e-mail framework. Raises when the server fails
    (the task then retries with back-off); a message already sent or being sent is left alone."""
    message = _claim(message_id)
    if message is None:
        return "already handled"
    mail = EmailMultiAlternatives(
        subject=message.subject,
        body=message.body_text,
        from_email=settings.DEFAULT_FROM_EMAIL,
        to=[message.to_email],
    )
    mail.attach_alternative(message.body_html, "text/html")
    if message.attachment:
        with message.attachment.open("rb") as fh:
            mail.attach(message.attachment.name.rsplit("/", 1)[-1], fh.read(), "application/pdf")
    try:
        mail.send()
    except Exception as exc:
        OutgoingEmail.objects.filter(pk=message_id).update(
            status=EmailStatus.FAILED,
            last_error=f"{type(exc).__name__}: {exc}"[:2000],
            next_attempt_at=next_run(attempt) if attempt < MAX_ATTEMPTS else None,
        )
        raise
    OutgoingEmail.objects.filter(pk=message_id).update(
        status=EmailStatus.SENT, sent_at=timezone.now(), last_error="", next_attempt_at=None
    )
    return "sent"


@transaction.atomic
def email_resend(*, message_ids: list[int]) -> int:
    """The admin's retry: messages not yet sent that have an address are queued again."""
    if not settings.EMAIL_HOST:
        return 0
    ids = list(
        OutgoingEmail.objects.filter(pk__in=message_ids)
        .exclude(status=EmailStatus.SENT)
        .exclude(to_email="")
        .values_list("pk", flat=True)
    )
    OutgoingEmail.objects.filter(pk__in=ids).update(status=EmailStatus.QUEUED, last_error="")
    for pk in ids:
        _enqueue_after_commit(pk)
    return len(ids)
