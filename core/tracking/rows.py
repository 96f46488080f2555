"""The customer's timelines read as plain values, not models: the tracking page and one order's.

Built from models, a page of timelines cost ten queries (the orders, then their status events,
invoices, lines, returns with their events and lines, the policy) and a schema validation per step:
five times a logged-in hello (benchmarks/api.md). Here one prepared query (core/common/prepared.py)
reads the orders' columns with their status events and lines as JSON (core/common/json_rows.py), the
newest tax invoice's number and whether a return names the order; the returns are read (one more
query) only when an order on the page has one. The same pure functions (`timeline_for`,
`return_track`) build the same dataclasses, which core/tracking/api.py writes with orjson in the
response schema's order (core/tracking/tests/test_timeline_rows.py compares the bytes).
"""

import dataclasses
from datetime import datetime
from typing import NamedTuple

from django.db.models import OuterRef, Q, Subquery
from django.utils import timezone

from core.accounts.models import User
from core.common.errors import NotAllowed, NotFound
from core.common.json_rows import json_datetime, json_rows, rows_from_json
from core.common.prepared import Prepared
from core.common.tracking import tracking_link
from core.couriers.changes import DETAILS_CORRECTED
from core.couriers.models import CourierEvent
from core.invoices.models import Invoice
from core.orders.models import Order, OrderEvent, OrderLine, OrderStatus
from core.orders.selectors import page
from core.orders.shipping.models import Courier
from core.returns.models import ReturnEvent, ReturnLine, ReturnRequest, ReturnStatus
from core.returns.selectors import ReturnPolicy, return_policy
from core.returns.timeline import (
    cancel_refund_state_column,
    refund_state_column,
    refund_state_read,
    return_track,
)
from core.tracking.parcel import parcel_steps
from core.tracking.timeline import Shipment, Timeline, timeline_for

_NO_ID = -1  # the prepared queries' marker for their ids: no row has it
_NO_ORDER_ID = "RZ-?"  # and for an order id: none looks like it
_ORDER = (
    "pk",
    "order_id",
    "customer_id",
    "status",
    "created_at",
    "catalogue_item_id",
    "shipment__courier__name",
    "shipment__courier__tracking_url_template",
    "shipment__awb",
    "shipment__parcel__state",
)
_RETURN = (
    "pk",
    "order_id",
    "number",
    "status",
    "kind",
    "customer_sends",
    "courier_id",
    "awb",
    "reject_reason",
    "refund_amount",
    "refund_reference",
    "credit_note_id",
    "replacement_order_id",
    "created_at",
)
_RETURN_JOINED = ("courier__name", "courier__tracking_url_template", "replacement_order__order_id")


class Event(NamedTuple):
    """A status event as `timeline_for` and `return_track` read it (OrderEvent's attribute names)."""

    pk: int
    created_at: datetime
    to_value: str
    kind: str = OrderEvent.Kind.STATUS

    @property
    def to_status(self) -> str:  # a return's event names it so
        return self.to_value


class OrderRow(NamedTuple):
    """The order's fields `timeline_for` reads."""

    order_id: str
    status: str
    created_at: datetime


def _orders(**where):
    invoice = Invoice.objects.filter(kind=Invoice.Kind.INVOICE, order=OuterRef("pk")).order_by("-id")
    status_events = OrderEvent.objects.filter(kind=OrderEvent.Kind.STATUS)
    return (
        Order.objects.filter(**where)
        .order_by()
        .annotate(
            events_=json_rows(status_events, "order", "id", "created_at", "to_value"),
            lines_=json_rows(OrderLine.objects.all(), "order", "id", "quantity", "catalogue_item_id"),
            parcel_=json_rows(
                CourierEvent.objects.filter(Q(moved=True) | Q(state=DETAILS_CORRECTED)),
                "order",
                "id",
                "happened_at",
                "state",
                "reason",
            ),
            invoice_=Subquery(invoice.values("number")[:1]),
            # an id or None, not EXISTS: PostgreSQL hashes an EXISTS over every return (25,000 rows
            # at 1M orders) for a page it expects to be long; a scalar subquery looks up each order's
            replaces_=Subquery(
                ReturnRequest.objects.filter(replacement_order=OuterRef("pk")).order_by().values("pk")[:1]
            ),
            returned_=Subquery(
                ReturnRequest.objects.filter(order=OuterRef("pk")).order_by().values("pk")[:1]
            ),
            refund_state_=cancel_refund_state_column(),
        )
        .values(
            *_ORDER, "events_", "lines_", "parcel_", "invoice_", "replaces_", "returned_", "refund_state_"
        )
    )


