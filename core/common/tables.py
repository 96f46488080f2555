"""A spreadsheet's cells as text, row by row, within bounds (CSV, or an XLSX's first sheet): bank
statements (core.banking) and team sheets (core.teams) are read through it.

A file is read as a stream and never made bigger than it is: at most MAX_LINES rows and MAX_COLUMNS
columns are kept, and at most MAX_CELLS cells (XML elements of the sheet, or CSV fields) are looked
at, empty or not. An XLSX's cells are parsed only in the columns wanted (`Table.only`: the mapped
ones, once the header is known); a sheet that declares a size no statement has (`A1:XFD1048576`)
is refused before a cell is read, as is one that unpacks to more than MAX_UNPACKED bytes. A file
outside these bounds is refused with a StatementError saying what to do.

An XLSX whose XML declares a document type or entities is refused (UnsafeXml): no spreadsheet program
writes one, and an entity is how XML pulls in a local file or expands a few bytes to gigabytes. The
sheet is parsed by defusedxml with DTDs forbidden; openpyxl reads the other parts through defusedxml
(entities forbidden) too."""

import csv
import io
import zipfile
from collections.abc import Iterator
from datetime import date, datetime
from xml.etree.ElementTree import ParseError

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import iterparse  # C expat, no DTD
from openpyxl.reader.excel import ExcelReader
from openpyxl.styles.stylesheet import apply_stylesheet
from openpyxl.utils.cell import column_index_from_string, coordinate_to_tuple, range_boundaries
from openpyxl.worksheet._reader import WorkSheetParser
from openpyxl.xml.constants import SHEET_MAIN_NS

MAX_ROWS = 20_000
HEADER_SEARCH = 40  # banks put their name, the account and the period above the table
MAX_LINES = MAX_ROWS + HEADER_SEARCH
MAX_COLUMNS = 64  # a statement has about ten
MAX_CELLS = 500_000  # 20,000 rows of 25 columns
MAX_UNPACKED = 100 * 1024 * 1024
ROWS = (
    f"The statement has more than {MAX_ROWS:,} rows. Export a shorter period from the bank and upload "
    "each part."
)
CELLS = (
    f"The sheet has more than {MAX_CELLS:,} cells. Copy the statement's own rows and columns into a "
    "new workbook (or save it as CSV) and upload that."
)
DECLARED = (
    "The sheet declares {ref}: {rows:,} rows by {cols:,} columns, more than a statement can have "
    f"({MAX_LINES:,} rows, {MAX_COLUMNS} columns). Copy the statement's own rows and columns into a "
    "new workbook (or save it as CSV) and upload that."
)
UNPACKED = "This XLSX file unpacks to more than 100 MB. Save the statement as CSV and upload that."
FIELD = (
    "Line {line} has a value longer than 128 KB, which no bank statement has. Upload the statement "
    "as the bank exported it (CSV or XLSX)."
)
BAD_CSV = "Line {line} cannot be read as CSV ({error}). Upload the statement as the bank exported it."
BAD_XLSX = "This XLSX file cannot be opened."
NOT_TEXT = "This is not a CSV or XLSX file."
UNSAFE_XML = (
    "This XLSX file declares XML entities (a DOCTYPE), which no spreadsheet program writes, so we do not "
    "open it. Save the sheet again from Excel, LibreOffice or Google Sheets (or as CSV) and upload that."
)
ROW, CELL, DIMENSION = (f"{{{SHEET_MAIN_NS}}}{t}" for t in ("row", "c", "dimension"))


class StatementError(ValueError):
    """The file is not a statement we can read (the message says why)."""


class UnsafeXml(StatementError):
    """An XLSX part declares a DOCTYPE or entities (UNSAFE_XML)."""


def _text(value) -> str:
    if value is None:
        return ""
    if isinstance(value, datetime):
        return value.date().isoformat()
    if isinstance(value, date):
        return value.isoformat()
    return str(value).strip()


PROLOG_BYTES = 64 * 1024  # a part's declarations come before its root element, near its start


def _declares_dtd(archive: zipfile.ZipFile) -> bool:
    """Whether an XML part of the workbook declares a document type or entities (UTF-16 too)."""
    for info in archive.infolist():
        if info.filename.endswith((".xml", ".rels", ".vml")):
            with archive.open(info) as part:
                head = part.read(PROLOG_BYTES).replace(b"\x00", b"")
            if b"<!DOCTYPE" in head or b"<!ENTITY" in head:
                return True
    return False


