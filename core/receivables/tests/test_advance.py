"""Accepting a quote asks for the advance; a statement's credit of the advance (the order id in its
narration) confirms the order; the balance is matched afterwards and marks it paid."""

from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from core.banking import services as banking
from core.banking.matching import propose
from core.banking.models import BankCredit, MatchRule, UpiReceipt
from core.banking.reading import Credit
from core.banking.tests.statements import HDFC, b64, csv_statement, today
from core.invoices.models import Invoice
from core.jobs.tests.worker import run_ready_tasks
from core.notifications.models import EmailKind, OutgoingEmail
from core.orders.models import OrderStatus, PaymentStatus
from core.proofs.models import ProofRevision
from core.proofs.tests import factories as proofs
from core.receivables.models import Payment, PaymentKind, ReceivableState
from core.receivables.tests.factories import business_order

pytestmark = pytest.mark.django_db


def _statement(staff, rows, capture):
    with capture(execute=True):
        statement = banking.bank_statement_upload(
            user=staff, bank="HDFC Bank", file_name="nov.csv", content=b64(csv_statement(rows))
        )
    run_ready_tasks()
    statement.refresh_from_db()
    if statement.status == "mapping":
        with capture(execute=True):
            banking.bank_columns_set(statement=statement, user=staff, columns=HDFC)
        run_ready_tasks()
    return list(BankCredit.objects.filter(statement=statement).order_by("row"))


@pytest.fixture
def accounts():
    from core.accounts.roles import Role
    from core.accounts.tests.factories import StaffFactory

    return StaffFactory(role=Role.ACCOUNTS)


def test_accepting_asks_for_the_advance_by_upi_with_its_amount_and_the_order_id():
    order = business_order(advance_percent="40.00")
    receivable = order.receivable
    assert receivable.advance == (order.amount * Decimal("0.4")).quantize(Decimal("0.01"))
    assert receivable.state == ReceivableState.ADVANCE_DUE
    assert order.status == OrderStatus.PENDING
    email = OutgoingEmail.objects.get(order=order, kind=EmailKind.PAYMENT_ASKED)
    assert f"am={receivable.advance:.2f}" in email.body_text
    assert f"tn={order.order_id}" in email.body_text


def test_the_advance_credit_is_matched_confirmed_and_the_order_goes_to_confirm(
    accounts, django_capture_on_commit_callbacks
):
    order = business_order(advance_percent="50.00")
    advance = order.receivable.advance
    [credit] = _statement(
        accounts, [(today(), f"UPI/612345678901/{order.order_id}/Tarang", "612345678901", f"{advance}")],
        django_capture_on_commit_callbacks,
    )  # fmt: skip
    assert (credit.order_id, credit.rule) == (order.pk, MatchRule.ORDER_ID)
    assert "advance" in credit.reason

    [result] = banking.bank_credits_confirm(credit_ids=[credit.pk], actor=accounts)

    assert result.ok, result.message
    order.refresh_from_db()
    assert (order.status, order.payment_status) == (OrderStatus.CONFIRM, PaymentStatus.UNPAID)
    payment = Payment.objects.get(receivable__order=order)
    assert (payment.kind, payment.amount, payment.utr, payment.confirmed_by) == (
        PaymentKind.ADVANCE, advance, "612345678901", accounts
    )  # fmt: skip
    assert payment.received_on == timezone.localdate()
    receivable = order.receivable
    receivable.refresh_from_db()
    assert receivable.state == ReceivableState.BALANCE_DUE
    assert receivable.balance == order.amount - advance
    assert not UpiReceipt.objects.filter(order=order).exists()
    assert OutgoingEmail.objects.filter(order=order, subject__startswith="Balance").exists()
    invoice = Invoice.objects.get(order=order, kind=Invoice.Kind.INVOICE)
    assert invoice.balance_due == order.amount - advance
    assert invoice.payments[0]["amount"] == f"{advance:.2f}"


