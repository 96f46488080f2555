"""The kept bag and its one reminder: saved for the logged-in customer (lines checked against the
catalogue), one reminder after the hours set, only with marketing e-mail consent, never twice
(also when two runs race), none after an order or an emptied bag or a withdrawal; its signed link
restores the bag."""

import re
import threading
from datetime import timedelta

import pytest
import time_machine
from django.db import connection
from django.utils import timezone

from core.bags.models import SavedBag
from core.bags.services import bag_reminders_send
from core.conftest import JsonClient
from core.consent.services import consent_give, consent_person, consent_withdraw
from core.notifications.models import EmailKind, OutgoingEmail
from core.office.tests.factories import CatalogueItemFactory
from core.orders.tests.factories import OrderFactory
from core.tests.transactional import migration_seeds

pytestmark = pytest.mark.django_db


def _client(user) -> JsonClient:
    c = JsonClient()
    c.force_login(user)
    return c


def _consenting(user) -> None:
    person = consent_person(user=user)
    consent_give(person=person, purposes=["marketing_email"], language="en", place="checkout")


def _reminders():
    return OutgoingEmail.objects.filter(kind=EmailKind.BAG_REMINDER)


def _fill(user, item=None, quantity=2):
    item = item or CatalogueItemFactory()
    answer = _client(user).send(
        "put", "/api/me/bag/", {"lines": [{"item_id": item.pk, "size": "M", "quantity": quantity}]}
    )
    assert answer.status_code == 200, answer.content
    return item, answer.json()


def test_the_bag_is_kept_with_the_catalogues_names_and_prices(customer):
    item, saved = _fill(customer)
    assert saved["lines"] == [
        {
            "item_id": item.pk,
            "name": item.name,
            "price": float(item.price),
            "color": item.colour_name,
            "size": "M",
            "quantity": 2,
            "image": item.images[0] if item.images else None,
        }
    ]
    assert _client(customer).get("/api/me/bag/").json() == saved
    bad = _client(customer).send(
        "put", "/api/me/bag/", {"lines": [{"item_id": 999999, "size": "M", "quantity": 1}]}
    )
    assert bad.status_code == 400 and "lines" in bad.json()["errors"]


def test_one_reminder_for_a_consenting_customer_none_for_one_who_withdrew(customer, other_customer, settings):
    settings.SHOP_BAG_REMINDER_HOURS = 24
    _consenting(customer)
    _consenting(other_customer)
    _fill(customer)
    _fill(other_customer)
    consent_withdraw(person=consent_person(user=other_customer), purpose="marketing_email")
    with time_machine.travel(timezone.now() + timedelta(hours=23), tick=False):
        assert bag_reminders_send() == 0  # not yet a day
    with time_machine.travel(timezone.now() + timedelta(hours=25), tick=False):
        assert bag_reminders_send() == 1
        assert bag_reminders_send() == 0  # no second reminder
    with time_machine.travel(timezone.now() + timedelta(days=5), tick=False):
        assert bag_reminders_send() == 0
    sent = _reminders().get()
    assert sent.to_email == customer.email
    assert not _reminders().filter(to_email=other_customer.email).exists()


def test_no_reminder_without_consent_after_an_order_or_an_emptied_bag(customer, other_customer):
    stranger = OrderFactory().customer  # never consented
    _fill(stranger)
    _consenting(customer)
    item, _ = _fill(customer)
    body = {"items": [{"catalogue_item_id": item.pk, "size": "M", "quantity": 2}]}
    placed = _client(customer).send("post", "/api/orders/checkout/", body)  # ordered from the bag
    assert placed.status_code in (200, 201), placed.content
    _consenting(other_customer)
    _fill(other_customer)
    _client(other_customer).send("put", "/api/me/bag/", {"lines": []})  # emptied
    with time_machine.travel(timezone.now() + timedelta(days=2), tick=False):
        assert bag_reminders_send() == 0
    assert not _reminders().exists()


def test_the_reminders_link_restores_the_bag(customer, client):
    _consenting(customer)
    item, saved = _fill(customer, quantity=3)
    with time_machine.travel(timezone.now() + timedelta(days=1, hours=1), tick=False):
        bag_reminders_send()
    text = _reminders().get().body_text
    assert item.name in text and "My account" in text
    token = re.search(r"/bag/restore/(\S+)", text).group(1)
    restored = client.get(f"/api/bag/restore/{token}/")
    assert restored.status_code == 200 and restored.json() == saved
    assert client.get(f"/api/bag/restore/{token[:-2]}xx/").status_code == 404
    assert SavedBag.objects.get(user=customer).reminded_at is not None


@pytest.mark.django_db(transaction=True)
def test_two_runs_at_once_record_one_reminder(customer):
    if connection.vendor != "postgresql":
        pytest.skip("the race needs PostgreSQL's row locks (scripts/test-postgres)")
    migration_seeds()  # an earlier transactional test may have flushed the product types
    _consenting(customer)
    _fill(customer)
    later = timezone.now() + timedelta(days=2)
    counts = []

    def run():
        with time_machine.travel(later, tick=False):
            counts.append(bag_reminders_send())
        connection.close()

    threads = [threading.Thread(target=run) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sum(counts) == 1 and _reminders().count() == 1
