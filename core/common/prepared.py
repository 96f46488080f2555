"""A query's SQL compiled once per database connection object, then run with other values.

Django compiles a queryset into SQL on every request: for the order rows (30 columns, four
subqueries) and the production calendar that costs as much CPU as a whole logged-in hello
(benchmarks/api.md). `Prepared(build)` calls `build(**markers)` once per connection object with
marker values, compiles it, and remembers where each marker's parameter sits; `rows(**values)`
runs the same SQL with the real values and answers plain dicts (the values() names) or tuples (a
values_list), through the same converters Django's own iteration applies (SQLite's dates and
datetimes, for instance). A marker given a list stands for `IN (...)`: build it as `field__in=[marker]`
and pass any number of values (none: no query, no rows). A text marker may also stand inside the
pattern of a `contains`, `icontains`, `startswith` or `endswith` lookup (as often as the query holds
it): the value given is escaped there as Django escapes it. `count=True` answers how many rows the
queryset has (`count(**values)`: `SELECT COUNT(*)` of its SQL, as Django's `.count()` of a sliced
queryset). A marker named in `repeats` may stand any number of times, none included (a moment
that a list compares in its filter and again in its sort). On PostgreSQL the statement is also
prepared on the connection (psycopg, server-side binding), so it is planned once per connection
too: the office rows' plan cost about 0.8 ms a request.
Django opens its connections with psycopg's `prepare_threshold` None, under which `prepare=True` does
nothing: `_cursor` sets a threshold no query reaches, so these statements are prepared and Django's own
never are. Django's cursor wrapper still runs it, so query counts, the debug log and execute wrappers
see it.

Only a values() / values_list() queryset whose SQL does not depend on the values (no `None` that
would become `IS NULL`, no empty list) may be prepared; markers must be values the query does not
otherwise use.
"""

import weakref
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from django.db import connections

try:
    import psycopg
except ImportError:  # SQLite only
    psycopg = None
from django.db.models import QuerySet

NEVER_BY_COUNT = 2**31 - 1  # psycopg prepares a statement run this many times: none is


class _PreparingCursor(psycopg.Cursor if psycopg else object):  # type: ignore[misc]
    """Server-side binding, and each statement prepared on the connection (by psycopg on its first
    run): PostgreSQL then plans the same query once per connection, not on every request."""

    def execute(self, query, params=None, *, prepare=None, binary=None):
        super().execute(query, params, prepare=True, binary=binary)
        if self._query is None:  # run as prepared, psycopg keeps no text: Django's query log reads it
            self._query = _Shown(query.encode() if isinstance(query, str) else query)
        return self


@dataclass
class _Shown:
    query: bytes  # what Django's last_executed_query decodes


def _cursor(connection):
    """Django's cursor (its query log and execute wrappers see the query); on PostgreSQL over a
    preparing psycopg cursor."""
    if connection.vendor != "postgresql" or psycopg is None:
        return connection.cursor()
    connection.ensure_connection()
    raw = connection.connection
    if raw.prepare_threshold is None:
        # Django opens connections with prepare_threshold None (for poolers such as PgBouncer),
        # under which psycopg ignores prepare=True: these statements were never prepared. A
        # threshold no query reaches prepares ours and still none of Django's own.
        raw.prepare_threshold = NEVER_BY_COUNT
    return connection._prepare_cursor(_PreparingCursor(raw))


def _db(ops, value: Any) -> Any:
    """A date or datetime as the backend's field would pass it (SQLite: text), else the value."""
    if isinstance(value, datetime):
        return ops.adapt_datetimefield_value(value)
    if isinstance(value, date):
        return ops.adapt_datefield_value(value)
    return value


LIKE_FORMS = ("%{}%", "{}%", "%{}")  # the patterns of contains, startswith and endswith


@dataclass(frozen=True)
class _Slot:
    name: str  # the marker's
    many: bool = False  # a list: one placeholder per value
    pattern: str | None = None  # a LIKE pattern holding the marker, which the escaped value replaces


