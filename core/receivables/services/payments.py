"""Payments of a business order: recorded (from a bank credit, or the team marking the order paid),
the order moved on (the advance paid: to confirm, when the proofs allow; all paid: paid), and the
order changes followed (dispatch sets a business on terms its due date; the balance before dispatch
for the rest; a cancelled order owes nothing)."""

from datetime import date, timedelta
from decimal import Decimal

from django.db import transaction
from django.utils import timezone

from core.accounts.models import User
from core.common.admin_money import inr
from core.common.errors import ApplicationError, ErrorStatus
from core.invoices.services.payments import invoice_payments_set
from core.orders.changes.followers import ChangeKind, OrderChange
from core.orders.changes.services import order_update
from core.orders.models import Order, OrderStatus, PaymentStatus
from core.receivables.emails import balance_asked_email
from core.receivables.gate import cleared_for_print
from core.receivables.models import Payment, PaymentKind, Receivable, ReceivableState
from core.receivables.services.debtors import debtor_refresh

OTHER_AMOUNT = "The amount is not what this order asks now ({asked})."
NOTHING_DUE = "This order owes nothing."
BALANCE_FIRST = "The balance of {amount} is due before dispatch: record it first (mark the order paid)."


def _invoice_sync(receivable: Receivable) -> None:
    """The payments on the order's tax invoice: each received, and the balance due."""
    rows = [
        {
            "label": f"{p.get_kind_display()} received",
            "date": p.received_on.isoformat(),
            "amount": f"{p.amount:.2f}",
            "utr": p.utr,
        }  # fmt: skip
        for p in receivable.payments.order_by("received_on", "id")
    ]
    balance = receivable.balance if receivable.state != ReceivableState.CANCELLED else Decimal("0.00")
    invoice_payments_set(order=receivable.order, rows=rows, balance=balance, due_on=receivable.due_on)


def receivable_release(*, receivable: Receivable) -> None:
    """The advance is paid (or none was asked): the order goes to confirm, the print queue, by the
    shop itself, unless its proofs are not approved yet (it waits in pending; the approval calls this
    again). Anything else about the order (cancelled, moved on) leaves it as it is."""
    order = Order.objects.get(pk=receivable.order_id)
    if receivable.state not in (ReceivableState.BALANCE_DUE, ReceivableState.PAID):
        return
    if order.status == OrderStatus.PENDING and cleared_for_print(order):
        order_update(order=order, actor=None, status=OrderStatus.CONFIRM)


def receivable_release_order(*, order: Order) -> None:
    """The order's proofs are all approved (settings.PROOF_APPROVED_FOLLOWERS): a business order
    whose advance is paid goes to confirm now; an order without a receivable is left to the desk."""
    receivable = Receivable.objects.filter(order=order).first()
    if receivable is not None:
        receivable_release(receivable=receivable)


def _moved(receivable: Receivable, amount: Decimal) -> bool:
    """Take `amount` in; True when it completed the advance."""
    receivable.received += amount
    in_advance = receivable.state == ReceivableState.ADVANCE_DUE
    advance_done = in_advance and receivable.received >= receivable.advance
    if receivable.received >= receivable.total:
        receivable.state = ReceivableState.PAID
    elif advance_done:
        receivable.state = ReceivableState.BALANCE_DUE
        receivable.asked_at = timezone.now()
    receivable.save(update_fields=["received", "state", "asked_at"])
    return advance_done


@transaction.atomic
def receivable_payment_record(
    *, order: Order, amount: Decimal, received_on: date, utr: str, key: str, actor: User | None
) -> Payment:
    """Record a payment of exactly what the order asks now (the advance, then the balance), then move
    the order on: the advance paid confirms it (proofs allowing), the balance paid marks it paid."""
    receivable = Receivable.objects.select_for_update().select_related("order").get(order_id=order.pk)
    asked = receivable.asked
    if asked <= 0:
        raise ApplicationError(NOTHING_DUE, errors={"amount": [NOTHING_DUE]}, status=ErrorStatus.CONFLICT)
    if amount != asked:
        message = OTHER_AMOUNT.format(asked=inr(asked))
        raise ApplicationError(message, errors={"amount": [message]})
    kind = PaymentKind.ADVANCE if receivable.state == ReceivableState.ADVANCE_DUE else PaymentKind.BALANCE
    payment = Payment.objects.create(receivable=receivable, kind=kind, amount=amount, received_on=received_on,
                                     utr=utr, key=key, confirmed_by=actor)  # fmt: skip
    advance_done = _moved(receivable, amount)
    debtor_refresh(debtor_id=receivable.debtor_id)
    if receivable.state == ReceivableState.PAID:
        order_update(order=order, actor=actor, payment_status=PaymentStatus.PAID)
    if advance_done:
        receivable_release(receivable=receivable)
        if receivable.state == ReceivableState.BALANCE_DUE:
            balance_asked_email(receivable=receivable)
    _invoice_sync(receivable)
    return payment


def _marked_paid(receivable: Receivable, change: OrderChange) -> None:
    """The team marked the order paid by hand (cash, a cheque, a transfer the statement does not
    show): the rest is recorded as received today, by them."""
    rest = receivable.balance
    if rest <= 0:
        return
    kind = PaymentKind.ADVANCE if receivable.state == ReceivableState.ADVANCE_DUE else PaymentKind.BALANCE
    Payment.objects.create(receivable=receivable, kind=kind, amount=rest, received_on=timezone.localdate(),
                           utr=change.order.upi_reference, confirmed_by=change.actor)  # fmt: skip
    receivable.received = receivable.total
    receivable.state = ReceivableState.PAID
    receivable.save(update_fields=["received", "state"])


def _dispatched(receivable: Receivable) -> None:
    if receivable.state == ReceivableState.BALANCE_DUE and not receivable.terms_days:
        message = BALANCE_FIRST.format(amount=inr(receivable.balance))
        raise ApplicationError(message, errors={"status": [message]}, status=ErrorStatus.CONFLICT)
    today = timezone.localdate()
    receivable.dispatched_on = today
    if receivable.terms_days:  # net 15/30 counted from dispatch, the day the goods leave
        receivable.due_on = today + timedelta(days=receivable.terms_days)
    receivable.save(update_fields=["dispatched_on", "due_on"])
    if receivable.state == ReceivableState.BALANCE_DUE and receivable.terms_days:
        balance_asked_email(receivable=receivable)


def receivable_follow(change: OrderChange) -> None:
    """A follower of order changes (settings.ORDER_FOLLOWERS, after the invoice's): keeps a business
    order's receivable and its invoice's payments in step with the order."""
    if not change.order.quote_number or change.kind == ChangeKind.PLACED:
        return
    receivable = Receivable.objects.select_for_update().filter(order_id=change.order.pk).first()
    if receivable is None:
        return
    receivable.order = change.order
    if change.kind == ChangeKind.PAYMENT and change.new == PaymentStatus.PAID:
        _marked_paid(receivable, change)
    elif change.kind == ChangeKind.STATUS and change.new == OrderStatus.SHIPPED:
        _dispatched(receivable)
    elif change.kind == ChangeKind.STATUS and change.new == OrderStatus.CANCELLED:
        receivable.state = ReceivableState.CANCELLED
        receivable.save(update_fields=["state"])
    debtor_refresh(debtor_id=receivable.debtor_id)
    _invoice_sync(receivable)
