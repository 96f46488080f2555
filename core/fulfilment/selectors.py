"""Reads for shipping and notes."""

from django.core.exceptions import ObjectDoesNotExist
from django.db.models import QuerySet

from core.fulfilment.models import Courier, OrderNote, Shipment
from core.orders.models import Order

NOTES_SHOWN = 200


def couriers() -> QuerySet[Courier]:
    return Courier.objects.all()


def order_shipment(order: Order) -> Shipment | None:
    """The order's shipment, if it has one (use with select_related("shipment__courier") in lists)."""
    try:
        return order.shipment
    except ObjectDoesNotExist:
        return None


def order_notes(*, order: Order) -> list[OrderNote]:
    return list(
        OrderNote.objects.filter(order=order)
        .select_related("author")
        .order_by("-created_at", "-id")[:NOTES_SHOWN]
    )
