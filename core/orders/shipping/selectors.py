"""Reads for shipping: the couriers, an order's shipment and its parcel (weight and size), and a day's
parcels for the courier's pickup."""

from datetime import date

from django.core.exceptions import ObjectDoesNotExist
from django.db.models import Q, QuerySet

from core.common.days import days_filter
from core.orders.models import Order, PaymentMethod
from core.orders.shipping.models import Courier, Shipment
from core.orders.shipping.parcel import Parcel, parcel_default, parcel_of


def couriers() -> QuerySet[Courier]:
    return Courier.objects.all()


def order_shipment(order: Order) -> Shipment | None:
    """The order's shipment, or None (lists load it with select_related("shipment__courier"))."""
    try:
        return order.shipment
    except ObjectDoesNotExist:
        return None


def order_has_shipment(order: Order) -> bool:
    return Shipment.objects.filter(order_id=order.pk).exists()


def order_pieces(order: Order) -> int:
    return sum(order.lines.values_list("quantity", flat=True))


def order_parcel_default(*, order: Order) -> Parcel:
    """The parcel the Ship dialog proposes for this order (its product type and pieces)."""
    return parcel_default(product_slug=order.product_type.slug, pieces=order_pieces(order))


def order_parcel(*, order: Order) -> Parcel:
    """The order's parcel as it shipped; not shipped yet, what the Ship dialog proposes."""
    shipment = order_shipment(order)
    if shipment is None:
        return order_parcel_default(order=order)
    return parcel_of(shipment=shipment, product_slug=order.product_type.slug, pieces=order_pieces(order))


def parcels_shipped_on(*, day: date, courier_id: int | None = None) -> QuerySet[Order]:
    """The parcels to hand over on `day`: orders whose shipment was stamped that day (IST), a courier's
    when given. The one definition the dashboard's "Parcels to hand over today" counts and the labels
    and the pickup manifest list (read by the shipment's (shipped_at) or (courier, shipped_at) index)."""
    qs = Order.objects.filter(days_filter("shipment__shipped_at", day, day))
    if courier_id is not None:
        qs = qs.filter(shipment__courier_id=courier_id)
    return qs


def pin_range(pin_code: str) -> tuple[str, str]:
    """The PIN codes from `pin_code` (a whole PIN or a 3-digit prefix) to the next, as [low, high):
    PIN codes are digits, so a prefix is a range the order_pin_recent index reads in order."""
    return pin_code, pin_code[:-1] + chr(ord(pin_code[-1]) + 1)


def cod_rto_share(*, pin_code: str, last: int) -> tuple[int, int]:
    """(returned to origin, counted) over the latest `last` cash-on-delivery orders to `pin_code`
    (a PIN or a PIN prefix) whose parcel was delivered or came back; the shop's own shipments.
    Read through order_pin_recent (the PIN's orders, newest first) and cut at `last`: never a
    whole-table scan."""
    low, high = pin_range(pin_code)
    outcomes = (
        Order.objects.filter(ship_pin_code__gte=low, ship_pin_code__lt=high, payment_method=PaymentMethod.COD)
        .filter(Q(shipment__delivered_at__isnull=False) | Q(shipment__returned_to_origin_at__isnull=False))
        .order_by("ship_pin_code", "-created_at")
        .values_list("shipment__returned_to_origin_at", flat=True)
    )
    if len(pin_code) < 6:  # a prefix: the latest over its PIN codes
        outcomes = outcomes.order_by("-created_at")
    rows = list(outcomes[:last])
    return sum(1 for when in rows if when is not None), len(rows)
