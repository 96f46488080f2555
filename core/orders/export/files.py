"""Streaming order exports for files too large for a web request (`manage.py export_orders`).

The columns come from the same import-export resources as the admin's Export button; rows are
written one at a time (xlsxwriter's constant-memory mode for XLSX: xlsx.py, shared
with the background exports of core.exports; the csv module for CSV), so memory stays flat however
many orders there are. Which orders: core.orders.selectors.orders_between.
The columns: columns.py.
"""

import csv
from collections.abc import Iterator
from pathlib import Path

from django.db.models import QuerySet

from core.orders.export import xlsx as export_xlsx
from core.orders.export.resources import RESOURCES

FORMATS = ("xlsx", "csv")


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
        headers, rows = export_xlsx.rows_for(queryset, level)
        title = "Order lines" if level == "lines" else "Orders"
        return export_xlsx.write_xlsx(str(output), headers, rows, title=title)
    headers, rows = export_rows(queryset, level=level, native=False)
    return write_csv(output, headers, rows)
