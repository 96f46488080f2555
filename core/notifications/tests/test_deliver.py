"""Sending one recorded message: claimed once (a message sent or being sent is left alone), with what
it was recorded with, its attachment too."""

import pytest
from django.core import mail
from django.db import connection
from django.test.utils import CaptureQueriesContext

from core.notifications.models import EmailKind, EmailStatus, OutgoingEmail
from core.notifications.services import email_deliver, email_queue

pytestmark = pytest.mark.django_db


@pytest.fixture
def message(settings):
    settings.EMAIL_HOST = "127.0.0.1"
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    return email_queue(
        kind=EmailKind.PURCHASE_ORDER,
        to="mill@example.in",
        subject="Purchase order PO-1 — ₹1,200",
        text="Hello,\n\nplease find it attached.",
        attachment=("PO-1.pdf", b"%PDF-1.4 test"),
    )


def test_a_queued_message_is_sent_once_with_its_words_and_attachment(message):
    with CaptureQueriesContext(connection) as ctx:
        assert email_deliver(message_id=message.pk, attempt=1) == "sent"
    assert len(ctx.captured_queries) == 2  # claimed and read in one statement, then marked sent
    [sent] = mail.outbox
    assert sent.subject == "Purchase order PO-1 — ₹1,200" and sent.to == ["mill@example.in"]
    assert sent.body == "Hello,\n\nplease find it attached."
    assert sent.alternatives[0][0] == message.body_html
    assert sent.attachments == [("PO-1.pdf", b"%PDF-1.4 test", "application/pdf")]
    stored = OutgoingEmail.objects.get(pk=message.pk)
    assert stored.status == EmailStatus.SENT and stored.attempts == 1 and stored.sent_at is not None
    assert email_deliver(message_id=message.pk, attempt=2) == "already handled"
    assert len(mail.outbox) == 1 and OutgoingEmail.objects.get(pk=message.pk).attempts == 1


def test_a_message_being_sent_is_left_alone_and_a_failed_one_is_sent(message):
    OutgoingEmail.objects.filter(pk=message.pk).update(status=EmailStatus.SENDING)
    assert email_deliver(message_id=message.pk, attempt=1) == "already handled"
    OutgoingEmail.objects.filter(pk=message.pk).update(status=EmailStatus.FAILED, attempts=1)
    assert email_deliver(message_id=message.pk, attempt=2) == "sent"
    assert OutgoingEmail.objects.get(pk=message.pk).attempts == 2
    assert email_deliver(message_id=-1, attempt=1) == "already handled"
