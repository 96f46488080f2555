"""Order rows for a 100k-order export, read as tuples instead of model objects.

Building an Order, its customer, product type and prefetched lines for each row was most of an
export's time. These rows fill the cells of columns.py's ORDER_COLUMNS by key, in that list's
order, with the same label map and formatters as the resource (`test_fast_rows_equal_the_resource_rows`
compares every cell with the resource's own export).
"""

from collections.abc import Iterator

from django.db.models import QuerySet

from core.common.admin_export import escape_formula as esc
from core.common.ist import ist_date
from core.common.tracking import tracking_link
from core.orders.export.columns import ORDER_COLUMNS, label, sizes_flat
from core.orders.export.resources import CHUNK_SIZE
from core.orders.models import OrderLine

FIELDS = (
    "pk",
    "order_id",
    "created_at",
    "customer__name",
    "customer__phone_number",
    "customer__email",
    "ship_area",
    "ship_landmark",
    "ship_city",
    "ship_state",
    "ship_pin_code",
    "product_type__name",
    "sleeve",
    "colour_name",
    "amount",
    "payment_method",
    "payment_status",
    "status",
    "shipment__courier__name",
    "shipment__awb",
    "shipment__courier__tracking_url_template",
)
KEYS = tuple(key for key, _ in ORDER_COLUMNS)
TEMPLATE = "shipment__courier__tracking_url_template"


def _lines(pks: list[int]) -> dict[int, list[tuple[str, int]]]:
    found: dict[int, list[tuple[str, int]]] = {}
    rows = (
        OrderLine.objects.filter(order_id__in=pks).order_by("id").values_list("order_id", "size", "quantity")
    )
    for order_id, size, quantity in rows:
        found.setdefault(order_id, []).append((size, quantity))
    return found


def order_rows(queryset: QuerySet) -> Iterator[list]:
    """One list per order, newest first, in ORDER_COLUMNS' order."""
    rows = queryset.order_by("-created_at", "-id").values_list(*FIELDS).iterator(chunk_size=CHUNK_SIZE)
    chunk: list[tuple] = []
    for row in rows:
        chunk.append(row)
        if len(chunk) == CHUNK_SIZE:
            yield from _format(chunk)
            chunk = []
    yield from _format(chunk)


def _cells(row: dict, lines: list[tuple[str, int]]) -> dict:
    address = (
        row["ship_area"],
        row["ship_landmark"],
        row["ship_city"],
        row["ship_state"],
        row["ship_pin_code"],
    )
    return {
        "order_id": esc(row["order_id"]),
        "date": ist_date(row["created_at"]),
        "customer_name": esc(row["customer__name"]),
        "phone": esc(row["customer__phone_number"]),
        "email": esc(row["customer__email"]),
        "shipping_address": esc(", ".join(p for p in address if p)),
        "product": esc(row["product_type__name"]),
        "sleeve": esc(row["sleeve"]),
        "colour": esc(row["colour_name"]),
        "sizes": sizes_flat(lines),
        "quantity_total": sum(q for _, q in lines),
        "amount": row["amount"],
        "payment_method": label(row["payment_method"]),
        "payment_status": label(row["payment_status"]),
        "status": label(row["status"]),
        "courier": esc(row["shipment__courier__name"] or ""),
        "awb": esc(row["shipment__awb"] or ""),
        "tracking_url": esc(
            tracking_link(row["shipment__courier__tracking_url_template"], row["shipment__awb"])
        ),
    }


def _format(chunk: list[tuple]) -> Iterator[list]:
    if not chunk:
        return
    lines = _lines([r[0] for r in chunk])
    for values in chunk:
        cells = _cells(dict(zip(FIELDS, values, strict=True)), lines.get(values[0], []))
        yield [cells[key] for key in KEYS]
