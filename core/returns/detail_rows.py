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
from core.common.json_rows import json_rows
from core.common.prepared import Prepared
from core.common.renderers import json_time
from core.orders.models import OrderEvent, OrderStatus
from core.orders.shipping.models import Courier
from core.payments.selectors import refund_state_column
from core.returns.amounts import refund_asks_utr, refund_max
from core.returns.detail_selectors import WHATSAPP_WORDS
from core.returns.models import ReturnEvent, ReturnLine, ReturnPhoto, ReturnRequest, ReturnStatus
from core.returns.rows import FIELDS, LINE, courier_column, return_out
from core.returns.selectors import NO_RETURN, return_get
from core.returns.services.steps import steps_allowed

_NO_RETURN = -1  # the prepared queries' marker for the return's id: no return has it
_FIELDS = (  # ReturnOut's, then who asked and the order's summary
    *FIELDS,
    "customer__name",
    "customer__phone_number",
    "customer__email",
    "order__status",
    "order__payment_method",
    "order__payment_status",
    "order__amount",
    "order__refunded",
    "order__created_at",
)


def _return(pk: int):
    delivered = OrderEvent.objects.filter(
        order=OuterRef("order_id"), kind=OrderEvent.Kind.STATUS, to_value=OrderStatus.DELIVERED
    ).order_by("-created_at", "-id")
    return (
        ReturnRequest.objects.filter(pk=pk)
        .annotate(
            courier_name_=courier_column("name"),
            courier_link_=courier_column("tracking_url_template"),
            lines_=json_rows(ReturnLine.objects.all(), "request", *LINE),
            photos_=json_rows(ReturnPhoto.objects.all(), "request", "position"),
            delivered_at_=Subquery(delivered.values("created_at")[:1]),
            refund_state_=refund_state_column("credit_note__number"),
        )
        .values(
            *_FIELDS, "courier_name_", "courier_link_", "lines_", "photos_", "delivered_at_", "refund_state_"
        )
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
    status = r["status"]
    actions = [step for step in steps_allowed(status) if step != "exchange" or r["kind"] == "exchange"]
    received = return_get(pk=pk) if status == ReturnStatus.RECEIVED else None
    most = refund_max(received) if received else None
    return {
        **return_out(r, HISTORY.rows(pk=pk)),  # ReturnOut's fields, then the office's
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
        "refund_max": _money(most),
        "refund_asks_utr": refund_asks_utr(received, most) if received else False,
        "actions": actions,
        "couriers": COURIERS.rows() if "approve" in actions else [],
        "whatsapp_text": _whatsapp(r),
    }
