"""Test helpers: XLSX files written by hand, to declare any size and hold any number of cells."""

import io
import zipfile
from xml.sax.saxutils import escape

from openpyxl import Workbook
from openpyxl.utils import get_column_letter

SHEET = "xl/worksheets/sheet1.xml"
NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"


def _cell(ref: str, value) -> str:
    if isinstance(value, (int, float)):
        return f'<c r="{ref}"><v>{value}</v></c>'
    return f'<c r="{ref}" t="inlineStr"><is><t>{escape(str(value))}</t></is></c>'


def sheet_xml(rows: list[list], *, dimension: str | None = None, width: int = 0, far: str = "") -> str:
    """`rows` of values from column A; each row padded with empty styled cells up to column `width`
    (as a sheet formatted across), the last of them holding `far` when given."""
    out = [f'<worksheet xmlns="{NS}">']
    if dimension:
        out.append(f'<dimension ref="{dimension}"/>')
    out.append("<sheetData>")
    for number, values in enumerate(rows, start=1):
        ref = lambda i: f"{get_column_letter(i)}{number}"  # noqa: E731, B023
        cells = [_cell(ref(i), v) for i, v in enumerate(values, start=1) if v != ""]
        cells += [f'<c r="{ref(i)}" s="0"/>' for i in range(len(values) + 1, width)]
        if width:
            cells.append(_cell(ref(width), far) if far else f'<c r="{ref(width)}"/>')
        out.append(f'<row r="{number}">{"".join(cells)}</row>')
    out.append("</sheetData></worksheet>")
    return "".join(out)


def raw_xlsx(sheet: str) -> bytes:
    """A workbook as openpyxl writes it, its first sheet replaced by `sheet` (XML)."""
    book = Workbook()
    made = io.BytesIO()
    book.save(made)
    out = io.BytesIO()
    with zipfile.ZipFile(made) as source, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for item in source.infolist():
            data = sheet.encode() if item.filename == SHEET else source.read(item.filename)
            target.writestr(item.filename, data)
    return out.getvalue()
