"""The words of the ticket e-mails: plain text, recorded and sent by core/notifications like the
order e-mails."""

from core.common.email_text import shop_url, text_email
from core.common.languages import default_language
from core.notifications.models import EmailKind, OutgoingEmail
from core.notifications.services import email_queue


def ticket_ack_email(
    *, to: str, name: str, number: str, message: str, due: str, language: str = ""
) -> OutgoingEmail:
    """In `language` (the customer's; the default for a visitor): templates/support/ack_email.txt."""
    # Consumer Protection (E-Commerce) Rules, 2020, rule 4(5): acknowledged within 48 hours (here at
    # once), resolved within one month of receipt.
    language = language or default_language()
    context = {"person_name": name, "number": number, "due": due, "message": message}
    subject, text = text_email(
        "support/ack_email.txt", {**context, "account_url": shop_url("/account", language)}, language
    )
    return email_queue(kind=EmailKind.TICKET_ACK, to=to, subject=subject, text=text)


def ticket_reply_email(*, to: str, name: str, number: str, body: str, language: str = "") -> OutgoingEmail:
    language = language or default_language()
    context = {"person_name": name, "number": number, "body": body}
    thread_url = shop_url(f"/account/tickets/{number}", language)
    subject, text = text_email("support/reply_email.txt", {**context, "thread_url": thread_url}, language)
    return email_queue(kind=EmailKind.TICKET_REPLY, to=to, subject=subject, text=text)
