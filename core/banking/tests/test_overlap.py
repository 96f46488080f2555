"""Overlapping statements: a credit read from several is one credit, listed once as unmatched; two
credits alike in one statement stay two. The statement's progress is the true count as it goes."""

from decimal import Decimal

import pytest
from django.db import connection

from core.banking import selectors, services
from core.banking.models import BankColumns, BankCredit, BankStatement, StatementStatus
from core.banking.reading import credits_of, find_header, read_table
from core.banking.services import statements
from core.banking.tests.statements import HDFC, b64, csv_statement, today, xlsx_statement
from core.jobs.tests.worker import run_ready_tasks

pytestmark = pytest.mark.django_db
TODAY = today()
GIFT = (TODAY, "UPI/312345678900/someone@upi/gift", "", "250.00")
CASH = (TODAY, "CASH DEPOSIT BY SELF", "", "1,000.00")  # no UTR: known by its fingerprint


@pytest.fixture
def read(staff, django_capture_on_commit_callbacks):
    def send(rows, name="nov.csv"):
        BankColumns.objects.get_or_create(bank="HDFC Bank", defaults=HDFC)
        with django_capture_on_commit_callbacks(execute=True):
            statement = services.bank_statement_upload(
                user=staff, bank="HDFC Bank", file_name=name, content=b64(csv_statement(rows))
            )
        run_ready_tasks()
        statement.refresh_from_db()
        assert statement.status == StatementStatus.READY, statement.error
        return statement

    return send


def test_a_credit_in_two_overlapping_statements_is_listed_once_as_its_latest_reading(read):
    read([GIFT, CASH], name="1-15 Nov.csv")
    later = read([GIFT, CASH, (TODAY, "NEFT-ACME TRADERS-INV 42", "", "5,000.00")], name="1-30 Nov.csv")

    listed = selectors.unmatched_credits()

    assert sorted(c["amount"] for c in listed) == [Decimal("250.00"), Decimal("1000.00"), Decimal("5000.00")]
    assert {c["statement_id"] for c in listed} == {later.pk}
    assert BankCredit.objects.count() == 5  # each statement keeps its own rows


def test_two_credits_alike_in_one_statement_stay_two_in_an_overlapping_one(read):
    read([CASH, CASH])
    read([CASH, CASH, GIFT])

    amounts = sorted(c["amount"] for c in selectors.unmatched_credits())

    assert amounts == [Decimal("250.00"), Decimal("1000.00"), Decimal("1000.00")]


def test_the_same_credit_from_a_csv_and_an_xlsx_has_one_key():
    """The XLSX gives the amount as the number 499, the CSV as the text 499.00; spacing aside."""
    csv_rows = read_table(csv_statement([(TODAY, "UPI-RAHUL VERMA-RZ7KQ4M2XP", "", "499.00")]))
    (from_csv,) = credits_of(csv_rows, find_header(csv_rows), HDFC)
    xlsx_rows = read_table(xlsx_statement([(from_csv.value_date, "UPI-RAHUL  VERMA-RZ7KQ4M2XP ", "", 499)]))
    columns = {"date": "Transaction Date", "amount": "Deposit Amount (INR )",
               "narration": "Transaction Remarks", "reference": "Reference"}  # fmt: skip
    (from_xlsx,) = credits_of(xlsx_rows, find_header(xlsx_rows), columns)

    assert (from_xlsx.amount, from_csv.amount) == (Decimal("499"), Decimal("499.00"))
    assert from_xlsx.key == from_csv.key


def test_the_unmatched_list_is_one_query_along_the_key_index(read, django_assert_max_num_queries):
    read([GIFT, CASH])
    read([GIFT, CASH])
    with django_assert_max_num_queries(1):
        assert len(selectors.unmatched_credits()) == 2
    newer = BankCredit.objects.filter(key="x", id__gt=0)
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute("SET LOCAL enable_seqscan = off")
        plan = newer.explain()
    assert "credit_key_latest" in plan


def test_progress_is_saved_as_the_credits_are_proposed_outside_the_storing_transaction(read, monkeypatch):
    seen = []
    propose = statements.propose

    def watched(credit):
        statement = BankStatement.objects.latest("created_at")
        seen.append((statement.rows_done, statement.rows_total, len(connection.atomic_blocks)))
        return propose(credit)

    monkeypatch.setattr(statements, "propose", watched)
    monkeypatch.setattr(statements, "PROGRESS_EVERY", 1)
    depth = len(connection.atomic_blocks)

    read([GIFT, CASH, (TODAY, "UPI/x", "", "20.00")])

    assert seen == [(0, 3, depth), (1, 3, depth), (2, 3, depth)]
