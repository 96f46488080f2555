"""Reads for labels and manifests: shipped parcels (one order, the ticked ones, or a day's, for one
courier or all), each as a `ParcelRow` with what its label prints; and the shop's return address.

A day is the shop's day (IST): parcels whose shipment was stamped between its midnights, read by the
shipment's (courier, shipped_at) index. One query for the parcels (their pieces summed in a
subquery), one for the seller, whatever the number of parcels."""

from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal

from django.db.models import Count, IntegerField, OuterRef, Q, QuerySet, Subquery, Sum, Value
from django.db.models.functions import Coalesce

from core.common.days import day_start, days_filter
from core.common.errors import ApplicationError, FieldErrors
from core.common.ist import ist_datetime
from core.common.money import rupees
from core.common.prepared import Prepared
from core.invoices.models import InvoiceSettings
from core.orders.models import Order, OrderLine, PaymentMethod, PaymentStatus
from core.orders.selectors import order_get
from core.orders.shipping.models import Courier, EwayBill, Shipment
from core.orders.shipping.parcel import Parcel, parcel_of
from core.orders.shipping.selectors import parcels_shipped_on

LABELS_AT_ONCE = 25  # a page of the board's column: more are written by a worker (core.exports)
PARCELS_MAX = 1000  # one day's labels or manifest; more is not one pickup
NOT_SHIPPED = "This order has not been shipped yet: ship it with its courier and AWB first."
NO_PARCELS = "No parcels were shipped that day."
TOO_MANY = f"At most {PARCELS_MAX} parcels at a time; choose a courier or fewer orders."
NO_SELLER = "Enter the shop's details (the seller on invoices) first: they are the labels' return address."


@dataclass(frozen=True)
class ReturnAddress:
    name: str
    address: str
    phone: str


@dataclass(frozen=True)
class ParcelRow:
    order_id: str
    courier: str
    awb: str
    shipped_at: datetime
    ship_name: str
    ship_phone: str
    ship_lines: tuple[str, ...]  # area, landmark, "city, state"
    ship_pin_code: str
    cod_amount: Decimal  # 0: prepaid (paid by UPI, or a COD order already marked paid)
    pieces: int
    parcel: Parcel
    ewaybill: str = ""  # "E-way bill 1234 5678 9012, valid until 02/12/2026 23:59", when one is on record

    @property
    def prepaid(self) -> bool:
        return self.cod_amount == 0


def cod_to_collect(order: Order) -> Decimal:
    """What the courier collects at the door: a cash-on-delivery order not yet paid, its amount less
    what a gift card or store credit paid at checkout."""
    if order.payment_method == PaymentMethod.COD and order.payment_status == PaymentStatus.UNPAID:
        return order.amount - order.tendered
    return Decimal("0.00")


def shipped_orders(queryset: QuerySet[Order] | None = None) -> QuerySet[Order]:
    """Shipped parcels (orders with a shipment) with what a label reads, in shipping order."""
    pieces = (
        OrderLine.objects.filter(order=OuterRef("pk"))
        .values("order")
        .annotate(total=Sum("quantity"))
        .values("total")
    )
    qs = Order.objects.all() if queryset is None else queryset
    return (
        qs.filter(shipment__isnull=False)
        .select_related("shipment__courier", "product_type", "ewaybill")
        .prefetch_related(None)
        .annotate(pieces=Coalesce(Subquery(pieces, output_field=IntegerField()), 0))
        .order_by("shipment__shipped_at", "id")
    )


def day_orders(*, day: date, courier_id: int | None = None) -> QuerySet[Order]:
    """The parcels shipped on `day` (IST), of one courier when given: those the dashboard counts."""
    return shipped_orders(parcels_shipped_on(day=day, courier_id=courier_id))


def ticked_orders(*, order_ids: list[str]) -> QuerySet[Order]:
    """The ticked orders that have shipped (the others have no label yet)."""
    return shipped_orders(Order.objects.filter(order_id__in=[i.strip().upper() for i in order_ids]))


