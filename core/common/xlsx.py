"""The small downloads' XLSX: one workbook built in memory, its sheets filled by the caller, its bytes
answered. Formats are made when first asked for (bold for headers, money as #,##0.00), so a workbook
holds only the styles its sheets use. Text a spreadsheet would evaluate is escaped by `texts`.
The large exports (orders, GSTR-1, registers) stream to a file with xlsxwriter's constant memory instead."""

import io
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import xlsxwriter
from xlsxwriter.format import Format
from xlsxwriter.worksheet import Worksheet

from core.common.admin_export import escape_formula

MONEY_FORMAT = "#,##0.00"


class Book:
    """What a filler gets: its sheets and the shared formats."""

    def __init__(self, book: xlsxwriter.Workbook) -> None:
        self._book = book
        self._formats: dict[str, Format] = {}

    def _format(self, name: str, spec: dict) -> Format:
        if name not in self._formats:
            self._formats[name] = self._book.add_format(spec)
        return self._formats[name]

    @property
    def bold(self) -> Format:
        return self._format("bold", {"bold": True})

    @property
    def money(self) -> Format:
        return self._format("money", {"num_format": MONEY_FORMAT})

    def sheet(
        self, name: str, headers: Sequence[str] = (), *, bold: bool = False, widths: Iterable = ()
    ) -> Worksheet:
        """A new sheet with its header row (bold if asked) and column widths ((first, last, width), ...)."""
        sheet = self._book.add_worksheet(name)
        if headers:
            if bold:
                sheet.write_row(0, 0, headers, self.bold)
            else:
                sheet.write_row(0, 0, headers)
        for first, last, width in widths:
            sheet.set_column(first, last, width)
        return sheet


def texts(values: Iterable[Any]) -> list[Any]:
    """A row's values with every formula-like text escaped (numbers and dates unchanged)."""
    return [escape_formula(value) for value in values]


def xlsx_bytes(fill: Callable[[Book], None]) -> bytes:
    """The workbook `fill` wrote, as the bytes of an .xlsx file."""
    out = io.BytesIO()
    book = xlsxwriter.Workbook(out, {"in_memory": True})
    fill(Book(book))
    book.close()
    return out.getvalue()
