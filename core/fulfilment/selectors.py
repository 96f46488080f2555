"""Reads for shipping and notes."""

from django.db.models import QuerySet

from core.fulfilment.models import Courier, OrderNote
from core.orders.models import Order

NOTES_SHOWN = 200


def couriers() -> QuerySet[Courier]:
    return Courier.objects.all()


def order_notes(*, order: Order) -> list[OrderNote]:
    return list(
        OrderNote.objects.filter(order=order)
        .select_related("author")
        .order_by("-created_at", "-id")[:NOTES_SHOWN]
    )
