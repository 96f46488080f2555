"""Streaming order exports for files too large for a web request (`manage.py export_orders`).

The columns come from the same import-export resources as the admin's export; rows are written
one at a time (xlsxwriter's constant-memory mode for XLSX, core/exports/writer.py; the csv module
for CSV), so memory stays flat however many orders there are.
"""

import csv
from collections.abc import Iterator
from datetime import date, datetime, time, timedelta
from pathlib import Path

from django.db.models import QuerySet
from django.utils import timezone

from core.orders.models import Order, OrderStatus
from core.orders.resources import OrderLineResource, OrderResource

FORMATS = ("xlsx", "csv")
RESOURCES = {"orders": OrderResource, "lines": OrderLineResource}


def orders_between(
    *, statuses: list[str] | None = None, date_from: date | None = None, date_to: date | None = None
) -> QuerySet[Order]:
    """Orders with one of the statuses, placed from date_from to date_to inclusive (shop's local days)."""
    qs = Order.objects.all()
    if statuses:
        unknown = set(statuses) - set(OrderStatus.values)
        if unknown:
            raise ValueError(
                f"Unknown status {', '.join(sorted(unknown))}; use {', '.join(OrderStatus.values)}."
            )
        qs = qs.filter(status__in=statuses)
    if date_from:
        qs = qs.filter(created_at__gte=timezone.make_aware(datetime.combine(date_from, time.min)))
    if date_to:
        qs = qs.filter(
            created_at__lt=timezone.make_aware(datetime.combine(date_to + timedelta(days=1), time.min))
        )
    return qs


def export_rows(
    queryset: QuerySet, *, level: str = "orders", native: bool = True
) -> tuple[list[str], Iterator]:
    """The headers and a lazy iterator of rows, exactly as the admin's export builds them."""
    resource = RESOURCES[level]()
    export_fields = resource.get_export_fields()
    headers = [str(f.column_name) for f in export_fields]
    rows_qs = resource.filter_export(queryset)

    def rows():
        for obj in resource.iter_queryset(rows_qs):
            yield [resource.export_field(f, obj, force_native_type=native) for f in export_fields]

    return headers, rows()


def write_csv(path: Path | str, headers: list[str], rows) -> int:
    count = 0
    # utf-8-sig: Excel opens the file with the rupee names and Indian scripts intact.
    with open(path, "w", newline="", encoding="utf-8-sig") as fh:
        writer = csv.writer(fh)
        writer.writerow(headers)
        for row in rows:
            writer.writerow(row)
            count += 1
    return count


def export_to_file(queryset: QuerySet, *, fmt: str, output: Path | str, level: str = "orders") -> int:
    """Write the export; returns the number of data rows."""
    if fmt not in FORMATS:
        raise ValueError(f"Unknown format {fmt}; use {' or '.join(FORMATS)}.")
    if fmt == "xlsx":
        # the background exports' writer (xlsxwriter, constant memory); imported here: it reads RESOURCES
        from core.exports.writer import rows_for, write_xlsx

        headers, rows = rows_for(queryset, level)
        return write_xlsx(str(output), headers, rows, title="Order lines" if level == "lines" else "Orders")
    headers, rows = export_rows(queryset, level=level, native=False)
    return write_csv(output, headers, rows)
