"""Which unpaid UPI order a credit pays, and why (reads only; core.banking.services stores the answer).

1. By UTR: the 12-digit UTR of the credit is the UPI reference the customer entered at checkout,
   for this order only. The UTR is what the customer typed, not what the bank says: a UTR entered
   for two or more orders (a copied screenshot, a mistyped digit, an order placed again) proposes
   nothing; the credit shows those orders (`candidates`) and a person chooses the one it pays.
2. Else by order id: the order's id (RZ-XXXXXXXX) in the narration (the UPI link puts it in the
   note), the amount exactly the order's, and the credit within MATCH_DAYS of the order.
Either way the amount must be what the order asks now to the paisa: the order's amount, or for a
business order (core.receivables) the advance, then the balance, each matched from when it was
asked. A credit never pays another amount (the team marks other part-payments by hand)."""

from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings

from core.banking.models import MatchRule
from core.banking.reading import Credit
from core.common.admin_money import inr as format_inr
from core.common.ist import in_ist, ist_date
from core.orders.changes.services import pay_now_open
from core.orders.models import Order, OrderStatus, PaymentMethod, PaymentStatus
from core.receivables.selectors import Asked, asking

MATCH_DAYS = getattr(settings, "SHOP_UPI_MATCH_DAYS", 10)
CANDIDATES_MAX = 10


def candidates(utr: str) -> list[Order]:
    """The orders whose customer entered this UTR at checkout, oldest first (at most CANDIDATES_MAX)."""
    if not utr:
        return []
    return list(Order.objects.filter(upi_reference=utr).order_by("created_at", "id")[:CANDIDATES_MAX])


@dataclass(frozen=True)
class Proposal:
    order: Order | None
    rule: str
    reason: str


def payable(order: Order) -> str:
    """Why this order cannot take a payment now ('' when it can)."""
    if order.payment_method != PaymentMethod.UPI and not pay_now_open(order):  # "pay now and save"
        return f"{order.order_id} is a cash-on-delivery order"
    if order.payment_status == PaymentStatus.PAID:
        return f"{order.order_id} is already paid"
    if order.status == OrderStatus.CANCELLED:
        return f"{order.order_id} is cancelled"
    return ""


def _other_amount(order: Order, asked: Asked, credit: Credit) -> str:
    part = f" (its {asked.part})" if asked.part else ""
    credit_amount = format_inr(credit.amount)
    return f"{order.order_id} asks {format_inr(asked.amount)}{part}, the credit is {credit_amount}"


def _amount_problem(order: Order, asked: Asked, credit: Credit) -> str:
    return payable(order) or (_other_amount(order, asked, credit) if asked.amount != credit.amount else "")


def propose(credit: Credit) -> Proposal:
    """The order this credit should pay, with the reason shown to the team."""
    notes = []
    if credit.utr:
        typed = candidates(credit.utr)
        if len(typed) > 1:
            named = ", ".join(o.order_id for o in typed)
            reason = f"UTR {credit.utr} was entered for {len(typed)} orders ({named}): choose the one it pays"
            if credit.order_id in {o.order_id for o in typed}:
                reason += f"; the narration names {credit.order_id}"
            return Proposal(None, MatchRule.AMBIGUOUS, reason[:300])
        if typed:
            order = typed[0]
            asked = asking(order)
            problem = _amount_problem(order, asked, credit)
            if not problem:
                reason = (
                    f"UTR {credit.utr} is the UPI reference the customer entered for {order.order_id}; "
                    f"amount {format_inr(credit.amount)} equal"
                    + (f" (its {asked.part})" if asked.part else "")
                )
                return Proposal(order, MatchRule.UTR, reason)
            notes.append(f"UTR {credit.utr} matches, but {problem}")
    if credit.order_id:
        order = Order.objects.filter(order_id=credit.order_id).first()
        if order is None:
            notes.append(f"{credit.order_id} in the narration is no order of ours")
        else:
            asked = asking(order)
            placed = in_ist(asked.since).date()
            start = placed - timedelta(days=1)  # a bank's value date can be the day before, by its cut-off
            days = (credit.value_date - placed).days
            problem = _amount_problem(order, asked, credit)
            if not problem and not start <= credit.value_date <= start + timedelta(days=MATCH_DAYS + 1):
                what = f"its {asked.part} was asked" if asked.part else "was placed"
                problem = f"{order.order_id} {what} on {ist_date(asked.since)}, outside {MATCH_DAYS} days"
            if not problem:
                what = f"the {asked.part} asked" if asked.part else "the order"
                reason = (
                    f"Order id {order.order_id} in the narration; amount {format_inr(credit.amount)} equal"
                    + (f" (its {asked.part})" if asked.part else "")
                    + f"; credited {max(days, 0)} day(s) after {what}"
                )
                return Proposal(order, MatchRule.ORDER_ID, reason)
            notes.append(f"Order id in the narration, but {problem}")
    if not notes:
        notes.append("No UTR or order id of an unpaid UPI order in this credit")
    return Proposal(None, MatchRule.NONE, "; ".join(notes)[:300])
