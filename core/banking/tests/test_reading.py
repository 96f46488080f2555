"""Reading statements as banks export them: the header under the bank's preamble, credits only."""

from datetime import date
from decimal import Decimal

import pytest

from core.banking.reading import StatementError, credits_of, find_header, parse_amount, parse_date, read_table
from core.banking.tests.statements import HDFC, csv_statement, xlsx_statement


def test_a_csv_statement_s_credits_under_its_preamble():
    rows = read_table(
        csv_statement(
            [("03/11/26", "UPI/512345678901/priya@okaxis/RZ-7KQ4M2XP", "0000512345678901", "1,077.00")]
        )
    )
    at = find_header(rows)
    (credit,) = credits_of(rows, at, HDFC)  # the withdrawal is not a credit
    assert (credit.value_date, credit.amount, credit.utr, credit.order_id) == (
        date(2026, 11, 3),
        Decimal("1077.00"),
        "512345678901",
        "RZ-7KQ4M2XP",
    )
    assert credit.key == "utr:512345678901:20261103:1077.00"


def test_an_xlsx_statement_with_dates_as_dates():
    rows = read_table(xlsx_statement([(date(2026, 11, 4), "UPI-RAHUL VERMA-rz7kq4m2xp", "", 499)]))
    at = find_header(rows)
    columns = {
        "date": "Transaction Date",
        "amount": "Deposit Amount (INR )",
        "narration": "Transaction Remarks",
    }
    (credit,) = credits_of(rows, at, columns)
    assert (credit.value_date, credit.amount, credit.utr, credit.order_id) == (
        date(2026, 11, 4),
        Decimal("499"),
        "",
        "RZ-7KQ4M2XP",
    )
    assert credit.key.startswith("fp:")


@pytest.mark.parametrize(
    "text, amount",
    [("1,23,456.50", Decimal("123456.50")), ("Rs. 499", Decimal("499")), ("₹499.00 Cr", Decimal("499.00")),
     ("499.00 Dr", None), ("-499", None), ("", None), ("abc", None), ("0.00", None)],
)  # fmt: skip
def test_amounts_as_banks_print_them(text, amount):
    assert parse_amount(text) == amount


@pytest.mark.parametrize(
    "text", ["03/11/2026", "03-11-2026", "03/11/26", "03-Nov-2026", "03 Nov 2026", "2026-11-03"]
)
def test_dates_as_banks_print_them(text):
    assert parse_date(text) == date(2026, 11, 3)


def test_a_file_without_a_header_row_is_refused_with_a_reason():
    with pytest.raises(StatementError, match="No header row"):
        find_header(read_table(b"1,2,3\n4,5,6\n"))


@pytest.mark.parametrize(
    "indicator, credit",
    [("Cr", True), ("CR", True), ("C", True), ("Credit", True), ("cr.", True), ("Dr", False),
     ("DR", False), ("D", False), ("Debit", False), ("", False), ("?", False)],
)  # fmt: skip
def test_a_dr_cr_column_says_which_rows_are_credits(indicator, credit):
    text = f"Date,Description,Amount,Dr / Cr\n03/11/2026,UPI/512345678901/x,499.00,{indicator}\n"
    rows = read_table(text.encode())
    columns = {"date": "Date", "amount": "Amount", "direction": "Dr / Cr", "narration": "Description"}
    assert len(credits_of(rows, find_header(rows), columns)) == int(credit)


def test_an_amount_with_its_dr_cr_suffix_and_a_signed_amount_column():
    rows = read_table(b"Date,Description,Amount,Ref\n03/11/2026,a,499.00 Cr,1\n03/11/2026,b,799.00 Dr,2\n"
                      b"03/11/2026,c,-299.00,3\n03/11/2026,d,(199.00),4\n")  # fmt: skip
    suffix = {"date": "Date", "amount": "Amount", "direction": "Amount", "narration": "Description"}
    assert [c.narration for c in credits_of(rows, find_header(rows), suffix)] == ["a"]
    signed = {"date": "Date", "amount": "Amount", "narration": "Description"}  # negative: a debit
    assert [c.narration for c in credits_of(rows, find_header(rows), signed)] == ["a"]


@pytest.mark.parametrize(
    "reference, utr", [("0000123456789012", "123456789012"), ("123456789012", "123456789012"),
                       ("00123456789012", "123456789012"), ("1234567890123456", ""), ("50100123456789", "")],
)  # fmt: skip
def test_a_utr_zero_padded_in_the_reference(reference, utr):
    rows = read_table(f"Date,Narration,Ref,Deposit\n03/11/2026,UPI CREDIT,{reference},499.00\n".encode())
    columns = {"date": "Date", "amount": "Deposit", "narration": "Narration", "reference": "Ref"}
    (credit,) = credits_of(rows, find_header(rows), columns)
    assert credit.utr == utr
