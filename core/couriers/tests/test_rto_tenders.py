"""A prepaid parcel back at the shop (RTO) of an order paid partly by gift card or store credit: each
tender gets its share back where it came from (the card's balance, store credit), the money only the
rest (to its source through the gateway, or due by UPI), to the paisa, as a return's refund does."""

from decimal import Decimal

import pytest
from django.utils import timezone
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.common.money import paise
from core.couriers.changes import ParcelState, ShipmentChange
from core.couriers.models import RtoOutcome, Settlement
from core.couriers.services.rto import rto_follow
from core.orders.changes.services import order_update
from core.orders.models import Order, OrderLine, PaymentMethod
from core.orders.tests.factories import OrderFactory
from core.orders.tests.shipping import ship
from core.payments.models import GatewayRefund
from core.payments.services import gateway_callback_confirm, gateway_order_start
from core.payments.tests.stand_in import callback_fields, gateway_settings
from core.returns.tests.factories import catalogue_item
from core.wallet.models import GiftCard
from core.wallet.rules import ist_today
from core.wallet.selectors import credit_balance, gift_card_liability
from core.wallet.services.credit import credit_grant
from core.wallet.services.tender import order_tender_apply
from core.wallet.tests.helpers import sold_card

pytestmark = pytest.mark.django_db
TENTHS = Decimal("0.01")


def _shipped_in_part(*, card: int, credit: int, gateway: bool = False, awb: str = "DL55555501"):
    """Rs 1077 (two pieces at 499 and 79 shipping) shipped: a `card` rupee gift card, `credit` rupees
    of store credit, the rest paid by UPI by hand, or through the gateway."""
    staff, customer = StaffFactory(), CustomerFactory()
    gift = sold_card(buyer=CustomerFactory(), staff=staff, amount=card) if card else None
    if credit:
        credit_grant(customer=customer, amount=credit, reason="Goodwill", actor=staff)
    item = catalogue_item()
    order = OrderFactory(
        customer=customer, lines=(("M", 2),), catalogue_item=item, payment_method=PaymentMethod.UPI,
        upi_reference="" if gateway else "UPI1234567",
    )  # fmt: skip
    OrderLine.objects.filter(order=order).update(catalogue_item=item)
    order_tender_apply(
        order=order, customer=customer, gift_card=gift.code if gift else "", store_credit=bool(credit)
    )
    order = Order.objects.get(pk=order.pk)
    if gateway and order.amount > order.tendered:
        started = gateway_order_start(order=order)
        gateway_callback_confirm(
            order=order, fields=callback_fields(started.gateway_order_id, "pay_RtoMix00001")
        )
    else:
        order_update(order=order, actor=None, payment_status="paid")
    order_update(order=Order.objects.get(pk=order.pk), actor=None, status="confirm")
    ship(Order.objects.get(pk=order.pk), courier="Delhivery", awb=awb)
    order = Order.objects.get(pk=order.pk)
    return order, (GiftCard.objects.get(pk=gift.pk) if gift else None)


def _back(order: Order) -> RtoOutcome:
    change = ShipmentChange(
        shipment=order.shipment, state_from=ParcelState.RTO_IN_TRANSIT, state_to=ParcelState.RTO_DELIVERED,
        reason="Consignee refused", happened_at=timezone.now(), source="desk",
    )  # fmt: skip
    rto_follow(change)
    rto_follow(change)  # the courier again: settled once
    return RtoOutcome.objects.get(order=order)


def _paid_by(order: Order, gift: GiftCard | None) -> tuple[Decimal, Decimal]:
    by_card = (gift.amount - gift.balance) if gift else Decimal("0.00")
    return by_card, order.tendered - by_card


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    card=st.just(0) | st.integers(min_value=100, max_value=1200),
    credit=st.integers(min_value=0, max_value=600),
)
def test_each_tender_gets_its_share_back_and_the_upi_only_the_rest_to_the_paisa(card, credit):
    order, gift = _shipped_in_part(card=card, credit=credit)
    by_card, by_credit = _paid_by(order, gift)
    before = gift.balance if gift else None
    outcome = _back(order)

    card_back = (GiftCard.objects.get(pk=gift.pk).balance - before) if gift else Decimal("0.00")
    credit_back = credit_balance(order.customer)
    assert (card_back, credit_back) == (by_card, by_credit)  # the whole order came back: all of each
    assert (outcome.gift_cards, outcome.credit) == (by_card, by_credit)
    assert outcome.amount == order.amount - order.tendered  # only the money's share is due by UPI
    assert outcome.amount + outcome.gift_cards + outcome.credit == order.amount
    assert all(v == v.quantize(TENTHS) for v in (outcome.amount, outcome.gift_cards, outcome.credit))
    money = Settlement.REFUND_DUE if outcome.amount else Settlement.TENDERS
    assert outcome.settlement == (money if order.tendered or outcome.amount else Settlement.NOTHING)
    assert gift_card_liability(start=ist_today(), end=ist_today()).ties


def test_the_gateway_gets_back_only_what_it_took(settings):
    gateway_settings(settings)
    order, gift = _shipped_in_part(card=300, credit=100, gateway=True)
    outcome = _back(order)
    refunds = GatewayRefund.objects.filter(payment__order=order)
    assert (
        [r.amount_paise for r in refunds] == [paise(order.amount - order.tendered)] == [paise(Decimal("677"))]
    )
    assert (outcome.settlement, outcome.amount) == (Settlement.REFUNDED_TO_SOURCE, Decimal("677.00"))
    assert GiftCard.objects.get(pk=gift.pk).balance == Decimal("300.00")
    assert credit_balance(order.customer) == Decimal("100.00")


def test_an_order_paid_all_by_gift_card_owes_no_money(settings):
    order, gift = _shipped_in_part(card=1500, credit=0)
    outcome = _back(order)
    assert (outcome.settlement, outcome.amount, outcome.gift_cards) == (
        Settlement.TENDERS, Decimal("0.00"), Decimal("1077.00"),
    )  # fmt: skip
    assert GiftCard.objects.get(pk=gift.pk).balance == Decimal("1500.00")


def test_the_credit_policy_keeps_every_share_as_store_credit(settings):
    settings.SHOP_RTO_PREPAID_POLICY = "credit"
    order, gift = _shipped_in_part(card=300, credit=100)
    before = gift.balance
    outcome = _back(order)
    assert (outcome.settlement, outcome.amount) == (Settlement.CREDITED, Decimal("1077.00"))
    assert credit_balance(order.customer) == Decimal("1077.00")
    assert GiftCard.objects.get(pk=gift.pk).balance == before
