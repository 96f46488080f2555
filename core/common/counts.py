"""Counting a list without counting the whole table."""

from django.db.models import QuerySet

COUNT_AHEAD = 250  # rows counted past a page (10 pages of 25) before a list is just "longer than that"


def capped_count(qs: QuerySet, *, upto: int) -> int | None:
    """How many rows `qs` has when at most `upto`, else None: the database stops at upto + 1 rows."""
    n = qs.order_by().values("pk")[: upto + 1].count()
    return n if n <= upto else None
