"""The back office's page of one return (GET /api/office/returns/{pk}) read as plain values, not models.

Built from models (core/returns/detail_selectors.py::return_detail, which the steps still answer with)
it was seven queries, the return with its order, customer, product type, courier, credit note and
replacement order, then its lines, photos and history, the order's delivered day and the couriers,
compiled on every request: more than three times a logged-in hello's CPU (benchmarks/api.md). Here one
query prepared once per connection (core/common/prepared.py) reads the return with its lines and photos
as JSON (core/common/json_rows.py) and the order's delivered moment, a second its history; the
couriers only when it may be approved. The answer is written in OfficeReturnOut's order
(core/returns/tests/test_detail_rows.py compares the bytes with the schema's rendering of the models).
"""

from django.db.models import OuterRef, Subquery
from django.utils import timezone

from core.common.errors import NotFound
from core.common.json_rows import json_rows, rows_from_json
from core.common.prepared import Prepared
from core.common.renderers import json_time
from core.common.tracking import tracking_link
from core.orders.models import OrderEvent, OrderStatus
from core.orders.shipping.models import Courier
from core.returns.amounts import refund_max
from core.returns.detail_selectors import WHATSAPP_WORDS
from core.returns.models import RefundTo, ReturnEvent, ReturnLine, ReturnPhoto, ReturnRequest, ReturnStatus
from core.returns.reasons import ReturnReason
from core.returns.selectors import NO_RETURN, return_get
from core.returns.services.steps import steps_allowed

STATUS_LABELS = dict(ReturnStatus.choices)
REASON_LABELS = dict(ReturnReason.choices)
_NO_RETURN = -1  # the prepared queries' marker for the return's id: no return has it
_FIELDS = (
    "pk",
    "number",
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
    "customer__name",
    "customer__phone_number",
    "customer__email",
    "order__order_id",
    "order__upi_reference",
    "order__product_type__name",
    "order__sleeve",
    "order__status",
    "order__payment_method",
    "order__payment_status",
    "order__amount",
    "order__refunded",
    "order__created_at",
)
# [id, order line, quantity, exchange size, size, catalogue item, its name]: sorted, the lines' order
_LINE = (
    "id",
    "order_line_id",
    "quantity",
    "exchange_size",
    "order_line__size",
    "order_line__catalogue_item_id",
    "order_line__catalogue_item__name",
)


def _courier(field: str) -> Subquery:
    return Subquery(Courier.objects.filter(pk=OuterRef("courier_id")).values(field)[:1])


def _return(pk: int):
    delivered = OrderEvent.objects.filter(
        order=OuterRef("order_id"), kind=OrderEvent.Kind.STATUS, to_value=OrderStatus.DELIVERED
    ).order_by("-created_at", "-id")
    return (
        ReturnRequest.objects.filter(pk=pk)
        .annotate(
            courier_name_=_courier("name"),
            courier_link_=_courier("tracking_url_template"),
            lines_=json_rows(ReturnLine.objects.all(), "request", *_LINE),
            photos_=json_rows(ReturnPhoto.objects.all(), "request", "position"),
            delivered_at_=Subquery(delivered.values("created_at")[:1]),
        )
        .values(*_FIELDS, "courier_name_", "courier_link_", "lines_", "photos_", "delivered_at_")
    )


RETURN = Prepared(_return, pk=_NO_RETURN)
HISTORY = Prepared(
    lambda pk: (
        ReturnEvent.objects.filter(request_id=pk)
        .order_by("created_at", "id")
        .values_list("to_status", "created_at", "note", "actor__name")
    ),
    pk=_NO_RETURN,
)
COURIERS = Prepared(
    lambda: Courier.objects.filter(active=True).order_by("position", "name").values("id", "name")
)


def _item(r: dict, line: list) -> str:
    """core.returns.selectors.item_name from the row: the catalogue item's name, or the product and sleeve."""
    if line[5]:
        return line[6]
    return ", ".join(p for p in (r["order__product_type__name"], r["order__sleeve"]) if p)


def _pickup(r: dict) -> dict | None:
    if not (r["customer_sends"] or r["courier_id"]):
        return None
    return {
        "customer_sends": r["customer_sends"],
        "courier": r["courier_name_"] if r["courier_id"] else "",
        "awb": r["awb"],
        "tracking_url": tracking_link(r["courier_link_"], r["awb"]) if r["courier_id"] else "",
    }


def _money(value) -> float | None:
    return None if value is None else float(value)


def _delivered_on(r: dict) -> str | None:
    """core.returns.selectors.delivered_on from the row: the local day the order was last marked
    delivered (its placing day without such a mark), when it is delivered now."""
    if r["order__status"] != OrderStatus.DELIVERED:
        return None
    return timezone.localdate(r["delivered_at_"] or r["order__created_at"]).isoformat()


def _whatsapp(r: dict) -> str:
    """detail_selectors.whatsapp_text from the row."""
    name = r["customer__name"]
    first = name.split()[0] if name.strip() else ""
    hello = f"Hello {first}" if first else "Hello"
    words = WHATSAPP_WORDS[r["status"]]
    return f"{hello}, about your Rangrez return {r['number']} for order {r['order__order_id']}: {words}."


def office_return(*, pk: int) -> dict:
    """OfficeReturnOut of return `pk`, in its order (404 when there is none)."""
    found = RETURN.rows(pk=pk)
    if not found:
        raise NotFound(NO_RETURN)
    r = found[0]
    number, credit, status = r["number"], r["credit_note_id"], r["status"]
    actions = [step for step in steps_allowed(status) if step != "exchange" or r["kind"] == "exchange"]
    return {
        "id": r["pk"],
        "number": number,
        "order_id": r["order__order_id"],
        "status": status,
        "status_label": STATUS_LABELS[status],
        "kind": r["kind"],
        "reason": r["reason"],
        "reason_label": REASON_LABELS.get(r["reason"], r["reason"]),
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
        "refund_amount": _money(r["refund_amount"]),
        "refund_reference": r["refund_reference"],
        "refunded_at": json_time(r["refunded_at"]),
        "credit_note_number": r["credit_note__number"] if credit else None,
        "credit_note_url": f"/api/returns/{number}/credit-note.pdf" if credit else None,
        "replacement_order_id": r["replacement_order__order_id"] if r["replacement_order_id"] else None,
        "history": [
            {
                "status": to,
                "label": STATUS_LABELS.get(to, to),
                "at": json_time(at),
                "note": note,
                "by": by or "",
            }
            for to, at, note, by in HISTORY.rows(pk=pk)
        ],
        "name": r["customer__name"],
        "phone_number": r["customer__phone_number"],
        "email": r["customer__email"] or "",
        "order": {
            "order_id": r["order__order_id"],
            "status": r["order__status"],
            "payment_method": r["order__payment_method"],
            "payment_status": r["order__payment_status"],
            "amount": float(r["order__amount"]),
            "refunded": float(r["order__refunded"]),
            "created_at": json_time(r["order__created_at"]),
            "delivered_on": _delivered_on(r),
        },
        # the most that may be refunded is worked out from the invoice only once it is received
        "refund_max": _money(refund_max(return_get(pk=pk))) if status == ReturnStatus.RECEIVED else None,
        "actions": actions,
        "couriers": COURIERS.rows() if "approve" in actions else [],
        "whatsapp_text": _whatsapp(r),
    }
