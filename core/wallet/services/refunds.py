"""A return's refund of an order paid partly by gift card or store credit: shared out between the tenders
and the money pro rata (split.py, where the rule and its reasons are), each tender's share given back
where it came from: a card's balance (its liability again), store credit; a card no longer spendable
(expired, cancelled) gives its share as store credit instead. When the customer chose store credit for
the return, every share goes to their credit. What is left for the money (UPI, the gateway, cash on
delivery's UPI ID) is the caller's to pay. The GST credit note is the whole refund's either way."""

from dataclasses import dataclass
from decimal import Decimal

from django.db import transaction
from django.db.models import F

from core.common.money import from_paise, paise
from core.orders.models import Order
from core.wallet.models import (
    CreditMoveKind,
    GiftCard,
    GiftCardMove,
    GiftCardStatus,
    GiftMoveKind,
    OrderTender,
    TenderKind,
)
from core.wallet.rules import ist_today
from core.wallet.services.credit import credit_refund
from core.wallet.services.liability import liability_book
from core.wallet.split import refund_split

ZERO = Decimal("0.00")
MONEY = "money"


@dataclass(frozen=True)
class RefundShares:
    money: Decimal  # for the caller to pay: UPI, the gateway, a UPI ID
    gift_cards: Decimal = ZERO  # back on the cards
    credit: Decimal = ZERO  # to the customer's store credit


def _card_usable(card: GiftCard) -> bool:
    return card.status == GiftCardStatus.ACTIVE and (
        card.expires_on is None or card.expires_on >= ist_today()
    )


def _card_back(card_id: int, amount: Decimal, order: Order) -> bool:
    """`amount` back on a card that may still be spent (False: it may not, the caller credits it)."""
    card = GiftCard.objects.select_for_update().get(pk=card_id)
    if not _card_usable(card):
        return False
    card.balance += amount
    card.save(update_fields=["balance"])
    day = ist_today()
    GiftCardMove.objects.create(card=card, kind=GiftMoveKind.RESTORED, amount=amount, order=order, day=day)
    liability_book(day=day, kind=GiftMoveKind.RESTORED, amount=amount)
    return True


def _shares(order: Order, tenders: list[OrderTender], amount: Decimal) -> tuple[dict[str, int], Decimal]:
    """`amount` shared out over the money and `tenders` (paise by tender id), and the money's share."""
    if not tenders:
        return {}, amount
    back = sum((t.refunded for t in tenders), ZERO)
    money_left = max(ZERO, order.amount - order.tendered - (order.refunded - back))
    left = {MONEY: paise(money_left)} | {str(t.pk): paise(t.amount - t.refunded) for t in tenders}
    shares = refund_split(min(paise(amount), sum(left.values())), left)
    return shares, amount - from_paise(sum(v for k, v in shares.items() if k != MONEY))


def refund_money_share(*, order: Order, amount: Decimal) -> Decimal:
    """What of a refund of `amount` the money (UPI, the gateway) would pay, the tenders' shares apart:
    nothing when gift cards and store credit cover all of it. A read: nothing is locked or written."""
    tenders = list(OrderTender.objects.filter(order=order, restored=False).order_by("id"))
    return _shares(order, tenders, amount)[1]


@transaction.atomic
def tender_refund(
    *,
    order: Order,
    amount: Decimal,
    reference: str,
    reason: str,
    to_credit: bool,
    kind: str = CreditMoveKind.RETURN,
) -> RefundShares:
    """Share `amount` (a return's refund, before it is added to the order's `refunded`; an RTO'd
    order's, `kind` RTO) out; give the tenders' shares back; answer the shares. `reference`: the
    return's number, the RTO'd order's (once each)."""
    locked = Order.objects.select_for_update().get(pk=order.pk)
    tenders = list(
        OrderTender.objects.select_for_update().filter(order=locked, restored=False).order_by("id")
    )
    shares, money = _shares(locked, tenders, amount)
    cards = credit = ZERO
    for tender in tenders:
        share = from_paise(shares[str(tender.pk)])
        if not share:
            continue
        OrderTender.objects.filter(pk=tender.pk).update(refunded=F("refunded") + share)
        if (
            not to_credit
            and tender.kind == TenderKind.GIFT_CARD
            and _card_back(tender.card_id, share, locked)
        ):
            cards += share
        else:
            credit += share
    if to_credit:
        credit, money = credit + money, ZERO
    if credit:
        credit_refund(
            customer=locked.customer, amount=credit, kind=kind, reference=reference,
            reason=reason,
        )  # fmt: skip
    return RefundShares(money=money, gift_cards=cards, credit=credit)
