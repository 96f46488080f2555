"""Writes of the maintained order totals, always inside the transaction that changes the orders.

An order counts once in its (status, payment status, product type) row of OrderTally and in its
(day, status, product type) row of OrderDayTally. Placing adds it; a change takes it away from the
old row and adds it to the new one. Each table gets one INSERT ... ON CONFLICT DO UPDATE that adds
to the counters in the database (the same SQL on SQLite and PostgreSQL), so concurrent changes
never lose an update; the rows are touched in key order, so two changes never wait on each other's
rows crosswise.

`order_totals_recount` rebuilds the figures from the orders table (`manage.py reconcile_order_totals`).
"""

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

from django.db import connection, transaction
from django.db.models import Count, F, Sum
from django.db.models.functions import TruncDate
from django.utils import timezone

from core.common.money import paise
from core.orders.models import Order, OrderDayTally, OrderTally

KEY = ("status", "payment_status", "product_type_id")
DAY_KEY = ("day", "status", "product_type_id")
CHUNK = 500
# the counters of each table: orders and their amount; the overall rows also what was refunded
FIGURES = {
    OrderDayTally: ("orders", "amount_paise"),
    OrderTally: ("orders", "amount_paise", "refunded_paise"),
}


@dataclass(frozen=True)
class Counted:
    """What of an order the totals count: its row's key and its amount in paise."""

    day: date
    status: str
    payment_status: str
    product_type_id: int
    paise: int
    refunded: int = 0  # paise refunded of the order (returns): counted in OrderTally only

    @property
    def key(self) -> tuple:
        return (self.status, self.payment_status, self.product_type_id)

    @property
    def day_key(self) -> tuple:
        return (self.day, self.status, self.product_type_id)


def counted(order: Order) -> Counted:
    """The order as the totals count it now (the shop's local day of its placing)."""
    return Counted(
        day=timezone.localdate(order.created_at),
        status=str(order.status),
        payment_status=str(order.payment_status),
        product_type_id=order.product_type_id,
        paise=paise(order.amount),
        refunded=paise(order.refunded or 0),
    )


def _upsert(model, keys: tuple[str, ...], deltas: dict[tuple, list[int]]) -> None:
    rows = sorted((k, v) for k, v in deltas.items() if any(v))
    if not rows:
        return
    qn = connection.ops.quote_name
    table = qn(model._meta.db_table)
    counters = FIGURES[model]
    columns = [*keys, *counters]
    one = "(" + ", ".join(["%s"] * len(columns)) + ")"
    add = ", ".join(f"{qn(c)} = {table}.{qn(c)} + EXCLUDED.{qn(c)}" for c in counters)
    head = f"INSERT INTO {table} ({', '.join(qn(c) for c in columns)}) VALUES "
    tail = f" ON CONFLICT ({', '.join(qn(k) for k in keys)}) DO UPDATE SET {add}"
    with connection.cursor() as cursor:
        for i in range(0, len(rows), CHUNK):
            part = rows[i : i + CHUNK]
            params = []
            for key, figures in part:
                params += [connection.ops.adapt_datefield_value(v) if isinstance(v, date) else v for v in key]
                params += list(figures)
            cursor.execute(head + ", ".join([one] * len(part)) + tail, params)


def order_totals_apply(changes: Iterable[tuple[Counted, int]]) -> None:
    """Add (sign +1) or take away (-1) each counted order, in both tables. Must run inside the
    transaction that made the orders so: the totals commit or roll back with them."""
    if not connection.in_atomic_block:
        raise RuntimeError("order totals change only inside the orders' transaction")
    by_day: dict[tuple, list[int]] = defaultdict(lambda: [0, 0])
    overall: dict[tuple, list[int]] = defaultdict(lambda: [0, 0, 0])
    for c, sign in changes:
        for rows, key in ((by_day, c.day_key), (overall, c.key)):
            rows[key][0] += sign
            rows[key][1] += sign * c.paise
        overall[c.key][2] += sign * c.refunded
    _upsert(OrderDayTally, DAY_KEY, by_day)
    _upsert(OrderTally, KEY, overall)


def order_totals_move(*, before: Counted | None, after: Counted | None) -> None:
    """One order placed (before=None) or changed: each table whose rows change gets one statement
    (a payment change leaves the day rows alone)."""
    if before != after:
        order_totals_apply([(c, sign) for c, sign in ((before, -1), (after, 1)) if c is not None])


# --- recounting ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Difference:
    table: str
    key: tuple
    kept: tuple[int, ...]  # (orders, paise[, refunded paise]) in the table
    counted: tuple[int, ...]  # the same from the orders


def _kept(model, keys: tuple[str, ...]) -> dict[tuple, tuple[int, ...]]:
    width = len(FIGURES[model])
    return {
        tuple(r[:-width]): tuple(r[-width:])
        for r in model.objects.values_list(*keys, *FIGURES[model])
        if any(r[-width:])
    }


def counted_from_orders() -> tuple[dict[tuple, tuple[int, int]], dict[tuple, tuple[int, int]]]:
    """(per day, overall) figures as the orders table says: one grouped query."""
    rows = (
        Order.objects.order_by()
        .annotate(day=TruncDate("created_at", tzinfo=timezone.get_current_timezone()))
        .values("day", "status", "payment_status", ptype=F("product_type_id"))
        .annotate(n=Count("id"), amount=Sum("amount"), refunded=Sum("refunded"))
    )
    by_day: dict[tuple, list[int]] = defaultdict(lambda: [0, 0])
    overall: dict[tuple, list[int]] = defaultdict(lambda: [0, 0, 0])
    for r in rows:
        n, amount = r["n"], paise(r["amount"] or 0)
        day_key, key = (r["day"], r["status"], r["ptype"]), (r["status"], r["payment_status"], r["ptype"])
        for found, k in ((by_day, day_key), (overall, key)):
            found[k][0] += n
            found[k][1] += amount
        overall[key][2] += paise(r["refunded"] or 0)
    return _nonzero(by_day), _nonzero(overall)


def _nonzero(found: dict[tuple, list[int]]) -> dict[tuple, tuple[int, ...]]:
    return {k: tuple(v) for k, v in found.items() if any(v)}


def _differences(table: str, kept: dict, counted: dict, width: int) -> list[Difference]:
    zero = (0,) * width
    return [
        Difference(table, key, kept.get(key, zero), counted.get(key, zero))
        for key in sorted(set(kept) | set(counted), key=str)
        if kept.get(key, zero) != counted.get(key, zero)
    ]


@transaction.atomic
def order_totals_recount(*, fix: bool = False) -> list[Difference]:
    """Where the maintained totals differ from the orders table; with `fix`, correct them.

    On PostgreSQL both tables are locked first (writers wait): an order change in flight commits its
    totals after the recount, so nothing is counted twice or lost."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            for model in (OrderDayTally, OrderTally):
                cursor.execute(
                    f"LOCK TABLE {connection.ops.quote_name(model._meta.db_table)} IN EXCLUSIVE MODE"
                )
    counted_day, counted_all = counted_from_orders()
    found = _differences("day", _kept(OrderDayTally, DAY_KEY), counted_day, 2) + _differences(
        "overall", _kept(OrderTally, KEY), counted_all, 3
    )
    if fix:
        for table, model, keys in (("day", OrderDayTally, DAY_KEY), ("overall", OrderTally, KEY)):
            deltas = {
                d.key: [c - k for c, k in zip(d.counted, d.kept, strict=True)]
                for d in found
                if d.table == table
            }
            _upsert(model, keys, deltas)
    return found
