"""The back office's returns and refunds lists written from plain values, not models and schemas:
building a return, its order, customer and lines per row and validating each through its schema cost
more than twice a logged-in hello (benchmarks/api.md). A page of returns is its ids, then their
columns (`.values()`, each return's pieces summed in it) by a query prepared once per connection
(core/common/prepared.py::ByIds); each function writes the keys, order and values of the route's
response schema (core/returns/office_schemas.py), which stays on the route for the OpenAPI document;
core/returns/tests/test_office_rows.py compares the bytes with the schema's."""

from django.db.models import IntegerField, OuterRef, QuerySet, Subquery, Sum
from django.db.models.functions import Coalesce

from core.common.prepared import ByIds
from core.common.renderers import json_time
from core.returns.models import ReturnLine, ReturnRequest
from core.returns.rows import labelled

_WHO = ("customer__name", "customer__phone_number")
RETURN_FIELDS = (
    *_WHO,
    "id",
    "number",
    "order__order_id",
    "status",
    "kind",
    "reason",
    "quantity_",
    "refund_amount",
    "created_at",
)
REFUND_FIELDS = (
    *_WHO,
    "id",
    "number",
    "order__order_id",
    "refund_amount",
    "refund_reference",
    "refunded_at",
    "credit_note__number",
)


def _pieces() -> Coalesce:
    """The return's pieces: its lines' quantities summed (by the lines' request index)."""
    lines = ReturnLine.objects.filter(request=OuterRef("pk")).order_by().values("request")
    summed = Subquery(lines.annotate(n=Sum("quantity")).values("n"), output_field=IntegerField())
    return Coalesce(summed, 0)


def returns_listed() -> QuerySet[ReturnRequest]:
    """The returns as the list filters and sorts them; a page's columns are read by return_rows, so a
    count joins nothing."""
    return ReturnRequest.objects.all()


# the page's ids, then their columns by a query prepared once per connection (its joins and subquery
# cost more to compile and plan than to run)
_RETURNS = ByIds(lambda: ReturnRequest.objects.annotate(quantity_=_pieces()).values(*RETURN_FIELDS))


def _money(value) -> float | None:
    return None if value is None else float(value)


def _head(r: dict) -> dict:
    """The keys both rows start with: who (the schemas' _Who), the return and its order."""
    return {
        "name": r["customer__name"],
        "phone_number": r["customer__phone_number"],
        "id": r["id"],
        "number": r["number"],
        "order_id": r["order__order_id"],
    }


def return_rows(page: QuerySet[ReturnRequest]) -> list[dict]:
    """OfficeReturnRowOut per return of the page."""
    return [
        {
            **_head(r),
            **labelled(r),
            "quantity": r["quantity_"],
            "refund_amount": _money(r["refund_amount"]),
            "created_at": json_time(r["created_at"]),
        }
        for r in _RETURNS.rows(page)
    ]


def refund_rows(page: QuerySet[ReturnRequest]) -> list[dict]:
    """OfficeRefundOut per refunded return of the page."""
    return [
        {
            **_head(r),
            "amount": _money(r["refund_amount"]),
            "reference": r["refund_reference"],
            "refunded_at": json_time(r["refunded_at"]),
            "credit_note_number": r["credit_note__number"],
        }
        for r in page.values(*REFUND_FIELDS)
    ]
