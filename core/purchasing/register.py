"""The purchase register of a month for the accountant (XLSX): one row per supplier invoice received
(supplier, GSTIN, invoice number and date, purchase order, taxable value, IGST, CGST, SGST, total) and
a totals row; the input tax the month's GSTR-3B claims is read from it. The payment gateway's fees of
the month's settlements follow, one row each (`gateway_fees.py`). Written by a background export
(core/exports, level "purchase")."""

from collections.abc import Callable, Iterable

import xlsxwriter
from django.conf import settings

from core.common.chunks import in_chunks
from core.common.ist import ist_month
from core.purchasing.gateway_fees import gateway_fee_count, gateway_fee_rows
from core.purchasing.models import Receipt
from core.purchasing.selectors import month_bounds, register_receipts

HEADERS = [
    "Invoice date",
    "Supplier invoice",
    "Supplier",
    "Supplier GSTIN",
    "Purchase order",
    "Supply",
    "Taxable value",
    "IGST",
    "CGST",
    "SGST",
    "Total",
]
HEADS = ("taxable", "igst", "cgst", "sgst", "total")


def register_count(month: str) -> int:
    first, after = month_bounds(month)
    return register_receipts(month=month).count() + gateway_fee_count(first=first, after=after)


def register_write(path: str, *, month: str, progress: Callable[[int], None] | None = None) -> int:
    """Write the month's register at `path`; answers how many invoices it lists."""
    first, after = month_bounds(month)
    fees = gateway_fee_rows(first=first, after=after)
    return _write(path, in_chunks(register_receipts(month=month), 2000), fees, ist_month(first), progress)


def _write(path: str, receipts: Iterable[Receipt], fees, title: str, progress) -> int:
    options = {"constant_memory": True, "strings_to_urls": False, "strings_to_formulas": False}
    book = xlsxwriter.Workbook(path, options)
    sheet = book.add_worksheet("Purchase register")
    bold = book.add_format({"bold": True})
    amount = book.add_format({"num_format": "#,##0.00"})
    amount_bold = book.add_format({"num_format": "#,##0.00", "bold": True})
    day = book.add_format({"num_format": "dd/mm/yyyy"})
    sheet.write_row(0, 0, [f"Purchase register: {title}"], bold)
    sheet.write_row(1, 0, HEADERS, bold)
    sheet.set_column(0, 0, 12)
    sheet.set_column(1, 5, 18)
    sheet.set_column(6, 10, 14)
    sums = dict.fromkeys(HEADS, 0)
    row = 2
    for receipt in receipts:
        order = receipt.order
        sheet.write_datetime(row, 0, receipt.supplier_invoice_date, day)
        texts = (
            receipt.supplier_invoice_number,
            order.supplier.name,
            order.supplier.gstin,
            order.number,
            "Intra-state" if order.intra_state else "Inter-state",
        )
        for col, value in enumerate(texts, start=1):
            sheet.write_string(row, col, value)
        for col, name in enumerate(HEADS, start=6):
            value = getattr(receipt, name)
            sums[name] += value
            sheet.write_number(row, col, float(value), amount)
        row += 1
        if progress and (row - 2) % 2000 == 0:
            progress(row - 2)
    for fee in fees:  # the gateway's fees: its settlement as the invoice, no purchase order
        sheet.write_datetime(row, 0, fee.day, day)
        texts = (fee.settlement_id, settings.SHOP_GATEWAY_NAME, settings.SHOP_GATEWAY_GSTIN, "", fee.supply)
        for col, value in enumerate(texts, start=1):
            sheet.write_string(row, col, value)
        for col, name in enumerate(HEADS, start=6):
            value = getattr(fee, name)
            sums[name] += value
            sheet.write_number(row, col, float(value), amount)
        row += 1
    sheet.write_string(row, 5, "Total", bold)
    for col, name in enumerate(HEADS, start=6):
        sheet.write_number(row, col, float(sums[name]), amount_bold)
    book.close()
    return row - 2
