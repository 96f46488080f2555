"""Upload, map, propose, confirm: a credit pays the unpaid UPI order it names, once, at its amount."""

from decimal import Decimal

import pytest

from core.banking import selectors, services
from core.banking.models import BankCredit, MatchRule, StatementStatus, UpiReceipt
from core.banking.tests.statements import HDFC, b64, csv_statement, today, upi_order
from core.invoices.models import Invoice
from core.jobs.tests.worker import run_ready_tasks
from core.notifications.models import OutgoingEmail
from core.orders.models import OrderEvent, PaymentMethod, PaymentStatus

pytestmark = pytest.mark.django_db
TODAY = today()


@pytest.fixture
def upload(staff, django_capture_on_commit_callbacks):
    def send(rows, bank="HDFC Bank"):
        with django_capture_on_commit_callbacks(execute=True):
            statement = services.bank_statement_upload(
                user=staff, bank=bank, file_name="nov.csv", content=b64(csv_statement(rows))
            )
        run_ready_tasks()
        statement.refresh_from_db()
        return statement

    return send


@pytest.fixture
def mapped(upload, staff, django_capture_on_commit_callbacks):
    """Upload, and map the columns when the bank is new."""

    def send(rows):
        statement = upload(rows)
        if statement.status == StatementStatus.MAPPING:
            with django_capture_on_commit_callbacks(execute=True):
                services.bank_columns_set(statement=statement, user=staff, columns=HDFC)
            run_ready_tasks()
            statement.refresh_from_db()
        return statement

    return send


def _credits(statement):
    return list(BankCredit.objects.filter(statement=statement).order_by("row"))


def test_a_new_bank_s_columns_are_mapped_once_and_remembered(upload, mapped):
    first = upload([(TODAY, "UPI/512345678901/x", "", "499.00")])
    assert first.status == StatementStatus.MAPPING
    assert "Deposit Amt." in first.headers

    mapped([(TODAY, "UPI/512345678901/x", "", "499.00")])
    again = upload([(TODAY, "UPI/512345678902/x", "", "299.00")])

    assert again.status == StatementStatus.READY
    assert again.columns == {**HDFC, "direction": ""}
    assert [c.amount for c in _credits(again)] == [Decimal("299.00")]


def test_credits_are_proposed_by_utr_then_by_order_id_and_amount_each_with_its_reason(mapped):
    by_utr = upi_order("1077.00", utr="512345678901")
    by_id = upi_order("499.00")
    other_amount = upi_order("799.00")
    rows = [
        (TODAY, "UPI/512345678901/priya@okaxis/payment", "", "1077.00"),
        (TODAY, f"UPI/412345678900/rahul@ybl/{by_id.order_id}", "", "499.00"),
        (TODAY, f"UPI/412345678909/rahul@ybl/{other_amount.order_id}", "", "800.00"),
        (TODAY, "UPI/312345678900/someone@upi/gift", "", "250.00"),
    ]

    credits = _credits(mapped(rows))

    assert [(c.order_id, c.rule) for c in credits] == [
        (by_utr.pk, MatchRule.UTR),
        (by_id.pk, MatchRule.ORDER_ID),
        (None, MatchRule.NONE),
        (None, MatchRule.NONE),
    ]
    assert "UTR 512345678901 is the UPI reference the customer entered" in credits[0].reason
    assert f"Order id {by_id.order_id} in the narration; amount ₹499.00 equal" in credits[1].reason
    assert f"{other_amount.order_id} asks ₹799.00, the credit is ₹800.00" in credits[2].reason
    assert [c["id"] for c in selectors.unmatched_credits()] == [credits[3].pk, credits[2].pk]  # newest first


