"""A company's gift cards as a sheet (XLSX): code, amount, valid until, one row a card."""

from core.common.ist import ist_date
from core.common.xlsx import Book, xlsx_bytes
from core.wallet.models import GiftCardBatch
from core.wallet.selectors import batch_cards

HEADERS = ["Code", "Amount (Rs)", "Valid until", "Company"]


def batch_xlsx(batch: GiftCardBatch) -> bytes:
    def fill(book: Book) -> None:
        sheet = book.sheet("Gift cards", HEADERS, bold=True, widths=[(0, 0, 24), (1, 3, 16)])
        money = book.money
        for row, card in enumerate(batch_cards(batch).iterator(chunk_size=500), start=1):
            sheet.write_string(row, 0, card.code)
            sheet.write_number(row, 1, float(card.amount), money)
            last_day = card.expires_on or batch.expires_on  # none yet: a year from the company's payment
            sheet.write_string(row, 2, ist_date(last_day) if last_day else "1 year from payment")
            sheet.write_string(row, 3, batch.company)  # text, never a formula: written as a string

    return xlsx_bytes(fill)
