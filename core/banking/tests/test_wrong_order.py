"""No credit pays an order it should not: a UTR typed for two orders, a debit in a Dr/Cr statement,
an order cancelled after the proposal, a UTR zero-padded by the bank (issue 35: 3, 4, 5, 10)."""

from datetime import timedelta

import pytest
from django.utils import timezone

from core.banking import selectors, services
from core.banking.models import BankColumns, BankCredit, MatchRule, StatementStatus, UpiReceipt
from core.banking.services import confirming, statements
from core.banking.tests.statements import HDFC, KOTAK, b64, csv_statement, kotak_statement, today, upi_order
from core.common.errors import ApplicationError
from core.jobs.tests.worker import run_ready_tasks
from core.orders.changes.services import order_update
from core.orders.models import OrderStatus, PaymentStatus

pytestmark = pytest.mark.django_db
TODAY = today()
KOTAK_DAY = f"{timezone.localdate():%d-%m-%Y}"


@pytest.fixture
def read(staff, django_capture_on_commit_callbacks):
    """Upload a statement of a bank whose columns are known, read it; its credits in file order."""

    def send(data: bytes, bank: str = "HDFC Bank", columns: dict = HDFC):
        BankColumns.objects.update_or_create(bank=bank, defaults=columns)
        with django_capture_on_commit_callbacks(execute=True):
            statement = services.bank_statement_upload(
                user=staff, bank=bank, file_name="s.csv", content=b64(data)
            )
        run_ready_tasks()
        statement.refresh_from_db()
        assert statement.status == StatementStatus.READY, statement.error
        return list(BankCredit.objects.filter(statement=statement).order_by("row"))

    return send


def _unpaid(*orders) -> bool:
    return all(o.__class__.objects.get(pk=o.pk).payment_status == PaymentStatus.UNPAID for o in orders)


# 3. a UTR typed for two orders: neither is proposed; a person chooses one of them


def test_a_utr_entered_for_two_orders_proposes_neither_and_shows_both(read, staff, staff_client):
    genuine = upi_order("499.00", utr="512345678901", created_at=timezone.now() - timedelta(hours=3))
    copied = upi_order("499.00", utr="512345678901")  # newer: the old code proposed this one
    (credit,) = read(csv_statement([(TODAY, "UPI/512345678901/priya@okaxis/payment", "", "499.00")]))

    assert (credit.order_id, credit.rule) == (None, MatchRule.AMBIGUOUS)
    assert credit.reason == (
        f"UTR 512345678901 was entered for 2 orders ({genuine.order_id}, {copied.order_id}): "
        "choose the one it pays"
    )
    (result,) = services.bank_credits_confirm(credit_ids=[credit.pk], actor=staff)
    assert (result.ok, result.message) == (False, "This credit has no order to pay.")
    assert _unpaid(genuine, copied)

    shown = staff_client.get(f"/api/office/bank/statements/{credit.statement_id}/credits").json()
    assert [c["order_id"] for c in shown[0]["candidates"]] == [genuine.order_id, copied.order_id]
    assert [o["order_id"] for o in selectors.unmatched_credits()[0]["candidates"]] == [
        genuine.order_id,
        copied.order_id,
    ]


def test_a_person_chooses_the_order_among_the_candidates_only(read, staff, staff_client):
    genuine = upi_order("499.00", utr="512345678901")
    copied = upi_order("499.00", utr="512345678901")
    stranger = upi_order("499.00", utr="512345678999")
    (credit,) = read(csv_statement([(TODAY, "UPI/512345678901/priya@okaxis/payment", "", "499.00")]))
    confirm = "/api/office/bank/confirm"

    send = lambda body: staff_client.send("post", confirm, body)  # noqa: E731

    refused = send({"credit_ids": [credit.pk], "order_id": stranger.order_id}).json()
    assert refused[0]["message"] == "Choose one of the orders this credit's UTR was entered for."
    many = send({"credit_ids": [credit.pk, credit.pk + 1], "order_id": genuine.order_id})
    assert many.status_code == 400
    assert many.json()["errors"] == {"order_id": ["Choose one credit to pay a chosen order."]}
    assert _unpaid(genuine, copied, stranger)

    paid = send({"credit_ids": [credit.pk], "order_id": genuine.order_id}).json()
    assert (paid[0]["ok"], paid[0]["message"]) == (True, f"{genuine.order_id} is paid.")
    assert UpiReceipt.objects.get().order_id == genuine.pk
    assert _unpaid(copied, stranger)
    again = services.bank_credits_confirm(credit_ids=[credit.pk], actor=staff, order_id=copied.order_id)
    assert again[0].message == "This credit has already paid an order."
    assert _unpaid(copied)


def test_the_chosen_order_is_checked_again(read, staff):
    genuine = upi_order("499.00", utr="512345678901")
    upi_order("499.00", utr="512345678901")
    (credit,) = read(csv_statement([(TODAY, "UPI/512345678901/priya@okaxis/payment", "", "499.00")]))
    order_update(order=genuine, actor=staff, status=OrderStatus.CANCELLED)

    (result,) = services.bank_credits_confirm(credit_ids=[credit.pk], actor=staff, order_id=genuine.order_id)

    assert (result.ok, result.message) == (False, "This order is cancelled: the credit stays unmatched.")
    assert not UpiReceipt.objects.exists()


def test_a_utr_entered_for_a_second_order_after_the_proposal_is_not_confirmed(read, staff):
    genuine = upi_order("499.00", utr="512345678901")
    (credit,) = read(csv_statement([(TODAY, "UPI/512345678901/priya@okaxis/payment", "", "499.00")]))
    assert credit.order_id == genuine.pk
    copied = upi_order("499.00", utr="512345678901")

    (result,) = services.bank_credits_confirm(credit_ids=[credit.pk], actor=staff)

    assert result.message == "This credit's UTR was entered for another order too: choose the order it pays."
    assert _unpaid(genuine, copied)
    credit.refresh_from_db()
    assert (credit.order_id, credit.rule) == (None, MatchRule.AMBIGUOUS)


