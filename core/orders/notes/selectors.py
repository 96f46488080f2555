"""Reads for the internal notes on an order."""

from core.orders.models import Order
from core.orders.notes.models import OrderNote

NOTES_SHOWN = 200


def order_notes(*, order: Order) -> list[OrderNote]:
    return list(
        OrderNote.objects.filter(order=order)
        .select_related("author")
        .order_by("-created_at", "-id")[:NOTES_SHOWN]
    )
