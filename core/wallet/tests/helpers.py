"""Gift cards and orders for the wallet's tests, through the real services."""

from datetime import datetime
from decimal import Decimal

import time_machine

from core.common.ist import IST
from core.orders.placing.services import order_checkout
from core.wallet.services.giftcards import gift_card_buy, gift_card_mark_paid


def at(year: int, month: int, day: int, hour: int = 11):
    """The shop's clock at that IST time (time-machine, stopped)."""
    return time_machine.travel(datetime(year, month, day, hour, tzinfo=IST), tick=False)


def sold_card(*, buyer, staff, amount: object = 5000, email: str = "asha@example.in"):
    card = gift_card_buy(
        buyer=buyer, amount=amount, recipient_name="Asha Rao", recipient_email=email,
        message="Happy Diwali!", send_on=None,
    )  # fmt: skip
    return gift_card_mark_paid(card=card, actor=staff)


def checkout(
    customer, *, pieces: int = 1, method: str = "upi", gift_card: str = "", store_credit: bool = False
):
    return order_checkout(
        customer=customer, items=[(1, "M", pieces)], payment_method=method,
        tenders={"gift_card": gift_card, "store_credit": store_credit},
    )  # fmt: skip


ZERO = Decimal("0.00")
