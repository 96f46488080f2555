"""A team sheet uploaded as CSV or XLSX, read by the shop's one bounded table reader
(core.common.tables: streamed, capped in rows, columns, cells and unpacked bytes) and cut short
here at the people a design may hold. Columns are found by their header (name, number, size, in
any order and case; "no", "#" and "jersey" count as number) or, without a header, taken as name,
number, size."""

from core.common.errors import FieldErrors
from core.common.tables import StatementError, Table, UnsafeXml
from core.teams.rows import MAX_PEOPLE

MAX_SHEET_BYTES = 1024 * 1024  # 200 rows of a name, a number and a size weigh a few kB
HEADERS = {
    "name": {"name", "player", "names"},
    "number": {"number", "no", "no.", "#", "jersey", "num", "numbers"},
    "size": {"size", "sizes"},
}
UNREADABLE = "We could not read this file. Save the sheet as CSV (name, number, size) and upload that."


def _columns(first: list[str]) -> dict[str, int] | None:
    found = {}
    for i, cell in enumerate(first):
        for key, words in HEADERS.items():
            if cell.strip().lower() in words and key not in found:
                found[key] = i
    return found if "name" in found or "size" in found else None


def read_sheet(data: bytes) -> list[dict[str, str]]:
    """The people of a CSV or XLSX sheet as rows {name, number, size} (the rows' own checks come
    later, per row); raises a FieldErrors on `file` when it cannot be read or has too many rows."""
    if not data:
        raise FieldErrors.single("file", "The file is empty.")
    if len(data) > MAX_SHEET_BYTES:
        raise FieldErrors.single("file", "The sheet is larger than 1 MB; a team's sheet is a few kB.")
    rows: list[dict[str, str]] = []
    columns: dict[str, int] | None = None
    try:
        for index, cells in enumerate(Table(data)):
            if index == 0:
                columns = _columns(cells)
                if columns is not None:
                    continue
                columns = {"name": 0, "number": 1, "size": 2}
            if not any(c.strip() for c in cells):
                continue
            if len(rows) == MAX_PEOPLE:
                raise FieldErrors.single("file", f"The sheet has more than {MAX_PEOPLE} people.")
            rows.append({key: cells[i] if i < len(cells) else "" for key, i in (columns or {}).items()})
    except UnsafeXml as exc:
        raise FieldErrors.single("file", str(exc)) from None
    except StatementError:
        raise FieldErrors.single("file", UNREADABLE) from None
    for row in rows:
        for key in HEADERS:
            value = row.setdefault(key, "")
            if key == "number" and value.endswith(".0") and value[:-2].isdigit():
                row[key] = value[:-2]  # a number cell of a spreadsheet read as 7.0
    return rows
