"""Bulk writes for the demo shop (`seed_demo`): the one place outside a services.py that writes shop
data (named in ARCHITECTURE.md). Rows get their ids here (the table's largest id + 1...), so orders,
their lines and their history go in without reading anything back; the id sequences are moved past
them at the end. PostgreSQL takes the rows by COPY, SQLite by one executemany per batch: either way
a million orders take minutes, not hours."""

from collections.abc import Sequence

from django.core.management.color import no_style
from django.db import connection
from django.db.models import Max, Model


def next_id(model: type[Model]) -> int:
    return (model.objects.aggregate(top=Max("pk"))["top"] or 0) + 1


def _insert_rows(model: type[Model], columns: Sequence[str], rows: Sequence[tuple]) -> None:
    """The rows (tuples in `columns`' order) into the model's table, as they are."""
    if not rows:
        return
    table = connection.ops.quote_name(model._meta.db_table)
    cols = ", ".join(connection.ops.quote_name(c) for c in columns)
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            with cursor.cursor.copy(f"COPY {table} ({cols}) FROM STDIN") as copy:
                for row in rows:
                    copy.write_row(row)
        else:
            marks = ", ".join(["%s"] * len(columns))
            cursor.executemany(f"INSERT INTO {table} ({cols}) VALUES ({marks})", rows)


def reset_sequences(*models: type[Model]) -> None:
    """Move the tables' id sequences past the ids given here (PostgreSQL; SQLite follows by itself)."""
    with connection.cursor() as cursor:
        for sql in connection.ops.sequence_reset_sql(no_style(), list(models)):
            cursor.execute(sql)


def analyze(*models: type[Model]) -> None:
    """Fresh planner statistics after a bulk load (and, on PostgreSQL, the visibility map that lets
    counts read only an index): the lists' plans are chosen from them."""
    with connection.cursor() as cursor:
        for model in models:
            table = connection.ops.quote_name(model._meta.db_table)
            if connection.vendor == "postgresql":
                cursor.execute(f"VACUUM (ANALYZE) {table}")
            else:
                cursor.execute(f"ANALYZE {table}")
