"""The organiser's statement and roster as XLSX: one row per order, the totals under them (the same
sums as the dashboard's, to the paisa)."""

import io

import xlsxwriter

from core.common.admin_export import escape_formula
from core.common.ist import ist_date
from core.stores.models import Store
from core.stores.selectors import roster, statement_lines, statement_totals

HEADERS = ["Order", "Date", "Design", "Colour", "Size", "Name", "Number", "Status", "Payment", "Price",
           "Shop's price", "Collected", "Margin"]  # fmt: skip


def statement_xlsx(store: Store) -> bytes:
    out = io.BytesIO()
    book = xlsxwriter.Workbook(out, {"in_memory": True})
    money = book.add_format({"num_format": "#,##0.00"})
    sheet = book.add_worksheet("Statement")
    sheet.write_row(0, 0, HEADERS)
    lines = statement_lines(store)
    for i, line in enumerate(lines, 1):
        texts = [line.order_id, ist_date(line.date), line.design, line.colour, line.size, line.name]
        texts += [line.number, line.status, line.payment]
        sheet.write_row(i, 0, [escape_formula(t) for t in texts])
        for col, value in enumerate((line.price, line.shop_price, line.collected, line.margin), 9):
            sheet.write_number(i, col, float(value), money)
    totals = statement_totals(lines)
    last = len(lines) + 2
    sheet.write(last, 0, "Total")
    sheet.write_number(last, 11, float(totals["collected"]), money)
    sheet.write_number(last, 12, float(totals["margin"]), money)
    people = book.add_worksheet("Roster")
    people.write_row(0, 0, ["Design", "Name", "Number", "Size"])
    for i, row in enumerate(roster(store), 1):
        people.write_row(
            i, 0, [row["design"], escape_formula(row["name"]), escape_formula(row["number"]), row["size"]]
        )
    book.close()
    return out.getvalue()
