"""A return of an order paid partly by gift card and store credit: each tender gets back its pro rata
share of the refund (core/wallet/split.py), the money only the rest, to the paisa; the credit note is
the whole refund's; the order's refunds in full give each tender back exactly what it paid, and the
gift card liability ties."""

from decimal import Decimal

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.invoices.models import Invoice
from core.orders.changes.services import order_update
from core.orders.models import Order, OrderLine, PaymentMethod
from core.orders.tests.factories import OrderFactory
from core.returns.detail_rows import office_return
from core.returns.detail_selectors import return_detail
from core.returns.services import steps
from core.returns.services.requests import LineAsk, return_request_create
from core.returns.tests.factories import catalogue_item, received
from core.wallet.models import GiftCard, OrderTender
from core.wallet.rules import ist_today
from core.wallet.selectors import credit_balance, gift_card_liability
from core.wallet.services.credit import credit_grant
from core.wallet.services.tender import order_tender_apply
from core.wallet.tests.helpers import ZERO, sold_card

pytestmark = pytest.mark.django_db


def _paid_in_part(customer, staff, *, card: int, credit: int):
    """Rs 1077 (two pieces at 499 and 79 shipping), delivered: `credit` rupees of store credit, a
    `card` rupee gift card, UPI the rest."""
    gift = sold_card(buyer=CustomerFactory(), staff=staff, amount=card)
    if credit:
        credit_grant(customer=customer, amount=credit, reason="Goodwill", actor=staff)
    item = catalogue_item()
    order = OrderFactory(
        customer=customer, lines=(("M", 2),), catalogue_item=item, payment_method=PaymentMethod.UPI,
        upi_reference="UPI1234567",
    )  # fmt: skip
    OrderLine.objects.filter(order=order).update(catalogue_item=item)
    order_tender_apply(order=order, customer=customer, gift_card=gift.code, store_credit=bool(credit))
    order_update(order=order, actor=None, status="confirm")
    order_update(order=Order.objects.get(pk=order.pk), actor=None, status="delivered", payment_status="paid")
    return Order.objects.get(pk=order.pk), GiftCard.objects.get(pk=gift.pk)


def _received(order, staff):
    line = order.lines.get()
    ret = return_request_create(
        order=order, actor=order.customer, kind="refund", reason="wrong_size", note="", upi_id="",
        lines=[LineAsk(line_id=line.pk, quantity=1)], photos=[],
    )  # fmt: skip
    return received(ret, staff)


def _refund(order, staff, amount=None, reference="UTR12345678"):
    return steps.return_refund(ret=_received(order, staff), actor=staff, amount=amount, reference=reference)


def _asks_utr(ret) -> bool:
    """What the back office's refund dialog is told, by both ways its page is written."""
    asks = office_return(pk=ret.pk)["refund_asks_utr"]
    assert return_detail(pk=ret.pk).refund_asks_utr is asks
    return asks


def test_half_the_order_back_gives_half_to_each_tender_and_the_rest_to_the_utr():
    customer, staff = CustomerFactory(), StaffFactory()
    order, card = _paid_in_part(customer, staff, card=400, credit=100)
    assert (order.tendered, card.balance, credit_balance(customer)) == (Decimal("500.00"), ZERO, ZERO)

    first = _refund(order, staff)  # one piece, the shop's fault: 499 + half the shipping
    assert first.refund_amount == Decimal("538.50")
    assert GiftCard.objects.get(pk=card.pk).balance == Decimal("200.00")
    assert credit_balance(customer) == Decimal("50.00")
    assert first.refund_reference == "UTR12345678"
    assert first.events.last().note == (
        "Rs 538.50 refunded: Rs 288.50, UTR UTR12345678; Rs 200.00 to the gift card; Rs 50.00 to store credit"
    )
    assert first.credit_note.total == Decimal("538.50")  # the credit note is the whole refund's

    second = _refund(Order.objects.get(pk=order.pk), staff)
    assert second.refund_amount == Decimal("538.50")
    assert GiftCard.objects.get(pk=card.pk).balance == Decimal("400.00")  # all it paid, back
    assert credit_balance(customer) == Decimal("100.00")
    assert sum(OrderTender.objects.filter(order=order).values_list("refunded", flat=True)) == Decimal(
        "500.00"
    )
    notes = Invoice.objects.filter(order=order, kind=Invoice.Kind.CREDIT_NOTE)
    assert sum(n.total for n in notes) == Decimal("1077.00")
    assert gift_card_liability(start=ist_today(), end=ist_today()).ties


def test_an_order_paid_all_by_card_and_credit_asks_no_utr():
    customer, staff = CustomerFactory(), StaffFactory()
    order, card = _paid_in_part(customer, staff, card=1000, credit=77)
    assert order.tendered == order.amount == Decimal("1077.00")
    ret = _refund(order, staff, reference="")
    assert ret.refund_reference == "" and ret.refund_amount == Decimal("538.50")
    back_on_card = GiftCard.objects.get(pk=card.pk).balance - card.balance
    assert back_on_card + credit_balance(customer) == Decimal("538.50")


def test_the_refund_dialog_asks_a_utr_only_when_money_is_paid_by_hand():
    customer, staff = CustomerFactory(), StaffFactory()
    covered, _ = _paid_in_part(customer, staff, card=1000, credit=77)  # no rupee by UPI
    ret = _received(covered, staff)
    assert _asks_utr(ret) is False
    refunded = steps.return_refund(ret=ret, actor=staff, amount=None, reference="")  # none asked, none needed
    assert refunded.refund_amount == Decimal("538.50")

    part, _ = _paid_in_part(CustomerFactory(), staff, card=400, credit=100)  # Rs 577 by UPI
    assert _asks_utr(_received(part, staff)) is True
    assert office_return(pk=ret.pk)["refund_asks_utr"] is False  # refunded: nothing more to ask


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    card=st.integers(min_value=100, max_value=1000),
    credit=st.integers(min_value=0, max_value=400),
    first=st.integers(min_value=1, max_value=53850).map(lambda p: Decimal(p) / 100),
)
def test_any_refund_shares_out_to_the_paisa(card, credit, first):
    customer, staff = CustomerFactory(), StaffFactory()
    order, gift = _paid_in_part(customer, staff, card=card, credit=credit)
    paid_by_card = gift.amount - gift.balance
    paid_by_credit = order.tendered - paid_by_card
    refunds = [_refund(order, staff, amount=first), _refund(Order.objects.get(pk=order.pk), staff)]
    refunded = sum((r.refund_amount for r in refunds), ZERO)
    card_back = GiftCard.objects.get(pk=gift.pk).balance - gift.balance
    credit_back = credit_balance(customer)
    money_back = refunded - card_back - credit_back
    assert card_back <= paid_by_card and credit_back <= paid_by_credit
    assert money_back <= order.amount - order.tendered and money_back >= 0
    share = refunded / order.amount  # each tender's share of what came back, within a paisa a refund
    assert abs(card_back - paid_by_card * share) <= Decimal("0.02")
    assert abs(credit_back - paid_by_credit * share) <= Decimal("0.02")
    assert gift_card_liability(start=ist_today(), end=ist_today()).ties
