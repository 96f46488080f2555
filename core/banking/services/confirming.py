"""Confirming credits as UPI payments.

A confirmation marks the order paid through `order_update` (history row, invoice, e-mail follow) with
the credit's UTR as its UPI reference, and records a `UpiReceipt`: unique per credit key and per
order, so no credit pays two orders and no order is paid twice, whatever runs at the same time.
It re-checks the order as it is now (locked), not as it was when the statement was read: a UPI
order, not cancelled, unpaid, of the credit's amount, and (matched by UTR) the only order given
that UTR; refused, the credit is proposed again from what the orders say now. A business order's
credit pays what it asks now (its advance, then its balance) and is recorded as its payment
(core.receivables), unique per credit key too."""

from dataclasses import dataclass

from django.db import IntegrityError, transaction

from core.accounts.models import User
from core.banking.matching import propose
from core.banking.models import BankCredit, MatchRule, UpiReceipt
from core.banking.reading import Credit
from core.common.errors import ApplicationError
from core.orders.changes.services import change_role_check, order_update, pay_now_open
from core.orders.models import Order, OrderStatus, PaymentMethod, PaymentStatus
from core.receivables.selectors import asking, payment_key_used, receivable_of
from core.receivables.services.payments import receivable_payment_record

CONFIRM_MAX = 100
NO_PROPOSAL = "This credit has no order to pay."
USED = "This credit has already paid an order."
PAID_ALREADY = "This order is already paid."
OTHER_AMOUNT = "The credit's amount is not the order's."
CANCELLED = "This order is cancelled: the credit stays unmatched."
NOT_UPI = "This order is not paid by UPI: the credit stays unmatched."
SHARED_UTR = "This credit's UTR was entered for another order too: choose the order it pays."
NOT_CANDIDATE = "Choose one of the orders this credit's UTR was entered for."
ONE_CREDIT = "Choose one credit to pay a chosen order."
NO_ORDER = "No such order."
# refusals for the order's state now: the credit is proposed again from what the orders say
REPROPOSE = {PAID_ALREADY, OTHER_AMOUNT, CANCELLED, NOT_UPI, SHARED_UTR}


@dataclass(frozen=True)
class ConfirmResult:
    credit_id: int
    ok: bool
    message: str
    order_id: str = ""


def _refuse(message: str):
    raise ApplicationError(message, errors={"credit": [message]})


def _recheck(credit: BankCredit, order: Order) -> None:
    """The order as it is now, locked: one a credit may still pay (else a clear refusal)."""
    if UpiReceipt.objects.filter(key=credit.key).exists() or payment_key_used(credit.key):
        _refuse(USED)
    if order.payment_method != PaymentMethod.UPI and not pay_now_open(order):  # COD paid now: prepaid
        _refuse(NOT_UPI)
    if order.status == OrderStatus.CANCELLED:
        _refuse(CANCELLED)
    if order.payment_status != PaymentStatus.UNPAID:
        _refuse(PAID_ALREADY)
    if asking(order).amount != credit.amount:  # the order's, or a business order's advance or balance
        _refuse(OTHER_AMOUNT)
    if credit.rule == MatchRule.UTR and (
        order.upi_reference != credit.utr
        or Order.objects.filter(upi_reference=credit.utr).exclude(pk=order.pk).exists()
    ):
        _refuse(SHARED_UTR)


def _chosen(credit: BankCredit, order_id: str) -> int:
    """The pk of the order a person chose for this credit: its proposal, or (a UTR entered for
    several orders) one of the orders given its UTR."""
    if credit.order_id is not None and credit.order.order_id == order_id:
        return credit.order_id
    found = Order.objects.filter(order_id=order_id).values_list("pk", "upi_reference").first()
    if found is None:
        _refuse(NO_ORDER)
    if credit.rule != MatchRule.AMBIGUOUS or not credit.utr or found[1] != credit.utr:
        _refuse(NOT_CANDIDATE)
    return found[0]


@transaction.atomic
def bank_credit_confirm(*, credit: BankCredit, actor: User, order_id: str = "") -> Order:
    """Mark the proposed order (or the one chosen, `order_id`) paid by this credit, after checking
    the order again as it is now (one order service, one receipt per credit)."""
    if order_id:
        pk = _chosen(credit, order_id)
    elif credit.order_id is None:
        _refuse(NO_PROPOSAL)
    else:
        pk = credit.order_id
    order = Order.objects.select_for_update().get(pk=pk)
    _recheck(credit, order)
    if receivable_of(order) is not None:  # a business order: its advance, then its balance
        try:
            with transaction.atomic():
                receivable_payment_record(order=order, amount=credit.amount, received_on=credit.value_date,
                                          utr=credit.utr, key=credit.key, actor=actor)  # fmt: skip
        except IntegrityError:
            raise ApplicationError(USED, errors={"credit": [USED]}) from None
        order.refresh_from_db()
        return order
    try:
        with transaction.atomic():
            UpiReceipt.objects.create(key=credit.key, order=order, credit=credit, utr=credit.utr,
                                      amount=credit.amount, confirmed_by=actor)  # fmt: skip
    except IntegrityError:
        raise ApplicationError(USED, errors={"credit": [USED]}) from None
    details = {"upi_reference": credit.utr} if credit.utr else None
    return order_update(order=order, actor=actor, payment_status=PaymentStatus.PAID, details=details)


@transaction.atomic
def bank_credit_repropose(*, credit: BankCredit) -> None:
    """Propose again, from the orders as they are now, the readings of this credit that named the
    order a confirmation refused (the credit stays unmatched unless another order now fits)."""
    reading = Credit(credit.row, credit.value_date, credit.amount, credit.narration, credit.reference)
    proposal = propose(reading)
    rows = BankCredit.objects.filter(key=credit.key, rule=credit.rule, order_id=credit.order_id)
    rows.update(order=proposal.order, rule=proposal.rule, reason=proposal.reason)


def bank_credits_confirm(*, credit_ids: list[int], actor: User, order_id: str = "") -> list[ConfirmResult]:
    """Confirm each credit's proposal in its own transaction (at most CONFIRM_MAX); a result each.
    `order_id`: the order a person chose for one credit (see `_chosen`)."""
    if not credit_ids or len(credit_ids) > CONFIRM_MAX:
        message = f"Choose 1 to {CONFIRM_MAX} credits."
        raise ApplicationError(message, errors={"credit_ids": [message]})
    if order_id and len(set(credit_ids)) != 1:
        raise ApplicationError(ONE_CREDIT, errors={"order_id": [ONE_CREDIT]})
    change_role_check(actor, status=False, payment=True)
    found = BankCredit.objects.select_related("order").in_bulk(credit_ids)
    results = []
    for credit_id in dict.fromkeys(credit_ids):
        credit = found.get(credit_id)
        if credit is None:
            results.append(ConfirmResult(credit_id, False, "No such credit."))
            continue
        try:
            order = bank_credit_confirm(credit=credit, actor=actor, order_id=order_id)
        except ApplicationError as exc:
            if exc.message in REPROPOSE and not order_id:
                bank_credit_repropose(credit=credit)
            shown = order_id or (credit.order.order_id if credit.order else "")
            results.append(ConfirmResult(credit_id, False, exc.message, shown))
        else:
            done = "is paid" if order.payment_status == PaymentStatus.PAID else "has its advance"
            results.append(ConfirmResult(credit_id, True, f"{order.order_id} {done}.", order.order_id))
    return results
