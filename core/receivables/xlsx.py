"""The ageing as a spreadsheet for Accounts: one row per business that owes, by age of the due date."""

import tempfile
from datetime import date

from core.common.ist import ist_date
from core.orders.export.xlsx import write_xlsx
from core.receivables.selectors import BUCKETS, ageing_debtors, ageing_rows

EXPORT_MAX = 5000  # debtors; the sheet is written in the request, so it is bounded
HEADERS = ["Business", "GSTIN", "Phone", "Owed", "Not yet due", "0-30 days", "31-60 days",
           "61-90 days", "Over 90 days", "Oldest due date (IST)"]  # fmt: skip


def ageing_xlsx(today: date) -> bytes:
    debtors = list(ageing_debtors().order_by("-owed", "-id")[:EXPORT_MAX])
    rows = []
    for row in ageing_rows(debtors, today):
        d = row.debtor
        oldest = ist_date(d.oldest_due)
        rows.append(
            [
                d.name,
                d.gstin,
                d.customer.phone_number,
                float(d.owed),
                float(row.buckets["not_due"]),
                *[float(row.buckets[name]) for name, _, _ in BUCKETS],
                oldest,
            ]  # fmt: skip
        )
    with tempfile.NamedTemporaryFile(suffix=".xlsx") as handle:
        write_xlsx(handle.name, HEADERS, rows, title="Ageing")
        return handle.read()
