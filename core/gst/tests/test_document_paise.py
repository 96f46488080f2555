"""A document's total reaches the GST tables in whole paise rounded half up (core/common/money.py),
whatever shape the database hands it in: a float (what SQLite gives for a sum or an expression) or a
Decimal with a third place. It was truncated (`int(value * 100)`): 4.35 as a float is 434.99999...
times 100, so the return said Rs 4.34."""

from datetime import UTC, datetime
from decimal import Decimal

import pytest

from core.gst import selectors
from core.gst.period import period_of
from core.gst.tables import CREDIT, INVOICE


def _row(kind: str, total, credited_total=None) -> tuple:
    """One row as `_in_pages` yields it: FIELDS (core/gst/selectors.py), then the id."""
    at = datetime(2026, 5, 10, 6, tzinfo=UTC)
    credited = (credited_total, "RZ/26-27/000001" if credited_total is not None else None)
    place = ("27", "Maharashtra", True)
    return (kind, "RZ/26-27/000002", 2, at, *place, [], total, *credited, None, None, "", "", 7)


@pytest.mark.parametrize(
    ("read", "paise"),
    [
        (4.35, 435),  # float: 434.99999999999994 paise
        (0.29, 29),  # float: 28.999999999999996 paise
        (Decimal("10.005"), 1001),  # half a paisa rounds up, as the invoices round
        (Decimal("1234.50"), 123450),
    ],
)
def test_a_documents_total_is_rounded_half_up_to_the_paisa_not_truncated(monkeypatch, read, paise):
    # given an invoice and a credit note against it, whose totals the database hands back as `read`
    rows = [_row(INVOICE, read), _row(CREDIT, read, credited_total=read)]
    monkeypatch.setattr(selectors, "_in_pages", lambda start, end: iter(rows))

    # when the GST return reads the period's documents
    invoice, note = selectors.period_documents(period=period_of("2026-05"))

    # then each total, and the note's invoice's total, is that amount in paise, to the paisa
    assert (invoice.total, note.total, note.credited_total) == (paise, paise, paise)
