"""The organiser's statement and roster as XLSX: one row per order, the totals under them (the same
sums as the dashboard's, to the paisa)."""

from core.common.ist import ist_date
from core.common.xlsx import Book, texts, xlsx_bytes
from core.stores.models import Store
from core.stores.selectors import roster, statement_lines, statement_totals

HEADERS = ["Order", "Date", "Design", "Colour", "Size", "Name", "Number", "Status", "Payment", "Price",
           "Shop's price", "Collected", "Margin"]  # fmt: skip


def statement_xlsx(store: Store) -> bytes:
    def fill(book: Book) -> None:
        money = book.money
        sheet = book.sheet("Statement", HEADERS)
        lines = statement_lines(store)
        for i, line in enumerate(lines, 1):
            row = [line.order_id, ist_date(line.date), line.design, line.colour, line.size, line.name]
            sheet.write_row(i, 0, texts([*row, line.number, line.status, line.payment]))
            for col, value in enumerate((line.price, line.shop_price, line.collected, line.margin), 9):
                sheet.write_number(i, col, float(value), money)
        totals = statement_totals(lines)
        last = len(lines) + 2
        sheet.write(last, 0, "Total")
        sheet.write_number(last, 11, float(totals["collected"]), money)
        sheet.write_number(last, 12, float(totals["margin"]), money)
        people = book.sheet("Roster", ["Design", "Name", "Number", "Size"])
        for i, row in enumerate(roster(store), 1):
            people.write_row(i, 0, [row["design"], *texts([row["name"], row["number"]]), row["size"]])

    return xlsx_bytes(fill)
