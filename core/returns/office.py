"""Returns for react-admin (resource `returns`): the list with status tabs and counts, one return,
and each step through core.returns.services (a history row and an e-mail each); the accounts
screen's refunds. Viewing: view_orders or handle_returns; steps: handle_returns; the refund
(money going out): change_payment. Contract: docs/returns-api.md."""

from django.http import HttpRequest
from ninja import Query, Router

from core.common.auth import staff
from core.common.days import days_filter
from core.common.permissions import Perm
from core.common.renderers import json_answer
from core.common.schemas import CLIENT_ERRORS, WITH_404
from core.office.listing import Listing, ListParams, paginate_answer
from core.orders.office.orders import _day
from core.returns import selectors
from core.returns.detail_rows import office_return
from core.returns.detail_selectors import return_detail
from core.returns.office_rows import refund_rows, return_rows, returns_listed
from core.returns.office_schemas import (
    ApproveIn,
    EmptyIn,
    OfficeRefundOut,
    OfficeReturnCountsOut,
    OfficeReturnOut,
    OfficeReturnRowOut,
    ReceiveIn,
    RefundIn,
    RejectIn,
)
from core.returns.services import steps

router = Router(tags=["office: returns"])
VIEW = staff(Perm.VIEW_ORDERS, Perm.HANDLE_RETURNS)
HANDLE = staff(Perm.HANDLE_RETURNS)


def _counted(filters: dict) -> int | None:
    counts = selectors.return_counts()
    if not filters:
        return counts["all"]
    if set(filters) == {"status"} and filters["status"] in counts:
        return counts[filters["status"]]
    return None


LISTING = Listing(
    resource="returns",
    sort_fields={"id": "pk", "created_at": "created_at", "number": "number", "status": "status"},
    default_sort=("created_at", "DESC"),
    search=selectors.return_search,
    total=_counted,
    filters={"status": "status", "kind": "kind", "order_id": "order__order_id"},
)


def _from_day(qs, value):
    return qs.filter(days_filter("refunded_at", first=_day(value, "date_gte")))


def _to_day(qs, value):
    return qs.filter(days_filter("refunded_at", last=_day(value, "date_lte")))


REFUNDS = Listing(
    resource="refunds",
    sort_fields={"id": "pk", "refunded_at": "refunded_at", "date": "refunded_at"},
    default_sort=("refunded_at", "DESC"),
    search=selectors.return_search,
    filters={"date_gte": _from_day, "date_lte": _to_day},
)


@router.get("returns", auth=VIEW, response={200: list[OfficeReturnRowOut], **CLIENT_ERRORS})
def return_list(request: HttpRequest, params: Query[ListParams]):
    """Returns, newest first; the tabs filter by status (served by the status index)."""
    return paginate_answer(LISTING, returns_listed(), params, return_rows)


@router.get("returns/counts", auth=VIEW, response={200: OfficeReturnCountsOut, **CLIENT_ERRORS})
def return_counts(request: HttpRequest):
    """Returns per status, for the tabs (maintained counts)."""
    return selectors.return_counts()


@router.get("refunds", auth=staff(Perm.VIEW_ACCOUNTS), response={200: list[OfficeRefundOut], **CLIENT_ERRORS})
def refund_list(request: HttpRequest, params: Query[ListParams]):
    """The accounts screen's Refunds table: phone number, amount, date, UTR; newest first."""
    return paginate_answer(REFUNDS, selectors.refunds(), params, refund_rows)


@router.get("returns/{pk}", auth=VIEW, response={200: OfficeReturnOut, **WITH_404})
def return_get(request: HttpRequest, pk: int):
    return json_answer(office_return(pk=pk))  # written from values (core/returns/detail_rows.py)


@router.post("returns/{pk}/approve", auth=HANDLE, response={200: OfficeReturnOut, **WITH_404})
def return_approve(request: HttpRequest, pk: int, payload: ApproveIn):
    """Approve with a reverse pickup (courier and AWB) or "customer sends it back"."""
    steps.return_approve(
        ret=selectors.return_get(pk=pk),
        actor=request.auth,
        customer_sends=payload.customer_sends,
        courier_id=payload.courier_id,
        awb=payload.awb,
    )
    return return_detail(pk=pk)


@router.post("returns/{pk}/reject", auth=HANDLE, response={200: OfficeReturnOut, **WITH_404})
def return_reject(request: HttpRequest, pk: int, payload: RejectIn):
    """Reject with a reason (e-mailed to the customer)."""
    steps.return_reject(ret=selectors.return_get(pk=pk), actor=request.auth, reason=payload.reason)
    return return_detail(pk=pk)


@router.post("returns/{pk}/picked-up", auth=HANDLE, response={200: OfficeReturnOut, **WITH_404})
def return_picked_up(request: HttpRequest, pk: int, payload: EmptyIn):
    steps.return_mark_picked_up(ret=selectors.return_get(pk=pk), actor=request.auth)
    return return_detail(pk=pk)


@router.post("returns/{pk}/receive", auth=HANDLE, response={200: OfficeReturnOut, **WITH_404})
def return_receive(request: HttpRequest, pk: int, payload: ReceiveIn):
    """Received, with the quality check: passed, or failed with a note (which rejects it)."""
    steps.return_receive(
        ret=selectors.return_get(pk=pk), actor=request.auth, qc_passed=payload.qc_passed, note=payload.note
    )
    return return_detail(pk=pk)


@router.post(
    "returns/{pk}/refund", auth=staff(Perm.CHANGE_PAYMENT), response={200: OfficeReturnOut, **WITH_404}
)
def return_refund(request: HttpRequest, pk: int, payload: RefundIn):
    """Refund (at most `refund_max`; none sent: all of it) with the UTR; issues the GST credit note."""
    steps.return_refund(
        ret=selectors.return_get(pk=pk),
        actor=request.auth,
        amount=payload.amount,
        reference=payload.reference,
    )
    return return_detail(pk=pk)


@router.post("returns/{pk}/exchange", auth=HANDLE, response={200: OfficeReturnOut, **WITH_404})
def return_exchange(request: HttpRequest, pk: int, payload: EmptyIn):
    """A replacement order at no charge in the confirm column, with the new sizes (e-mailed)."""
    steps.return_exchange(ret=selectors.return_get(pk=pk), actor=request.auth)
    return return_detail(pk=pk)
