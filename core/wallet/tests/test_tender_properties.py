"""Properties of the tender step over random orders, card balances and credit: what is left to pay is
never negative, and the tenders plus what is left equal the order's total to the paisa; each balance
falls by exactly what it paid; the gift card liability equals the cards' balances. And on PostgreSQL,
orders racing for one card spend its balance exactly once."""

from decimal import Decimal

import pytest
from django.db import connection
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.orders.models import Order
from core.orders.tests.factories import OrderFactory
from core.tests.transactional import WORKERS, migration_seeds, side_by_side
from core.wallet.models import GiftCard, OrderTender
from core.wallet.rules import ist_today
from core.wallet.selectors import credit_balance, gift_card_liability
from core.wallet.services.credit import credit_grant
from core.wallet.services.tender import order_tender_apply
from core.wallet.tests.helpers import ZERO, sold_card

pytestmark = pytest.mark.django_db

paise = st.integers(min_value=1, max_value=2_000_000).map(lambda p: Decimal(p) / 100)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    totals=st.lists(paise, min_size=1, max_size=4),
    card=st.one_of(st.none(), st.integers(min_value=100, max_value=10_000)),
    credit=st.one_of(st.none(), st.integers(min_value=1, max_value=5_000)),
    ticks=st.lists(st.booleans(), min_size=4, max_size=4),
)
def test_tenders_and_what_is_left_make_the_total_never_less_than_zero(totals, card, credit, ticks):
    staff, buyer, customer = StaffFactory(), CustomerFactory(), CustomerFactory()
    gift = sold_card(buyer=buyer, staff=staff, amount=card) if card else None
    if credit:
        credit_grant(customer=customer, amount=credit, reason="Property test", actor=staff)
    card_before, credit_before = (gift.balance if gift else ZERO), credit_balance(customer)
    paid_by_card = paid_by_credit = ZERO
    for total, tick in zip(totals, ticks, strict=False):
        order = OrderFactory(
            customer=customer, amount=total.quantize(Decimal("0.01")), subtotal=total, shipping=ZERO
        )
        try:
            paid = order_tender_apply(
                order=order, customer=customer, gift_card=gift.code if gift else "", store_credit=tick
            )
        except Exception as refused:  # the card spent to nothing before this order
            assert getattr(refused, "errors", None) == {"gift_card": ["This gift card has no balance left."]}
            continue
        stored = Order.objects.get(pk=order.pk)
        left = stored.amount - stored.tendered
        assert left >= 0 and stored.tendered == paid
        parts = list(OrderTender.objects.filter(order=order).values_list("kind", "amount"))
        assert sum((a for _, a in parts), ZERO) + left == stored.amount  # to the paisa
        paid_by_card += sum((a for k, a in parts if k == "gift_card"), ZERO)
        paid_by_credit += sum((a for k, a in parts if k == "credit"), ZERO)
    assert credit_balance(customer) == credit_before - paid_by_credit >= 0
    if gift:
        assert GiftCard.objects.get(pk=gift.pk).balance == card_before - paid_by_card >= 0
    today = gift_card_liability(start=ist_today(), end=ist_today())
    assert today.ties
    assert today.outstanding == sum(
        GiftCard.objects.filter(status="active").values_list("balance", flat=True), ZERO
    )


@pytest.mark.django_db(transaction=True)
@pytest.mark.skipif(connection.vendor != "postgresql", reason="SQLite serialises every write transaction")
def test_orders_racing_for_one_card_spend_its_balance_exactly_once():
    migration_seeds()
    staff, buyer = StaffFactory(), CustomerFactory()
    card = sold_card(buyer=buyer, staff=staff, amount=1000)
    orders = [OrderFactory(amount=Decimal("300.00")) for _ in range(WORKERS)]

    def spend(pk: int) -> None:
        order = Order.objects.get(pk=pk)
        order_tender_apply(order=order, customer=order.customer, gift_card=card.code)

    refused = side_by_side(spend, [o.pk for o in orders])
    card.refresh_from_db()
    spent = sum(Order.objects.values_list("tendered", flat=True), ZERO)
    assert card.balance == ZERO and spent == Decimal("1000.00")  # 300 + 300 + 300 + 100, once
    assert len(refused) == WORKERS - 4
    assert all(e.errors == {"gift_card": ["This gift card has no balance left."]} for e in refused)
    assert gift_card_liability(start=ist_today(), end=ist_today()).outstanding == ZERO
