"""A customer who reads Hindi gets the quote, proof, payment reminder, ticket and bag reminder e-mails
in Hindi: subject and text, with no English word left but the brand, codes, links and the words a
person typed (their name and address, the team's design name, the catalogue's item names); the same
e-mails stay in English, word for word, for a customer who reads English."""

import re
from datetime import timedelta

import pytest
from django.utils import timezone

from core.accounts.tests.factories import CustomerFactory
from core.bags.emails import reminder_email as bag_reminder_email
from core.bags.models import SavedBag
from core.common.ist import ist_date
from core.common.tests.hindi_text import english_words
from core.conftest import JsonClient
from core.notifications.models import EmailKind, OutgoingEmail
from core.office.tests.factories import CatalogueItemFactory
from core.proofs.tests import factories as proofs
from core.quotes.emails import quote_email
from core.quotes.tests.factories import sent_quote
from core.receivables.emails import reminder_email as payment_reminder_email
from core.receivables.tests.factories import business_order
from core.support.models import TicketSource
from core.support.services import ticket_create, ticket_reply

pytestmark = pytest.mark.django_db

DEVANAGARI = re.compile(r"[\u0900-\u097F]")


def _english_left(text: str, *typed: str) -> set[str]:
    """English words outside links and UPI IDs, the brand and what people typed."""
    text = re.sub(r"\S+://\S+|\S+@\S+", " ", text)
    return english_words(text) - {"Rangrez"} - english_words(" ".join(typed))


def _typed(person) -> tuple[str, ...]:
    return (person.name, person.address_line, person.email)


def _hindi(user) -> None:
    user.language = "hi"
    user.save(update_fields=["language"])


def _assert_hindi(subject: str, text: str, *typed: str) -> None:
    assert DEVANAGARI.search(subject) and text.startswith("नमस्ते ")
    for part in (subject, text):
        assert _english_left(part, *typed) == set(), part


@pytest.mark.parametrize("language", ["hi", "en"])
def test_the_quote_email(language):
    quote = sent_quote(customer=CustomerFactory(language=language))
    message = quote_email(quote=quote, revision=quote.latest)
    if language == "en":
        assert message.subject == f"Your quote {quote.number}"
        ending = "This is revision 1. The PDF is on the page.\n\nRangrez business orders"
        assert message.body_text.endswith(ending)
        assert f"/quotes/{quote.token}" in message.body_text and "/hi/" not in message.body_text
        return
    assert message.subject == f"आपका कोटेशन {quote.number}"
    assert f"/hi/quotes/{quote.token}" in message.body_text  # the page in Hindi
    _assert_hindi(message.subject, message.body_text, *_typed(quote.customer))


def test_the_proof_and_payment_reminder_emails():
    order = business_order(advance_percent="50.00", terms_days=15, proof="pending")
    _hindi(order.customer)
    revision = proofs.upload(order, design="Back print", note="रंग थोड़ा गहरा किया है")
    proof = OutgoingEmail.objects.get(dedupe_key=f"{order.order_id}:proof:{revision.pk}")
    assert proof.subject == f"ऑर्डर {order.order_id} का आपका प्रूफ़ मंज़ूरी के लिए तैयार है"
    assert f"/hi/oandr/order/{order.order_id}" in proof.body_text
    assert "हमारी ओर से एक टिप्पणी: रंग थोड़ा गहरा किया है" in proof.body_text
    _assert_hindi(proof.subject, proof.body_text, *_typed(order.customer), "Back print")

    receivable = order.receivable
    receivable.due_on = timezone.localdate() + timedelta(days=15)  # as on dispatch, on terms
    for when in ("before", "after"):
        reminder = payment_reminder_email(receivable=receivable, when=when)
        assert reminder.kind == EmailKind.PAYMENT_REMINDER
        assert reminder.subject == f"भुगतान की याद: ऑर्डर {order.order_id}"
        due = ist_date(receivable.due_on)
        assert (f"{due} को देय है" if when == "before" else "नहीं चुकाई गई") in reminder.body_text
        _assert_hindi(reminder.subject, reminder.body_text, *_typed(order.customer))


def test_the_ticket_emails(staff):
    customer = CustomerFactory(language="hi")
    ticket = ticket_create(
        name=customer.name, email=customer.email, message="मेरा ऑर्डर कब आएगा?",
        source=TicketSource.SUPPORT, customer=customer,
    )  # fmt: skip
    ack = OutgoingEmail.objects.get(kind=EmailKind.TICKET_ACK, to_email=customer.email)
    assert ack.subject == f"हमें आपका संदेश मिल गया: {ticket.number}"
    assert "आपने लिखा:\n\nमेरा ऑर्डर कब आएगा?" in ack.body_text
    _assert_hindi(ack.subject, ack.body_text, *_typed(customer))
    ticket_reply(actor=staff, ticket=ticket, body="आपका ऑर्डर कल पहुँचेगा।")
    reply = OutgoingEmail.objects.get(kind=EmailKind.TICKET_REPLY, to_email=customer.email)
    assert f"/hi/account/tickets/{ticket.number}" in reply.body_text
    _assert_hindi(reply.subject, reply.body_text, *_typed(customer))


def test_a_visitor_without_an_account_gets_the_ticket_email_in_english():
    ticket_create(name="Asha Rao", email="asha@example.com", message="Hello", source=TicketSource.CONTACT)
    ack = OutgoingEmail.objects.get(kind=EmailKind.TICKET_ACK, to_email="asha@example.com")
    assert ack.subject.startswith("We received your message: ")
    assert ack.body_text.startswith("Hello Asha,\n\nWe have received your message and opened ticket ")


def test_the_bag_reminder_email():
    customer = CustomerFactory(language="hi")
    item = CatalogueItemFactory()
    client = JsonClient()
    client.force_login(customer)
    lines = {"lines": [{"item_id": item.pk, "size": "M", "quantity": 2}]}
    assert client.send("put", "/api/me/bag/", lines).status_code == 200
    message = bag_reminder_email(bag=SavedBag.objects.get(user=customer))
    assert message.subject == "Rangrez पर आपके बैग में कुछ सामान रह गया है"
    assert f"- {item.name} (M) x 2: ₹" in message.body_text
    assert "/hi/customerpilot" in message.body_text
    _assert_hindi(message.subject, message.body_text, *_typed(customer), item.name, item.colour_name)
