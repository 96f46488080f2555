"""Child rows in their parent's own row: a JSON array of arrays, one query instead of two.

`json_rows(OrderLine.objects.all(), "order", "id", "size", "quantity")` annotates each order with its
lines as JSON text, `[[id, size, quantity], ...]`, in no particular order (callers
sort by the first value), or None for no child rows. `rows_from_json` reads it back, `json_datetime`
a datetime column's value in it. SQLite
(json_group_array, json_array) and PostgreSQL (json_agg, json_build_array) both build it.
"""

from datetime import UTC, datetime
from typing import Any

import orjson
from django.db.models import Aggregate, OuterRef, QuerySet, Subquery, TextField


class _JsonRows(Aggregate):
    output_field = TextField()
    template = "%(function)s(%(inner)s(%(expressions)s))"

    def as_sql(self, compiler, connection, **extra):  # SQLite
        return super().as_sql(compiler, connection, function="json_group_array", inner="json_array", **extra)

    def as_postgresql(self, compiler, connection, **extra):
        return super().as_sql(
            compiler,
            connection,
            function="json_agg",
            inner="json_build_array",
            template="CAST(%(function)s(%(inner)s(%(expressions)s)) AS text)",
            **extra,
        )


def json_rows(children: QuerySet, parent: str, *fields: str) -> Subquery:
    """The `fields` of the children whose `parent` is the outer row, as one JSON text (the module's doc)."""
    mine = children.filter(**{parent: OuterRef("pk")}).order_by().values(parent)
    return Subquery(mine.annotate(_rows=_JsonRows(*fields)).values("_rows"))


def rows_from_json(text: str | None) -> list[list[Any]]:
    """The rows `json_rows` wrote, sorted by their first value (the id)."""
    return sorted(orjson.loads(text)) if text else []


def json_datetime(text: str) -> datetime:
    """A datetime column's value as the database wrote it into the JSON: PostgreSQL ISO 8601 with the
    session's offset (UTC), SQLite the stored UTC text without one."""
    value = datetime.fromisoformat(text)
    return value if value.tzinfo else value.replace(tzinfo=UTC)