def parcel_row(order: Order) -> ParcelRow:
    shipment = order.shipment
    town = ", ".join(part for part in (order.ship_city, order.ship_state) if part)
    pieces = getattr(order, "pieces", None)
    if pieces is None:
        pieces = sum(line.quantity for line in order.lines.all())
    return ParcelRow(
        order_id=order.order_id,
        courier=shipment.courier_name,
        awb=shipment.awb,
        shipped_at=shipment.shipped_at,
        ship_name=order.ship_name,
        ship_phone=order.ship_phone,
        ship_lines=tuple(part for part in (order.ship_area, order.ship_landmark, town) if part),
        ship_pin_code=order.ship_pin_code,
        cod_amount=cod_to_collect(order),
        pieces=pieces,
        parcel=parcel_of(shipment=shipment, product_slug=order.product_type.slug, pieces=pieces),
        ewaybill=ewaybill_text(order),
    )


def ewaybill_text(order: Order) -> str:
    """The e-way bill the parcel travels with (CGST Rule 138), as its label prints it."""
    try:
        bill = order.ewaybill
    except EwayBill.DoesNotExist:
        return ""
    if not bill.number:
        return ""
    number = " ".join(bill.number[i : i + 4] for i in range(0, 12, 4))
    return f"E-way bill {number}, valid until {ist_datetime(bill.valid_until)}"


def order_parcel(*, order_id: str) -> ParcelRow:
    """One shipped order's parcel; 404 for no such order, 400 when it has not shipped."""
    order = order_get(order_id=order_id, queryset=Order.objects.only("pk"))
    shipped = shipped_orders(Order.objects.filter(pk=order.pk)).first()
    if shipped is None:
        raise ApplicationError(NOT_SHIPPED)
    return parcel_row(shipped)


def return_address() -> ReturnAddress:
    """The seller on the invoices (core.invoices' settings): where an undelivered parcel comes back."""
    shop = InvoiceSettings.objects.order_by("pk").first()
    if shop is None:
        raise ApplicationError(NO_SELLER)
    return ReturnAddress(name=shop.trade_name or shop.legal_name, address=shop.address, phone=shop.phone)


def checked_day(value: str | None) -> date:
    try:
        return date.fromisoformat(value or "")
    except ValueError:
        raise FieldErrors.single("day", "Enter a day (YYYY-MM-DD).") from None


def checked_courier(courier_id: int | None, *, required: bool) -> Courier | None:
    if courier_id is None:
        if required:
            raise FieldErrors.single("courier_id", "Choose a courier.")
        return None
    courier = Courier.objects.filter(pk=courier_id).first()
    if courier is None:
        raise FieldErrors.single("courier_id", "Choose a courier.")
    return courier


def counted(qs: QuerySet[Order], *, most: int, too_many: str) -> list[Order]:
    """The parcels as a list, refused when there are none or more than `most` (read `most + 1`)."""
    rows = list(qs[: most + 1])
    if not rows:
        raise ApplicationError(NO_PARCELS)
    if len(rows) > most:
        raise ApplicationError(too_many)
    return rows


def chosen_orders(*, order_ids: list[str] | None, day: str | None, courier_id: int | None) -> QuerySet[Order]:
    """The parcels asked for: the ticked orders (those shipped), else a day's (a courier's when given)."""
    if order_ids:
        return ticked_orders(order_ids=order_ids)
    courier = checked_courier(courier_id, required=False)
    return day_orders(day=checked_day(day), courier_id=courier.pk if courier else None)


@dataclass(frozen=True)
class DayParcels:
    parcels: int
    cod_parcels: int
    cod_total: Decimal


_COD = Q(payment_method=PaymentMethod.COD, payment_status=PaymentStatus.UNPAID)
_SOME_TIME = datetime(1900, 1, 1, tzinfo=UTC)  # the prepared query's markers: no parcel ships then


