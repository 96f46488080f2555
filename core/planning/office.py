"""The print floor's calendar for the back office: the next 14 days' load against the daily capacity
per print method, moving an order to another print day, the capacity (the owner's setting), and the
dashboard's figures for today."""

from django.http import HttpRequest
from django.utils import timezone
from ninja import Router

from core.common.auth import staff
from core.common.permissions import Perm
from core.common.renderers import json_answer
from core.common.schemas import CLIENT_ERRORS, WITH_404
from core.orders.models import Order
from core.orders.selectors import order_get
from core.planning import selectors, services
from core.planning.office_rows import plan_answer
from core.planning.office_schemas import (
    CapacityIn,
    CapacityOut,
    PlanOut,
    PrintDayIn,
    PrintDayOut,
    TodayOut,
)

router = Router(tags=["office: planning"])
SEE = (Perm.VIEW_ORDERS, Perm.PRINT_FILES, Perm.PLAN_PRODUCTION)


@router.get("planning/days", auth=staff(*SEE), response={200: PlanOut, **CLIENT_ERRORS})
def plan_days(request: HttpRequest):
    """The next 14 days: pieces planned per print method against its capacity, each day's orders."""
    today = timezone.localdate()
    return json_answer(plan_answer(today=today, days=selectors.plan_days(today=today)))


@router.get("planning/today", auth=staff(*SEE), response={200: TodayOut, **CLIENT_ERRORS})
def plan_today(request: HttpRequest):
    """Today's pieces to print, parcels to hand over, orders already late."""
    return selectors.today_load()


@router.put(
    "planning/orders/{order_id}", auth=staff(Perm.PLAN_PRODUCTION), response={200: PrintDayOut, **WITH_404}
)
def order_print_day_set(request: HttpRequest, order_id: str, payload: PrintDayIn):
    """Plan an order on another day (its dispatch date, the promise, stays)."""
    order = order_get(order_id=order_id, queryset=Order.objects.all())
    return services.order_print_day_set(order=order, print_on=payload.print_on, actor=request.auth)


@router.get("planning/capacity", auth=staff(*SEE), response={200: list[CapacityOut], **CLIENT_ERRORS})
def capacity_list(request: HttpRequest):
    """Pieces a day per print method (every method a product type names)."""
    return [{"print_method": m, "pieces_per_day": n} for m, n in selectors.capacities().items()]


@router.put(
    "planning/capacity", auth=staff(Perm.MANAGE_SETTINGS), response={200: CapacityOut, **CLIENT_ERRORS}
)
def capacity_set(request: HttpRequest, payload: CapacityIn):
    """The owner's figure for one print method."""
    return services.print_capacity_set(
        print_method=payload.print_method, pieces_per_day=payload.pieces_per_day, actor=request.auth
    )
