"""A design under its minimum at the close: each buyer gets one e-mail, once however often the close
runs, saying the design did not reach its minimum and how the money comes back, in their language."""

import pytest

from core.accounts.tests.factories import CustomerFactory
from core.notifications.models import OutgoingEmail
from core.stores.services.closing import store_close
from core.stores.tests.factories import buy, make_store

pytestmark = pytest.mark.django_db


def test_four_buyers_under_the_minimum_get_exactly_four_emails_even_when_the_close_runs_twice():
    store = make_store()  # two designs, minimum 10 each
    buyers = [CustomerFactory(email=f"buyer{i}@example.com") for i in range(4)]
    orders = [
        buy(store, position=2, buyer=b, size=s) for b, s in zip(buyers, ["S", "M", "L", "XL"], strict=True)
    ]
    before = set(OutgoingEmail.objects.values_list("pk", flat=True))

    store_close(store_id=store.pk, early=True)
    store_close(store_id=store.pk, early=True)
    store_close(store_id=store.pk)  # the closing task, late, after the desk closed it

    sent = OutgoingEmail.objects.exclude(pk__in=before)
    assert sorted(m.to_email for m in sent) == sorted(b.email for b in buyers)
    for order in orders:
        (mail,) = sent.filter(order=order)
        assert mail.subject == f"Rangrez: Order {order.order_id} is refunded: B did not reach its minimum"
        assert (
            f"Mood Indigo 2026: B had 4 of the 10 pieces it needed when the store closed, so order "
            f"{order.order_id} is cancelled and refunded in full. We send ₹449.00 back to you by UPI "
            "transfer within 3 working days."
        ) in mail.body_text
        assert "Your order was cancelled" not in mail.body_text  # this e-mail, not the plain one


def test_a_hindi_buyer_reads_why_and_how_in_hindi():
    store = make_store()
    buyer = CustomerFactory(language="hi", email="priya@example.com")
    order = buy(store, position=2, buyer=buyer)
    store_close(store_id=store.pk, early=True)
    (mail,) = OutgoingEmail.objects.filter(order=order, kind="cancelled")
    assert (
        mail.subject == f"Rangrez: ऑर्डर {order.order_id} का पूरा पैसा लौटाया गया: B अपनी न्यूनतम संख्या तक नहीं पहुँचा"
    )
    assert "हम 3 कामकाजी दिनों में ₹449.00 UPI ट्रांसफ़र से आपको वापस भेजेंगे।" in mail.body_text
    assert '<html lang="hi">' in mail.body_html


def test_a_buyer_of_a_printed_design_gets_no_refund_email():
    store = make_store()
    orders = [buy(store, position=1) for _ in range(10)]
    store_close(store_id=store.pk, early=True)
    assert not OutgoingEmail.objects.filter(order__in=orders, kind="cancelled").exists()