def _courier_day_query(start: datetime, end: datetime, courier_id: int):
    shipped = Shipment.objects.filter(shipped_at__gte=start, shipped_at__lt=end, courier_id=courier_id)
    return (
        Order.objects.filter(pk__in=shipped.order_by().values("order_id")[: PARCELS_MAX + 1])
        .order_by()
        .annotate(one=Value(1))
        .values("one")
        .annotate(
            parcels=Count("pk"), cod_parcels=Count("pk", filter=_COD), cod_total=Sum("amount", filter=_COD)
        )
        .values_list("parcels", "cod_parcels", "cod_total")
    )


# A courier's day (the manifest's dialog, asked on every change of the day or courier): one query,
# compiled once per connection (core/common/prepared.py). A courier's pickup holds hundreds of parcels;
# past PARCELS_MAX it reads PARCELS_MAX + 1 of them and answers no cash, as `day_parcels` does.
_COURIER_DAY = Prepared(
    _courier_day_query, start=_SOME_TIME, end=_SOME_TIME + timedelta(days=1), courier_id=-1
)


def _courier_parcels(when: date, courier_id: int) -> DayParcels:
    start = day_start(when)
    found = _COURIER_DAY.rows(start=start, end=day_start(when + timedelta(days=1)), courier_id=courier_id)
    parcels, cod_parcels, cod_total = found[0] if found else (0, 0, None)
    if not parcels:
        checked_courier(courier_id, required=True)  # no parcels: an unknown courier is refused
    if parcels > PARCELS_MAX:
        return DayParcels(parcels=PARCELS_MAX + 1, cod_parcels=0, cod_total=Decimal("0.00"))
    return DayParcels(parcels=parcels, cod_parcels=cod_parcels, cod_total=rupees(cod_total or 0))


def day_parcels(*, day: str | None, courier_id: int | None) -> DayParcels:
    """How many parcels shipped that day (of a courier when given) and the cash they collect: what
    the Print labels and Pickup manifest dialogs show before printing. More than one pickup holds
    (PARCELS_MAX) answers PARCELS_MAX + 1 parcels and no cash: a whole day's are counted on the
    shipments' day index alone (at most PARCELS_MAX + 1 entries), not joined to their orders."""
    when = checked_day(day)
    if courier_id is not None:
        return _courier_parcels(when, courier_id)
    shipped = Shipment.objects.filter(days_filter("shipped_at", when, when))
    if shipped[: PARCELS_MAX + 1].count() > PARCELS_MAX:
        return DayParcels(parcels=PARCELS_MAX + 1, cod_parcels=0, cod_total=Decimal("0.00"))
    # at most PARCELS_MAX parcels: counted and summed by the database, not read row by row
    figures = Order.objects.filter(pk__in=shipped.values("order_id")).aggregate(
        parcels=Count("pk"), cod_parcels=Count("pk", filter=_COD), cod_total=Sum("amount", filter=_COD)
    )
    return DayParcels(
        parcels=figures["parcels"],
        cod_parcels=figures["cod_parcels"],
        cod_total=rupees(figures["cod_total"] or 0),  # SQLite's sum keeps no trailing zero
    )


def labels_rows(*, order_ids: list[str] | None, day: str | None, courier_id: int | None, most: int):
    """The labels' rows and the return address; refused when none or more than `most`."""
    qs = chosen_orders(order_ids=order_ids, day=day, courier_id=courier_id)
    too_many = (
        f"More than {most} labels: print them as a background job (Print labels on the board)."
        if most < PARCELS_MAX
        else TOO_MANY
    )
    shop = return_address()
    return [parcel_row(order) for order in counted(qs, most=most, too_many=too_many)], shop


def manifest_rows(*, day: str | None, courier_id: int | None):
    """A courier's parcels of the day, the courier and the return address (the manifest's contents)."""
    courier = checked_courier(courier_id, required=True)
    rows_day = checked_day(day)
    qs = day_orders(day=rows_day, courier_id=courier.pk)
    shop = return_address()
    return courier, rows_day, [parcel_row(o) for o in counted(qs, most=PARCELS_MAX, too_many=TOO_MANY)], shop
