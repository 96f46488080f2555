"""A company's gift cards as a sheet (XLSX): code, amount, valid until, one row a card."""

import io

import xlsxwriter

from core.common.ist import ist_date
from core.wallet.models import GiftCardBatch
from core.wallet.selectors import batch_cards

HEADERS = ["Code", "Amount (Rs)", "Valid until", "Company"]


def batch_xlsx(batch: GiftCardBatch) -> bytes:
    out = io.BytesIO()
    book = xlsxwriter.Workbook(out, {"in_memory": True})
    sheet = book.add_worksheet("Gift cards")
    bold = book.add_format({"bold": True})
    money = book.add_format({"num_format": "#,##0.00"})
    sheet.write_row(0, 0, HEADERS, bold)
    sheet.set_column(0, 0, 24)
    sheet.set_column(1, 3, 16)
    for row, card in enumerate(batch_cards(batch).iterator(chunk_size=500), start=1):
        sheet.write_string(row, 0, card.code)
        sheet.write_number(row, 1, float(card.amount), money)
        last_day = card.expires_on or batch.expires_on  # none yet: a year from the company's payment
        sheet.write_string(row, 2, ist_date(last_day) if last_day else "1 year from payment")
        sheet.write_string(row, 3, batch.company)  # text, never a formula: written as a string
    book.close()
    return out.getvalue()
