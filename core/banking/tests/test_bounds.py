"""A statement file is read within bounds, and a file that cannot be read ends its statement failed
with a reason the team can act on (never "reading" for ever). Bounds are asserted by the cells
looked at and the memory taken, not by time."""

import tracemalloc

import pytest

from core.banking import services
from core.banking.models import BankColumns, BankStatement, StatementStatus
from core.banking.reading import credits_of, find_header, read_table
from core.banking.services import statements
from core.banking.tests.sheets import raw_xlsx, sheet_xml
from core.banking.tests.statements import HDFC, b64, csv_statement, today
from core.common import tables
from core.common.tables import MAX_COLUMNS, StatementError, Table
from core.jobs.tests.worker import run_ready_tasks

HEAD = ["Date", "Narration", "Ref", "Deposit"]
COLUMNS = {"date": "Date", "amount": "Deposit", "narration": "Narration", "reference": "Ref"}


def _credit_rows(count: int) -> list[list]:
    return [HEAD] + [["03/11/2026", f"UPI/5123456789{i:02}/payer@okaxis", "", 499] for i in range(count)]


@pytest.mark.parametrize(
    "ref, rows, cols",
    [
        ("A1:XFD1048576", "1,048,576", "16,384"),
        ("A1:XFD30", "30", "16,384"),
        ("A1:D1048576", "1,048,576", "4"),
    ],
)
def test_a_sheet_declaring_a_size_no_statement_has_is_refused_before_a_cell_is_read(ref, rows, cols):
    table = Table(raw_xlsx(sheet_xml(_credit_rows(3), dimension=ref)))

    with pytest.raises(StatementError) as refused:
        list(table)

    assert str(refused.value).startswith(f"The sheet declares {ref}: {rows} rows by {cols} columns")
    assert "Copy the statement's own rows and columns into a new workbook" in str(refused.value)
    assert table.cells_seen == 0


def test_a_sheet_formatted_across_16384_columns_is_read_in_its_own_columns_only():
    """Each row carries 16,384 cells (blank styled ones, and a value in column XFD): the credits are
    read, only the first MAX_COLUMNS columns' values are parsed, and memory stays small."""
    data = raw_xlsx(sheet_xml(_credit_rows(10), width=16_384, far="junk"))
    table = Table(data)

    tracemalloc.start()
    try:
        rows = list(table)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()

    credits = credits_of(rows, find_header(rows), COLUMNS)
    assert [(c.amount, c.utr) for c in credits][:2] == [(499, "512345678900"), (499, "512345678901")]
    assert len(credits) == 10
    assert max(len(r) for r in rows) == 4  # the value in column XFD is not read
    assert table.cells_seen == 11 * 16_384 - 10 + 11  # every cell and row looked at once (no blank Ref)
    assert table.cells_read == 4 + 10 * 3  # only the cells holding a value, in the first columns
    assert peak < 4 * 1024 * 1024  # openpyxl's padded rows: over 17 MB for this file


def test_below_the_header_only_the_mapped_columns_are_read():
    rows = [HEAD + [f"Extra {i}" for i in range(20)]]
    rows += [["03/11/2026", "UPI/512345678900/x", "", 499] + [f"v{i}" for i in range(20)] for _ in range(50)]
    table = Table(raw_xlsx(sheet_xml(rows)))
    stream = iter(table)
    head = [next(stream)]

    table.only({0, 3})  # date and amount
    rest = list(stream)

    assert table.cells_read == len(head[0]) + 50 * 2
    assert rest[0] == ["03/11/2026", "", "", "499"]


def test_cells_are_capped_as_well_as_rows(monkeypatch):
    monkeypatch.setattr(tables, "MAX_CELLS", 10_000)
    table = Table(raw_xlsx(sheet_xml(_credit_rows(1), width=16_384)))
    with pytest.raises(StatementError, match="cells. Copy the statement's own rows"):
        list(table)
    assert table.cells_seen == 10_001


@pytest.mark.parametrize("kind", ["csv", "xlsx"])
def test_a_statement_over_20000_rows_is_refused_not_cut_short(kind):
    if kind == "csv":
        data = ("Date,Narration,Ref,Deposit\n" + "03/11/2026,x,,1\n" * 20_040).encode()
    else:
        data = raw_xlsx(sheet_xml(_credit_rows(1)).replace('<row r="2">', '<row r="20041">'))
    with pytest.raises(StatementError, match="more than 20,000 rows. Export a shorter period"):
        read_table(data)


def test_a_csv_with_cr_only_line_endings_is_read():
    rows = [(today(), "UPI/512345678901/p@okaxis/x", "", "1,077.00"), (today(), "UPI/x", "", "20.00")]
    data = csv_statement(rows).replace(b"\n", b"\r")

    table = read_table(data)

    assert [str(c.amount) for c in credits_of(table, find_header(table), HDFC)] == ["1077.00", "20.00"]


@pytest.fixture
def read(staff, django_capture_on_commit_callbacks):
    """Upload a file for a known bank and let the worker read it: the statement afterwards."""

    def send(data: bytes) -> BankStatement:
        BankColumns.objects.get_or_create(bank="HDFC Bank", defaults=HDFC)
        with django_capture_on_commit_callbacks(execute=True):
            statement = services.bank_statement_upload(
                user=staff, bank="HDFC Bank", file_name="nov.csv", content=b64(data)
            )
        run_ready_tasks()
        statement.refresh_from_db()
        return statement

    return send


@pytest.mark.django_db
def test_a_csv_field_over_128_kb_fails_the_statement_with_a_reason(read, staff_client):
    data = csv_statement([(today(), "UPI/512345678901/" + "x" * 140_000, "", "499.00")])

    statement = read(data)

    assert statement.status == StatementStatus.FAILED
    shown = staff_client.get(f"/api/office/bank/statements/{statement.pk}").json()
    assert (shown["status"], shown["error"]) == (
        "failed",
        "Line 7 has a value longer than 128 KB, which no bank statement has. Upload the statement as "
        "the bank exported it (CSV or XLSX).",
    )


@pytest.mark.django_db
def test_an_unexpected_error_while_reading_fails_the_statement_too(read, monkeypatch):
    def broken(credit):
        raise RuntimeError("the database went away")

    monkeypatch.setattr(statements, "propose", broken)

    statement = read(csv_statement([(today(), "UPI/512345678901/x", "", "499.00")]))

    assert (statement.status, statement.error) == (StatementStatus.FAILED, services.READ_FAILED)


@pytest.mark.django_db
def test_a_read_whose_worker_died_for_good_fails_the_statement(staff):
    statement = services.bank_statement_upload(  # queued (its task is enqueued on commit: never here)
        user=staff, bank="HDFC Bank", file_name="nov.csv", content=b64(csv_statement([]))
    )

    # what the queue's sweep announces after the task's last lost run (core/jobs/services.py)
    services.bank_statement_task_finished(
        task_path=services.STATEMENT_READ,
        kwargs={"statement_id": str(statement.pk)},
        failed=True,
    )

    statement.refresh_from_db()
    assert (statement.status, statement.error) == (StatementStatus.FAILED, services.READ_FAILED)


def test_at_most_max_columns_are_kept_from_a_wide_csv():
    data = ("Date,Narration,Ref,Deposit" + ",x" * 200 + "\n03/11/2026,a,,1" + ",y" * 200 + "\n").encode()
    assert {len(row) for row in read_table(data)} == {MAX_COLUMNS}
