"""Events a courier sent before the shop entered the AWB (or while a wrong one was on record) are
applied when the right AWB is entered: once each, in time order, never moving the parcel back."""

import pytest

from core.couriers.models import CourierEvent, ParcelStatus
from core.couriers.selectors import courier_events_unmatched
from core.couriers.tests import payloads
from core.couriers.tests.test_events import HEARD, delhivery, tokens  # noqa: F401 (the fixture)
from core.orders.models import OrderStatus
from core.orders.tests.factories import OrderFactory
from core.orders.tests.shipping import ship

pytestmark = pytest.mark.django_db
AWB = "1234567890123"


def scans_before_the_awb_is_known():
    for status, kind, at in (
        ("Manifested", "UD", "2026-11-19T10:00:00"),
        ("In Transit", "UD", "2026-11-20T08:00:00"),
        ("Dispatched", "UD", "2026-11-21T09:00:00"),
        ("Delivered", "DL", "2026-11-21T15:00:00"),
        ("In Transit", "UD", "2026-11-21T20:00:00"),  # late, after delivered: history only
    ):
        answer = delhivery(payloads.delhivery(AWB, status, kind, at))
        assert answer.status_code == 200 and answer.json()["matched"] is False, answer.content


def test_the_waiting_events_move_the_parcel_when_the_awb_is_entered():
    scans_before_the_awb_is_known()
    assert courier_events_unmatched().count() == 5
    order = OrderFactory(payment_method="cod")

    ship(order, courier="Delhivery", awb=AWB)

    order.refresh_from_db()
    assert order.status == OrderStatus.DELIVERED  # the courier's "delivered" reached the order
    assert ParcelStatus.objects.get(shipment__order=order).state == "delivered"
    assert courier_events_unmatched().count() == 0
    events = CourierEvent.objects.filter(order=order).order_by("happened_at")
    assert [(e.status.split(" (")[0], e.moved) for e in events] == [
        ("Manifested", False), ("In Transit", True), ("Dispatched", True), ("Delivered", True),
        ("In Transit", False),
    ]  # fmt: skip
    assert [(frm, to) for frm, to, _, _ in HEARD] == [
        ("booked", "in_transit"), ("in_transit", "out_for_delivery"), ("out_for_delivery", "delivered"),
    ]  # fmt: skip


def test_a_corrected_awb_takes_its_events_once_and_the_wrong_one_keeps_nothing():
    order = OrderFactory(payment_method="cod")
    ship(order, courier="Delhivery", awb="WRONG00001")
    delhivery(payloads.delhivery(AWB, "In Transit", "UD", "2026-11-20T08:00:00"))
    delhivery(payloads.delhivery(AWB, "Dispatched", "UD", "2026-11-21T09:00:00"))
    assert ParcelStatus.objects.filter(shipment__order=order).first() is None

    ship(order, courier="Delhivery", awb=AWB)  # the desk corrects the AWB
    ship(order, courier="Delhivery", awb=AWB)  # and saves the same form again

    assert ParcelStatus.objects.get(shipment__order=order).state == "out_for_delivery"
    assert CourierEvent.objects.filter(order=order, moved=True).count() == 2
    assert [to for _, to, _, _ in HEARD] == ["in_transit", "out_for_delivery"]  # each once
    order.refresh_from_db()
    assert order.status == OrderStatus.SHIPPED


def test_an_event_of_another_shipment_is_not_taken():
    first = OrderFactory(payment_method="cod")
    ship(first, courier="Delhivery", awb=AWB)
    delhivery(payloads.delhivery(AWB, "In Transit", "UD", "2026-11-20T08:00:00"))
    second = OrderFactory(payment_method="cod")
    ship(second, courier="Delhivery", awb="OTHER00002")
    assert CourierEvent.objects.get(awb=AWB).order_id == first.pk
