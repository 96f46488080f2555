"""A store made from an accepted quote takes the place of the business order the quote made: that
order, unpaid and not in production, is cancelled with the reason noted and its reserved blanks
released, and the quote shows the store; a paid or printed order refuses the store, by name."""

from decimal import Decimal

import pytest
from django.utils import timezone

from core.accounts.roles import Role
from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.common.errors import ApplicationError
from core.conftest import _logged_in
from core.orders.changes.services import order_update
from core.orders.models import Order, OrderStatus
from core.orders.notes.models import OrderNote
from core.proofs.tests.factories import approve, upload
from core.quotes.services.accepting import quote_accept
from core.quotes.services.stores import ORDER_PAID, ORDER_STARTED
from core.quotes.tests.factories import sent_quote
from core.stock.selectors import order_held
from core.stock.tests.factories import blank
from core.stores.models import Store, StoreStatus
from core.stores.services.desk import DesignIn, StoreIn, store_create
from core.stores.services.draft_stores import store_duplicate, store_open
from core.stores.services.drafts import store_draft_from_quote

pytestmark = pytest.mark.django_db


def _accepted():
    quote = sent_quote(customer=CustomerFactory(name="Asha Rao"))  # 60 M, 40 L, 20 XL hoodies
    quote_accept(quote=quote, actor=quote.customer)
    quote.refresh_from_db()
    return quote


def _store_in(quote) -> StoreIn:
    draft = store_draft_from_quote(number=quote.number)
    return StoreIn(**{**draft, "designs": [DesignIn(**d) for d in draft["designs"]]})


def _confirmed_with_blanks(order: Order) -> Order:
    for size in ("M", "L", "XL"):
        blank(slug="hoodie", size=size, colour=order.colour_name, sleeve=order.sleeve, on_hand=100)
    approve(upload(order))  # the proof approved: the order goes to the print queue
    order_update(order=Order.objects.get(pk=order.pk), actor=None, status=OrderStatus.CONFIRM)
    return Order.objects.get(pk=order.pk)


def test_the_quotes_order_is_cancelled_with_the_reason_and_its_blanks_released():
    quote = _accepted()
    order = _confirmed_with_blanks(quote.order)
    assert order.status == OrderStatus.CONFIRM and sum(order_held(order).values()) == 120
    desk = StaffFactory(role=Role.ORDER_DESK)
    store = store_create(data=_store_in(quote), actor=desk)

    order.refresh_from_db()
    assert order.status == OrderStatus.CANCELLED
    assert order_held(order) == {}  # the 120 blanks back on the shelf for others
    note = OrderNote.objects.get(order=order)
    assert (note.text, note.author) == (f"Sold as store {store.title}", desk)
    quote.refresh_from_db()
    assert (quote.store_title, quote.store_slug) == (store.title, store.slug)
    shown = _logged_in(desk).get(f"/api/office/quotes/{quote.pk}").json()
    assert (shown["store_title"], shown["store_slug"]) == (store.title, store.slug)


def test_a_paid_quote_order_refuses_the_store_by_name_and_stays():
    quote = _accepted()
    order_update(order=quote.order, actor=None, payment_status="paid")
    with pytest.raises(ApplicationError) as refused:
        store_create(data=_store_in(quote), actor=None)
    message = ORDER_PAID.format(number=quote.number, order_id=quote.order.order_id)
    assert refused.value.errors["quote_number"] == [message]
    assert Store.objects.count() == 0
    assert Order.objects.get(pk=quote.order_id).status != OrderStatus.CANCELLED


def test_a_printed_quote_order_refuses_the_store_through_the_office():
    quote = _accepted()
    Order.objects.filter(pk=quote.order_id).update(status=OrderStatus.CONFIRM, printed_at=timezone.now())
    body = _store_in(quote).__dict__ | {
        "designs": [d.__dict__ for d in _store_in(quote).designs],
    }
    body = {k: (v.isoformat() if hasattr(v, "isoformat") else str(v) if isinstance(v, Decimal) else v)
            for k, v in body.items()}  # fmt: skip
    body["designs"] = [{**d, "price": str(d["price"])} for d in body["designs"]]
    answer = _logged_in(StaffFactory(role=Role.ORDER_DESK)).send("post", "/api/office/stores", body)
    assert answer.status_code == 400
    message = ORDER_STARTED.format(number=quote.number, order_id=quote.order.order_id)
    assert answer.json()["errors"]["quote_number"] == [message]


def test_a_draft_from_a_quotes_store_opens_without_touching_the_cancelled_order_again():
    quote = _accepted()
    store = store_create(data=_store_in(quote), actor=None)
    draft = store_duplicate(store=store, actor=None)
    assert draft.quote_id == quote.pk
    store_open(store=draft, actor=None)
    assert Store.objects.get(pk=draft.pk).status == StoreStatus.OPEN
    assert OrderNote.objects.filter(order_id=quote.order_id).count() == 1
