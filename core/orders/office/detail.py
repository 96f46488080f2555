"""One order as the back office shows it (GET /api/office/orders/{id}), read as plain values.

Built from models, the order, its customer, product type, lines with their items and people, and its
history with each change's author were four queries and a schema validation of every field: four
times a logged-in hello (benchmarks/api.md). Here one prepared query (core/common/prepared.py) reads
the order's columns with the orders list's (core/orders/api/rows.py `OFFICE`, whose writer makes the
list row this answer starts with), its lines and its history as JSON (core/common/json_rows.py), and
the detail's fields are written in OfficeOrderDetailOut's order
(core/orders/tests/test_office_order_detail.py compares the bytes with the schema's).
"""

from decimal import Decimal

from core.common.errors import NotFound
from core.common.json_rows import json_datetime, json_rows, rows_from_json
from core.common.prepared import Prepared
from core.common.renderers import json_time
from core.orders.api.rows import LOOKED_UP, OFFICE, Row
from core.orders.models import Order, OrderEvent, OrderLine

_NO_ORDER_ID = "RZ-?"  # the prepared query's marker for the order id: none looks like it
_SHIP_TO = (
    "ship_name",
    "ship_phone",
    "ship_area",
    "ship_landmark",
    "ship_city",
    "ship_state",
    "ship_pin_code",
)
_DETAIL = (
    "instructions",
    "upi_reference",
    "discount_code",
    "subtotal",
    "discount_amount",
    "online_discount",
    "shipping",
    "cod_fee",
    "offer_name",
    "offer_discount",
    "business_name",
    "business_gstin",
    "business_address",
    "business_pin_code",
    "business_state",
    *_SHIP_TO,
)
# each line: the list's design columns (OFFICE.lines), then its price and a team order's person
_LINE_EXTRA = ("unit_price", "person__name", "person__number")
_EVENT = ("id", "kind", "from_value", "to_value", "actor__name", "created_at")


def _query(order_id: str):
    looked_up = {name: LOOKED_UP[name] for name in OFFICE.fields if name in LOOKED_UP}
    lines = json_rows(OrderLine.objects.all(), "order", *OFFICE.lines, *_LINE_EXTRA)
    fields = dict.fromkeys([*OFFICE.fields, *_DETAIL])  # the list's columns first, each once
    return (
        Order.objects.filter(order_id=order_id)
        .annotate(**looked_up)
        .annotate(
            lines_=lines,
            history_=json_rows(OrderEvent.objects.all(), "order", *_EVENT),
        )
        .values(*fields, "lines_", "history_")
    )


ONE = Prepared(_query, order_id=_NO_ORDER_ID)


def _money(value) -> float:
    return float(value)


def _line(lines_at: int, line: list, design: dict) -> Row:
    unit_price, name, number = line[lines_at : lines_at + 3]
    price = Decimal(repr(unit_price)) if isinstance(unit_price, float) else Decimal(unit_price)
    return {
        "kind": design["kind"],
        "size": design["size"],
        "quantity": design["quantity"],
        "unit_price": float(price),
        "line_total": float(price * design["quantity"]),
        "design": design["design"],
        "picture": design["picture"],
        "name": name or "",
        "number": number or "",
    }


def _history(text: str | None) -> list[Row]:
    """The order's changes, newest first, with who made each."""
    events = [
        (pk, kind, before, after, actor, json_datetime(at))
        for pk, kind, before, after, actor, at in rows_from_json(text)
    ]
    events.sort(key=lambda e: (e[5], e[0]), reverse=True)
    return [
        {
            "id": pk,
            "kind": kind,
            "from_value": before,
            "to_value": after,
            "actor": actor,
            "created_at": json_time(at),
        }
        for pk, kind, before, after, actor, at in events
    ]


def office_order(order_id: str) -> Row:
    """OfficeOrderDetailOut of the order with this id (any case), or NotFound."""
    found = ONE.rows(order_id=(order_id or "").strip().upper())
    if not found:
        raise NotFound("Order not found.")
    o = found[0]
    lines = rows_from_json(o["lines_"])
    row = OFFICE.write(o, [line[: len(OFFICE.lines)] for line in lines])
    row["instructions"] = o["instructions"]
    row["upi_reference"] = o["upi_reference"]
    row["lines"] = [_line(len(OFFICE.lines), line, d) for line, d in zip(lines, row["designs"], strict=True)]
    row["breakdown"] = {
        "subtotal": _money(o["subtotal"]),
        "offer_name": o["offer_name"],
        "offer_discount": _money(o["offer_discount"]),
        "discount_code": o["discount_code"],
        "discount_amount": _money(o["discount_amount"]),
        "online_discount": _money(o["online_discount"]),
        "shipping": _money(o["shipping"]),
        "cod_fee": _money(o["cod_fee"]),
        "amount": _money(o["amount"]),
    }
    row["shipping_address"] = {
        "name": o["ship_name"],
        "phone_number": o["ship_phone"],
        "area": o["ship_area"],
        "landmark": o["ship_landmark"],
        "city": o["ship_city"],
        "state": o["ship_state"],
        "pin_code": o["ship_pin_code"],
    }
    business = ("name", "gstin", "address", "pin_code", "state")
    row["business"] = {k: o[f"business_{k}"] for k in business} if o["business_gstin"] else None
    row["history"] = _history(o["history_"])
    return row
