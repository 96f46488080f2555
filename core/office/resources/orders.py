"""Orders for react-admin: list, get, update (status and payment through the orders services).

No create (customers place orders) and no delete (cancel through the status instead)."""

from datetime import date, datetime, time

from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from django.utils import timezone
from ninja import Query, Router

from core.common.errors import ApplicationError
from core.common.schemas import CLIENT_ERRORS, WITH_404
from core.office import selectors
from core.office.listing import Listing, ListParams, paginate
from core.office.schemas import OrderDetailOut, OrderIn, OrderOut
from core.orders import services

router = Router(tags=["office: orders"])


def _day(value: str, name: str) -> date:
    try:
        return date.fromisoformat(str(value)[:10])
    except ValueError:
        raise ApplicationError(
            f"{name} must be a date (YYYY-MM-DD).", errors={name: ["Enter a date."]}
        ) from None


def _owed(qs: QuerySet, value) -> QuerySet:
    """`due: true` lists what customers still owe (the accounts screen's Credit table): the DUE rule."""
    from core.orders.selectors import DUE

    if value not in (True, "true"):
        raise ApplicationError("due can only be true.", errors={"due": ["Use true."]})
    return qs.filter(DUE)


def _from_day(qs: QuerySet, value) -> QuerySet:
    start = timezone.make_aware(datetime.combine(_day(value, "date_gte"), time.min))
    return qs.filter(created_at__gte=start)


def _to_day(qs: QuerySet, value) -> QuerySet:
    end = timezone.make_aware(datetime.combine(_day(value, "date_lte"), time.max))
    return qs.filter(created_at__lte=end)


LISTING = Listing(
    resource="orders",
    id_field="order_id",
    sort_fields={
        "id": "order_id",
        "order_id": "order_id",
        "created_at": "created_at",
        "date": "created_at",
        "amount": "amount",
        "status": "status",
        "payment_status": "payment_status",
        "name": "customer__name",
        "phone_number": "customer__phone_number",
        "product": "product_type__name",
        "color": "colour_name",
    },
    default_sort=("created_at", "DESC"),
    search_fields=(
        "order_id",
        "customer__name",
        "customer__phone_number",
        "colour_name",
        "product_type__name",
    ),
    filters={
        "status": "status",
        "payment_status": "payment_status",
        "payment_method": "payment_method",
        "product_type_id": "product_type_id",
        "customer_id": "customer_id",
        "due": _owed,
        "date_gte": _from_day,
        "date_lte": _to_day,
    },
)


@router.get("orders", response={200: list[OrderOut], **CLIENT_ERRORS})
def order_list(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
    return paginate(LISTING, selectors.orders(), params, response)


@router.get("orders/{order_id}", response={200: OrderDetailOut, **WITH_404})
def order_get(request: HttpRequest, order_id: str):
    return selectors.order_detail(order_id=order_id)


@router.put("orders/{order_id}", response={200: OrderDetailOut, **WITH_404})
def order_update(request: HttpRequest, order_id: str, payload: OrderIn):
    order = selectors.order_detail(order_id=order_id)
    if payload.status is not None and payload.status != order.status:
        services.order_status_set(order=order, status=payload.status, actor=request.auth)
    if payload.payment_status is not None and payload.payment_status != order.payment_status:
        services.payment_status_set(order=order, payment_status=payload.payment_status, actor=request.auth)
    return selectors.order_detail(order_id=order_id)
