import base64

from django.http import HttpRequest, HttpResponse
from ninja import Router

from core.accounts.selectors import customer_for_request
from core.common.auth import customer_session, staff_session
from core.common.errors import ApplicationError, NotFound
from core.common.schemas import CLIENT_ERRORS, WITH_404
from core.orders import selectors, services
from core.orders.models import OrderStatus
from core.orders.schemas import (
    AdminOrderOut,
    AmountSummaryOut,
    BackImageOut,
    CustomerOrderList,
    FrontImageOut,
    PaidRecord,
    PaymentIn,
    PaymentOut,
    PaymentRecord,
    StatusIn,
    StatusOut,
    TotalDueOut,
    TotalPaidOut,
    UnpaidRecord,
)

router = Router(tags=["orders"])


def _paged(response: HttpResponse, qs, limit: int | None, offset: int | None):
    response["X-Total-Count"] = str(qs.count())
    return list(selectors.page(qs, limit=limit, offset=offset))


# --- the customer's own orders and totals -------------------------------------------------------


@router.get("order/customerlist/", response={200: CustomerOrderList, **WITH_404}, auth=customer_session)
def customer_order_list(request: HttpRequest, phone_number: str | None = None):
    customer = customer_for_request(user=request.auth, phone_number=phone_number)
    return {"order_details": list(selectors.customer_orders(customer=customer))}


@router.get("totalduebyphonenumber/", response={200: TotalDueOut, **WITH_404}, auth=customer_session)
def total_due_by_phone(request: HttpRequest, phone_number: str | None = None):
    customer = customer_for_request(user=request.auth, phone_number=phone_number)
    return {"total_due_amount": selectors.customer_totals(customer=customer)["total_due"]}


@router.get("totalpaidbyphonenumber/", response={200: TotalPaidOut, **WITH_404}, auth=customer_session)
def total_paid_by_phone(request: HttpRequest, phone_number: str | None = None):
    customer = customer_for_request(user=request.auth, phone_number=phone_number)
    return {"total_paid_amount": selectors.customer_totals(customer=customer)["total_paid"]}


# --- design images: the owner or the admin team --------------------------------------------------


def _design_bytes(request: HttpRequest, order_id: str, side: str, thumb: bool = False) -> bytes:
    order = selectors.order_get_for(user=request.auth, order_id=order_id)
    field = getattr(order, f"{side}_thumbnail" if thumb else f"{side}_image")
    if not field:
        field = getattr(order, f"{side}_image")
    if not field:
        raise NotFound(f"This order has no {side} design.")
    with field.open("rb") as fh:
        return fh.read()


@router.get("frontimage/", response={200: FrontImageOut, **WITH_404}, auth=customer_session)
def front_image(request: HttpRequest, order_id: str = ""):
    return {"front": base64.b64encode(_design_bytes(request, order_id, "front")).decode()}


@router.get("backimage/", response={200: BackImageOut, **WITH_404}, auth=customer_session)
def back_image(request: HttpRequest, order_id: str = ""):
    return {"back": base64.b64encode(_design_bytes(request, order_id, "back")).decode()}


@router.get(
    "orders/{order_id}/design/{side}/",
    response={200: None, **WITH_404},
    auth=customer_session,
    summary="Download a design as a PNG file",
    openapi_extra={"responses": {200: {"description": "PNG", "content": {"image/png": {}}}}},
)
def design_file(request: HttpRequest, order_id: str, side: str, thumb: bool = False):
    if side not in ("front", "back"):
        raise NotFound("Choose the front or the back design.")
    data = _design_bytes(request, order_id, side, thumb=thumb)
    response = HttpResponse(data, content_type="image/png")
    safe_id = "".join(c for c in order_id.upper() if c.isascii() and (c.isalnum() or c == "-"))
    name = f"{safe_id}-{side}{'-thumb' if thumb else ''}.png"  # never the raw path: no CR/LF in a header
    response["Content-Disposition"] = f'attachment; filename="{name}"'
    response["Cache-Control"] = "private, max-age=3600"
    return response


# --- the admin board ----------------------------------------------------------------------------


def _status_column(status: OrderStatus):
    def column(
        request: HttpRequest,
        response: HttpResponse,
        admin: str | None = None,
        limit: int | None = None,
        offset: int | None = None,
    ):
        return _paged(response, selectors.orders_with_status(status=status), limit, offset)

    column.__name__ = f"{status.value}_orders"
    column.__doc__ = f"Orders with status {status.value}, newest first. `?admin=` is accepted and ignored."
    return column


for _status in OrderStatus:
    router.get(
        f"{_status.value}orders/",
        response={200: list[AdminOrderOut], **CLIENT_ERRORS},
        auth=staff_session,
        summary=f"{_status.label} orders",
    )(_status_column(_status))


@router.patch("order/status/", response={200: StatusOut, **WITH_404}, auth=staff_session)
def order_status_update(request: HttpRequest, payload: StatusIn):
    if not payload.status:
        raise ApplicationError("Select a status first.", errors={"status": ["Select a status first."]})
    order = selectors.order_get(order_id=payload.order_id)
    order = services.order_status_set(order=order, status=payload.status, actor=request.auth)
    return {"order_id": order.order_id, "status": order.status, "message": "Order status updated."}


# --- accounts: money owed and received ----------------------------------------------------------


@router.get("adminnavamountsummary/", response={200: AmountSummaryOut, **CLIENT_ERRORS}, auth=staff_session)
def amount_summary(request: HttpRequest):
    return selectors.amount_summary()


@router.get("paid/", response={200: list[PaidRecord], **CLIENT_ERRORS}, auth=staff_session)
def paid(request: HttpRequest, response: HttpResponse, limit: int | None = None, offset: int | None = None):
    return _paged(response, selectors.paid_orders(), limit, offset)


@router.get("unpaid/", response={200: list[UnpaidRecord], **CLIENT_ERRORS}, auth=staff_session)
def unpaid(request: HttpRequest, response: HttpResponse, limit: int | None = None, offset: int | None = None):
    return _paged(response, selectors.unpaid_orders(), limit, offset)


@router.get("payment_list/", response={200: list[PaymentRecord], **CLIENT_ERRORS}, auth=staff_session)
def payment_list(
    request: HttpRequest,
    response: HttpResponse,
    admin: str | None = None,
    q: str | None = None,
    limit: int | None = None,
    offset: int | None = None,
):
    return _paged(response, selectors.payment_list(q=q), limit, offset)


@router.patch("paymentupdate/", response={200: PaymentOut, **WITH_404}, auth=staff_session)
def payment_update(request: HttpRequest, payload: PaymentIn):
    order = selectors.order_get(order_id=payload.order_id)
    order = services.payment_status_set(
        order=order, payment_status=payload.payment_status, actor=request.auth
    )
    return {
        "order_id": order.order_id,
        "payment_status": order.payment_status,
        "message": "Payment status updated successfully.",
    }
