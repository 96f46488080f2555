"""Order rows for a 100k-order export, read as tuples instead of model objects.

Building an Order, its customer, product type and prefetched lines for each row was most of an
export's time. These rows carry exactly the OrderResource's columns (its headers are used as they
are; `test_fast_rows_equal_the_resource_rows` compares every cell with the resource's own export).
"""

from collections.abc import Iterator
from datetime import datetime, tzinfo

from django.db.models import QuerySet
from django.utils import timezone

from core.common.admin_export import escape_formula
from core.common.tracking import tracking_link
from core.orders.export.resources import CHUNK_SIZE
from core.orders.models import OrderLine, OrderStatus, PaymentMethod, PaymentStatus

_STATUS = dict(OrderStatus.choices)
_PAYMENT = dict(PaymentStatus.choices)
_METHOD = dict(PaymentMethod.choices)

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
    # the shipment (core.fulfilment, read through the reverse relation): courier, AWB, tracking link
    "shipment__courier__name",
    "shipment__awb",
    "shipment__courier__tracking_url_template",
)


def _day(value: datetime, zone: tzinfo) -> str:
    return value.astimezone(zone).strftime("%d/%m/%Y")


def _lines(pks: list[int]) -> dict[int, list[tuple[str, int]]]:
    found: dict[int, list[tuple[str, int]]] = {}
    rows = (
        OrderLine.objects.filter(order_id__in=pks).order_by("id").values_list("order_id", "size", "quantity")
    )
    for order_id, size, quantity in rows:
        found.setdefault(order_id, []).append((size, quantity))
    return found


def order_rows(queryset: QuerySet) -> Iterator[list]:
    """One list per order, newest first, in OrderResource's column order."""
    zone = timezone.get_current_timezone()
    esc = escape_formula
    rows = queryset.order_by("-created_at", "-id").values_list(*FIELDS).iterator(chunk_size=CHUNK_SIZE)
    chunk: list[tuple] = []
    for row in rows:
        chunk.append(row)
        if len(chunk) == CHUNK_SIZE:
            yield from _format(chunk, zone, esc)
            chunk = []
    yield from _format(chunk, zone, esc)


def _format(chunk: list[tuple], zone: tzinfo, esc) -> Iterator[list]:
    if not chunk:
        return
    lines = _lines([r[0] for r in chunk])
    for (pk, oid, created, name, phone, email, area, landmark, city, state, pin, product, sleeve,
         colour, amount, method, paid, status, courier, awb, template) in chunk:  # fmt: skip
        mine = lines.get(pk, ())
        address = ", ".join(p for p in (area, landmark, city, state, pin) if p)
        yield [
            esc(oid),
            _day(created, zone),
            esc(name),
            esc(phone),
            esc(email),
            esc(address),
            esc(product),
            esc(sleeve),
            esc(colour),
            ", ".join(f"{s} x{q}" for s, q in mine),
            sum(q for _, q in mine),
            amount,
            _METHOD.get(method, method),
            _PAYMENT.get(paid, paid),
            _STATUS.get(status, status),
            esc(courier or ""),
            esc(awb or ""),
            esc(tracking_link(template, awb)),
        ]