class Table:
    """The rows of a statement file as lists of text; `cells_seen` counts the cells looked at,
    `cells_read` those whose value was read."""

    def __init__(self, data: bytes):
        self.data = data
        self.wanted: frozenset[int] | None = None
        self.cells_seen = self.cells_read = 0
        self._ref = ""

    def only(self, columns: set[int]) -> None:
        """From now on, read only these columns (0-based); the others are left blank."""
        self.wanted = frozenset(columns)

    def _keep(self, index: int) -> bool:
        return index < MAX_COLUMNS and (self.wanted is None or index in self.wanted)

    def _seen(self, count: int = 1) -> None:
        self.cells_seen += count
        if self.cells_seen > MAX_CELLS:
            raise StatementError(CELLS)

    def __iter__(self) -> Iterator[list[str]]:
        return self._xlsx() if self.data[:2] == b"PK" else self._csv()

    def _csv(self) -> Iterator[list[str]]:
        try:
            text = self.data.decode("utf-8-sig")
        except UnicodeDecodeError:
            text = self.data.decode("latin-1")
        if "\x00" in text:
            raise StatementError(NOT_TEXT)
        text = text.replace("\r\n", "\n").replace("\r", "\n")  # CR-only lines: old Mac Excel's CSV
        try:
            dialect = csv.Sniffer().sniff(text[:4096], delimiters=",;\t")
        except csv.Error:
            dialect = csv.excel
        reader = csv.reader(io.StringIO(text), dialect)
        count = 0
        while True:
            try:
                row = next(reader)
            except StopIteration:
                return
            except csv.Error as exc:
                line = reader.line_num
                if "field larger than field limit" in str(exc):
                    raise StatementError(FIELD.format(line=line)) from None
                raise StatementError(BAD_CSV.format(line=line, error=exc)) from None
            count += 1
            if count > MAX_LINES:
                raise StatementError(ROWS)
            self._seen(len(row) + 1)
            kept = [c.strip() if self._keep(i) else "" for i, c in enumerate(row[:MAX_COLUMNS])]
            self.cells_read += len(kept)
            yield kept

    def _xlsx(self) -> Iterator[list[str]]:
        try:
            archive = zipfile.ZipFile(io.BytesIO(self.data))
            if sum(info.file_size for info in archive.infolist()) > MAX_UNPACKED:
                raise StatementError(UNPACKED)
            if _declares_dtd(archive):  # openpyxl parses with lxml when it is installed: look first
                raise UnsafeXml(UNSAFE_XML)
            # the workbook's strings, styles and first sheet, without openpyxl's read-only sheet
            # (which parses the whole sheet once to size it, and pads each row to the declared width)
            reader = ExcelReader(io.BytesIO(self.data), read_only=True, data_only=True)
            reader.read_manifest()
            reader.read_strings()
            reader.read_workbook()
            apply_stylesheet(reader.archive, reader.wb)
            path = next(r.target for _, r in reader.parser.find_sheets() if "chartsheet" not in r.Type)
            source = reader.archive.open(path)
        except StatementError:
            raise
        except DefusedXmlException:
            raise UnsafeXml(UNSAFE_XML) from None
        except Exception as exc:  # a broken workbook is the uploader's file, not our fault
            raise StatementError(BAD_XLSX) from exc
        book = reader.wb
        parser = WorkSheetParser(
            None, reader.shared_strings, data_only=True, epoch=book.epoch,
            date_formats=book._date_formats, timedelta_formats=book._timedelta_formats,
        )  # fmt: skip
        try:
            yield from self._sheet_rows(source, parser)
        finally:
            source.close()
            reader.archive.close()

    def _sheet_rows(self, source, parser: WorkSheetParser) -> Iterator[list[str]]:
        """The sheet's rows, one cell element at a time (each dropped once read); empty rows are
        skipped and counted, gaps before a row with values filled with blank rows."""
        done, number, cells = 0, 0, []
        for _, element in self._elements(source):
            tag = element.tag
            if tag == CELL:
                self._seen()
                self._cell(element, parser, cells)
                element.clear()
            elif tag == ROW:
                self._seen()
                number = int(element.get("r") or number + 1)
                parser.row_counter, parser.col_counter, self._ref = number + 1, 0, ""  # for the next row
                while cells and not cells[-1]:
                    cells.pop()
                if cells:
                    if number > MAX_LINES:
                        raise StatementError(ROWS)
                    for _ in range(done, number - 1):
                        yield []
                    done = number
                    yield cells
                cells = []
                element.clear()  # its cells, cleared already
            elif tag == DIMENSION:
                self._check_dimension(element.get("ref") or "")

    @staticmethod
    def _elements(source) -> Iterator:
        try:
            yield from iterparse(source, forbid_dtd=True)
        except DefusedXmlException:
            raise UnsafeXml(UNSAFE_XML) from None
        except ParseError:
            raise StatementError(BAD_XLSX) from None

    def _cell(self, element, parser: WorkSheetParser, cells: list[str]) -> None:
        ref = element.get("r")
        if ref:
            self._ref = ref  # the column a following cell without a reference comes after
            if not len(element):
                return  # a blank (styled) cell: nothing to read
            index = column_index_from_string(ref.rstrip("0123456789")) - 1
        else:
            if self._ref:
                parser.col_counter, self._ref = column_index_from_string(self._ref.rstrip("0123456789")), ""
            index = parser.col_counter
            if not len(element):
                parser.col_counter += 1
                return
        if not self._keep(index):
            parser.col_counter = index + 1
            return
        value = parser.parse_cell(element)["value"]
        self.cells_read += 1
        if len(cells) <= index:  # a cell given twice keeps its first value
            cells.extend([""] * (index - len(cells)))
            cells.append(_text(value))

    @staticmethod
    def _check_dimension(ref: str) -> None:
        try:
            if ":" in ref:
                min_col, min_row, max_col, max_row = range_boundaries(ref)
            else:
                min_row, min_col = max_row, max_col = coordinate_to_tuple(ref)
        except (ValueError, TypeError):
            return  # an unreadable dimension is only a hint: the cells are bounded anyway
        rows, cols = max_row - min_row + 1, max_col - min_col + 1
        if max_row > MAX_LINES or max_col > MAX_COLUMNS:
            raise StatementError(DECLARED.format(ref=ref, rows=rows, cols=cols))


def read_table(data: bytes) -> list[list[str]]:
    """The statement's cells as text, every row (tests and small files; the worker streams a Table)."""
    return list(Table(data))