def _returns(ids: list[int]):
    return (
        ReturnRequest.objects.filter(order_id__in=ids)
        .order_by()
        .annotate(
            events_=json_rows(ReturnEvent.objects.all(), "request", "id", "created_at", "to_status"),
            lines_=json_rows(ReturnLine.objects.all(), "request", "id", "order_line_id", "quantity"),
            refund_state_=refund_state_column("credit_note__number"),
        )
        .values(*_RETURN, *_RETURN_JOINED, "events_", "lines_", "refund_state_")
    )


ORDERS = Prepared(lambda ids: _orders(pk__in=ids), ids=[_NO_ID])
ONE_ORDER = Prepared(lambda order_id: _orders(order_id=order_id), order_id=_NO_ORDER_ID)
RETURNS = Prepared(_returns, ids=[_NO_ID])


def _events(text: str | None) -> list[Event]:
    """JSON rows [id, created_at, status] as events in time order (then id)."""
    events = [Event(pk, json_datetime(at), value) for pk, at, value in rows_from_json(text)]
    events.sort(key=lambda e: (e.created_at, e.pk))
    return events


@dataclasses.dataclass
class _Return:
    model: ReturnRequest  # unsaved, with the fields `return_track` reads
    events: list[Event]
    taken: dict[int, int]  # order line id -> quantity in this return (none when rejected)
    refund_state: dict | None = None  # a refund to source's state


def _return(row: dict) -> _Return:
    ret = ReturnRequest(**{name: row[name] for name in _RETURN})
    if row["courier_id"] is not None:
        template = row["courier__tracking_url_template"]
        ret.courier = Courier(pk=row["courier_id"], name=row["courier__name"], tracking_url_template=template)
    if row["replacement_order_id"] is not None:
        ret.replacement_order = Order(
            pk=row["replacement_order_id"], order_id=row["replacement_order__order_id"]
        )
    taken: dict[int, int] = {}
    if row["status"] != ReturnStatus.REJECTED:
        for _, line_id, quantity in rows_from_json(row["lines_"]):
            taken[line_id] = taken.get(line_id, 0) + quantity
    return _Return(ret, _events(row["events_"]), taken, refund_state_read(row["refund_state_"]))


def _returns_of(rows: list[dict]) -> dict[int, list[_Return]]:
    """The orders' returns (each order's oldest first), for the orders on the page that have any."""
    ids = [row["pk"] for row in rows if row["returned_"] is not None]
    found: dict[int, list[_Return]] = {}
    for row in sorted(RETURNS.rows(ids=ids), key=lambda r: (r["created_at"], r["pk"])):
        found.setdefault(row["order_id"], []).append(_return(row))
    return found


def _can_return(row: dict, lines: list[list], returns: list[_Return], policy: ReturnPolicy, ends) -> bool:
    """Delivered, inside the window, not a replacement, a reason allowed and something left to return
    (as core.returns.selectors.order_returnable decides, from the row)."""
    if ends is None or timezone.localdate() > ends or row["replaces_"] is not None:
        return False
    custom = row["catalogue_item_id"] is None and not any(line[2] for line in lines)
    if not policy.reasons_for(custom_print=custom):
        return False
    taken: dict[int, int] = {}
    for ret in returns:
        for line_id, quantity in ret.taken.items():
            taken[line_id] = taken.get(line_id, 0) + quantity
    return any(quantity > taken.get(pk, 0) for pk, quantity, _ in lines)


