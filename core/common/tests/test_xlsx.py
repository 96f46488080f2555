"""The small downloads' one workbook helper: sheets with bold headers and widths, money as #,##0.00,
formula-like text escaped, only the formats a workbook uses, and bytes a spreadsheet opens."""

import io
import zipfile

import openpyxl

from core.common.xlsx import Book, texts, xlsx_bytes


def test_a_workbook_with_two_sheets_reads_back_as_written():
    def fill(book: Book) -> None:
        sheet = book.sheet("Codes", ["Code", "Amount"], bold=True, widths=[(0, 0, 22)])
        sheet.write_row(1, 0, texts(["=HYPERLINK(1)", "-5"]))
        sheet.write_number(2, 1, 1234.5, book.money)
        book.sheet("Roster", ["Name"]).write_row(1, 0, texts(["+91 98765 43210"]))

    data = xlsx_bytes(fill)
    workbook = openpyxl.load_workbook(io.BytesIO(data))
    codes, roster = workbook["Codes"], workbook["Roster"]
    assert [c.value for c in codes[1]] == ["Code", "Amount"] and codes["A1"].font.bold
    assert not roster["A1"].font.bold
    assert codes["A2"].value == "'=HYPERLINK(1)" and codes["B2"].value == "-5"  # a number's text stays
    assert codes["B3"].value == 1234.5 and codes["B3"].number_format == "#,##0.00"
    assert codes.column_dimensions["A"].width > 20
    assert roster["A2"].value == "'+91 98765 43210"


def test_a_format_is_made_once_however_often_it_is_asked_for():
    seen = []

    def fill(book: Book) -> None:
        sheet = book.sheet("Money", ["A", "B"], bold=True)
        for col in range(2):
            seen.append(book.money)
            sheet.write_number(1, col, 10.0, book.money)

    data = xlsx_bytes(fill)
    styles = zipfile.ZipFile(io.BytesIO(data)).read("xl/styles.xml").decode()
    assert seen[0] is seen[1]
    assert styles.count('formatCode="#,##0.00"') == 1 and styles.count("<b/>") == 1
