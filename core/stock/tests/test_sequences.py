"""Hypothesis over sequences of confirm, cancel, print, receive and adjust: on hand, reserved and
available never go below zero unless the shop allows it, always equal the sum of the movements, and
the reserved count is exactly what the confirmed, unprinted, not-waiting orders need."""

import pytest
from django.db import transaction
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from core.accounts.tests.factories import CustomerFactory
from core.common.errors import ApplicationError
from core.orders.changes.services import order_update
from core.orders.models import Order
from core.orders.tests.factories import OrderFactory
from core.stock.models import BlankItem, StockSettings
from core.stock.selectors import stock_recount
from core.stock.services import stock_adjust, stock_order_print, stock_receive
from core.stock.tests.factories import blank

SIZES = ("M", "L", "XL")  # XL is not stocked: its lines are not counted
LINES = st.lists(
    st.tuples(st.sampled_from(SIZES), st.integers(1, 4)), min_size=1, max_size=3, unique_by=lambda t: t[0]
)


class BlankStock(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self._atomic = transaction.atomic()
        self._atomic.__enter__()  # each run starts from the same shop and is rolled back
        self.orders: list[Order] = []

    def teardown(self) -> None:
        transaction.set_rollback(True)
        self._atomic.__exit__(None, None, None)

    @initialize(allow=st.booleans(), m=st.integers(0, 5), large=st.integers(0, 5))
    def shop(self, allow: bool, m: int, large: int) -> None:
        self.allow = allow
        StockSettings.objects.update_or_create(pk=1, defaults={"allow_negative": allow})
        self.items = [blank(size="M", on_hand=m), blank(size="L", on_hand=large)]
        self.customer = CustomerFactory()

    @rule(lines=LINES)
    def confirm(self, lines) -> None:
        order = OrderFactory(customer=self.customer, lines=lines)
        order_update(order=order, actor=None, status="confirm")
        self.orders.append(order)

    @precondition(lambda self: self.orders)
    @rule(pick=st.integers(0, 100))
    def cancel(self, pick: int) -> None:
        order = self.orders[pick % len(self.orders)]
        order_update(order=order, actor=None, status="cancelled")

    @precondition(lambda self: self.orders)
    @rule(pick=st.integers(0, 100))
    def confirm_again(self, pick: int) -> None:
        order = self.orders[pick % len(self.orders)]
        order_update(order=order, actor=None, status="confirm")

    @precondition(lambda self: self.orders)
    @rule(pick=st.integers(0, 100))
    def print_(self, pick: int) -> None:
        order = self.orders[pick % len(self.orders)]
        order.refresh_from_db()
        try:
            stock_order_print(order=order, actor=None)
        except ApplicationError:
            order.refresh_from_db()
            assert order.status != "confirm" or order.waiting_for_blanks or order.printed_at

    @rule(which=st.integers(0, 1), quantity=st.integers(1, 6))
    def receive(self, which: int, quantity: int) -> None:
        stock_receive(item=self.items[which], quantity=quantity, actor=None, reference="PO")

    @rule(
        which=st.integers(0, 1),
        delta=st.integers(-6, 6).filter(bool),
        reason=st.sampled_from(["count", "damage", "misprint"]),
    )
    def adjust(self, which: int, delta: int, reason: str) -> None:
        try:
            stock_adjust(item=self.items[which], delta=delta, reason=reason, actor=None)
        except ApplicationError:
            assert not self.allow and delta < 0

    @invariant()
    def counts_add_up(self) -> None:
        if not hasattr(self, "items"):
            return
        assert stock_recount() == []
        needed = {"M": 0, "L": 0}
        for order in Order.objects.filter(pk__in=[o.pk for o in self.orders]).prefetch_related("lines"):
            holds = order.status == "confirm" and not order.waiting_for_blanks and order.printed_at is None
            if order.status != "confirm":
                assert not order.waiting_for_blanks
            for line in order.lines.all():
                if holds and line.size in needed:
                    needed[line.size] += line.quantity
        for item in BlankItem.objects.filter(pk__in=[i.pk for i in self.items]):
            assert item.reserved == needed[item.size]
            if not self.allow:
                assert item.on_hand >= 0 and item.reserved >= 0 and item.available >= 0


BlankStock.TestCase.settings = settings(
    max_examples=25,
    stateful_step_count=12,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)


@pytest.mark.django_db
def test_blank_stock_sequences():
    BlankStock.TestCase().runTest()
