"""The quote's e-mail and WhatsApp words: the link to the quote's page, recorded and sent after the
commit by core/notifications (a task on the e-mail queue), like the order e-mails."""

from urllib.parse import quote as url_quote

from django.conf import settings

from core.common.admin_money import inr
from core.common.ist import ist_date
from core.notifications.models import EmailKind, OutgoingEmail
from core.notifications.services import email_queue
from core.quotes.models import Quote, QuoteRevision


def quote_page_url(quote: Quote) -> str:
    return f"{settings.SHOP_PUBLIC_URL}/quotes/{quote.token}"


def quote_message(quote: Quote, revision: QuoteRevision) -> str:
    return (
        f"Your quote {quote.number} from Rangrez: {inr(revision.total)} (GST included), valid until "
        f"{ist_date(revision.valid_until)}. Read it, accept it or ask for changes: {quote_page_url(quote)}"
    )


def whatsapp_link(quote: Quote, revision: QuoteRevision) -> str:
    """wa.me with the customer's number (India, +91) and the message with the page's address."""
    return f"https://wa.me/91{quote.customer.phone_number}?text={url_quote(quote_message(quote, revision))}"


def quote_email(*, quote: Quote, revision: QuoteRevision) -> OutgoingEmail:
    name = quote.customer.name.split()[0] if quote.customer.name.strip() else "there"
    text = (
        f"Hello {name},\n\n{quote_message(quote, revision)}\n\n"
        f"This is revision {revision.number}. The PDF is on the page.\n\nRangrez business orders"
    )
    return email_queue(
        kind=EmailKind.QUOTE, to=quote.customer.email, subject=f"Your quote {quote.number}", text=text
    )
