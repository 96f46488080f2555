"""Reads for shipping: the couriers, an order's shipment and its parcel (weight and size)."""

from django.core.exceptions import ObjectDoesNotExist
from django.db.models import QuerySet

from core.orders.models import Order
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