# 4. a statement with one Amount column and a Dr/Cr column: debits are not credits


def test_a_dr_cr_statement_s_debits_are_never_proposed(read, staff):
    order = upi_order("499.00", utr="512345678901")
    refunded = upi_order("799.00")
    rows = [
        (KOTAK_DAY, f"UPI/412345678900/refund to rahul/{refunded.order_id}", "", "799.00", "DR"),
        (KOTAK_DAY, "UPI/512345678901/priya@okaxis/payment", "", "499.00", "DR"),  # a refund of the same UTR
        (KOTAK_DAY, "NEFT-RENT", "", "25,000.00", "Dr"),
        (KOTAK_DAY, "UPI/512345678901/priya@okaxis/payment", "", "499.00", "CR"),
    ]

    credits = read(kotak_statement(rows), bank="Kotak Mahindra Bank", columns=KOTAK)

    assert [(c.amount, c.order_id) for c in credits] == [(order.amount, order.pk)]
    services.bank_credits_confirm(credit_ids=[c.pk for c in credits], actor=staff)
    assert _unpaid(refunded)
    assert UpiReceipt.objects.get().order_id == order.pk


def test_the_column_map_must_say_how_debits_are_told_apart(staff, upload_mapping):
    statement = upload_mapping(kotak_statement([(KOTAK_DAY, "UPI/x", "", "499.00", "CR")]))
    columns = {k: v for k, v in KOTAK.items() if k != "direction"}

    with pytest.raises(ApplicationError) as refused:
        services.bank_columns_set(statement=statement, user=staff, columns=columns)
    assert refused.value.errors == {"direction": [statements.NO_DIRECTION]}
    with pytest.raises(ApplicationError) as same:
        services.bank_columns_set(statement=statement, user=staff, columns={**columns, "debit": "Amount"})
    assert same.value.errors == {"debit": [statements.SAME_AS_AMOUNT]}

    mapped = services.bank_columns_set(statement=statement, user=staff, columns=KOTAK)
    assert mapped.columns["direction"] == "Dr / Cr"


def test_a_bank_mapped_before_without_a_debit_column_is_asked_again(upload_mapping):
    BankColumns.objects.create(bank="HDFC Bank", **{k: v for k, v in HDFC.items() if k != "debit"})

    statement = upload_mapping(csv_statement([(TODAY, "UPI/512345678901/x", "", "499.00")]), bank="HDFC Bank")

    assert statement.status == StatementStatus.MAPPING
    assert statement.columns["amount"] == "Deposit Amt."  # the rest is kept for the form


@pytest.fixture
def upload_mapping(staff, django_capture_on_commit_callbacks):
    def send(data: bytes, bank: str = "Kotak Mahindra Bank"):
        with django_capture_on_commit_callbacks(execute=True):
            statement = services.bank_statement_upload(
                user=staff, bank=bank, file_name="s.csv", content=b64(data)
            )
        run_ready_tasks()
        statement.refresh_from_db()
        return statement

    return send


# 5. confirming checks the order again: a proposal made before the order was cancelled


def test_a_proposal_for_an_order_cancelled_since_is_refused_and_the_credit_stays_unmatched(read, staff):
    order = upi_order("499.00")
    (credit,) = read(csv_statement([(TODAY, f"UPI/412345678900/r@ybl/{order.order_id}", "", "499.00")]))
    assert credit.order_id == order.pk
    order_update(order=order, actor=staff, status=OrderStatus.CANCELLED)

    (result,) = services.bank_credits_confirm(credit_ids=[credit.pk], actor=staff)

    assert (result.ok, result.message) == (False, "This order is cancelled: the credit stays unmatched.")
    order.refresh_from_db()
    assert (order.status, order.payment_status) == (OrderStatus.CANCELLED, PaymentStatus.UNPAID)
    assert not UpiReceipt.objects.exists()
    (unmatched,) = selectors.unmatched_credits()
    assert unmatched["id"] == credit.pk
    assert f"{order.order_id} is cancelled" in unmatched["reason"]


def test_a_proposal_for_an_order_changed_to_cash_on_delivery_or_paid_since_is_refused(read, staff):
    cod, paid = upi_order("499.00"), upi_order("299.00")
    credits = read(
        csv_statement(
            [
                (TODAY, f"UPI/412345678900/r@ybl/{cod.order_id}", "", "499.00"),
                (TODAY, f"UPI/412345678901/r@ybl/{paid.order_id}", "", "299.00"),
            ]
        )
    )
    cod.__class__.objects.filter(pk=cod.pk).update(payment_method="cod")
    order_update(order=paid, actor=staff, payment_status=PaymentStatus.PAID)

    results = services.bank_credits_confirm(credit_ids=[c.pk for c in credits], actor=staff)

    assert [r.message for r in results] == [confirming.NOT_UPI, "This order is already paid."]
    assert not UpiReceipt.objects.exists()


# 10. the bank's reference holds the UTR zero-padded to 16 digits


def test_a_utr_zero_padded_to_16_digits_in_the_reference_is_the_utr(read):
    order = upi_order("499.00", utr="123456789012")

    (credit,) = read(csv_statement([(TODAY, "UPI PAYMENT RECEIVED", "0000123456789012", "499.00")]))

    assert (credit.utr, credit.order_id, credit.rule) == ("123456789012", order.pk, MatchRule.UTR)
