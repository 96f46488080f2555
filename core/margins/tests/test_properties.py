"""Over any run of purchases at changing rates, orders printed and returns refunded: each order's
blanks cost the moving weighted average of its blank when it was consumed, each order's cost is the
sum of its traced lines, and the month's margin is its sales (taxable value, excl. GST) less the sum
of its costs."""

from decimal import ROUND_HALF_UP, Decimal

import pytest
from django.db import transaction
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.accounts.tests.factories import CustomerFactory
from core.invoices.models import Invoice
from core.margins import services
from core.margins.models import CostKind, CostLine, OrderMargin
from core.margins.selectors import month_summary
from core.margins.tests.factories import bought, owner, printed_order, rates
from core.purchasing.tests.factories import supplier
from core.returns.tests.factories import ask, delivered_order, refunded
from core.stock.tests.factories import blank

pytestmark = pytest.mark.django_db
FOUR, CENT = Decimal("0.0001"), Decimal("0.01")

buy = st.tuples(st.just("buy"), st.integers(1, 12), st.integers(200, 800).map(lambda q: Decimal(q) / 4))
order = st.tuples(st.just("order"), st.integers(1, 3), st.booleans())


def _average(on_hand: int, average: Decimal | None, quantity: int, rate: Decimal) -> Decimal:
    if average is None or on_hand <= 0:
        return rate.quantize(FOUR)
    mixed = (average * on_hand + rate.quantize(FOUR) * quantity) / (on_hand + quantity)
    return mixed.quantize(FOUR, rounding=ROUND_HALF_UP)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=st.lists(st.one_of(buy, order), min_size=2, max_size=6))
def test_margins_add_up_and_trace_to_their_sources(steps):
    with transaction.atomic():
        boss, tee, seller, customer = owner(), blank(), supplier(), CustomerFactory()
        rates(boss)
        services.margin_settings_update(packaging_per_parcel=Decimal("12.00"), actor=boss)
        on_hand, average, expected, returned = 0, None, {}, []
        for kind, quantity, extra in steps:
            if kind == "buy":
                average = _average(on_hand, average, quantity, extra)
                on_hand += quantity
                bought(tee, quantity, str(extra), supplier_=seller)
            elif on_hand >= quantity:
                if extra:  # delivered, then one piece returned for a refund
                    made = delivered_order(customer, lines=(("M", quantity),))
                    returned.append(refunded(ask(made), boss))
                else:
                    made = printed_order(lines=[("M", quantity)], customer=customer)
                expected[made.pk] = (average * quantity).quantize(CENT, rounding=ROUND_HALF_UP)
                on_hand -= quantity
        services.order_margins_recompute(order_ids=list(expected))

        for order_id, blanks in expected.items():
            lines = list(CostLine.objects.filter(order_id=order_id))
            assert sum(x.amount for x in lines if x.kind == CostKind.BLANKS) == blanks
            assert all(x.source for x in lines)
            margin = OrderMargin.objects.get(order_id=order_id)
            assert margin.cost == sum(x.amount for x in lines)
            assert margin.margin == margin.sales - margin.cost
        for ret in returned:
            loss = CostLine.objects.get(order_id=ret.order_id, kind=CostKind.RETURNS)
            assert loss.amount == ret.credit_note.taxable_value and ret.number in loss.source

        sales = Invoice.objects.filter(order_id__in=list(expected), kind=Invoice.Kind.INVOICE)
        costs = CostLine.objects.filter(order_id__in=list(expected))
        for month in {m.month for m in OrderMargin.objects.filter(order_id__in=list(expected))}:
            summary = month_summary(month)
            month_ids = set(OrderMargin.objects.filter(month=month).values_list("order_id", flat=True))
            want_sales = sum((i.taxable_value for i in sales if i.order_id in month_ids), Decimal(0))
            want_cost = sum((c.amount for c in costs if c.order_id in month_ids), Decimal(0))
            assert summary["sales"] == want_sales
            assert summary["cost"] == want_cost
            assert summary["orders"] == len(month_ids)
        transaction.set_rollback(True)
