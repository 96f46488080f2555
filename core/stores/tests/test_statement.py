"""The organiser's statement equals the orders to the paisa, whatever the prices, sizes and counts."""

import itertools
from decimal import Decimal

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.orders.changes.services import order_update
from core.orders.models import Order
from core.stores.models import StoreDesign
from core.stores.selectors import statement_lines, statement_totals
from core.stores.tests.factories import buy, make_store

pytestmark = pytest.mark.django_db

prices = st.decimals(min_value=Decimal("429.00"), max_value=Decimal("2999.99"), places=2)
SLUGS = itertools.count(1)  # the examples share the test's transaction: one store each
orders = st.lists(st.tuples(st.sampled_from(["S", "M", "L", "XL"]), st.booleans(), st.booleans()), min_size=1,
                  max_size=6)  # fmt: skip


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(price=prices, rows=orders)
def test_the_statement_equals_the_orders_to_the_paisa(price, rows):
    store = make_store(slug=f"s-{next(SLUGS)}")
    StoreDesign.objects.filter(store=store).update(price=price)
    placed = []
    for size, paid, cancelled in rows:
        order = buy(store, size=size, paid=paid)
        if cancelled:
            order_update(order=order, actor=None, status="cancelled")
        placed.append(Order.objects.get(pk=order.pk))
    kept = [o for o in placed if o.payment_status == "paid" and o.status != "cancelled"]
    totals = statement_totals(statement_lines(store))
    assert totals["collected"] == sum((o.amount for o in kept), Decimal("0.00"))
    assert totals["margin"] == sum((o.amount - Decimal("429.00") for o in kept), Decimal("0.00"))
    assert totals["collected"] - totals["margin"] == totals["shop"]
