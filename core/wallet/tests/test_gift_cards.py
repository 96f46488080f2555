"""A gift card's life: sold (no tax invoice), e-mailed to its recipient, spent in part at checkout
(the order's invoice keeps its full taxable value, the card a payment under it), expired after the
year the RBI's directions require, and the liability report right at every step."""

from datetime import date
from decimal import Decimal

import pytest

from core.invoices.models import Invoice
from core.notifications.models import EmailKind, OutgoingEmail
from core.orders.changes.services import order_update
from core.orders.models import Order, PaymentStatus
from core.orders.placing.upi import payment_details
from core.wallet.models import GiftCard, GiftCardStatus
from core.wallet.rules import ist_today
from core.wallet.selectors import gift_card_liability
from core.wallet.services.giftcards import gift_card_buy, gift_card_deliver, gift_cards_expire
from core.wallet.services.tender import EXPIRED_CARD, UNKNOWN_CARD
from core.wallet.tests.helpers import ZERO, at, checkout, sold_card

pytestmark = pytest.mark.django_db


def test_a_card_sold_spent_twice_in_part_then_expired_leaves_the_liability_right(
    customer, other_customer, staff
):
    with at(2026, 1, 10):
        card = sold_card(buyer=customer, staff=staff)
        assert gift_card_deliver(card_id=card.pk) is True
    assert card.expires_on == date(2027, 1, 10)  # a year from the sale, at least (RBI's minimum)
    assert not Invoice.objects.exists()  # a gift card is not a supply: no tax invoice at its sale
    mail = OutgoingEmail.objects.get(kind=EmailKind.GIFT_CARD)
    assert (
        mail.to_email == "asha@example.in"
        and card.code in mail.body_text
        and "Happy Diwali!" in mail.body_text
    )

    with at(2026, 2, 1):
        first = checkout(other_customer, pieces=1, gift_card=card.code.lower().replace("-", " "))
    with at(2026, 3, 1):
        second = checkout(other_customer, pieces=2, gift_card=card.code)
    spent = first.tendered + second.tendered
    assert first.tendered == first.amount and second.tendered == second.amount  # each paid in full
    card.refresh_from_db()
    assert card.balance == Decimal("5000.00") - spent > 0

    # the invoice: the goods' full value taxed, the card printed as a payment under the totals
    order_update(order=Order.objects.get(pk=first.pk), actor=staff, status="confirm")
    invoice = Invoice.objects.get(order=first, kind=Invoice.Kind.INVOICE)
    assert invoice.total == first.amount
    assert invoice.payments[0]["label"] == f"Gift card ending {card.code[-4:]}"
    assert Decimal(invoice.payments[0]["amount"]) == first.amount and invoice.balance_due == ZERO

    with at(2027, 1, 10):  # its last day: still good
        assert gift_cards_expire() == 0
    with at(2027, 1, 11, 1):
        assert gift_cards_expire() == 1
    card.refresh_from_db()
    assert (card.status, card.balance) == (GiftCardStatus.EXPIRED, ZERO)

    year = gift_card_liability(start=date(2026, 1, 1), end=date(2026, 12, 31))
    assert (year.opening, year.sold, year.spent, year.expired) == (ZERO, Decimal("5000.00"), spent, ZERO)
    assert year.outstanding == Decimal("5000.00") - spent and year.ties
    march = gift_card_liability(start=date(2026, 3, 1), end=date(2026, 3, 31))
    assert march.opening == Decimal("5000.00") - first.tendered and march.spent == second.tendered
    expiry = gift_card_liability(start=date(2027, 1, 1), end=date(2027, 1, 31))
    assert (expiry.opening, expiry.expired, expiry.outstanding) == (year.outstanding, year.outstanding, ZERO)


def test_a_card_pays_part_and_the_rest_is_left_to_pay_by_upi(customer, other_customer, staff):
    card = sold_card(buyer=customer, staff=staff, amount=500)
    order = checkout(other_customer, pieces=3, gift_card=card.code)
    assert order.tendered == Decimal("500.00") < order.amount
    assert order.payment_status == PaymentStatus.UNPAID
    assert f"am={order.amount - order.tendered:.2f}" in payment_details(order=order)["upi_link"]
    assert GiftCard.objects.get(pk=card.pk).balance == ZERO


def test_an_order_paid_in_full_by_a_card_is_paid_and_a_cancel_gives_it_back(customer, other_customer, staff):
    card = sold_card(buyer=customer, staff=staff)
    order = checkout(other_customer, gift_card=card.code)
    assert Order.objects.get(pk=order.pk).payment_status == PaymentStatus.PAID
    order_update(order=order, actor=staff, status="cancelled")
    card.refresh_from_db()
    assert card.balance == Decimal("5000.00")
    today = gift_card_liability(start=ist_today(), end=ist_today())
    assert today.spent == ZERO and today.outstanding == Decimal("5000.00")


@pytest.mark.parametrize(
    ("code", "message"),
    [("NOPE-NOPE-NOPE-NOPE", UNKNOWN_CARD), ("", None), ("ABCD", UNKNOWN_CARD)],
)
def test_a_code_that_is_not_a_card_is_refused_and_nothing_is_stored(other_customer, code, message):
    before = Order.objects.count()
    if message is None:
        assert checkout(other_customer, gift_card=code).tendered == ZERO
        return
    with pytest.raises(Exception) as refused:
        checkout(other_customer, gift_card=code)
    assert refused.value.errors == {"gift_card": [message]}
    assert Order.objects.count() == before


def test_an_expired_card_is_refused_before_the_sweep(customer, other_customer, staff):
    with at(2026, 1, 10):
        card = sold_card(buyer=customer, staff=staff)
    with at(2027, 1, 11):
        with pytest.raises(Exception) as refused:
            checkout(other_customer, gift_card=card.code)
    assert refused.value.errors == {"gift_card": [EXPIRED_CARD]}


def test_an_unpaid_card_cannot_be_spent_and_its_email_waits(customer, other_customer):
    card = gift_card_buy(
        buyer=customer,
        amount=1000,
        recipient_name="Asha",
        recipient_email="asha@example.in",
        message="",
        send_on=None,
    )
    assert gift_card_deliver(card_id=card.pk) is False
    with pytest.raises(Exception) as refused:
        checkout(other_customer, gift_card=card.code)
    assert refused.value.errors == {"gift_card": [UNKNOWN_CARD]}


@pytest.mark.parametrize(
    ("field", "values"),
    [
        ("amount", {"amount": 99}),
        ("amount", {"amount": 10001}),
        ("amount", {"amount": "12.50"}),
        ("recipient_email", {"recipient_email": "not-an-email"}),
        ("send_on", {"send_on": date(2020, 1, 1)}),
        ("message", {"message": "x" * 301}),
    ],
)
def test_a_purchase_outside_the_rules_is_refused_on_its_field(customer, field, values):
    asked = {
        "amount": 1000,
        "recipient_name": "Asha",
        "recipient_email": "a@example.in",
        "message": "",
        "send_on": None,
    }
    with pytest.raises(Exception) as refused:
        gift_card_buy(buyer=customer, **{**asked, **values})
    assert field in refused.value.errors
    assert not GiftCard.objects.exists()
