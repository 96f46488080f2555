"""The planning's bodies and answers for the back office: the calendar's days, a move, the capacity,
the dashboard's figures for today."""

from datetime import date

from ninja import Field, Schema

from core.common.schemas import BodyIn, JsonInt
from core.orders.models import OrderStatus


class MethodLoadOut(Schema):
    print_method: str
    pieces: int
    capacity: int


class PlanOrderOut(Schema):
    order_id: str
    name: str
    status: OrderStatus
    product: str
    print_method: str
    pieces: int
    dispatch_by: date | None
    print_on: date


class PlanDayOut(Schema):
    day: date
    pieces: int
    orders_count: int
    methods: list[MethodLoadOut]
    orders: list[PlanOrderOut]


class PlanOut(Schema):
    """The next 14 days from today (India's date), each with its load per print method."""

    today: date
    days: list[PlanDayOut]


class PrintDayIn(BodyIn):
    required_fields = ("print_on",)
    print_on: date


class PrintDayOut(Schema):
    order_id: str
    dispatch_by: date | None
    print_on: date | None


class CapacityOut(Schema):
    print_method: str
    pieces_per_day: int


class CapacityIn(BodyIn):
    required_fields = ("print_method", "pieces_per_day")
    print_method: str = Field(..., min_length=1, max_length=80)
    pieces_per_day: JsonInt = Field(..., ge=0, le=100_000)


class TodayOut(Schema):
    """The dashboard's figures; `late_orders` is null past 999 (shown as "999+")."""

    day: date
    pieces_to_print: int
    parcels_to_hand_over: int  # shipped today, for the courier's pickup: the manifest's parcels
    late_orders: int | None
