"""Shipping an order (courier and AWB, then the status through the orders' service) and internal notes."""

import re

from django.db import transaction
from django.utils import timezone

from core.accounts.models import User
from core.common.errors import ApplicationError
from core.fulfilment.models import Courier, OrderNote, Shipment
from core.orders import services as order_services
from core.orders.models import Order, OrderStatus

AWB = re.compile(r"^[A-Za-z0-9-]{4,40}$")
NOT_SHIPPABLE = (OrderStatus.CANCELLED, OrderStatus.DELIVERED)
NOTE_MAX = 2000


@transaction.atomic
def order_ship(*, order: Order, courier_id: int | None, awb: str, actor: User | None) -> Shipment:
    """Record how the order left (a second call corrects the courier or AWB) and mark it shipped.

    The status goes through core.orders.services.order_update, so the history row, the invoice
    (if it has none yet) and every other hook follow as for any status change."""
    locked = Order.objects.select_for_update().get(pk=order.pk)
    errors: dict[str, list[str]] = {}
    courier = Courier.objects.filter(pk=courier_id, active=True).first() if courier_id else None
    awb = re.sub(r"\s+", "", awb or "")
    if courier is None:
        errors["courier_id"] = ["Choose a courier."]
    elif courier.needs_awb and not awb:
        errors["awb"] = [f"Enter the AWB number {courier.name} gave you."]
    if awb and not AWB.match(awb):
        errors.setdefault("awb", []).append("An AWB number has 4 to 40 letters, digits or hyphens.")
    if locked.status in NOT_SHIPPABLE:
        errors["status"] = [f"A {locked.get_status_display().lower()} order cannot be shipped."]
    if errors:
        raise ApplicationError(next(iter(errors.values()))[0], errors=errors)
    shipment, _ = Shipment.objects.update_or_create(
        order=locked, defaults={"courier": courier, "awb": awb, "shipped_by": actor}
    )
    order_services.order_update(order=locked, actor=actor, status=OrderStatus.SHIPPED)
    order.status = locked.status
    return shipment


@transaction.atomic
def order_note_create(*, order: Order, author: User, text: str) -> OrderNote:
    text = (text or "").strip()
    if not text:
        raise ApplicationError("Write the note first.", errors={"text": ["Write the note first."]})
    if len(text) > NOTE_MAX:
        message = f"A note has at most {NOTE_MAX} characters."
        raise ApplicationError(message, errors={"text": [message]})
    return OrderNote.objects.create(order=order, author=author, text=text)


def shipment_follow_status(*, order: Order) -> None:
    """Delivered stamps the shipment's delivered date; moved back from delivered clears it."""
    shipments = Shipment.objects.filter(order=order)
    if order.status == OrderStatus.DELIVERED:
        shipments.filter(delivered_at__isnull=True).update(delivered_at=timezone.now())
    else:
        shipments.filter(delivered_at__isnull=False).update(delivered_at=None)
