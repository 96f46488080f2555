"""Indexes only PostgreSQL has, as migration operations that do nothing on SQLite.

- PatternIndex: a `varchar_pattern_ops` b-tree so `LIKE 'prefix%'` is served whatever the database's
  collation; under the C collation the column's ordinary b-tree already serves it, so none is made.
- TrigramIndex: a GIN `gin_trgm_ops` index on `UPPER(column)`, the expression Django's `icontains`
  compares (or on the column, for `contains`), so a search for a part of a name or phone reads the
  index instead of every row (pg_trgm, a trusted extension since PostgreSQL 13: the database's owner
  may create it).
"""

from django.db import migrations

C_COLLATIONS = ("C", "POSIX", "C.UTF-8", "C.utf8")


def _postgres(schema_editor) -> bool:
    return schema_editor.connection.vendor == "postgresql"


def _c_collation(schema_editor) -> bool:
    with schema_editor.connection.cursor() as cursor:
        cursor.execute("SELECT datcollate FROM pg_database WHERE datname = current_database()")
        return cursor.fetchone()[0] in C_COLLATIONS


class _PostgresIndex(migrations.RunPython):
    def __init__(self, *, name: str, create: str, when=None):
        self.index_name, self.create, self.when = name, create, when
        super().__init__(self._forwards, self._backwards, elidable=False)

    def _forwards(self, apps, schema_editor) -> None:
        if _postgres(schema_editor) and (self.when is None or self.when(schema_editor)):
            schema_editor.execute(self.create)

    def _backwards(self, apps, schema_editor) -> None:
        if _postgres(schema_editor):
            schema_editor.execute(f'DROP INDEX IF EXISTS "{self.index_name}"')

    def describe(self) -> str:
        return f"PostgreSQL index {self.index_name}"

    def deconstruct(self):
        return (self.__class__.__name__, [], {"name": self.index_name, "create": self.create})


class PatternIndex(_PostgresIndex):
    def __init__(self, *, table: str, column: str, name: str):
        create = f'CREATE INDEX IF NOT EXISTS "{name}" ON "{table}" ("{column}" varchar_pattern_ops)'
        super().__init__(name=name, create=create, when=lambda se: not _c_collation(se))
        self.table, self.column = table, column

    def deconstruct(self):
        return ("PatternIndex", [], {"table": self.table, "column": self.column, "name": self.index_name})


class TrigramIndex(_PostgresIndex):
    """On UPPER(column) for `icontains` (upper=True), on the column itself for `contains`."""

    def __init__(self, *, table: str, column: str, name: str, upper: bool = True):
        expression = f'UPPER("{column}"::text)' if upper else f'("{column}"::text)'
        create = (
            "CREATE EXTENSION IF NOT EXISTS pg_trgm; "
            f'CREATE INDEX IF NOT EXISTS "{name}" ON "{table}" USING gin ({expression} gin_trgm_ops)'
        )
        super().__init__(name=name, create=create)
        self.table, self.column, self.upper = table, column, upper

    def deconstruct(self):
        kwargs = {"table": self.table, "column": self.column, "name": self.index_name, "upper": self.upper}
        return ("TrigramIndex", [], kwargs)


class CoveringIndex(_PostgresIndex):
    """A b-tree on `columns` that also carries `include` (PostgreSQL's INCLUDE), so a read that needs
    only those columns is an index-only scan, never a visit to each row (SQLite: nothing)."""

    def __init__(self, *, table: str, columns: list[str], include: list[str], name: str):
        quoted = ", ".join(f'"{c}"' for c in columns)
        carried = ", ".join(f'"{c}"' for c in include)
        create = f'CREATE INDEX IF NOT EXISTS "{name}" ON "{table}" ({quoted}) INCLUDE ({carried})'
        super().__init__(name=name, create=create)
        self.table, self.columns, self.include = table, columns, include

    def deconstruct(self):
        kwargs = {
            "table": self.table,
            "columns": self.columns,
            "include": self.include,
            "name": self.index_name,
        }
        return ("CoveringIndex", [], kwargs)
