"""Reading many rows without holding a read open across writes.

`QuerySet.iterator()` keeps its statement open between chunks; on SQLite in WAL mode that statement
holds a read snapshot, and a write on the same connection while it is open (an export's progress)
fails at once with "database is locked" as soon as anyone else has committed since (the busy timeout
does not help: the snapshot is stale). `in_chunks` reads the primary keys first (one finished
statement), then each chunk of rows by its keys in the queryset's own order (one finished statement,
plus the chunk's prefetches): no statement is open while the caller writes."""

from collections.abc import Iterator

from django.db.models import QuerySet


def in_chunks(queryset: QuerySet, size: int) -> Iterator:
    """The queryset's rows (objects, tuples or dicts, as it yields them), read `size` at a time."""
    keys = list(queryset.values_list("pk", flat=True))
    for start in range(0, len(keys), size):
        yield from list(queryset.filter(pk__in=keys[start : start + size]))