def test_confirming_marks_the_order_paid_through_the_order_service(mapped, staff):
    order = upi_order("499.00")
    (credit,) = _credits(mapped([(TODAY, f"UPI/412345678900/r@ybl/{order.order_id}", "", "499.00")]))

    (result,) = services.bank_credits_confirm(credit_ids=[credit.pk], actor=staff)

    order.refresh_from_db()
    assert (result.ok, result.message) == (True, f"{order.order_id} is paid.")
    assert (order.payment_status, order.upi_reference) == (PaymentStatus.PAID, "412345678900")
    event = OrderEvent.objects.get(order=order, kind="payment")
    assert (event.from_value, event.to_value, event.actor) == ("unpaid", "paid", staff)
    assert Invoice.objects.filter(order=order, kind="invoice").exists()
    assert OutgoingEmail.objects.filter(order=order, kind="paid").exists()
    assert UpiReceipt.objects.get(order=order).key == f"utr:412345678900:{credit.value_date:%Y%m%d}:499.00"


def test_a_credit_never_pays_twice_even_from_an_overlapping_statement(mapped, staff):
    first, second = upi_order("499.00"), upi_order("499.00")
    row = (TODAY, f"UPI/412345678900/r@ybl/{first.order_id}", "", "499.00")
    (credit,) = _credits(mapped([row]))
    (again,) = _credits(mapped([row, (TODAY, "UPI/412345678911/x", "", "10.00")]))[:1]
    again.order = second  # even pointed at another order of the same amount
    again.save()

    results = services.bank_credits_confirm(credit_ids=[credit.pk, credit.pk, again.pk], actor=staff)

    assert [(r.ok, r.message) for r in results] == [
        (True, f"{first.order_id} is paid."),
        (False, "This credit has already paid an order."),
    ]
    second.refresh_from_db()
    assert second.payment_status == PaymentStatus.UNPAID
    assert UpiReceipt.objects.count() == 1


def test_a_credit_never_pays_an_order_of_another_amount(mapped, staff):
    order = upi_order("499.00")
    (credit,) = _credits(mapped([(TODAY, f"UPI/412345678900/r@ybl/{order.order_id}", "", "499.00")]))
    order.amount = Decimal("500.00")
    order.save()

    (result,) = services.bank_credits_confirm(credit_ids=[credit.pk], actor=staff)

    assert (result.ok, result.message) == (False, "The credit's amount is not the order's.")
    assert not UpiReceipt.objects.exists()


def test_unpaid_upi_orders_past_n_days_newest_first(django_assert_max_num_queries):
    from datetime import timedelta

    from django.utils import timezone

    old = upi_order("499.00", created_at=timezone.now() - timedelta(days=5))
    older = upi_order("299.00", created_at=timezone.now() - timedelta(days=9))
    upi_order("199.00")  # today: not yet overdue
    upi_order("99.00", created_at=timezone.now() - timedelta(days=5), payment_status="paid")

    with django_assert_max_num_queries(1):
        found = selectors.unpaid_upi_orders(older_than_days=3)

    assert [o.order_id for o in found] == [old.order_id, older.order_id]


def test_a_cod_order_paid_now_without_its_fee_is_matched_and_turns_prepaid(mapped, staff):
    # given a COD order of Rs 548 with a Rs 49 COD fee, paid by UPI before dispatch ("pay now and save")
    order = upi_order("548.00", payment_method=PaymentMethod.COD, cod_fee=Decimal("49.00"))
    rows = [(TODAY, f"UPI/412345678900/r@ybl/{order.order_id}", "", "499.00")]
    (credit,) = _credits(mapped(rows))
    assert credit.order_id == order.pk
    # when Accounts confirms the match
    (result,) = services.bank_credits_confirm(credit_ids=[credit.pk], actor=staff)
    # then the order is a paid UPI order of Rs 499 and its invoice says so
    order.refresh_from_db()
    assert result.ok and (order.payment_method, order.payment_status) == (
        PaymentMethod.UPI,
        PaymentStatus.PAID,
    )
    assert (order.amount, order.cod_fee) == (Decimal("499.00"), Decimal("0.00"))
    assert Invoice.objects.get(order=order, kind="invoice").total == Decimal("499.00")
