"""The checkout's tender step (settings.ORDER_TENDER, called by core/orders/placing in the placing
transaction, after the order's total is stored): store credit first when the customer ticked it,
then a gift card's balance, each at most what is left to pay. The order's total and its invoice stay
as priced (a gift card is not a discount: rules.py); the order's `tendered` is what the tenders paid,
and UPI, the gateway or the courier's cash collect only the rest. Paid in full, the order is paid.

Each balance is taken under its row's lock (select_for_update), so two orders racing for one card
or one account spend it exactly once. A cancelled order gives its tenders back, and the invoice
shows them as payments (tender_follow).
"""

from decimal import Decimal

from django.db import transaction

from core.accounts.models import User
from core.common.errors import FieldErrors
from core.common.ist import IST
from core.invoices.services.payments import invoice_payments_set
from core.orders.changes.followers import ChangeKind, OrderChange
from core.orders.changes.services import order_update
from core.orders.models import Order, OrderStatus, PaymentStatus
from core.wallet.models import (
    CreditMoveKind,
    GiftCard,
    GiftCardMove,
    GiftCardStatus,
    GiftMoveKind,
    OrderTender,
    TenderKind,
)
from core.wallet.rules import clean_code, ist_today
from core.wallet.services.credit import credit_account_locked, credit_move
from core.wallet.services.liability import liability_book

ZERO = Decimal("0.00")
UNKNOWN_CARD = "This gift card code is not valid."
EXPIRED_CARD = "This gift card expired."
EMPTY_CARD = "This gift card has no balance left."


def gift_card_usable(*, code: str, lock: bool = False) -> GiftCard:
    """The card a typed code names, if it may pay now; else the reason, on the field `gift_card`."""
    cleaned = clean_code(code)
    rows = GiftCard.objects.select_for_update() if lock else GiftCard.objects
    card = rows.filter(code=cleaned).first() if cleaned else None
    if card is None or card.status in (GiftCardStatus.UNPAID, GiftCardStatus.CANCELLED):
        raise FieldErrors.single("gift_card", UNKNOWN_CARD)
    if card.status == GiftCardStatus.EXPIRED or (card.expires_on and card.expires_on < ist_today()):
        raise FieldErrors.single("gift_card", EXPIRED_CARD)
    if card.balance <= 0:
        raise FieldErrors.single("gift_card", EMPTY_CARD)
    return card


def _payable(order: Order) -> Decimal:
    return order.amount - order.tendered


def _invoice_sync(order: Order) -> None:
    rows = [
        {
            "label": f"Gift card ending {t.card.code[-4:]}" if t.card_id else "Store credit",
            "date": t.created_at.astimezone(IST).date().isoformat(),
            "amount": f"{t.amount:.2f}",
            "utr": "",
        }
        for t in OrderTender.objects.filter(order=order).select_related("card").order_by("id")
    ]
    due = ZERO if order.payment_status == PaymentStatus.PAID else order.amount - order.tendered
    invoice_payments_set(order=order, rows=rows, balance=due, due_on=None)


@transaction.atomic
def order_tender_apply(
    *, order: Order, customer: User, gift_card: str = "", store_credit: bool = False
) -> Decimal:
    """Spend what the customer asked at checkout (a gift card's code, and whether to spend store
    credit) on the just-stored `order`; the sum the tenders paid."""
    gift_card = (gift_card or "").strip()
    if not gift_card and not store_credit:
        return ZERO
    left = _payable(order)
    paid = ZERO
    if store_credit and left > 0:
        account = credit_account_locked(customer)
        take = min(account.balance, left)
        if take > 0:
            credit_move(
                customer=customer,
                amount=-take,
                kind=CreditMoveKind.SPENT,
                order=order,
                reference=order.order_id,
            )
            OrderTender.objects.create(order=order, kind=TenderKind.STORE_CREDIT, amount=take)
            left, paid = left - take, paid + take
    if gift_card and left > 0:
        card = gift_card_usable(code=gift_card, lock=True)
        take = min(card.balance, left)
        card.balance -= take
        card.save(update_fields=["balance"])
        day = ist_today()
        GiftCardMove.objects.create(card=card, kind=GiftMoveKind.SPENT, amount=take, order=order, day=day)
        liability_book(day=day, kind=GiftMoveKind.SPENT, amount=take)
        OrderTender.objects.create(order=order, kind=TenderKind.GIFT_CARD, card=card, amount=take)
        left, paid = left - take, paid + take
    if paid:
        order.tendered = order.tendered + paid
        Order.objects.filter(pk=order.pk).update(tendered=order.tendered)
        if left == 0 and order.payment_status != PaymentStatus.PAID:
            paid_order = order_update(order=order, actor=None, payment_status=PaymentStatus.PAID)
            order.payment_status = paid_order.payment_status
    return paid


def tender_follow(change: OrderChange) -> None:
    """A follower of order changes (after the invoice's): the tenders printed under the tax invoice's
    totals, as the payments they are (the taxable value stays the goods' full value: a gift card is
    no discount, rules.py); and a cancelled order gives back what its gift card and credit paid."""
    order = change.order
    if order.tendered <= 0 or order.quote_number:
        return
    if not change.became(ChangeKind.STATUS, OrderStatus.CANCELLED):
        _invoice_sync(order)
        return
    tenders = list(OrderTender.objects.select_for_update().filter(order=change.order, restored=False))
    day = ist_today()
    for tender in tenders:
        if tender.kind == TenderKind.STORE_CREDIT:
            credit_move(
                customer=change.order.customer,
                amount=tender.amount,
                kind=CreditMoveKind.RESTORED,
                order=change.order,
                reference=change.order.order_id,
            )
        else:
            card = GiftCard.objects.select_for_update().get(pk=tender.card_id)
            card.balance += tender.amount
            card.save(update_fields=["balance"])
            GiftCardMove.objects.create(
                card=card, kind=GiftMoveKind.RESTORED, amount=tender.amount, order=change.order, day=day
            )
            liability_book(day=day, kind=GiftMoveKind.RESTORED, amount=tender.amount)
        OrderTender.objects.filter(pk=tender.pk).update(restored=True)
