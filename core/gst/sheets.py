"""The GST offline tool's CSV sheets (its "Import files > CSV" templates, one file per section, with
the tool's own headers), and the sales register for the accountant (XLSX, every document)."""

import csv
import io
import zipfile
from dataclasses import replace
from decimal import Decimal

import xlsxwriter

from core.common.ist import in_ist
from core.gst.b2b_files import B2B_SHEETS, b2b_sheet_rows, money
from core.gst.masters import hsn_description, tool_place
from core.gst.portal import NATURE
from core.gst.tables import CREDIT, Gstr1, Large
from core.invoices.models import Uqc

B2CS = [
    "Type",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
]
B2CL = [
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
]
CDNUR = [
    "UR Type",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
]
HSN = [
    "HSN",
    "Description",
    "UQC",
    "Total Quantity",
    "Total Value",
    "Rate",
    "Taxable Value",
    "Integrated Tax Amount",
    "Central Tax Amount",
    "State/UT Tax Amount",
    "Cess Amount",
]
DOCS = ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"]
SHEETS = ("b2cs", "b2cl", "cdnur", "hsn(b2c)", "docs", *B2B_SHEETS)


def rate_text(rate: Decimal) -> str:
    return f"{rate.normalize():f}"


def tool_date(moment) -> str:
    return f"{in_ist(moment):%d-%b-%Y}"  # the tool's dd-mmm-yyyy


def _pos(code: str, tables: Gstr1) -> str:
    return tool_place(code, tables.pos_names.get(code, ""))


def _large_rows(large: Large, tables: Gstr1, first: list) -> list[list]:
    return [
        [*first, "", rate_text(rate), money(heads.taxable), "0.00"]
        for rate, heads in sorted(large.by_rate.items())
    ]


def sheet_rows(tables: Gstr1, name: str) -> tuple[list[str], list[list]]:
    """The header and rows of one of the tool's sheets."""
    if name == "hsn(b2b)":  # Table 12's B2B tab: the B2C tab's columns over the registered buyers' rows
        return sheet_rows(replace(tables, hsn=tables.hsn_b2b), "hsn(b2c)")
    if name in B2B_SHEETS:
        return b2b_sheet_rows(tables, name)
    if name == "b2cs":
        rows = [
            ["OE", _pos(pos, tables), "", rate_text(rate), money(heads.taxable), "0.00", ""]
            for (pos, _intra, rate), heads in sorted(tables.b2cs.items())
        ]
        return B2CS, rows
    if name == "b2cl":
        rows = []
        for inv in tables.b2cl:
            first = [inv.number, tool_date(inv.issued_at), money(inv.value), _pos(inv.pos_code, tables)]
            rows += [[*row, ""] for row in _large_rows(inv, tables, first)]
        return B2CL, rows
    if name == "cdnur":
        rows = []
        for note in tables.cdnur:
            first = [
                "B2CL",
                note.number,
                tool_date(note.issued_at),
                "C",
                _pos(note.pos_code, tables),
                money(note.value),
            ]
            rows += _large_rows(note, tables, first)
        return CDNUR, rows
    if name == "hsn(b2c)":
        rows = [
            [
                hsn,
                hsn_description(hsn, line.goods),
                Uqc(line.unit).label,
                str(line.quantity),
                money(line.heads.taxable + line.heads.tax),
                rate_text(rate),
                money(line.heads.taxable),
                money(line.heads.igst),
                money(line.heads.cgst),
                money(line.heads.sgst),
                "0.00",
            ]
            for (hsn, rate), line in sorted(tables.hsn.items())
        ]
        return HSN, rows
    rows = []
    for kind in NATURE:
        for (k, _prefix), series in sorted(tables.docs.items()):
            if k == kind:
                rows.append(
                    [
                        NATURE[kind][1],
                        series.first[1],
                        series.last[1],
                        str(series.total),
                        str(series.cancelled),
                    ]
                )
    return DOCS, rows


def write_sheets_zip(path: str, tables: Gstr1, *, fp: str) -> None:
    """A ZIP of the CSV sheets, named as the tool's templates (b2cs.csv, hsn(b2c).csv...)."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name in SHEETS:
            header, rows = sheet_rows(tables, name)
            text = io.StringIO()
            writer = csv.writer(text, lineterminator="\n")
            writer.writerow(header)
            writer.writerows(rows)
            archive.writestr(f"GSTR1-{fp}/{name}.csv", text.getvalue())


REGISTER = [
    "Date",
    "Document",
    "Number",
    "Order",
    "Buyer",
    "Place of supply",
    "Supply",
    "Credits invoice",
    "Taxable value",
    "CGST",
    "SGST",
    "IGST",
    "Total",
    "Buyer GSTIN",
]


def write_register(path: str, documents, *, title: str, progress=None) -> int:
    """Every invoice and credit note of the period, one row each, with its tax heads (credit notes
    negative, so each column sums to the period's net figure). `documents` yields the register
    selector's tuples. Answers how many rows it wrote."""
    options = {"constant_memory": True, "strings_to_urls": False, "strings_to_formulas": False}
    book = xlsxwriter.Workbook(path, options)
    sheet = book.add_worksheet("Sales register")
    bold = book.add_format({"bold": True})
    amount = book.add_format({"num_format": "#,##0.00"})
    day = book.add_format({"num_format": "dd/mm/yyyy"})  # a date cell: sorts and filters as a date
    sheet.write_row(0, 0, [f"Sales register: {title}"], bold)
    sheet.write_row(1, 0, REGISTER, bold)
    sheet.set_column(0, 0, 11)
    sheet.set_column(2, 4, 18)
    sheet.set_column(8, 12, 13)
    text, number = sheet.write_string, sheet.write_number  # typed writes: no guessing per cell
    done = 0
    for row, (kind, number_, issued_at, order_id, buyer, pos, intra, credited, *heads, gstin) in enumerate(
        documents, start=2
    ):
        sign = -1 if kind == CREDIT else 1
        sheet.write_datetime(row, 0, in_ist(issued_at).date(), day)
        cells = (
            "Credit note" if kind == CREDIT else "Tax invoice",
            number_,
            order_id,
            buyer,
            pos,
            "Intra-state" if intra else "Inter-state",
            credited or "",
        )
        for col, value in enumerate(cells, start=1):
            text(row, col, value)
        for col, value in enumerate(heads, start=8):
            number(row, col, float(sign * value), amount)
        text(row, 13, gstin)  # a registered buyer's (B2B); blank for a consumer
        done += 1
        if progress and done % 5000 == 0:
            progress(done)
    book.close()
    return done
