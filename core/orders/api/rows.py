"""The order lists' rows read as plain values, not models and schemas.

The board's columns, the accounts lists (paid, unpaid, payment_list), the back office's orders list
and print queue, and a customer's own orders are answered many times a minute and recomputed after
every write (core/common/answer_cache.py). Building an Order, its customer, product type, shipment
and lines per row, then validating each through its schema, cost many times a logged-in hello
(figures: benchmarks/). Here one query reads the page's columns as dicts (`.values()`) with each
order's lines as JSON (core/common/json_rows.py: one query, not two),
from a values queryset each Shape builds once (`Shape.orders`, which the selectors filter, sort and
page), and one function per shape writes each row with the keys, order and values of the route's
response schema (core/orders/api/schemas.py, core/orders/office/schemas.py). The schema stays on the
route for the OpenAPI document; `test_lean_rows.py` compares every list's bytes with the schema's
rendering of the same orders as models.
"""

from collections.abc import Callable
from functools import cached_property, partial

from django.db.models import F, OuterRef, QuerySet, Subquery

from core.common.ist import IST
from core.common.json_rows import json_rows, rows_from_json
from core.common.prepared import ByIds
from core.common.renderers import json_time
from core.common.tracking import tracking_link
from core.orders.designs import line_design
from core.orders.models import Order, OrderLine, design_url
from core.orders.shipping.ewaybill import ewaybill_hint
from core.orders.shipping.models import NO_COURIER, Courier, EwayBill

Row = dict

_MONEY_ROW = ("order_id", "created_at", "customer__phone_number", "amount")
_ORDER = (
    "order_id",
    "created_at",
    "colour_name",
    "colour_hex",
    "product_type__name",
    "sleeve",
    "status",
    "payment_status",
    "amount",
    "front_image",
    "back_image",
    "quote_number",
)
_SHIPMENT = (
    "shipment__pk",
    "shipment__courier_id",
    "courier_name_",  # looked up (LOOKED_UP), not joined
    "courier_link_",
    "shipment__awb",
    "shipment__shipped_at",
    "shipment__delivered_at",
)
_BOARD = (*_ORDER, "customer__name", "customer__phone_number")
_OFFICE = (
    *_BOARD,
    "customer_id",
    "payment_method",
    *_SHIPMENT,
    "replacement_of_",
    "dispatch_by",
    "print_on",
    "waiting_for_blanks",
    "printed_at",
    "ewaybill_valid_until_",
)
_CUSTOMER = (*_ORDER, "payment_method", *_SHIPMENT, "catalogue_item__name")


_LINES = ("id", "size", "quantity")
_NAMED_LINES = (*_LINES, "catalogue_item_id", "catalogue_item__name")
_DESIGN_LINES = (*_NAMED_LINES, "catalogue_item__images", "kind")
_CUSTOMER_LINES = (*_NAMED_LINES, "person__name", "person__number")  # a team order's (core.teams)


def _order(o: Row, lines: list[list]) -> Row:
    """The fields every order shape starts with (schemas._OrderBase), in its order."""
    oid, created = o["order_id"], o["created_at"]
    front, back = bool(o["front_image"]), bool(o["back_image"])
    return {
        "order_id": oid,
        "date": created.astimezone(IST).date().isoformat(),
        "created_at": json_time(created),
        "color": o["colour_name"],
        "color_hex": o["colour_hex"],
        "product": o["product_type__name"],
        "sleeve": o["sleeve"],
        "sizes": [{"size": line[1], "quantity": line[2]} for line in lines],
        "quantity": sum(line[2] for line in lines),
        "status": o["status"],
        "payment_status": o["payment_status"],
        "amount": float(o["amount"]),
        "front": design_url(oid, "front") if front else None,
        "back": design_url(oid, "back") if back else None,
        "front_thumbnail": design_url(oid, "front", thumb=True) if front else None,
        "back_thumbnail": design_url(oid, "back", thumb=True) if back else None,
        "quote_number": o["quote_number"],
    }


def _day(value) -> str | None:
    return None if value is None else value.isoformat()


def _shipment(o: Row) -> Row | None:
    """ShipmentOut, or None for an order not shipped."""
    if o["shipment__pk"] is None:
        return None
    courier_id, awb = o["shipment__courier_id"], o["shipment__awb"]
    return {
        "courier_id": courier_id,
        "courier": NO_COURIER if courier_id is None else o["courier_name_"],
        "awb": awb,
        "tracking_url": tracking_link(o["courier_link_"], awb) if courier_id else "",
        "shipped_at": json_time(o["shipment__shipped_at"]),
        "delivered_at": json_time(o["shipment__delivered_at"]),
    }


def _board(o: Row, lines: list[list]) -> Row:
    """AdminOrderOut: a board card."""
    row = _order(o, lines)
    row["name"] = o["customer__name"]
    row["phone_number"] = o["customer__phone_number"]
    return row


