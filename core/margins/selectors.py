"""Reads for profit per job: the settings, an order's sale document, a month's orders (losses first),
the tallies behind the charts. A chart reads the tally rows of a bounded window of months; a list
reads one month's margins through its index; nothing sums the orders."""

import json
import re
from dataclasses import dataclass
from datetime import date, datetime, time
from decimal import Decimal

from django.db.models import Exists, OuterRef, QuerySet, Sum
from django.utils import timezone

from core.accounts.models import User
from core.catalogue.models import ProductType
from core.common.ist import IST, in_ist
from core.couriers.models import RtoOutcome
from core.invoices.models import Invoice
from core.margins.models import (
    CostLine,
    CourierCharge,
    MarginRun,
    MarginSettings,
    MarginTally,
    OrderMargin,
    PrintRate,
)
from core.orders.models import Order
from core.orders.shipping.models import Shipment
from core.payments.settlements.models import SettlementLine
from core.returns.models import ReturnRequest

MONTH = re.compile(r"^(20[0-9]{2})-(0[1-9]|1[0-2])$")
BAD_MONTH = "Enter a month as YYYY-MM."
CHART_MONTHS = 12


def margin_settings() -> MarginSettings:
    """The owner's cost settings (the defaults until the owner saves them)."""
    return MarginSettings.objects.first() or MarginSettings(pk=1)


def print_rates() -> QuerySet[PrintRate]:
    return PrintRate.objects.order_by("print_method")


def month_of(text: str) -> date:
    """The first day of "YYYY-MM" (ValueError when malformed)."""
    found = MONTH.match(text or "")
    if not found:
        raise ValueError(BAD_MONTH)
    return date(int(found.group(1)), int(found.group(2)), 1)


