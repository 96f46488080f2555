"""Test shorthand: a shipped order and the couriers' moves, built as ShipmentChange objects and handed
to the follower (the couriers' event endpoint is core/couriers' business)."""

from datetime import datetime

from django.utils import timezone

from core.couriers.changes import ParcelState, ShipmentChange
from core.ndr.models import NdrCase
from core.ndr.services import ndr_follow
from core.orders.tests.factories import OrderFactory
from core.orders.tests.shipping import ship

REASON = "Customer not available, phone switched off"


def shipped_order(customer=None, *, awb: str = "DL98765432"):
    order = OrderFactory(customer=customer) if customer else OrderFactory()
    ship(order, courier="Delhivery", awb=awb)
    order.refresh_from_db()
    return order


def move(order, state_to: str, *, reason: str = "", at: datetime | None = None, state_from: str = "") -> None:
    change = ShipmentChange(
        shipment=order.shipment,
        state_from=state_from or ParcelState.OUT_FOR_DELIVERY,
        state_to=state_to,
        reason=reason,
        happened_at=at or timezone.now(),
        source="push:delhivery",
    )
    ndr_follow(change)


def ndr_case(customer=None, *, reason: str = REASON, at: datetime | None = None) -> NdrCase:
    order = shipped_order(customer)
    move(order, ParcelState.NDR, reason=reason, at=at)
    return NdrCase.objects.get(order=order)
