"""The month's margins for the accountant (XLSX): a row per order that lost most first, with its
sales (taxable value, excl. GST), each kind of cost, the cost and the margin, and a totals row.
Written by a background export (core/exports, level "margins"), a chunk of orders at a time."""

from collections import defaultdict
from collections.abc import Callable
from decimal import Decimal

import xlsxwriter

from core.common.chunks import in_chunks
from core.common.ist import ist_month
from core.margins.models import CostKind, CostLine, OrderMargin
from core.margins.selectors import month_of

KINDS = [kind.value for kind in CostKind]
HEADERS = ["Order", "Status", "Product type", "Business customer", "Sales (taxable)"]
HEADERS += [kind.label for kind in CostKind] + ["Other costs", "Cost", "Margin"]
CHUNK = 1000


def _month_rows(month: str):
    return (
        OrderMargin.objects.filter(month=month_of(month))
        .select_related("order", "product_type", "business")
        .order_by("month", "margin", "id")
    )


def margins_count(month: str) -> int:
    return _month_rows(month).count()


def margins_write(path: str, *, month: str, progress: Callable[[int], None] | None = None) -> int:
    """Write the month's margins at `path`; answers how many orders it lists."""
    options = {"constant_memory": True, "strings_to_urls": False, "strings_to_formulas": False}
    book = xlsxwriter.Workbook(path, options)
    sheet = book.add_worksheet("Margins")
    bold = book.add_format({"bold": True})
    amount = book.add_format({"num_format": "#,##0.00"})
    amount_bold = book.add_format({"num_format": "#,##0.00", "bold": True})
    sheet.write_row(0, 0, [f"Margin per order: {ist_month(month_of(month))}"], bold)
    sheet.write_row(1, 0, HEADERS, bold)
    sheet.set_column(0, 3, 18)
    sheet.set_column(4, len(HEADERS) - 1, 13)
    sums = [Decimal("0")] * (len(HEADERS) - 4)
    row = 2
    batch: list[OrderMargin] = []

    def flush() -> None:
        nonlocal row
        costs: dict[int, dict[str, Decimal]] = defaultdict(lambda: defaultdict(Decimal))
        for line in CostLine.objects.filter(order_id__in=[m.order_id for m in batch]):
            costs[line.order_id][line.kind if line.kind in KINDS else "other"] += line.amount
        for m in batch:
            texts = (m.order.order_id, m.order.get_status_display(), m.product_type.name, _business(m))
            for col, value in enumerate(texts):
                sheet.write_string(row, col, value)
            figures = [
                m.sales,
                *(costs[m.order_id][k] for k in KINDS),
                costs[m.order_id]["other"],
                m.cost,
                m.margin,
            ]
            for i, value in enumerate(figures):
                sums[i] += value
                sheet.write_number(row, 4 + i, float(value), amount)
            row += 1
        batch.clear()
        if progress:
            progress(row - 2)

    for margin in in_chunks(_month_rows(month), CHUNK):
        batch.append(margin)
        if len(batch) >= CHUNK:
            flush()
    flush()
    sheet.write_string(row, 3, "Total", bold)
    for i, value in enumerate(sums):
        sheet.write_number(row, 4 + i, float(value), amount_bold)
    book.close()
    return row - 2


def _business(margin: OrderMargin) -> str:
    if margin.business is None:
        return ""
    return margin.business.business_name or margin.business.name
