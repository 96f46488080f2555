"""The quote's e-mail and WhatsApp words: the link to the quote's page, recorded and sent after the
commit by core/notifications (a task on the e-mail queue), like the order e-mails."""

from urllib.parse import quote as url_quote

from django.conf import settings
from django.utils.translation import gettext

from core.common.admin_money import inr
from core.common.email_text import shop_url, text_email
from core.common.ist import ist_date
from core.common.languages import person_language, speaking
from core.notifications.models import EmailKind, OutgoingEmail
from core.notifications.services import email_queue
from core.quotes.models import Quote, QuoteRevision


def quote_page_url(quote: Quote) -> str:
    return f"{settings.SHOP_PUBLIC_URL}/quotes/{quote.token}"


def quote_message(quote: Quote, revision: QuoteRevision, url: str = "") -> str:
    """The quote in one sentence, in the active language (the e-mail's and WhatsApp's)."""
    return gettext(
        "Your quote %(number)s from Rangrez: %(total)s (GST included), valid until %(valid_until)s. "
        "Read it, accept it or ask for changes: %(url)s"
    ) % {
        "number": quote.number,
        "total": inr(revision.total),
        "valid_until": ist_date(revision.valid_until),
        "url": url or quote_page_url(quote),
    }


def whatsapp_link(quote: Quote, revision: QuoteRevision) -> str:
    """wa.me with the customer's number (India, +91) and the message with the page's address."""
    return f"https://wa.me/91{quote.customer.phone_number}?text={url_quote(quote_message(quote, revision))}"


def quote_email(*, quote: Quote, revision: QuoteRevision) -> OutgoingEmail:
    """In the customer's language (core/quotes/templates/quotes/quote_email.txt)."""
    language = person_language(quote.customer)
    with speaking(language):
        message = quote_message(quote, revision, shop_url(f"/quotes/{quote.token}", language))
    context = {"person_name": quote.customer.name, "number": quote.number, "message": message}
    subject, text = text_email("quotes/quote_email.txt", {**context, "revision": revision.number}, language)
    return email_queue(kind=EmailKind.QUOTE, to=quote.customer.email, subject=subject, text=text)
