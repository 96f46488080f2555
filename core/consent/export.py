"""The consent ledger of a month for the owner (XLSX): a row per consent given or withdrawn, oldest
first, with the notice's version, the wording shown and its language. Written by a background
export (core/exports, level "consent"), a chunk at a time; the month's rows are read by the index
on the event's time."""

from collections.abc import Callable
from datetime import datetime, time, timedelta

import xlsxwriter

from core.common.chunks import in_chunks
from core.common.ist import IST, ist_datetime
from core.consent.models import ConsentEvent

HEADERS = ["Time (IST)", "E-mail", "Purpose", "Action", "Notice version", "Language", "Where", "Wording"]
CHUNK = 1000
LEVEL = "consent"


def _month_rows(month: str):
    first = datetime.strptime(month, "%Y-%m").date()
    after = (first.replace(day=28) + timedelta(days=4)).replace(day=1)
    start = datetime.combine(first, time.min, tzinfo=IST)
    end = datetime.combine(after, time.min, tzinfo=IST)
    return ConsentEvent.objects.filter(at__gte=start, at__lt=end).order_by("at", "id")


def ledger_count(month: str) -> int:
    return _month_rows(month).count()


def ledger_write(path: str, *, month: str, progress: Callable[[int], None] | None = None) -> int:
    """Write the month's ledger at `path`; answers how many events it lists."""
    options = {"constant_memory": True, "strings_to_urls": False, "strings_to_formulas": False}
    book = xlsxwriter.Workbook(path, options)
    sheet = book.add_worksheet("Consent ledger")
    bold = book.add_format({"bold": True})
    sheet.write_row(0, 0, HEADERS, bold)
    sheet.set_column(0, 6, 16)
    sheet.set_column(7, 7, 80)
    row = 1
    for event in in_chunks(_month_rows(month), CHUNK):
        texts = (
            ist_datetime(event.at),
            event.email,
            event.purpose,
            event.get_action_display(),
            str(event.notice_version),
            event.language,
            event.get_place_display(),
            event.wording,
        )
        for col, value in enumerate(texts):
            sheet.write_string(row, col, value)
        row += 1
        if progress and row % CHUNK == 0:
            progress(row - 1)
    book.close()
    if progress:
        progress(row - 1)
    return row - 1