def _delivered_on(row: dict, events: list[Event]):
    """core.returns.selectors.delivered_on, from the row and its events in time order."""
    if row["status"] != OrderStatus.DELIVERED:
        return None
    event = next((e for e in reversed(events) if e.to_value == OrderStatus.DELIVERED), None)
    return timezone.localdate(event.created_at if event else row["created_at"])


def _track(ret: _Return):
    track = return_track(ret.model, ret.events, ret.refund_state)
    if track.refund_amount is None:
        return track
    return dataclasses.replace(track, refund_amount=float(track.refund_amount))  # Money: a JSON number


def _timeline(row: dict, returns: list[_Return], policy: ReturnPolicy) -> Timeline:
    events = _events(row["events_"])
    shipment = None
    if row["shipment__courier__name"] is not None:
        awb = row["shipment__awb"]
        link = tracking_link(row["shipment__courier__tracking_url_template"], awb)
        shipment = Shipment(courier=row["shipment__courier__name"], awb=awb, tracking_url=link)
    order = OrderRow(row["order_id"], row["status"], row["created_at"])
    found = timeline_for(order, events, shipment, row["invoice_"])
    ends = policy.window_ends(_delivered_on(row, events))
    return dataclasses.replace(
        found,
        return_window_ends=ends,
        can_return=_can_return(row, rows_from_json(row["lines_"]), returns, policy, ends),
        returns=[_track(ret) for ret in returns],
        parcel_state=row["shipment__parcel__state"],
        parcel_steps=parcel_steps(
            [(json_datetime(at), state, why) for _, at, state, why in rows_from_json(row["parcel_"])]
        ),
        refund_state=refund_state_read(row["refund_state_"]),
    )


def _timelines(rows: list[dict]) -> list[Timeline]:
    returns = _returns_of(rows)
    policy = return_policy()
    return [_timeline(row, returns.get(row["pk"], []), policy) for row in rows]


_FIRST_PAGES: dict[int, Prepared] = {}  # by page size (at most MAX_PAGE of them): the storefront asks for 100


def _first_page(limit: int) -> Prepared:
    """The customer's newest `limit` orders with their timelines' columns, one prepared query (the page
    and its rows at once): the tracking page's only page."""
    if limit not in _FIRST_PAGES:
        newest = lambda customer: _orders(customer_id=customer).order_by("-created_at", "-id")[:limit]  # noqa: E731
        _FIRST_PAGES[limit] = Prepared(newest, customer=_NO_ID)
    return _FIRST_PAGES[limit]


def customer_timelines(
    *, customer: User, limit: int | None, offset: int | None
) -> tuple[list[Timeline], int]:
    """A page of the customer's timelines, newest first (index order_customer_recent), and how many
    orders they have (counted only when the page does not tell)."""
    mine = Order.objects.filter(customer=customer).order_by("-created_at", "-id")
    window = page(mine.values_list("pk", flat=True), limit=limit, offset=offset)
    first, size = window.query.low_mark, window.query.high_mark - window.query.low_mark
    if first == 0:
        rows = _first_page(size).rows(customer=customer.pk)
    else:
        rows = ORDERS.rows(ids=list(window))
    rows.sort(key=lambda r: (r["created_at"], r["pk"]), reverse=True)
    if len(rows) < size and (rows or first == 0):
        total = first + len(rows)
    else:
        total = mine.count()
    return _timelines(rows), total


def order_timeline(*, user: User, order_id: str) -> Timeline:
    """One order's timeline, for its owner or the admin team; anyone else gets 403 (as order_get_for)."""
    rows = ONE_ORDER.rows(order_id=(order_id or "").strip().upper())
    if not rows:
        raise NotFound("Order not found.")
    if rows[0]["customer_id"] != user.pk and not getattr(user, "may_act_for_others", False):
        raise NotAllowed("This order belongs to another customer.")
    return _timelines(rows)[0]
