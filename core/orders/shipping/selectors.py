"""Reads for shipping: the couriers, and an order's shipment."""

from django.core.exceptions import ObjectDoesNotExist
from django.db.models import QuerySet

from core.orders.models import Order
from core.orders.shipping.models import Courier, Shipment


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
