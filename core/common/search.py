"""Searches that an index can answer: prefixes on a b-tree, names on a trigram index.

`prefix_q` is "column starts with this text" in the form each database serves from an ordinary
b-tree: on SQLite a range on the column (binary collation, so the range is exactly the prefix), on
PostgreSQL `LIKE 'text%'`, which a b-tree serves under the C collation and a `*_pattern_ops` index
(accounts/orders migrations, PostgreSQL only) under any other.
"""

from django.db import connection
from django.db.models import Q


def prefix_q(column: str, prefix: str) -> Q:
    """Rows whose `column` starts with `prefix` (compared as given: callers normalise the case)."""
    starts = Q(**{f"{column}__startswith": prefix})
    if connection.vendor != "sqlite" or not prefix:
        return starts
    after = prefix[:-1] + chr(ord(prefix[-1]) + 1)
    return Q(**{f"{column}__gte": prefix, f"{column}__lt": after}) & starts


def words(text: str, *, most: int = 5) -> list[str]:
    """The search's words (at most `most`, each at most 40 characters)."""
    return [w[:40] for w in str(text).split()[:most]]
