"""Reading a courier's COD remittance file (CSV or XLSX), with no database: its header row, which
courier's format it is, and its lines (AWB, amount, remittance date, UTR).

The columns are found by their names, per format; a name is compared without case, spaces or
punctuation ("AWB No." is "awbno": core/common/headers.py). Neither courier publishes its remittance
report's columns as a specification; the names below were checked against what each does publish:
- Delhivery calls the AWB a "waybill" (https://delhivery-express-api-doc.readme.io/reference/package-lifecycle-1)
  and its tracking API names a parcel's `AWB` and its COD value `CODAmount`.
- Shiprocket's account statement API (apidocs.shiprocket.in, "Get Statement Details") names each
  line's `awb_code`, `credit_amount` and `created_at`; its COD remittance log
  (http://support.shiprocket.in/support/solutions/articles/43000337112) shows each remittance's CRF
  ID, UTR, "Remittance Amount" and "Amount Credited".
The generic names (AWB, COD amount, remittance date, UTR) are the fallback for any other courier."""

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from core.banking.reading import parse_amount, parse_date
from core.common.headers import header_key, header_places
from core.common.tables import HEADER_SEARCH, StatementError

# field -> the column names it may have, per format (normalised: lower case, letters and digits)
GENERIC = {
    "awb": ("awb", "awbno", "awbnumber", "awbcode", "trackingnumber"),
    "amount": ("codamount", "amount", "remittedamount", "codremitted", "netamount"),
    "date": ("remittancedate", "remittedon", "remitteddate", "date", "paymentdate"),
    "utr": ("utr", "utrno", "utrnumber", "banktransactionid", "bankreference", "transactionid"),
}
FORMATS = {
    "delhivery": {
        "awb": ("waybill", "waybillno", "waybillnumber", "awbno", *GENERIC["awb"]),
        "amount": ("codamount", "collectedamount", "remittedamount", *GENERIC["amount"]),
        "date": ("remittancedate", "remitteddate", "depositdate", *GENERIC["date"]),
        "utr": ("utrno", "utr", "utrnumber", "bankrefno", *GENERIC["utr"]),
    },
    "shiprocket": {
        "awb": ("awbcode", "awb", *GENERIC["awb"]),
        "amount": (
            "codamount",
            "codremitted",
            "remittedamount",
            "remittanceamount",
            "amountcredited",
            "creditamount",
            *GENERIC["amount"],
        ),
        "date": ("remittancedate", "remittedon", "dateofremittance", "createdat", *GENERIC["date"]),
        "utr": ("utr", "utrno", "crfutr", *GENERIC["utr"]),
    },  # fmt: skip
    "generic": GENERIC,
}
# what marks a format's header beyond the generic names
MARKS = {"delhivery": {"waybill", "waybillno", "waybillnumber"}, "shiprocket": {"awbcode", "crfid"}}
AWB = re.compile(r"(?=[^0-9]*[0-9])[A-Za-z0-9-]{4,40}")  # a digit at least: "Total" is no AWB
NO_HEADER = (
    "No header row found: the file needs a row naming its columns (AWB, COD amount, remittance date, "
    "UTR). Upload the remittance report as the courier's panel exported it."
)
NO_COLUMNS = "The file has no {missing} column. Its columns are: {headers}."


norm = header_key  # the one header comparison (core/common/headers.py)


@dataclass(frozen=True)
class Line:
    row: int
    awb: str
    amount: Decimal | None  # None: not an amount
    remitted_on: date | None
    utr: str


def detect(headers: list[str], hint: str = "") -> str:
    names = {norm(h) for h in headers}
    if hint in FORMATS:
        return hint
    return next((fmt for fmt, marks in MARKS.items() if names & marks), "generic")


def find_header(rows: list[list[str]]) -> int:
    """The first row naming an AWB column (by any format's names)."""
    awb_names = {name for spec in FORMATS.values() for name in spec["awb"]}
    for index, row in enumerate(rows[:HEADER_SEARCH]):
        if any(norm(cell) in awb_names for cell in row if cell):
            return index
    raise StatementError(NO_HEADER)


def columns_of(headers: list[str], fmt: str) -> dict[str, int]:
    """Each field's column index in `headers` (the first name of its list that the file has)."""
    found = header_places(headers, FORMATS[fmt])
    missing = [f for f in ("awb", "amount") if f not in found]
    if missing:
        names = {"awb": "AWB", "amount": "COD amount"}
        shown = ", ".join(h for h in headers if h)[:300]
        raise StatementError(NO_COLUMNS.format(missing=" or ".join(names[m] for m in missing), headers=shown))
    return found


def lines_in(rows: Iterable[list[str]], columns: dict[str, int], *, first_line: int) -> Iterator[Line]:
    """The lines under the header (`first_line`: the first's line in the file); a line with no AWB
    (a total, a blank) is skipped."""

    def cell(row: list[str], field: str) -> str:
        index = columns.get(field)
        return str(row[index]).strip() if index is not None and index < len(row) else ""

    for number, row in enumerate(rows, start=first_line):
        awb = cell(row, "awb").lstrip("'")
        if not AWB.fullmatch(awb):
            continue
        amount = parse_amount(cell(row, "amount"))
        if amount is None and cell(row, "amount") in ("0", "0.00", "0.0"):
            amount = Decimal("0.00")
        utr = re.sub(r"[^A-Za-z0-9]", "", cell(row, "utr"))[:40].upper()
        yield Line(number, awb.upper(), amount, parse_date(cell(row, "date")), utr)