def next_month(first: date) -> date:
    return date(first.year + first.month // 12, first.month % 12 + 1, 1)


def months_back(last: date, count: int) -> list[date]:
    months = [last]
    while len(months) < count:
        prev = months[-1]
        months.append(date(prev.year - (prev.month == 1), (prev.month - 2) % 12 + 1, 1))
    return months[::-1]


@dataclass(frozen=True)
class Sale:
    month: date
    sales: Decimal
    document: str


def sales_documents(order_ids: list[int]) -> dict[int, Sale]:
    """Each order's live tax invoice (its taxable value, in the IST month it was issued) or, for a
    replacement, its delivery challan (no sale); an order with neither has no margin yet."""
    found: dict[int, Sale] = {}
    documents = Invoice.objects.filter(
        order_id__in=order_ids,
        kind__in=(Invoice.Kind.INVOICE, Invoice.Kind.CHALLAN),
        credit_note__isnull=True,
    ).values_list("order_id", "kind", "taxable_value", "issued_at", "number")
    for order_id, kind, taxable, issued_at, number in documents.order_by("issued_at", "id"):
        day = in_ist(issued_at).date()
        sales = taxable if kind == Invoice.Kind.INVOICE else Decimal("0.00")
        found[order_id] = Sale(month=day.replace(day=1), sales=sales, document=number)
    return found


def _issued_in(first: date) -> dict:
    """The month's bounds as times (IST midnights), so the issue-date index serves the range."""
    start = timezone.make_aware(datetime.combine(first, time.min), IST)
    end = timezone.make_aware(datetime.combine(next_month(first), time.min), IST)
    return {"issued_at__gte": start, "issued_at__lt": end}


def month_order_ids(first: date, *, after_id: int = 0, limit: int = 500) -> list[int]:
    """A chunk of the orders whose sale document was issued in the month (through the documents'
    issue-date index), by document id, plus none twice."""
    rows = (
        Invoice.objects.filter(
            **_issued_in(first),
            kind__in=(Invoice.Kind.INVOICE, Invoice.Kind.CHALLAN),
            id__gt=after_id,
        )
        .order_by("id")
        .values_list("id", "order_id")[:limit]
    )
    return list(rows)


def month_document_count(first: date) -> int:
    return Invoice.objects.filter(
        **_issued_in(first),
        kind__in=(Invoice.Kind.INVOICE, Invoice.Kind.CHALLAN),
    ).count()


def month_stale_margins(first: date, *, after_order: int = 0, limit: int = 200) -> list[int]:
    """The month's margins whose order has no live sale document any more (its invoice cancelled)."""
    live = Invoice.objects.filter(
        order_id=OuterRef("order_id"),
        kind__in=(Invoice.Kind.INVOICE, Invoice.Kind.CHALLAN),
        credit_note__isnull=True,
    )
    rows = (
        OrderMargin.objects.filter(month=first, order_id__gt=after_order)
        .annotate(live=Exists(live))
        .filter(live=False)
        .order_by("order_id")
        .values_list("order_id", flat=True)
    )
    return list(rows[:limit])


def margins_listed() -> QuerySet[OrderMargin]:
    return OrderMargin.objects.select_related("order", "product_type", "business")


def _sums(rows) -> dict:
    return {
        "orders": rows["orders"] or 0,
        "sales": rows["sales"] or Decimal("0"),
        "cost": rows["cost"] or Decimal("0"),
    }


def months_chart(last: date, count: int = CHART_MONTHS) -> list[dict]:
    """Orders, sales, costs and margin of each of `count` months up to `last` (tally rows only)."""
    months = months_back(last, count)
    rows = (
        MarginTally.objects.filter(month__gte=months[0], month__lte=last)
        .values("month")
        .annotate(orders=Sum("orders"), sales=Sum("sales"), cost=Sum("cost"))
        .order_by("month")
    )
    by_month = {r["month"]: _sums(r) for r in rows}
    empty = {"orders": 0, "sales": Decimal("0"), "cost": Decimal("0")}
    return [{"month": m, **by_month.get(m, empty)} for m in months]


def month_summary(first: date) -> dict:
    """A month's totals, per product type and per business customer (its tally rows)."""
    rows = list(
        MarginTally.objects.filter(month=first).values_list(
            "product_type_id", "business_id", "orders", "sales", "cost"
        )
    )
    types = dict(ProductType.objects.filter(pk__in={r[0] for r in rows}).values_list("pk", "name"))
    businesses = {
        u.pk: u.business_name or u.name
        for u in User.objects.filter(pk__in={r[1] for r in rows if r[1]}).only("pk", "name", "business_name")
    }
    total = {"orders": 0, "sales": Decimal("0"), "cost": Decimal("0")}
    per_type: dict[int, dict] = {}
    per_business: dict[int, dict] = {}
    for type_id, business_id, orders, sales, cost in rows:
        for bucket in (
            total,
            per_type.setdefault(type_id, {"orders": 0, "sales": Decimal("0"), "cost": Decimal("0")}),
        ):
            bucket["orders"] += orders
            bucket["sales"] += sales
            bucket["cost"] += cost
        if business_id:
            b = per_business.setdefault(
                business_id, {"orders": 0, "sales": Decimal("0"), "cost": Decimal("0")}
            )
            b["orders"] += orders
            b["sales"] += sales
            b["cost"] += cost
    return {
        "month": first,
        **total,
        "product_types": [{"id": k, "name": types.get(k, ""), **v} for k, v in sorted(per_type.items())],
        "businesses": [
            {"id": k, "name": businesses.get(k, ""), **v} for k, v in sorted(per_business.items())
        ],
    }


def margin_runs() -> QuerySet[MarginRun]:
    return MarginRun.objects.all()


def with_month_filter(raw: str | None, default: date) -> str:
    """react-admin's filter with the month in it (the given one, else `default`), as JSON; a filter
    that is not a JSON object is passed on for the listing to refuse."""
    try:
        found = json.loads(raw) if raw else {}
    except ValueError:
        return raw or ""
    if not isinstance(found, dict):
        return raw or ""
    found.setdefault("month", default.isoformat()[:7])
    return json.dumps(found)


def order_cost_lines_by_id(order_id: str) -> list[CostLine]:
    return list(CostLine.objects.filter(order__order_id=order_id).order_by("id"))


def margin_sources_changed(order: Order, computed_at: datetime) -> bool:
    """Whether a cost source of this order was written after `computed_at` without an order change:
    a return refunded, a settlement report with its payment, the courier's charge for its AWB, an
    RTO recorded (each by an index on the order or the AWB)."""
    awb = Shipment.objects.filter(order=order).values_list("awb", flat=True).first() or ""
    return (
        ReturnRequest.objects.filter(order=order, refunded_at__gt=computed_at).exists()
        or SettlementLine.objects.filter(order=order, report__created_at__gt=computed_at).exists()
        or RtoOutcome.objects.filter(order=order, created_at__gt=computed_at).exists()
        or (bool(awb) and CourierCharge.objects.filter(awb=awb, entered_at__gt=computed_at).exists())
    )
