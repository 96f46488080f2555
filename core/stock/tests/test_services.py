"""Blanks reserved at confirm, consumed at print, released at cancel; receiving serves the waiting
orders oldest first; adjustments need a reason and stop at what is free."""

import pytest

from core.common.errors import ApplicationError
from core.orders.aftersales.services import ReplacementLine, order_replacement_create
from core.orders.changes.services import order_update
from core.orders.models import Order
from core.orders.tests.factories import OrderFactory
from core.stock.models import BlankItem, MovementKind, StockMovement, StockSettings
from core.stock.selectors import stock_recount
from core.stock.services import stock_adjust, stock_order_print, stock_receive
from core.stock.tests.factories import blank

pytestmark = pytest.mark.django_db


def counts(item: BlankItem) -> tuple[int, int, int]:
    item.refresh_from_db()
    return item.on_hand, item.reserved, item.available


def test_confirming_reserves_printing_consumes():
    item = blank(on_hand=5)
    order = OrderFactory(lines=[("M", 2)])
    order_update(order=order, actor=None, status="confirm")
    assert counts(item) == (5, 2, 3)
    stock_order_print(order=order, actor=None)
    assert counts(item) == (3, 0, 3)
    order.refresh_from_db()
    assert order.printed_at is not None and not order.waiting_for_blanks
    assert stock_recount() == []


def test_cancelling_releases():
    item = blank(on_hand=5)
    order = OrderFactory(lines=[("M", 2)])
    order_update(order=order, actor=None, status="confirm")
    order_update(order=order, actor=None, status="cancelled")
    assert counts(item) == (5, 0, 5)
    kinds = list(StockMovement.objects.filter(order=order).values_list("kind", flat=True))
    assert sorted(kinds) == [MovementKind.RELEASE, MovementKind.RESERVE]


def test_short_order_is_confirmed_and_waits_then_receiving_reserves_it():
    item = blank(on_hand=1)
    order = OrderFactory(lines=[("M", 2)])
    order_update(order=order, actor=None, status="confirm")
    order.refresh_from_db()
    assert order.status == "confirm" and order.waiting_for_blanks
    assert counts(item) == (1, 0, 1)  # all or nothing
    with pytest.raises(ApplicationError, match="waiting for blanks"):
        stock_order_print(order=order, actor=None)
    stock_receive(item=item, quantity=1, actor=None, reference="PO-26-000001")
    order.refresh_from_db()
    assert not order.waiting_for_blanks
    assert counts(item) == (2, 2, 0)


def test_waiting_orders_are_served_oldest_first():
    item = blank(on_hand=0)
    first, second = OrderFactory(lines=[("M", 1)]), OrderFactory(lines=[("M", 1)])
    Order.objects.filter(pk=first.pk).update(created_at=second.created_at.replace(year=2025))
    for order in (second, first):
        order_update(order=order, actor=None, status="confirm")
    stock_receive(item=item, quantity=1, actor=None, reference="")
    first.refresh_from_db()
    second.refresh_from_db()
    assert (first.waiting_for_blanks, second.waiting_for_blanks) == (False, True)


def test_an_untracked_blank_never_waits():
    order = OrderFactory(colour_name="Sky", lines=[("M", 2)])
    order_update(order=order, actor=None, status="confirm")
    order.refresh_from_db()
    assert not order.waiting_for_blanks
    stock_order_print(order=order, actor=None)


def test_adjust_needs_a_reason_and_stops_at_what_is_free():
    item = blank(on_hand=3)
    order_update(order=OrderFactory(lines=[("M", 2)]), actor=None, status="confirm")
    with pytest.raises(ApplicationError) as missing:
        stock_adjust(item=item, delta=-1, reason="", actor=None)
    assert missing.value.errors == {"reason": ["Choose a reason: count, damage or misprint."]}
    with pytest.raises(ApplicationError, match="at most 1"):
        stock_adjust(item=item, delta=-2, reason="damage", actor=None)
    stock_adjust(item=item, delta=-1, reason="damage", actor=None)
    assert counts(item) == (2, 2, 0)


def test_negative_allowed_reserves_what_is_not_there():
    StockSettings.objects.update_or_create(pk=1, defaults={"allow_negative": True})
    item = blank(on_hand=1)
    order = OrderFactory(lines=[("M", 3)])
    order_update(order=order, actor=None, status="confirm")
    order.refresh_from_db()
    assert not order.waiting_for_blanks
    assert counts(item) == (1, 3, -2)


def test_low_stock_follows_available():
    item = blank(on_hand=5, low_stock_at=3)
    assert not item.low
    order_update(order=OrderFactory(lines=[("M", 2)]), actor=None, status="confirm")
    item.refresh_from_db()
    assert item.low


def test_shipping_without_the_printed_step_consumes_what_is_held():
    item = blank(on_hand=4)
    order = OrderFactory(lines=[("M", 3)])
    order_update(order=order, actor=None, status="confirm")
    order_update(order=order, actor=None, status="shipped")
    assert counts(item) == (1, 0, 1)
    assert stock_recount() == []


def test_an_exchange_replacement_reserves_its_blanks():
    item = blank(size="L", on_hand=2)
    original = OrderFactory(lines=[("M", 1)])
    line = ReplacementLine(line=original.lines.get(), size="L", quantity=1)
    replacement = order_replacement_create(original=original, lines=[line], actor=None, note="")
    assert counts(item) == (2, 1, 1)
    assert not Order.objects.get(pk=replacement.pk).waiting_for_blanks
