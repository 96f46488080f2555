"""Quote numbers: `QT-26-000001`, consecutive within India's financial year (1 April to 31 March),
taken from the invoices' counter table under its row lock (core/invoices/services/__init__.py does the same
for invoice numbers), in a series of their own. Not a tax document (no CGST rule asks for it); the
same counter keeps the numbers without gaps or duplicates when two quotes are made at once."""

from datetime import date

from core.invoices.models import InvoiceCounter
from core.invoices.numbering import financial_year

SERIES = "QT"


def quote_number(start_year: int, sequence: int) -> str:
    return f"{SERIES}-{start_year % 100:02d}-{sequence:06d}"


def take_quote_number(*, day: date) -> tuple[int, int, str]:
    """(financial year, sequence, number) of the next quote; call inside the quote's transaction."""
    year = financial_year(day)
    InvoiceCounter.objects.get_or_create(series=SERIES, financial_year=year)
    counter = InvoiceCounter.objects.select_for_update().get(series=SERIES, financial_year=year)
    counter.last_number += 1
    counter.save(update_fields=["last_number"])
    return year, counter.last_number, quote_number(year, counter.last_number)
