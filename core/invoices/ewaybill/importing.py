"""The e-way bill portal's list of generated bills (the bulk tool's result, or the report of e-way bills
generated, saved as CSV or XLSX), read back: per row the invoice number, the 12-digit e-way bill
number, when it was generated and, when the list has it, until when it is valid. Columns are found by
their headings, as the portal names them ("EWB No", "EWB Date", "Doc No", "Valid Upto"), spaces, dots
and case aside. Only reads: the service records."""

import base64
import binascii
import re
from dataclasses import dataclass
from datetime import datetime

from core.common.errors import ApplicationError
from core.common.headers import header_places
from core.common.ist import IST
from core.common.tables import StatementError, read_table

HEADINGS = {  # compared by core.common.headers.header_key
    "number": ("ewbno", "ewaybillno", "ewbnumber", "ewaybillnumber"),
    "generated_at": ("ewbdate", "ewaybilldate", "generateddate", "generatedon", "ewbgenerateddate"),
    "document": ("docno", "documentno", "docnumber", "documentnumber", "invoiceno"),
    "valid_until": ("validupto", "validuntil", "validtill", "validuntill"),
}
FORMATS = ("%d/%m/%Y %I:%M:%S %p", "%d/%m/%Y %I:%M %p", "%d/%m/%Y %H:%M:%S", "%d/%m/%Y %H:%M", "%d/%m/%Y")
NOT_A_LIST = "This is not the portal's list of e-way bills: it needs EWB No, EWB Date and Doc No columns."
NOT_A_FILE = "Choose the list as a CSV or XLSX file."
MOST_ROWS = 2000


@dataclass(frozen=True)
class PortalRow:
    line: int  # the row's number in the file, for the team
    document: str
    number: str
    generated_at: datetime | None
    valid_until: datetime | None


def portal_time(text: str) -> datetime | None:
    """'02/12/2026 11:59:00 PM' and the like, as the portal prints IST; None when it is not one."""
    text = " ".join((text or "").replace(".", ":").split()).upper()
    for pattern in FORMATS:
        try:
            return datetime.strptime(text, pattern).replace(tzinfo=IST)
        except ValueError:
            continue
    return None


def _decoded(content: str) -> bytes:
    raw = content.split(",", 1)[1] if content.startswith("data:") else content
    try:
        return base64.b64decode(raw, validate=True)
    except (binascii.Error, ValueError):
        raise ApplicationError(NOT_A_FILE, errors={"content": [NOT_A_FILE]}) from None


def _columns(table: list[list[str]]) -> tuple[int, dict[str, int | None]]:
    """The heading row's index and each column's place, from the first row that names them."""
    for start, heading in enumerate(table[:20]):
        found = header_places(heading, HEADINGS)
        where: dict[str, int | None] = {name: found.get(name) for name in HEADINGS}
        if None not in (where["number"], where["generated_at"], where["document"]):
            return start, where
    raise ApplicationError(NOT_A_LIST, errors={"content": [NOT_A_LIST]})


def portal_rows(*, content: str) -> list[PortalRow]:
    """The list's rows (at most MOST_ROWS), from the first row whose headings name the columns."""
    try:
        table = read_table(_decoded(content))
    except StatementError as error:
        raise ApplicationError(str(error), errors={"content": [str(error)]}) from None
    start, where = _columns(table)

    def cell(row: list[str], name: str) -> str:
        index = where[name]
        return row[index].strip() if index is not None and index < len(row) else ""

    rows = []
    for line, row in enumerate(table[start + 1 : start + 1 + MOST_ROWS], start=start + 2):
        if not any(cell.strip() for cell in row):
            continue
        rows.append(
            PortalRow(
                line=line,
                document=cell(row, "document"),
                number=re.sub(r"\D", "", cell(row, "number")),
                generated_at=portal_time(cell(row, "generated_at")),
                valid_until=portal_time(cell(row, "valid_until")),
            )
        )
    return rows
