"""An order's shipment as the orders' answers and exports show it (courier, AWB, tracking link).

The Shipment model belongs to core.fulfilment, above orders; orders reads it only through the
reverse relation `order.shipment` (no import), loaded by with_lines' select_related."""

from datetime import datetime

from django.core.exceptions import ObjectDoesNotExist
from ninja import Schema

from core.orders.models import Order


def order_shipment(order: Order):
    """The order's shipment, or None."""
    try:
        return order.shipment
    except ObjectDoesNotExist:
        return None


class ShipmentOut(Schema):
    courier_id: int
    courier: str
    awb: str
    tracking_url: str
    shipped_at: datetime
    delivered_at: datetime | None

    @staticmethod
    def resolve_courier(obj) -> str:
        return obj.courier.name
