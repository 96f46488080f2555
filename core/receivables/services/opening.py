"""A business order's receivable, opened when its quote is accepted (core.quotes.services.accepting)."""

from datetime import date
from decimal import Decimal

from django.db import transaction

from core.accounts.models import User
from core.orders.models import Order
from core.receivables.amounts import advance_amount
from core.receivables.emails import advance_asked_email
from core.receivables.models import Receivable, ReceivableState
from core.receivables.services.debtors import debtor_for_order, debtor_refresh
from core.receivables.services.payments import receivable_release


@transaction.atomic
def receivable_open(
    *,
    order: Order,
    quote_number: str,
    advance_percent: Decimal,
    terms_days: int,
    dispatch_by: date,
    actor: User | None,
) -> Receivable:
    """Open the order's receivable and ask for the advance by UPI (its e-mail, with the UPI link of
    the advance amount). No advance (a business on terms): the order goes on towards the print queue
    at once. A business without terms owes the balance before dispatch, by the expected dispatch date;
    one on terms, `terms_days` after dispatch (set when it is dispatched)."""
    advance = advance_amount(order.amount, advance_percent)
    receivable = Receivable.objects.create(
        order=order,
        debtor=debtor_for_order(order=order),
        quote_number=quote_number,
        total=order.amount,
        advance_percent=advance_percent,
        advance=advance,
        terms_days=terms_days,
        dispatch_by=dispatch_by,
        due_on=None if terms_days else dispatch_by,
        state=ReceivableState.ADVANCE_DUE if advance else ReceivableState.BALANCE_DUE,
    )
    if advance:
        advance_asked_email(receivable=receivable)
    else:
        debtor_refresh(debtor_id=receivable.debtor_id)
        receivable_release(receivable=receivable)
    return receivable