def test_the_balance_is_matched_after_the_advance_and_marks_the_order_paid(
    accounts, django_capture_on_commit_callbacks
):
    order = business_order(advance_percent="50.00")
    advance = order.receivable.advance
    balance = order.amount - advance
    [first] = _statement(
        accounts, [(today(), f"UPI/612345678901/{order.order_id}", "612345678901", f"{advance}")],
        django_capture_on_commit_callbacks,
    )  # fmt: skip
    banking.bank_credits_confirm(credit_ids=[first.pk], actor=accounts)
    # the balance: a later credit of the balance's amount, same order id
    [second] = _statement(
        accounts, [(today(), f"UPI/612345678902/{order.order_id}", "612345678902", f"{balance}")],
        django_capture_on_commit_callbacks,
    )  # fmt: skip
    assert second.order_id == order.pk and "balance" in second.reason

    [result] = banking.bank_credits_confirm(credit_ids=[second.pk], actor=accounts)

    assert result.ok and result.message == f"{order.order_id} is paid."
    order.refresh_from_db()
    assert order.payment_status == PaymentStatus.PAID
    assert order.receivable.state == ReceivableState.PAID
    kinds = list(Payment.objects.filter(receivable__order=order).values_list("kind", "amount"))
    assert kinds == [(PaymentKind.ADVANCE, advance), (PaymentKind.BALANCE, balance)]
    invoice = Invoice.objects.get(order=order, kind=Invoice.Kind.INVOICE)
    assert invoice.balance_due == Decimal("0.00") and len(invoice.payments) == 2


def test_a_credit_of_the_whole_amount_does_not_pay_an_order_that_asks_its_advance():
    order = business_order(advance_percent="50.00")
    credit = Credit(1, timezone.localdate(), order.amount, f"UPI/{order.order_id}", "")
    proposal = propose(credit)
    assert proposal.order is None
    assert "its advance" in proposal.reason


def test_the_same_credit_cannot_pay_the_advance_twice(accounts, django_capture_on_commit_callbacks):
    order = business_order(advance_percent="50.00")
    row = (today(), f"UPI/612345678901/{order.order_id}", "612345678901", f"{order.receivable.advance}")
    [one] = _statement(accounts, [row], django_capture_on_commit_callbacks)
    [two] = _statement(accounts, [row], django_capture_on_commit_callbacks)  # the same statement again
    results = banking.bank_credits_confirm(credit_ids=[one.pk, two.pk], actor=accounts)
    assert [r.ok for r in results] == [True, False]
    assert Payment.objects.filter(receivable__order=order).count() == 1


def test_a_credit_long_after_the_advance_was_asked_is_not_proposed():
    order = business_order(advance_percent="50.00")
    late = timezone.localdate() + timedelta(days=30)
    credit = Credit(1, late, order.receivable.advance, f"UPI/{order.order_id}", "")
    assert propose(credit).order is None


def test_with_the_proof_pending_the_paid_advance_leaves_the_order_pending_until_approval(
    accounts, django_capture_on_commit_callbacks
):
    order = business_order(advance_percent="50.00", proof="pending")
    [credit] = _statement(
        accounts, [(today(), f"UPI/{order.order_id}", "", f"{order.receivable.advance}")],
        django_capture_on_commit_callbacks,
    )  # fmt: skip
    [result] = banking.bank_credits_confirm(credit_ids=[credit.pk], actor=accounts)
    assert result.ok
    order.refresh_from_db()
    assert order.status == OrderStatus.PENDING
    assert order.receivable.state == ReceivableState.BALANCE_DUE

    proofs.approve(ProofRevision.objects.get(order=order))  # the customer's approval releases it
    order.refresh_from_db()
    assert order.status == OrderStatus.CONFIRM


def test_no_advance_a_business_on_terms_goes_to_confirm_at_once():
    order = business_order(advance_percent="0", terms_days=30)
    assert order.status == OrderStatus.CONFIRM
    assert order.receivable.state == ReceivableState.BALANCE_DUE
    assert order.receivable.due_on is None  # net 30 counts from dispatch
