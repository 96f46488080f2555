"""Reading a bank statement as the bank exports it (CSV or XLSX), with no database: its header row,
its credits in the columns the team mapped, and what each credit says (UTR, order id)."""

import hashlib
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from datetime import date, datetime
from decimal import Decimal, InvalidOperation

from core.common.tables import HEADER_SEARCH, MAX_ROWS, StatementError, Table, read_table  # noqa: F401

DATE_FORMATS = ("%d/%m/%Y", "%d-%m-%Y", "%d/%m/%y", "%d-%m-%y", "%d.%m.%Y", "%d-%b-%Y", "%d %b %Y",
                "%d-%b-%y", "%d %b %y", "%Y-%m-%d", "%d/%b/%Y")  # fmt: skip
# NPCI's Unique Transaction Reference of a UPI payment: 12 digits, printed in the narration
# ("UPI/512345678901/payer@okaxis/...") or in a reference column, where some banks pad it with
# zeros to 16 digits ("0000512345678901"): leading zeros are stripped down to 12 digits.
UTR = re.compile(r"(?<![0-9])0{0,4}([0-9]{12})(?![0-9])")
# A statement's debit/credit indicator (Kotak's "Dr / Cr" column), or its amount's suffix ("499.00 Cr")
DEBIT_WORDS = {"DR", "D", "DEBIT", "WITHDRAWAL"}
CREDIT_WORDS = {"CR", "C", "CREDIT", "DEPOSIT"}
ORDER_ID = re.compile(r"\bRZ-?([2-9A-HJ-NP-Z]{8})\b", re.IGNORECASE)


@dataclass(frozen=True)
class Credit:
    row: int
    value_date: date
    amount: Decimal
    narration: str
    reference: str
    repeat: int = 1  # the second credit of the statement with the same identity is 2, and so on

    @property
    def utr(self) -> str:
        ref = self.reference.strip()
        if whole := re.fullmatch(r"0{0,4}([0-9]{12})", ref):
            return whole.group(1)
        found = UTR.search(f"{self.narration} {ref}")
        return found.group(1) if found else ""

    @property
    def order_id(self) -> str:
        found = ORDER_ID.search(f"{self.narration} {self.reference}")
        return f"RZ-{found.group(1).upper()}" if found else ""

    @property
    def key(self) -> str:
        """The credit's identity across overlapping statements, whichever file it was read from:
        its UTR, value date and amount; without a UTR, a fingerprint of its date, amount, reference
        and narration (spacing and case aside). Two credits alike in one statement are two credits:
        the second's key ends in #2, so the n-th of them is the n-th in an overlapping statement too."""
        amount = f"{self.amount:.2f}"  # 499 (an XLSX number) and 499.00 (a CSV's text) are one amount
        if self.utr:
            key = f"utr:{self.utr}:{self.value_date:%Y%m%d}:{amount}"
        else:
            words = [" ".join(self.reference.split()).upper(), " ".join(self.narration.split()).upper()]
            text = "|".join([self.value_date.isoformat(), amount, *words])
            key = "fp:" + hashlib.sha256(text.encode()).hexdigest()[:40]
        return key if self.repeat == 1 else f"{key}#{self.repeat}"


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


def direction(value: str) -> str:
    """'debit', 'credit' or '' (not known) from a Dr/Cr indicator: 'Dr', 'CR', 'D', 'Credit',
    or an amount with its suffix ('499.00 Cr')."""
    text = re.sub(r"[\s.]", "", str(value)).upper()
    if text in DEBIT_WORDS:
        return "debit"
    if text in CREDIT_WORDS:
        return "credit"
    suffix = re.fullmatch(r"[^A-Z]*[0-9][^A-Z]*(CR|DR)", text)
    return {"CR": "credit", "DR": "debit"}[suffix.group(1)] if suffix else ""


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


def credits_in(
    rows: Iterable[list[str]], headers: list[str], columns: dict[str, str], *, first_line: int
) -> Iterator[Credit]:
    """The credits in the mapped columns of the rows under the header (`first_line`: the first's
    line in the file); debits (by the Dr/Cr or debit column, or a negative amount), balances and
    blank lines are skipped."""
    where = {name: headers.index(col) for name, col in columns.items() if col and col in headers}
    seen: Counter[str] = Counter()

    def cell(row: list[str], name: str) -> str:
        index = where.get(name)
        return row[index] if index is not None and index < len(row) else ""

    def is_debit(row: list[str]) -> bool:
        """Money out, by the mapped columns: its indicator does not say credit (when the statement
        has one), or its debit (withdrawal) column holds an amount. An amount negative for debits
        ('-499.00', '(499.00)') is never a credit anyway (parse_amount)."""
        if "direction" in where and direction(cell(row, "direction")) != "credit":
            return True
        return "debit" in where and re.sub(r"[^0-9]", "", cell(row, "debit")).strip("0") != ""

    for number, row in enumerate(rows, start=first_line):
        amount, day = parse_amount(cell(row, "amount")), parse_date(cell(row, "date"))
        if amount is None or day is None or is_debit(row):
            continue
        credit = Credit(number, day, amount, cell(row, "narration")[:300], cell(row, "reference")[:80])
        seen[credit.key] += 1
        yield credit if seen[credit.key] == 1 else replace(credit, repeat=seen[credit.key])


def column_indexes(headers: list[str], columns: dict[str, str]) -> set[int]:
    return {headers.index(col) for col in columns.values() if col and col in headers}


def credits_of(rows: list[list[str]], header_at: int, columns: dict[str, str]) -> list[Credit]:
    """The credits of a table read whole (`read_table`)."""
    headers = headers_of(rows, header_at)
    return list(credits_in(rows[header_at + 1 :], headers, columns, first_line=header_at + 2))