@dataclass
class _Compiled:
    pieces: list[str]  # the SQL split at its placeholders: len(params) + 1 pieces
    params: list[Any]
    slots: dict[int, _Slot]  # parameter index -> the marker it stands for
    names: list[str] | None  # dict keys, or None for tuples
    compiler: Any
    converters: dict


def model_columns(model, wanted: set[str] | None = None) -> tuple[str, ...]:
    """The model's column names (`wanted` of them, else all) in its own order, as `Model.from_db`
    takes a row read by hand (a prepared statement's, an UPDATE ... RETURNING's)."""
    return tuple(f.attname for f in model._meta.concrete_fields if wanted is None or f.attname in wanted)


# per connection: (model, columns) -> the compiler and converters of a query reading those columns
_ROW_CONVERTERS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def update_returning(
    model, *, assignments: str, where: str, params: list, columns: tuple[str, ...], using: str
):
    """`UPDATE <model's table> SET <assignments> WHERE <where> RETURNING <columns>` (PostgreSQL, SQLite
    3.35+; `columns` from model_columns): the one row it changed, as a queryset would have read it
    (Django's converters, then `Model.from_db`), or None when it changed none. A claim in one
    statement instead of an UPDATE and a read; `params` fill the assignments' placeholders, then the
    condition's."""
    connection = connections[using]
    quote = connection.ops.quote_name
    sql = (
        f"UPDATE {quote(model._meta.db_table)} SET {assignments} WHERE {where} "
        f"RETURNING {', '.join(quote(c) for c in columns)}"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        row = cursor.fetchone()
    if row is None:
        return None
    kept = _ROW_CONVERTERS.setdefault(connection, {})
    found = kept.get((model, columns))
    if found is None:
        compiler = model.objects.values_list(*columns).query.get_compiler(using)
        compiler.as_sql()  # sets up its select
        fields = [s[0] for s in compiler.select[: compiler.col_count]]
        found = kept[model, columns] = (compiler, compiler.get_converters(fields))
    compiler, converters = found
    if converters:
        row = next(iter(compiler.apply_converters([row], converters)))
    return model.from_db(using, columns, row)


class Prepared:
    """`build(**markers)` compiled once per connection; `rows(**values)` runs it (the module's doc)."""

    def __init__(
        self,
        build: Callable[..., QuerySet],
        *,
        count: bool = False,
        repeats: tuple[str, ...] = (),
        **markers: Any,
    ):
        self.build, self.markers, self.counts, self.repeats = build, markers, count, repeats
        self._compiled: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

    def _slots(self, params: list, ops) -> dict[int, _Slot]:
        """Where each marker stands among `params`: once as a value (or a list's first), or for a
        text marker also inside LIKE patterns."""
        slots: dict[int, _Slot] = {}
        for name, value in self.markers.items():
            single = _db(ops, value[0] if isinstance(value, list) else value)
            found = [i for i, p in enumerate(params) if p == single and type(p) is type(single)]
            patterns = []
            if isinstance(value, str):
                if ops.prep_for_like_query(value) != value:
                    raise ValueError(f"The marker {name} must need no escaping in a LIKE pattern.")
                patterns = [
                    i for i, p in enumerate(params) if isinstance(p, str) and p != value and value in p
                ]
                if any(params[i] not in [f.format(value) for f in LIKE_FORMS] for i in patterns):
                    raise ValueError(f"The marker {name} stands in a parameter that is not a LIKE pattern.")
            if name not in self.repeats and (len(found) > 1 or not (found or patterns)):
                raise ValueError(
                    f"The marker {name} must appear once among the parameters, not {len(found)}."
                )
            for i in found:
                slots[i] = _Slot(name, many=isinstance(value, list))
            for i in patterns:
                slots[i] = _Slot(name, pattern=params[i])
        return slots

    def _compile(self, using: str) -> _Compiled:
        qs = self.build(**self.markers)
        query = qs.query
        compiler = query.get_compiler(using)
        sql, params = compiler.as_sql()
        if not sql.lstrip().upper().startswith("SELECT"):
            raise ValueError("Only a SELECT can be prepared.")
        params = list(params)
        slots = self._slots(params, connections[using].ops)
        if self.counts:  # as Django counts a sliced queryset
            sql = f"SELECT COUNT(*) FROM ({sql}) subquery"
            return _Compiled(sql.split("%s"), params, slots, None, compiler, {})
        pieces = sql.split("%s")
        if len(pieces) != len(params) + 1:
            raise ValueError("The SQL's placeholders do not match its parameters.")
        fields = [s[0] for s in compiler.select[0 : compiler.col_count]]
        converters = compiler.get_converters(fields)
        named = qs._iterable_class.__name__ == "ValuesIterable"
        names = None
        if named:  # as Django's ValuesIterable names the columns
            every = [*query.extra_select, *query.values_select, *query.annotation_select]
            names = list(query.selected) if query.selected else every
        return _Compiled(pieces, params, slots, names, compiler, converters)

    def statement(self, using: str = "default", **values: Any) -> tuple[str, list] | None:
        """The SQL and parameters for these values (None: a list marker given no values), to run
        here or inside a statement of the caller's (a subquery)."""
        connection = connections[using]
        compiled = self._compiled.get(connection)
        if compiled is None:
            compiled = self._compiled[connection] = self._compile(using)
        sql, params = [compiled.pieces[0]], []
        for i, value in enumerate(compiled.params):
            slot = compiled.slots.get(i)
            if slot is None:
                sql.append("%s")
                params.append(value)
            elif slot.many:  # a list: one placeholder per value
                given = list(values[slot.name])
                if not given:
                    return None
                sql.append(", ".join(["%s"] * len(given)))
                params.extend(_db(connection.ops, v) for v in given)
            else:
                sql.append("%s")
                given = values[slot.name]
                if slot.pattern is not None:  # escaped as Django's pattern lookups escape it
                    marker = self.markers[slot.name]
                    params.append(slot.pattern.replace(marker, connection.ops.prep_for_like_query(given)))
                else:
                    params.append(_db(connection.ops, given))
            sql.append(compiled.pieces[i + 1])
        return "".join(sql), params

    def rows(self, using: str = "default", **values: Any) -> list:
        stated = self.statement(using, **values)
        if stated is None:  # an empty list matches no row
            return [(0,)] if self.counts else []
        compiled = self._compiled[connections[using]]
        with _cursor(connections[using]) as cursor:
            cursor.execute(*stated)
            found = cursor.fetchall()
        if compiled.converters:
            found = list(compiled.compiler.apply_converters(found, compiled.converters))
        if compiled.names is None:
            return [tuple(row) for row in found]
        names = compiled.names
        return [dict(zip(names, row, strict=True)) for row in found]

    def count(self, using: str = "default", **values: Any) -> int:
        """How many rows (a Prepared made with count=True)."""
        if not self.counts:
            raise ValueError("Only a Prepared made with count=True counts.")
        return self.rows(using, **values)[0][0]


class ByIds:
    """A page's rows read in two queries, each cheap to plan: the page's ids (the list's filters and
    sort on its own table, served by its index), then their columns by `build()` (a values() queryset:
    joins, subqueries) for those ids, prepared once per connection. One query that joined six tables
    cost PostgreSQL 7 ms to plan on every request at 1M orders, more than a whole logged-in hello."""

    def __init__(self, build: Callable[[], QuerySet], key: str = "id"):
        self.key = key
        self.prepared = Prepared(lambda ids: build().filter(pk__in=ids).order_by(), ids=[-1])

    def rows(self, page: QuerySet) -> list[dict]:
        """The rows of `page` (a sliced queryset of the same model), in its order; a row deleted
        between the two queries is left out."""
        return self.rows_of(list(page.values_list("pk", flat=True)), page.db)

    def rows_of(self, ids: list, using: str = "default") -> list[dict]:
        """The rows of these ids, in their order (one read already found them: the page's query)."""
        found = {row[self.key]: row for row in self.prepared.rows(using, ids=ids)}
        return [found[pk] for pk in ids if pk in found]
