"""Test shorthand: ship an order the one way the shop allows (its courier recorded, then the status)."""

from core.orders.shipping.models import Courier, Shipment
from core.orders.shipping.services import order_ship


def ship(order, *, actor=None, courier: str = "Hand delivery", awb: str = ""):
    return order_ship(order=order, courier_id=Courier.objects.get(name=courier).pk, awb=awb, actor=actor)


def with_courier(order, *, courier: str = "Hand delivery", awb: str = ""):
    """The order's shipment on record without changing its status: a plain change to shipped is then
    allowed (as for an order moved back from delivered)."""
    return Shipment.objects.create(order=order, courier=Courier.objects.get(name=courier), awb=awb)
