"""Order rows for a 100k-order export, read as tuples instead of model objects.

Building an Order, its customer, product type and prefetched lines for each row was most of an
export's time. These rows carry the cells of columns.py's ORDER_COLUMNS (CELLS names them in the
order `_row` writes them, checked against that list when the module loads), with the same label map
and formatters as the resource (`test_fast_rows_equal_the_resource_rows` compares every cell with
the resource's own export). A row is built from its tuple directly: no dict per row on this path.
"""

from collections.abc import Iterator

from django.core.exceptions import ImproperlyConfigured
from django.db.models import QuerySet

from core.common.admin_export import escape_formula as esc
from core.common.chunks import in_chunks
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
    "refunded",
)
# the cells `_row` writes, in its order
CELLS = (
    "order_id",
    "date",
    "customer_name",
    "phone",
    "email",
    "shipping_address",
    "product",
    "sleeve",
    "colour",
    "sizes",
    "quantity_total",
    "amount",
    "payment_method",
    "payment_status",
    "status",
    "courier",
    "awb",
    "tracking_url",
    "refunded",
)
if CELLS != tuple(key for key, _ in ORDER_COLUMNS):
    raise ImproperlyConfigured("export/rows.py writes other cells than columns.py's ORDER_COLUMNS")


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
    rows = in_chunks(queryset.order_by("-created_at", "-id").values_list(*FIELDS), CHUNK_SIZE)
    chunk: list[tuple] = []
    for row in rows:
        chunk.append(row)
        if len(chunk) == CHUNK_SIZE:
            yield from _format(chunk)
            chunk = []
    yield from _format(chunk)


def _row(values: tuple, lines: list[tuple[str, int]]) -> list:
    """One order's cells, in CELLS' order, from its FIELDS tuple."""
    (_, oid, created, name, phone, email, area, landmark, city, state, pin, product, sleeve,
     colour, amount, method, paid, status, courier, awb, template, refunded) = values  # fmt: skip
    address = ", ".join(p for p in (area, landmark, city, state, pin) if p)
    return [
        esc(oid),
        ist_date(created),
        esc(name),
        esc(phone),
        esc(email),
        esc(address),
        esc(product),
        esc(sleeve),
        esc(colour),
        sizes_flat(lines),
        sum(q for _, q in lines),
        amount,
        label(method),
        label(paid),
        label(status),
        esc(courier or ""),
        esc(awb or ""),
        esc(tracking_link(template, awb)),
        refunded,
    ]


def _format(chunk: list[tuple]) -> Iterator[list]:
    if not chunk:
        return
    lines = _lines([r[0] for r in chunk])
    for values in chunk:
        yield _row(values, lines.get(values[0], []))
