"""Store credit: a customer's balance and every move that made it. Money comes in from a return's
refund or an RTO'd prepaid order's refund when the customer chose credit (never forced), or from
the owner with a reason (audited); it goes out at checkout when the customer ticks it (tender.py)."""

from decimal import Decimal, InvalidOperation

from django.db import transaction

from core.accounts.models import User
from core.common.errors import FieldErrors
from core.common.models import AuditAction
from core.common.money import rupees
from core.common.services import audit_record
from core.orders.models import Order
from core.wallet.models import CreditAccount, CreditMove, CreditMoveKind

MAX_GRANT = Decimal("100000")


def credit_account_locked(customer: User) -> CreditAccount:
    CreditAccount.objects.get_or_create(customer=customer)
    return CreditAccount.objects.select_for_update().get(customer=customer)


@transaction.atomic
def credit_move(
    *,
    customer: User,
    amount: Decimal,
    kind: str,
    reason: str = "",
    reference: str = "",
    order: Order | None = None,
    actor: User | None = None,
) -> CreditMove:
    """Add (or, negative, take) `amount` to the customer's balance, with the move that says why."""
    account = credit_account_locked(customer)
    account.balance = account.balance + amount
    account.save(update_fields=["balance"])
    return CreditMove.objects.create(
        account=account,
        kind=kind,
        amount=amount,
        balance_after=account.balance,
        reason=reason[:300],
        reference=reference[:40],
        order=order,
        actor=actor,
    )


def credit_refund(*, customer: User, amount: Decimal, kind: str, reference: str, reason: str) -> CreditMove:
    """A refund the customer chose to keep as credit (a return's, an RTO'd order's): once per reference."""
    if kind not in (CreditMoveKind.RETURN, CreditMoveKind.RTO):
        raise ValueError(kind)
    return credit_move(
        customer=customer, amount=rupees(amount), kind=kind, reference=reference, reason=reason
    )


@transaction.atomic
def credit_grant(*, customer: User, amount: object, reason: str, actor: User) -> CreditMove:
    """The owner's credit to a customer (a goodwill gesture, a late parcel), with its reason; audited."""
    errors = FieldErrors()
    try:
        value = rupees(str(amount))
    except (InvalidOperation, ValueError, TypeError):
        value = Decimal("0")
    if not Decimal("1") <= value <= MAX_GRANT:
        errors.add("amount", f"Grant from Rs 1 to Rs {MAX_GRANT:.0f}.")
    why = (reason or "").strip()
    if not 3 <= len(why) <= 300:
        errors.add("reason", "Say why (3 to 300 characters): the customer sees it in their history.")
    if customer.is_staff or not customer.is_active:
        errors.add("customer", "Store credit is for customers' accounts.")
    errors.raise_if_any()
    move = credit_move(customer=customer, amount=value, kind=CreditMoveKind.GRANT, reason=why, actor=actor)
    audit_record(
        actor=actor,
        action=AuditAction.STORE_CREDIT,
        target=f"Customer {customer.phone_number}",
        before=f"Rs {move.balance_after - value}",
        after=f"Rs {move.balance_after}: {why}",
    )
    return move
