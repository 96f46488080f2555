"""Reading a bank statement as the bank exports it (CSV or XLSX), with no database: its header row,
its credits in the columns the team mapped, and what each credit says (UTR, order id)."""

import csv
import hashlib
import io
import re
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal, InvalidOperation
from itertools import islice

from openpyxl import load_workbook

MAX_ROWS = 20_000
HEADER_SEARCH = 40  # banks put their name, the account and the period above the table
DATE_FORMATS = ("%d/%m/%Y", "%d-%m-%Y", "%d/%m/%y", "%d-%m-%y", "%d.%m.%Y", "%d-%b-%Y", "%d %b %Y",
                "%d-%b-%y", "%d %b %y", "%Y-%m-%d", "%d/%b/%Y")  # fmt: skip
# NPCI's Unique Transaction Reference of a UPI payment: 12 digits, printed in the narration
# ("UPI/512345678901/payer@okaxis/...") or in a reference column.
UTR = re.compile(r"(?<![0-9])([0-9]{12})(?![0-9])")
ORDER_ID = re.compile(r"\bRZ-?([2-9A-HJ-NP-Z]{8})\b", re.IGNORECASE)


class StatementError(ValueError):
    """The file is not a statement we can read (the message says why)."""


@dataclass(frozen=True)
class Credit:
    row: int
    value_date: date
    amount: Decimal
    narration: str
    reference: str

    @property
    def utr(self) -> str:
        ref = self.reference.strip()
        if re.fullmatch(r"[0-9]{12}", ref):
            return ref
        found = UTR.search(f"{self.narration} {ref}")
        return found.group(1) if found else ""

    @property
    def order_id(self) -> str:
        found = ORDER_ID.search(f"{self.narration} {self.reference}")
        return f"RZ-{found.group(1).upper()}" if found else ""

    @property
    def key(self) -> str:
        """The credit's identity across overlapping statements: its UTR, else a fingerprint."""
        if self.utr:
            return f"utr:{self.utr}"
        text = f"{self.value_date}|{self.amount}|{self.narration.strip()}|{self.reference.strip()}"
        return "fp:" + hashlib.sha256(text.encode()).hexdigest()[:40]


def _cell(value) -> str:
    if value is None:
        return ""
    if isinstance(value, datetime):
        return value.date().isoformat()
    if isinstance(value, date):
        return value.isoformat()
    return str(value).strip()


def read_table(data: bytes) -> list[list[str]]:
    """The statement's cells as text: an XLSX's first sheet, or a CSV (comma, semicolon or tab)."""
    if data[:2] == b"PK":
        try:
            book = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
        except Exception as exc:  # a broken workbook is the uploader's file, not our fault
            raise StatementError("This XLSX file cannot be opened.") from exc
        sheet = book.worksheets[0]
        rows = [
            [_cell(v) for v in row]
            for row in islice(sheet.iter_rows(values_only=True), MAX_ROWS + HEADER_SEARCH)
        ]
        book.close()
        return rows
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    if "\x00" in text:
        raise StatementError("This is not a CSV or XLSX file.")
    try:
        dialect = csv.Sniffer().sniff(text[:4096], delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    reader = csv.reader(io.StringIO(text), dialect)
    return [[c.strip() for c in row] for row in islice(reader, MAX_ROWS + HEADER_SEARCH)]


def _is_label(value: str) -> bool:
    return bool(value) and parse_amount(value) is None and parse_date(value) is None


def find_header(rows: list[list[str]]) -> int:
    """The index of the header row: the first with three or more labels (and nothing else)."""
    for index, row in enumerate(rows[:HEADER_SEARCH]):
        filled = [c for c in row if c]
        if len(filled) >= 3 and all(_is_label(c) for c in filled):
            return index
    raise StatementError("No header row found: the file needs a row naming its columns (date, amount...).")


def headers_of(rows: list[list[str]], at: int) -> list[str]:
    seen, out = set(), []
    for cell in rows[at]:
        name = cell or f"Column {len(out) + 1}"
        while name in seen:
            name += " (2)"
        seen.add(name)
        out.append(name)
    return out


def parse_amount(value: str) -> Decimal | None:
    """A credit's amount: '1,23,456.00', 'Rs. 499', '₹499.00 Cr'; None for blanks and debits."""
    text = str(value).strip()
    if not text:
        return None
    upper = text.upper()
    if upper.endswith("DR"):
        return None
    cleaned = re.sub(r"(?i)^(INR|RS\.?|₹)|CR$|[,\s₹]", "", text.strip())
    cleaned = re.sub(r"(?i)CR$", "", cleaned)
    if not re.fullmatch(r"[0-9]+(\.[0-9]{1,2})?", cleaned):
        return None
    try:
        amount = Decimal(cleaned)
    except InvalidOperation:
        return None
    return amount if 0 < amount < Decimal("10000000000") else None


def parse_date(value: str) -> date | None:
    text = str(value).strip()[:20]
    if not text:
        return None
    if re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", text[:10]):
        text = text[:10]
    for fmt in DATE_FORMATS:
        try:
            return datetime.strptime(text, fmt).date()
        except ValueError:
            continue
    return None


def credits_of(rows: list[list[str]], header_at: int, columns: dict[str, str]) -> list[Credit]:
    """The statement's credits in the mapped columns; debits, balances and blank lines are skipped."""
    headers = headers_of(rows, header_at)
    where = {name: headers.index(col) for name, col in columns.items() if col and col in headers}

    def cell(row: list[str], name: str) -> str:
        index = where.get(name)
        return row[index] if index is not None and index < len(row) else ""

    found = []
    for number, row in enumerate(rows[header_at + 1 :], start=header_at + 2):
        amount, day = parse_amount(cell(row, "amount")), parse_date(cell(row, "date"))
        if amount is None or day is None:
            continue
        found.append(Credit(number, day, amount, cell(row, "narration")[:300], cell(row, "reference")[:80]))
    return found
