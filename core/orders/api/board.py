"""The specification's admin calls (staff only; `?admin=...` accepted and ignored): the five board
columns, the status change, and the accounts screen's totals, paid/unpaid lists and payment toggle.

These legacy paths stay for the specification's clients; the back office itself uses the office
resources (/api/office/orders...). Status and payment changes go through
core.orders.changes.services.order_update, like every other door.
"""

from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from ninja import Router

from core.common.answer_cache import keep_answer
from core.common.auth import staff
from core.common.counts import COUNT_AHEAD, capped_count
from core.common.errors import FieldErrors
from core.common.permissions import Perm
from core.common.renderers import json_answer
from core.common.schemas import CLIENT_ERRORS, WITH_404
from core.orders import selectors
from core.orders.api import rows
from core.orders.api.schemas import (
    AdminOrderOut,
    AmountSummaryOut,
    PaidRecord,
    PaymentIn,
    PaymentOut,
    PaymentRecord,
    StatusIn,
    StatusOut,
    UnpaidRecord,
)
from core.orders.changes import services
from core.orders.models import OrderStatus, PaymentStatus

router = Router(tags=["orders"])


def _paged(
    shape: rows.Shape,
    qs: QuerySet,
    limit: int | None,
    offset: int | None,
    total: int | None = None,
) -> HttpResponse:
    """One page, its rows written by `shape` (core/orders/api/rows.py); X-Total-Count from the
    maintained counts when given, else counted up to COUNT_AHEAD rows past the page (a longer search
    sends X-Total-Count-More: true and no total)."""
    found = shape.rows(selectors.page(qs, limit=limit, offset=offset))
    if total is None:
        total = capped_count(qs, upto=max(offset or 0, 0) + len(found) + COUNT_AHEAD)
    header = {"X-Total-Count-More": "true"} if total is None else {"X-Total-Count": str(total)}
    return json_answer(found, headers=header)


# --- the board ----------------------------------------------------------------------------------


def _status_column(status: OrderStatus):
    def column(
        request: HttpRequest,
        admin: str | None = None,
        limit: int | None = None,
        offset: int | None = None,
    ):
        total = selectors.order_count(status=status)
        return _paged(
            rows.BOARD,
            selectors.orders_with_status(status=status, among=rows.BOARD.orders),
            limit,
            offset,
            total,
        )

    column.__name__ = f"{status.value}_orders"
    column.__doc__ = f"Orders with status {status.value}, newest first. `?admin=` is accepted and ignored."
    return keep_answer("orders", "accounts.User", "catalogue.ProductType")(column)


for _status in OrderStatus:
    router.get(
        f"{_status.value}orders/",
        response={200: list[AdminOrderOut], **CLIENT_ERRORS},
        auth=staff(Perm.VIEW_ORDERS),
        summary=f"{_status.label} orders",
    )(_status_column(_status))


@router.patch("order/status/", response={200: StatusOut, **WITH_404}, auth=staff(Perm.CHANGE_STATUS))
def order_status_update(request: HttpRequest, payload: StatusIn):
    if not payload.status:
        raise FieldErrors.single("status", "Select a status first.")
    order = selectors.order_get(order_id=payload.order_id)
    order = services.order_update(order=order, actor=request.auth, status=payload.status)
    return {"order_id": order.order_id, "status": order.status, "message": "Order status updated."}


# --- accounts: money owed and received ----------------------------------------------------------


@keep_answer("orders")
@router.get(
    "adminnavamountsummary/",
    response={200: AmountSummaryOut, **CLIENT_ERRORS},
    auth=staff(Perm.VIEW_ACCOUNTS),
)
def amount_summary(request: HttpRequest):
    return selectors.amount_summary()


@keep_answer("orders", "accounts.User")
@router.get("paid/", response={200: list[PaidRecord], **CLIENT_ERRORS}, auth=staff(Perm.VIEW_ACCOUNTS))
def paid(request: HttpRequest, limit: int | None = None, offset: int | None = None):
    total = selectors.order_count(payment_status=PaymentStatus.PAID)
    return _paged(rows.PAID, selectors.paid_orders(among=rows.PAID.orders), limit, offset, total)


@keep_answer("orders", "accounts.User")
@router.get("unpaid/", response={200: list[UnpaidRecord], **CLIENT_ERRORS}, auth=staff(Perm.VIEW_ACCOUNTS))
def unpaid(request: HttpRequest, limit: int | None = None, offset: int | None = None):
    return _paged(
        rows.UNPAID,
        selectors.unpaid_orders(among=rows.UNPAID.orders),
        limit,
        offset,
        selectors.order_count(due=True),
    )


@keep_answer("orders", "accounts.User")
@router.get(
    "payment_list/", response={200: list[PaymentRecord], **CLIENT_ERRORS}, auth=staff(Perm.VIEW_ACCOUNTS)
)
def payment_list(
    request: HttpRequest,
    admin: str | None = None,
    q: str | None = None,
    limit: int | None = None,
    offset: int | None = None,
):
    total = None if (q or "").strip() else selectors.order_count()  # a search counts its matches
    return _paged(
        rows.PAYMENTS, selectors.payment_list(q=q, among=rows.PAYMENTS.orders), limit, offset, total
    )


@router.patch("paymentupdate/", response={200: PaymentOut, **WITH_404}, auth=staff(Perm.CHANGE_PAYMENT))
def payment_update(request: HttpRequest, payload: PaymentIn):
    order = selectors.order_get(order_id=payload.order_id)
    order = services.order_update(order=order, actor=request.auth, payment_status=payload.payment_status)
    return {
        "order_id": order.order_id,
        "payment_status": order.payment_status,
        "message": "Payment status updated successfully.",
    }
