"""Reads of what business customers owe: the amount a credit may pay now, an order's payments, the
ageing of each business's open balances (by the due date, the shop's day: IST)."""

from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal

from django.db.models import QuerySet
from django.utils import timezone

from core.common.errors import NotFound
from core.orders.models import Order
from core.orders.selectors import order_get_for
from core.receivables.models import Debtor, Payment, Receivable, ReceivableState

ZERO = Decimal("0.00")
# the ageing columns: days past the due date, inclusive (not yet due is its own column)
BUCKETS = (("d0_30", 0, 30), ("d31_60", 31, 60), ("d61_90", 61, 90), ("d90_plus", 91, None))
OPEN = (ReceivableState.BALANCE_DUE,)
NOT_A_BUSINESS_ORDER = "This order is not a business order: it has no advance or balance."


@dataclass(frozen=True)
class Asked:
    """What a credit may pay of an order now, and since when it was asked (a credit is matched from then)."""

    amount: Decimal
    since: datetime
    part: str = ""  # "advance" or "balance" for a business order; "" for the whole order


def receivable_of(order: Order) -> Receivable | None:
    if not order.quote_number:  # only orders made from a quote have one: no query for the rest
        return None
    return Receivable.objects.filter(order_id=order.pk).first()


def asking(order: Order) -> Asked:
    """The amount a bank credit must equal to pay `order` now: the order's amount, or for a business
    order the rest of its advance, then its balance."""
    receivable = receivable_of(order)
    if receivable is None:  # a COD order paid before dispatch is asked without its COD fee
        return Asked(order.amount - order.cod_fee, order.created_at)
    part = "advance" if receivable.state == ReceivableState.ADVANCE_DUE else "balance"
    return Asked(receivable.asked, receivable.asked_at, part)


def payment_key_used(key: str) -> bool:
    return bool(key) and Payment.objects.filter(key=key).exists()


def customer_order_payments(*, user, order_id: str) -> tuple[Order, Receivable, list[Payment]]:
    """One of the customer's own business orders with its receivable and the payments received;
    another's order is refused, an order with no advance or balance is not found."""
    order = order_get_for(user=user, order_id=order_id)
    receivable, payments = order_payments(order)
    if receivable is None:
        raise NotFound(NOT_A_BUSINESS_ORDER)
    return order, receivable, payments


def order_payments(order: Order) -> tuple[Receivable | None, list[Payment]]:
    receivable = receivable_of(order)
    if receivable is None:
        return None, []
    return receivable, list(receivable.payments.select_related("confirmed_by"))


def age_bucket(due_on: date, today: date) -> str:
    """The ageing column of a balance due on `due_on`, read on `today`: 'not_due' before it."""
    days = (today - due_on).days
    if days < 0:
        return "not_due"
    for name, low, high in BUCKETS:
        if days >= low and (high is None or days <= high):
            return name
    raise AssertionError(days)


@dataclass
class AgeingRow:
    debtor: Debtor
    buckets: dict[str, Decimal] = field(default_factory=dict)


def ageing_debtors() -> QuerySet[Debtor]:
    """The businesses that owe something (served by the `debtor_owed` index)."""
    return Debtor.objects.filter(open_count__gt=0).select_related("customer")


def ageing_buckets(debtor_ids: list[int], today: date | None = None) -> dict[int, dict[str, Decimal]]:
    """Each debtor's open balances by age (one query for the debtors' receivables)."""
    today = today or timezone.localdate()
    found = {pk: {"not_due": ZERO, **{name: ZERO for name, _, _ in BUCKETS}} for pk in debtor_ids}
    open_ones = Receivable.objects.filter(debtor_id__in=list(found), state__in=OPEN).values_list(
        "debtor_id", "due_on", "total", "received"
    )
    for debtor_id, due_on, total, received in open_ones:
        name = age_bucket(due_on, today) if due_on else "not_due"
        found[debtor_id][name] += total - received
    return found


def ageing_rows(debtors: list[Debtor], today: date | None = None) -> list[AgeingRow]:
    """The page's debtors with their open balances by age: one query for the page's receivables."""
    buckets = ageing_buckets([d.pk for d in debtors], today)
    return [AgeingRow(d, buckets[d.pk]) for d in debtors]
