"""Reads of the maintained order totals: a few dozen small rows, however many orders the shop has.

OrderTally (per status, payment status, product type) answers the all-time figures: totals paid and
due (the PAID and DUE rules of core.orders.selectors), the counts per status, the lists' lengths.
OrderDayTally answers day ranges (today, this month) and the dashboards' charts.
"""

from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from django.db.models import Q, Sum
from django.utils import timezone

from core.common.money import from_paise
from core.common.prepared import Prepared
from core.orders.models import OrderDayTally, OrderStatus, OrderTally, PaymentStatus

CHART_DAYS = 30
TOP_PRODUCT_TYPES = 6


@dataclass(frozen=True)
class Totals:
    """All orders: how many per status and payment status, and their amounts (one query)."""

    cells: dict[tuple[str, str], tuple[int, int]]  # (status, payment status) -> (orders, paise)
    refunded_paise: int = 0  # what went back to customers (returns), all orders

    def count(
        self, *, status: str | None = None, payment_status: str | None = None, due: bool = False
    ) -> int:
        return sum(n for n, _ in self._matching(status, payment_status, due))

    def paise(
        self, *, status: str | None = None, payment_status: str | None = None, due: bool = False
    ) -> int:
        return sum(p for _, p in self._matching(status, payment_status, due))

    def _matching(self, status, payment_status, due):
        for (s, p), value in self.cells.items():
            if status is not None and s != status:
                continue
            if payment_status is not None and p != payment_status:
                continue
            if due and (p != PaymentStatus.UNPAID or s == OrderStatus.CANCELLED):
                continue
            yield value

    @property
    def total_paid(self) -> Decimal:
        return from_paise(self.paise(payment_status=PaymentStatus.PAID))

    @property
    def total_due(self) -> Decimal:
        return from_paise(self.paise(due=True))

    @property
    def total_refunded(self) -> Decimal:
        return from_paise(self.refunded_paise)

    def status_counts(self) -> dict[str, int]:
        return {s.value: self.count(status=s.value) for s in OrderStatus}


def _tally_rows(**filters):
    return (
        OrderTally.objects.filter(**filters)
        .values("status", "payment_status")
        .annotate(n=Sum("orders"), p=Sum("amount_paise"), r=Sum("refunded_paise"))
        .order_by()
    )


# The whole shop's and one payment status's rows (the orders list's total, the accounts tables'),
# compiled once per connection (core/common/prepared.py): compiling them cost a list half a
# millisecond of Python per request.
_ALL_TALLIES = Prepared(_tally_rows)
_PAYMENT_TALLIES = Prepared(
    lambda payment_status: _tally_rows(payment_status=payment_status), payment_status="\x00a payment"
)


def order_totals(**filters) -> Totals:
    """The whole shop's figures; `filters` narrow the rows (e.g. status=..., payment_status=...)."""
    if not filters:
        rows = _ALL_TALLIES.rows()
    elif set(filters) == {"payment_status"}:
        rows = _PAYMENT_TALLIES.rows(payment_status=filters["payment_status"])
    else:
        rows = _tally_rows(**filters)
    return Totals(
        {(r["status"], r["payment_status"]): (r["n"] or 0, r["p"] or 0) for r in rows},
        sum(r["r"] or 0 for r in rows),
    )


# One status's count (a board column's, the print queue's length): the tally's sum for the status,
# its SQL compiled once per connection (core/common/prepared.py), not the whole Totals per request.
_STATUS_COUNT = Prepared(
    lambda status: (
        OrderTally.objects.filter(status=status)
        .order_by()
        .values("status")
        .annotate(n=Sum("orders"))
        .values_list("n")
    ),
    status="\x00a status",
)


def order_count(*, status: str | None = None, payment_status: str | None = None, due: bool = False) -> int:
    """How many orders have this status / payment status (due: the DUE rule), without counting orders."""
    if status is not None and payment_status is None and not due:
        found = _STATUS_COUNT.rows(status=status)
        return (found[0][0] or 0) if found else 0
    filters = {k: v for k, v in (("status", status), ("payment_status", payment_status)) if v is not None}
    return order_totals(**filters).count(due=due)


def placed_between(*, first: date, last: date | None = None) -> dict:
    """Orders placed from day `first` to day `last` (inclusive; else up to today) and their amount."""
    rows = OrderDayTally.objects.filter(day__gte=first, **({"day__lte": last} if last else {}))
    totals = rows.aggregate(n=Sum("orders"), p=Sum("amount_paise"))
    return {"orders": totals["n"] or 0, "amount": from_paise(totals["p"] or 0)}


# --- the charts ---------------------------------------------------------------------------------

_NOT_CANCELLED = ~Q(status=OrderStatus.CANCELLED)


def chart_days(*, days: int = CHART_DAYS, today: date | None = None) -> list[date]:
    last = today or timezone.localdate()
    return [last - timedelta(days=n) for n in range(days - 1, -1, -1)]


def sales_per_day(*, days: int = CHART_DAYS, today: date | None = None) -> list[dict]:
    """Each of the last `days` days (today included, oldest first): orders placed that day, and the
    revenue (their amount, cancelled orders left out). Days without orders are zeros."""
    span = chart_days(days=days, today=today)
    rows = (
        OrderDayTally.objects.filter(day__gte=span[0], day__lte=span[-1])
        .values("day")
        .annotate(n=Sum("orders"), p=Sum("amount_paise", filter=_NOT_CANCELLED))
        .order_by()
    )
    found = {r["day"]: r for r in rows}
    return [
        {
            "day": day,
            "orders": (found.get(day) or {}).get("n") or 0,
            "revenue": from_paise((found.get(day) or {}).get("p") or 0),
        }
        for day in span
    ]


def orders_per_status() -> list[dict]:
    """Every status in the board's order, with how many orders have it and their amount."""
    rows = OrderTally.objects.values("status").annotate(n=Sum("orders"), p=Sum("amount_paise")).order_by()
    found = {r["status"]: r for r in rows}
    return [
        {
            "status": s.value,
            "label": s.label,
            "orders": (found.get(s.value) or {}).get("n") or 0,
            "amount": from_paise((found.get(s.value) or {}).get("p") or 0),
        }
        for s in OrderStatus
    ]


def top_product_types(
    *, days: int = CHART_DAYS, limit: int = TOP_PRODUCT_TYPES, today: date | None = None
) -> list[dict]:
    """The product types ordered most in the last `days` days (cancelled orders left out), with their
    revenue; most orders first, then most revenue, then name."""
    span = chart_days(days=days, today=today)
    rows = (
        OrderDayTally.objects.filter(_NOT_CANCELLED, day__gte=span[0], day__lte=span[-1])
        .values("product_type_id", "product_type__name")
        .annotate(n=Sum("orders"), p=Sum("amount_paise"))
        .order_by()
    )
    ranked = sorted(
        (r for r in rows if r["n"]), key=lambda r: (-r["n"], -(r["p"] or 0), r["product_type__name"])
    )
    return [
        {"name": r["product_type__name"], "orders": r["n"], "revenue": from_paise(r["p"] or 0)}
        for r in ranked[:limit]
    ]


def sales_charts(*, today: date | None = None) -> dict:
    """What both dashboards draw (three small queries on the maintained totals)."""
    span = chart_days(today=today)
    return {
        "first_day": span[0],
        "last_day": span[-1],
        "days": sales_per_day(today=today),
        "statuses": orders_per_status(),
        "product_types": top_product_types(today=today),
    }
