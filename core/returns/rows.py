"""The customer's returns (GET /api/returns/mine/) read as plain values, not models.

Built from models, a page of returns was six queries (the count, the returns with their order,
product type, courier, credit note and replacement, then their lines, photos and history) and a
schema validation of each: five times a logged-in hello (benchmarks/api.md). Here the page's ids,
then one prepared query (core/common/prepared.py) with each return's lines, photos and history as
JSON (core/common/json_rows.py); each return is written in ReturnOut's order
(core/returns/tests/test_mine_rows.py compares the bytes with the schema's).
"""

from django.db.models import OuterRef, Subquery

from core.accounts.models import User
from core.common.json_rows import json_datetime, json_rows, rows_from_json
from core.common.prepared import Prepared
from core.common.renderers import json_time
from core.common.tracking import tracking_link
from core.orders.selectors import page
from core.orders.shipping.models import Courier
from core.payments.selectors import refund_state_column, refund_state_read
from core.returns.models import RefundTo, ReturnEvent, ReturnLine, ReturnPhoto, ReturnRequest
from core.returns.reasons import ReturnReason
from core.returns.schemas import LABELS as STATUS_LABELS

_NO_ID = -1  # the prepared query's marker for its ids: no return has it
REASON_LABELS = dict(ReturnReason.choices)
FIELDS = (  # what ReturnOut reads of a return, its order, credit note and replacement
    "pk",
    "number",
    "order__order_id",
    "order__upi_reference",
    "order__product_type__name",
    "order__sleeve",
    "status",
    "kind",
    "reason",
    "note",
    "created_at",
    "refund_to",
    "upi_id",
    "customer_sends",
    "courier_id",
    "awb",
    "reject_reason",
    "qc_note",
    "refund_amount",
    "refund_reference",
    "refunded_at",
    "credit_note_id",
    "credit_note__number",
    "replacement_order_id",
    "replacement_order__order_id",
)
LINE = (  # [id, order line, quantity, exchange size, size, catalogue item, its name]
    "id",
    "order_line_id",
    "quantity",
    "exchange_size",
    "order_line__size",
    "order_line__catalogue_item_id",
    "order_line__catalogue_item__name",
)
_EVENT = ("id", "created_at", "to_status", "note", "actor__name")


def labelled(r: dict) -> dict:
    """A return's status, kind and reason with their labels, in the order every return schema has them
    (the customer's, the office's list and its one return)."""
    return {
        "status": r["status"],
        "status_label": STATUS_LABELS[r["status"]],
        "kind": r["kind"],
        "reason": r["reason"],
        "reason_label": REASON_LABELS.get(r["reason"], r["reason"]),
    }


def courier_column(field: str) -> Subquery:
    """The return's pickup courier's `field`, looked up per row (not joined)."""
    return Subquery(Courier.objects.filter(pk=OuterRef("courier_id")).values(field)[:1])


def _query(ids: list[int]):
    return (
        ReturnRequest.objects.filter(pk__in=ids)
        .order_by()
        .annotate(
            courier_name_=courier_column("name"),
            courier_link_=courier_column("tracking_url_template"),
            lines_=json_rows(ReturnLine.objects.all(), "request", *LINE),
            photos_=json_rows(ReturnPhoto.objects.all(), "request", "position"),
            history_=json_rows(ReturnEvent.objects.all(), "request", *_EVENT),
            refund_state_=refund_state_column("credit_note__number"),
        )
        .values(*FIELDS, "courier_name_", "courier_link_", "lines_", "photos_", "history_", "refund_state_")
    )


RETURNS = Prepared(_query, ids=[_NO_ID])


def _item(r: dict, line: list) -> str:
    """core.returns.selectors.item_name from the row: the catalogue item's name, or the product and sleeve."""
    if line[5]:
        return line[6]
    return ", ".join(p for p in (r["order__product_type__name"], r["order__sleeve"]) if p)


def _pickup(r: dict) -> dict | None:
    if not (r["customer_sends"] or r["courier_id"]):
        return None
    awb = r["awb"]
    return {
        "customer_sends": r["customer_sends"],
        "courier": r["courier_name_"] if r["courier_id"] else "",
        "awb": awb,
        "tracking_url": tracking_link(r["courier_link_"], awb) if r["courier_id"] else "",
    }


def _history(text: str | None) -> list[tuple]:
    """The JSON history rows as (status, at, note, by) in time order (then id)."""
    events = sorted((json_datetime(at), pk, to, note, by) for pk, at, to, note, by in rows_from_json(text))
    return [(to, at, note, by) for at, _, to, note, by in events]


def return_out(r: dict, history: list[tuple]) -> dict:
    """ReturnOut (core/returns/schemas.py), in its order, from a row with FIELDS, the courier's
    columns and the lines (LINE) and photos as JSON, and its history as (status, at, note, by) in time
    order; the back office's return (detail_rows.py) adds its own fields after these."""
    number, credit = r["number"], r["credit_note_id"]
    return {
        "id": r["pk"],
        "number": number,
        "order_id": r["order__order_id"],
        **labelled(r),
        "note": r["note"],
        "created_at": json_time(r["created_at"]),
        "refund_to": r["refund_to"],
        "upi_id": r["upi_id"],
        "upi_reference": r["order__upi_reference"] if r["refund_to"] == RefundTo.UPI_REFERENCE else "",
        "lines": [
            {
                "line_id": ln[1],
                "item": _item(r, ln),
                "size": ln[4],
                "quantity": ln[2],
                "exchange_size": ln[3] or None,
            }
            for ln in rows_from_json(r["lines_"])
        ],
        "photos": [f"/api/returns/{number}/photos/{p[0]}/" for p in rows_from_json(r["photos_"])],
        "pickup": _pickup(r),
        "reject_reason": r["reject_reason"],
        "qc_note": r["qc_note"],
        "refund_amount": None if r["refund_amount"] is None else float(r["refund_amount"]),
        "refund_reference": r["refund_reference"],
        "refunded_at": json_time(r["refunded_at"]),
        "credit_note_number": r["credit_note__number"] if credit else None,
        "credit_note_url": f"/api/returns/{number}/credit-note.pdf" if credit else None,
        "refund_state": refund_state_read(r["refund_state_"]),
        "replacement_order_id": r["replacement_order__order_id"] if r["replacement_order_id"] else None,
        "history": [
            {
                "status": to,
                "label": STATUS_LABELS.get(to, to),
                "at": json_time(at),
                "note": note,
                "by": by or "",
            }
            for to, at, note, by in history
        ],
    }


def customer_returns_page(*, customer: User, limit: int | None, offset: int | None) -> tuple[list[dict], int]:
    """A page of the customer's returns, newest first (index return_customer_recent), and how many they
    have (counted only when the page does not tell)."""
    mine = ReturnRequest.objects.filter(customer=customer).order_by("-created_at", "-id")
    window = page(mine.values_list("pk", flat=True), limit=limit, offset=offset, default=20)
    ids = list(window)
    found = {r["pk"]: r for r in RETURNS.rows(ids=ids)}
    first, last = window.query.low_mark, window.query.high_mark
    if (ids and len(ids) < last - first) or (not ids and first == 0):
        total = first + len(ids)
    else:
        total = mine.count()
    return [return_out(found[pk], _history(found[pk]["history_"])) for pk in ids if pk in found], total
