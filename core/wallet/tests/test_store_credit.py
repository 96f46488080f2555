"""Store credit: a return refunded as credit (the customer's choice) keeps its credit note, and the
next order spends it to zero; the owner's grant is audited; a cancelled order gives it back."""

from decimal import Decimal

import pytest

from core.common.models import AuditAction, AuditEntry
from core.invoices.models import Invoice
from core.orders.changes.services import order_update
from core.returns.models import RefundTo, ReturnStatus
from core.returns.services import steps
from core.returns.services.requests import LineAsk, return_request_create
from core.returns.tests.factories import ask, delivered_order, received
from core.wallet.models import CreditMove, CreditMoveKind
from core.wallet.selectors import credit_balance, credit_history
from core.wallet.services.credit import credit_grant
from core.wallet.tests.helpers import ZERO, checkout

pytestmark = pytest.mark.django_db


def test_a_return_refunded_to_store_credit_and_spent_next_leaves_a_credit_note_and_zero(customer, staff):
    order = delivered_order(customer)
    first = order.lines.order_by("id").first()
    ret = return_request_create(
        order=order, actor=customer, kind="refund", reason="wrong_size", note="", upi_id="",
        lines=[LineAsk(line_id=first.pk, quantity=1, exchange_size=None)], photos=[], store_credit=True,
    )  # fmt: skip
    assert ret.refund_to == RefundTo.STORE_CREDIT and ret.upi_id == ""
    ret = steps.return_refund(ret=received(ret, staff), actor=staff, amount=None, reference="")
    assert ret.status == ReturnStatus.REFUNDED and ret.refund_reference == ""
    note = Invoice.objects.get(order=order, kind=Invoice.Kind.CREDIT_NOTE)
    assert ret.credit_note_id == note.pk and note.total == ret.refund_amount
    assert credit_balance(customer) == ret.refund_amount > 0

    following = checkout(customer, pieces=4, store_credit=True)
    assert following.tendered == ret.refund_amount < following.amount
    assert credit_balance(customer) == ZERO
    history = list(credit_history(customer))
    assert [(m.kind, m.amount, m.balance_after) for m in history] == [
        (CreditMoveKind.SPENT, -ret.refund_amount, ZERO),
        (CreditMoveKind.RETURN, ret.refund_amount, ret.refund_amount),
    ]
    assert history[1].reference == ret.number and note.number in history[1].reason


def test_a_refund_without_the_choice_stays_money(customer, staff):
    order = delivered_order(customer)
    ret = steps.return_refund(
        ret=received(ask(order), staff), actor=staff, amount=None, reference="UTR12345678"
    )
    assert ret.refund_to != RefundTo.STORE_CREDIT and ret.refund_reference == "UTR12345678"
    assert credit_balance(customer) == ZERO and not CreditMove.objects.exists()


def test_the_owner_grants_credit_with_a_reason_audited_and_a_cancel_gives_spent_credit_back(customer, staff):
    credit_grant(customer=customer, amount="250", reason="Parcel arrived late", actor=staff)
    entry = AuditEntry.objects.get(action=AuditAction.STORE_CREDIT)
    assert entry.actor == staff and "Parcel arrived late" in entry.after
    order = checkout(customer, store_credit=True)
    assert order.tendered == Decimal("250.00") and credit_balance(customer) == ZERO
    order_update(order=order, actor=staff, status="cancelled")
    assert credit_balance(customer) == Decimal("250.00")
    assert [m.kind for m in credit_history(customer)] == ["restored", "spent", "grant"]


@pytest.mark.parametrize(
    ("amount", "reason", "field"),
    [
        ("0", "Late parcel", "amount"),
        ("100001", "Late parcel", "amount"),
        ("100", "", "reason"),
        ("x", "ok ok", "amount"),
    ],
)
def test_a_grant_outside_the_rules_is_refused(customer, staff, amount, reason, field):
    with pytest.raises(Exception) as refused:
        credit_grant(customer=customer, amount=amount, reason=reason, actor=staff)
    assert field in refused.value.errors and credit_balance(customer) == ZERO


def test_credit_unticked_is_not_spent(customer, staff):
    credit_grant(customer=customer, amount="250", reason="Goodwill", actor=staff)
    assert checkout(customer).tendered == ZERO and credit_balance(customer) == Decimal("250.00")