def _office(o: Row, lines: list[list]) -> Row:
    """OfficeOrderOut: a row of the back office's orders list."""
    row = _board(o, lines)
    row["id"] = o["order_id"]
    row["customer_id"] = o["customer_id"]
    row["payment_method"] = o["payment_method"]
    row["shipment"] = _shipment(o)
    row["replacement_of"] = o["replacement_of_"]
    row["dispatch_by"] = _day(o["dispatch_by"])
    row["print_on"] = _day(o["print_on"])
    front, back = bool(o["front_image"]), bool(o["back_image"])
    row["designs"] = [
        line_design(
            size=ln[1],
            quantity=ln[2],
            item_id=ln[3],
            item_name=ln[4],
            images=ln[5],
            front=front,
            back=back,
            kind=ln[6],
        )
        for ln in lines
    ]
    row["waiting_for_blanks"] = o["waiting_for_blanks"]
    row["printed_at"] = json_time(o["printed_at"])
    row["ewaybill_needed"] = ewaybill_hint(o["amount"])
    row["ewaybill_valid_until"] = json_time(o["ewaybill_valid_until_"])
    return row


def _customer(o: Row, lines: list[list]) -> Row:
    """CustomerOrderOut: one of a customer's own orders."""
    row = _order(o, lines)
    row["payment_method"] = o["payment_method"]
    row["shipment"] = _shipment(o)
    row["catalogue_item_name"] = o["catalogue_item__name"]
    row["catalogue_lines"] = [
        {"catalogue_item_name": line[4], "size": line[1], "quantity": line[2]} for line in lines if line[3]
    ]
    row["people"] = [{"name": ln[5], "number": ln[6], "size": ln[1]} for ln in lines if ln[5] is not None]
    return row


def _money(amount_key: str, o: Row, lines: list[list]) -> Row:
    """PaidRecord, UnpaidRecord, PaymentRecord: order id, phone, day, the amount under its name."""
    row = {
        "order_id": o["order_id"],
        "phone_number": o["customer__phone_number"],
        "date": o["created_at"].astimezone(IST).date().isoformat(),
    }
    if amount_key == "amount":  # PaymentRecord
        row["name"] = o["customer__name"]
        row["payment_status"] = o["payment_status"]
    row[amount_key] = float(o["amount"])
    return row


def _courier(field: str) -> Subquery:
    return Subquery(Courier.objects.filter(pk=OuterRef("shipment__courier_id")).values(field)[:1])


# Columns read by a subquery per row of the page instead of a join: PostgreSQL plans a join of the
# orders with their shipment's courier and their replaced order (orders_order again, with all its
# indexes) in about 2 ms, more than the page's rows cost; a scalar subquery is planned on its own.
LOOKED_UP = {
    "courier_name_": _courier("name"),
    "courier_link_": _courier("tracking_url_template"),
    "ewaybill_valid_until_": Subquery(
        EwayBill.objects.filter(order_id=OuterRef("pk")).exclude(number="").values("valid_until")[:1]
    ),
    "replacement_of_": Subquery(
        Order.objects.filter(pk=OuterRef("replacement_of_id")).values("order_id")[:1]
    ),
}


class Shape:
    """One answer's rows. `orders` reads every order with the shape's columns (and its lines, as JSON
    in the same row: json_rows): the selectors filter, sort and page a copy of it, so the ORM builds
    its columns and joins once per process, not per request. `rows(page)` writes the page's rows.

    With `by_ids`, the page's query reads only the orders' ids, and their columns are read by the
    shape's own query compiled once per connection (core/common/prepared.py): compiling the office
    rows' 30 columns and four subqueries cost more than the rest of the request (benchmarks/api.md).
    One query more, each far lighter."""

    def __init__(
        self, fields: tuple[str, ...], write: Callable[[Row, list[list]], Row], lines=(), by_ids=False
    ):
        self.fields, self.write, self.lines = fields, write, lines
        self.by_ids = ByIds(lambda: self._values, key="pk_") if by_ids else None

    @cached_property
    def orders(self) -> QuerySet:
        """What the selectors filter, sort and page: the shape's values, or with `by_ids` the orders
        themselves (the page's query then compiles no columns but the id)."""
        return Order.objects.all() if self.by_ids else self._values

    @cached_property
    def _values(self) -> QuerySet:
        looked_up = {name: LOOKED_UP[name] for name in self.fields if name in LOOKED_UP}
        orders = Order.objects.annotate(**looked_up)
        key = ("pk_",) if self.by_ids else ()
        if self.by_ids:
            orders = orders.annotate(pk_=F("pk"))
        if not self.lines:
            return orders.values(*self.fields, *key)
        each = json_rows(OrderLine.objects.all(), "order", *self.lines)
        return orders.annotate(_lines=each).values(*self.fields, "_lines", *key)

    def rows(self, page: QuerySet) -> list[Row]:
        if self.by_ids is not None:
            return self._written(self.by_ids.rows(page))
        if not self.lines:
            return [self.write(o, []) for o in page]
        return [self.write(o, rows_from_json(o["_lines"])) for o in page]

    def rows_of(self, ids: list[int]) -> list[Row]:
        """The rows of these orders, in their order (a shape made with `by_ids`)."""
        return self._written(self.by_ids.rows_of(ids))

    def _written(self, found: list[Row]) -> list[Row]:
        return [self.write(o, rows_from_json(o["_lines"])) for o in found]


BOARD = Shape(_BOARD, _board, _LINES)
OFFICE = Shape(_OFFICE, _office, _DESIGN_LINES, by_ids=True)
CUSTOMER = Shape(_CUSTOMER, _customer, _CUSTOMER_LINES)
PAID = Shape(_MONEY_ROW, partial(_money, "paid_amount"))
UNPAID = Shape(_MONEY_ROW, partial(_money, "due_amount"))
PAYMENTS = Shape((*_MONEY_ROW, "customer__name", "payment_status"), partial(_money, "amount"))
