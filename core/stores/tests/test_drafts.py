"""The desk's store drafts: from an accepted quote (its customer, business, product, sizes, quantity
and a price at or above the break), refused for a quote not accepted; a store's copy with new dates."""

from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from core.accounts.roles import Role
from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.common.errors import ApplicationError
from core.conftest import _logged_in
from core.quotes.models import QuoteLine
from core.quotes.services.accepting import quote_accept
from core.quotes.tests.factories import sent_quote
from core.stores.models import Store, StoreStatus
from core.stores.services.desk import DesignIn, StoreIn, store_create
from core.stores.services.drafts import store_draft_copy, store_draft_from_quote
from core.stores.tests.factories import make_store

pytestmark = pytest.mark.django_db


def _accepted(**kwargs):
    quote = sent_quote(**kwargs)
    quote_accept(quote=quote, actor=quote.customer)
    quote.refresh_from_db()
    return quote


def _made(draft: dict) -> Store:
    designs = [DesignIn(**d) for d in draft.pop("designs")]
    return store_create(data=StoreIn(**draft, designs=designs), actor=None)


def test_a_store_from_an_accepted_quote_is_prefilled_with_the_quotes_customer_lines_and_break():
    organiser = CustomerFactory(name="Asha Rao")
    quote = _accepted(customer=organiser)  # 60 M, 40 L, 20 XL black hoodies for Tarang Textiles
    draft = store_draft_from_quote(number=quote.number)

    assert draft["organiser_phone"] == organiser.phone_number
    assert (draft["business_name"], draft["business_gstin"]) == ("Tarang Textiles Pvt Ltd", "29AABCT1332L1ZA")
    assert draft["quote_number"] == quote.number
    (design,) = draft["designs"]
    assert (design["product"], design["colours"], design["sizes"]) == ("hoodie", ["Black"], ["M", "L", "XL"])
    assert design["expected"] == 120
    assert design["price"] == Decimal("699.00")  # the 100-249 break, one side
    assert design["minimum"] == 100  # where that break starts
    store = _made(draft)
    made = store.designs.get()
    assert (store.organiser, store.quote, store.business_gstin) == (organiser, quote, "29AABCT1332L1ZA")
    assert (made.price, made.shop_price, made.expected) == (Decimal("699.00"), Decimal("699.00"), 120)
    assert bytes(made.share.preview)  # the quote's artwork is the design's print file


def test_a_quote_priced_under_the_break_gives_the_break_and_one_priced_over_keeps_its_price():
    quote = _accepted()
    lines = QuoteLine.objects.filter(revision__quote=quote, kind=QuoteLine.Kind.GOODS)
    lines.update(unit_price=Decimal("650.00"))
    assert store_draft_from_quote(number=quote.number)["designs"][0]["price"] == Decimal("699.00")
    lines.filter(size="XL").update(unit_price=Decimal("749.50"))
    assert store_draft_from_quote(number=quote.number)["designs"][0]["price"] == Decimal("749.50")


def test_a_quote_not_accepted_is_refused_with_a_clear_message():
    quote = sent_quote()
    with pytest.raises(ApplicationError) as caught:
        store_draft_from_quote(number=quote.number)
    message = f"Quote {quote.number} is sent: a store is made from an accepted quote only."
    assert caught.value.message == message
    assert caught.value.errors["quote_number"] == [message]
    with pytest.raises(ApplicationError) as unknown:
        store_draft_from_quote(number="QT-99-999999")
    assert unknown.value.errors["quote_number"] == ["No quote has this number."]


def test_the_desk_asks_for_the_draft_by_the_quotes_number_and_others_may_not():
    quote = _accepted()
    desk = _logged_in(StaffFactory(role=Role.ORDER_DESK))
    answer = desk.send("post", "/api/office/store-drafts", {"quote_number": quote.number})
    assert answer.status_code == 200, answer.content
    assert answer.json()["designs"][0]["expected"] == 120
    refused = desk.send("post", "/api/office/store-drafts", {"quote_number": sent_quote().number})
    assert refused.status_code == 409
    assert "a store is made from an accepted quote only" in refused.json()["message"]
    floor = _logged_in(StaffFactory(role=Role.PRINT_FLOOR))
    assert floor.send("post", "/api/office/store-drafts", {"quote_number": quote.number}).status_code == 403


def test_a_stores_copy_is_a_draft_with_new_dates_and_a_free_address_made_only_when_sent():
    store = make_store(names_asked=True, password="indigo")
    then = timezone.now() - timedelta(days=20)
    Store.objects.filter(pk=store.pk).update(opens_at=then, closes_at=then + timedelta(days=10))
    store.refresh_from_db()
    draft = store_draft_copy(store=store)

    assert Store.objects.count() == 1  # a draft: nothing stored until the desk sends it
    assert draft["slug"] == "fest-2026-2" and draft["password"] == ""
    assert draft["opens_at"] >= timezone.now() - timedelta(minutes=1)
    assert draft["closes_at"] - draft["opens_at"] == timedelta(days=10)
    assert [(d["title"], d["price"], d["minimum"]) for d in draft["designs"]] == [
        ("A", Decimal("449.00"), 10),
        ("B", Decimal("449.00"), 10),
    ]
    copy = _made(draft)
    assert copy.status == StoreStatus.OPEN and copy.names_asked
    assert [d.share_token for d in copy.designs.all()] == [d.share_token for d in store.designs.all()]
    assert store_draft_copy(store=store)["slug"] == "fest-2026-3"
