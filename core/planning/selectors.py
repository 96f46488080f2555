"""Reads of the planning: the promise's dispatch date for a pincode, the next 14 days' load per print
method against its capacity, and the dashboard's figures for today. Every read is bounded by an
index of the orders (`order_print_day`, `order_status_due`), never a count of the whole table."""

from dataclasses import dataclass, field
from datetime import date, timedelta

from django.db.models import F, IntegerField, OuterRef, Subquery, Sum, Value
from django.db.models.functions import Coalesce
from django.utils import timezone

from core.accounts.models import User
from core.catalogue.models import ProductType
from core.common.counts import capped_count
from core.common.pincode_directory import place_for
from core.common.prepared import Prepared
from core.orders.models import LineKind, Order, OrderLine, OrderStatus
from core.orders.shipping.selectors import parcels_shipped_on
from core.pincodes.estimate import Reading, Zone, estimate, zone_for
from core.pincodes.models import DeliverySettings
from core.planning.dates import dispatch_date
from core.planning.models import DEFAULT_PIECES_PER_DAY, OTHER_METHOD, PrintCapacity

# Orders still to print and hand over: the calendar plans these and only these.
OPEN = (OrderStatus.PENDING, OrderStatus.CONFIRM)
PLAN_DAYS = 14
ORDERS_PER_DAY = 40  # a day's column lists its first orders by due date, then "and N more"
LATE_CAP = 999  # "999+ late": the count stops there


def promised_dispatch(*, pincode: str, placed: date, settings_row: DeliverySettings | None = None) -> date:
    """The dispatch date the checkout's delivery estimate for `pincode` implies for an order placed on
    `placed` (a pincode the directory does not know is estimated as "other cities", the longest)."""
    row = settings_row or DeliverySettings.current()
    place = place_for(pincode)
    zone = (
        zone_for(place, fast_cities=row.fast_cities, metro_cities=row.metro_cities) if place else Zone.OTHER
    )
    return dispatch_date(estimate(zone, reading=Reading.DESIGN, today=placed), placed=placed)


def method_of(print_method: str | None) -> str:
    return (print_method or "").strip() or OTHER_METHOD


# The calendar's three reads, each compiled once per connection (core/common/prepared.py): compiling
# them cost the calendar more CPU than reading and writing its hundreds of orders (benchmarks/api.md).
_TYPES = Prepared(lambda: ProductType.objects.values_list("pk", "name", "print_method"))
_SAVED = Prepared(lambda: PrintCapacity.objects.values_list("print_method", "pieces_per_day"))


def _types() -> dict[int, tuple[str, str]]:
    """Each product type's name and print method, by id."""
    return {pk: (name, method_of(method)) for pk, name, method in _TYPES.rows()}


def print_methods() -> set[str]:
    """The print methods the product types name (a capacity is kept for these alone)."""
    return {method for _, method in _types().values()}


def _capacities(types: dict[int, tuple[str, str]]) -> dict[str, int]:
    methods = {method for _, method in types.values()}
    saved = dict(_SAVED.rows())
    every = {m: DEFAULT_PIECES_PER_DAY for m in methods} | saved
    return dict(sorted(every.items()))


def capacities() -> dict[str, int]:
    """Pieces a day per print method: every method a product type names, with the owner's figure
    or the default."""
    return _capacities(_types())


@dataclass
class MethodLoad:
    print_method: str
    pieces: int
    capacity: int


@dataclass
class PlanOrder:
    order_id: str
    name: str
    status: str
    product: str
    print_method: str
    pieces: int
    dispatch_by: date | None
    print_on: date


@dataclass
class PlanDay:
    day: date
    pieces: int = 0
    orders_count: int = 0
    methods: list[MethodLoad] = field(default_factory=list)
    orders: list[PlanOrder] = field(default_factory=list)


def _planned(first: date, last: date):
    return Order.objects.filter(print_on__range=(first, last), status__in=OPEN)


def plan_days(*, today: date | None = None, days: int = PLAN_DAYS) -> list[PlanDay]:
    """The next `days` days from today: per day its pieces per print method against the method's
    capacity, how many orders, and its first orders by due date. Three queries: the capacities and
    the planned orders, each with its pieces (the open pipeline of those days, not the history)."""
    first = today or timezone.localdate()
    last = first + timedelta(days=days - 1)
    types = _types()  # names and methods by id: the orders' query joins no product type
    caps = _capacities(types)
    plan = {first + timedelta(days=n): PlanDay(day=first + timedelta(days=n)) for n in range(days)}
    per_day: dict[date, dict[str, int]] = {d: dict.fromkeys(caps, 0) for d in plan}
    for order_id, name, status, type_id, pieces, dispatch_by, print_on in _planned_orders(first, last):
        product, method = types[type_id]
        per_day[print_on][method] = per_day[print_on].get(method, 0) + pieces
        day = plan[print_on]
        day.orders_count += 1
        if len(day.orders) < ORDERS_PER_DAY:
            order = PlanOrder(order_id, name, status, product, method, pieces, dispatch_by, print_on)
            day.orders.append(order)
    for day, pieces in per_day.items():
        plan[day].pieces = sum(pieces.values())
        plan[day].methods = [
            MethodLoad(print_method=m, pieces=n, capacity=caps.get(m, DEFAULT_PIECES_PER_DAY))
            for m, n in sorted(pieces.items())
        ]
    return list(plan.values())


def _planned_query(first: date, last: date):
    pieces = (
        OrderLine.objects.filter(order=OuterRef("pk"), kind=LineKind.GOODS)
        .values("order")
        .annotate(n=Sum("quantity"))
        .values("n")
    )
    # the customer's name looked up per order: joined, PostgreSQL hashed every customer for the
    # fortnight's few hundred orders (a fifth of the query's CPU at 4,000 customers, more with more)
    name = User.objects.filter(pk=OuterRef("customer_id")).order_by().values("name")[:1]
    return (
        _planned(first, last)
        .annotate(
            pieces=Coalesce(Subquery(pieces, output_field=IntegerField()), Value(0)),
            name_=Subquery(name),
        )
        .order_by("print_on", F("dispatch_by").asc(nulls_last=True), "id")
        .values_list("order_id", "name_", "status", "product_type_id", "pieces", "dispatch_by", "print_on")
    )


_PLANNED = Prepared(_planned_query, first=date(1900, 1, 1), last=date(1900, 1, 2))


def _planned_orders(first: date, last: date) -> list[tuple]:
    """Every order planned in the days with its pieces, by day and soonest due first (one query,
    through the `order_print_day` index), as tuples: hundreds of rows, where dicts cost."""
    return _PLANNED.rows(first=first, last=last)


@dataclass(frozen=True)
class TodayLoad:
    day: date
    pieces_to_print: int
    parcels_to_hand_over: int
    late_orders: int | None  # None: more than LATE_CAP


def today_load(*, today: date | None = None) -> TodayLoad:
    """The dashboard's three figures: pieces planned for today, parcels shipped today for the courier
    to collect (the pickup manifest's parcels: one selector) and open orders whose dispatch date has
    passed. Three index-bounded queries."""
    day = today or timezone.localdate()
    pieces = OrderLine.objects.filter(
        order__print_on=day, order__status__in=OPEN, kind=LineKind.GOODS
    ).aggregate(n=Coalesce(Sum("quantity"), 0))["n"]
    parcels = parcels_shipped_on(day=day).count()
    late = capped_count(Order.objects.filter(status__in=OPEN, dispatch_by__lt=day), upto=LATE_CAP)
    return TodayLoad(day=day, pieces_to_print=pieces, parcels_to_hand_over=parcels, late_orders=late)
