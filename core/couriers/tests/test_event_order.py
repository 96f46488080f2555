"""Whatever order a courier's pushes arrive in, repeated or not (hypothesis): the parcel never moves
back, each event is kept in its history once, and it ends where the events in the courier's own
order lead: the furthest state, between a failed attempt and the next the later scan."""

import pytest
from django.db import transaction
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from core.conftest import JsonClient
from core.couriers.models import CourierEvent, ParcelStatus
from core.couriers.services.moves import RANK
from core.couriers.tests import payloads
from core.couriers.tests.payloads import SHIPROCKET_TOKEN
from core.orders.models import Order, OrderStatus
from core.orders.tests.factories import OrderFactory
from core.orders.tests.shipping import ship

pytestmark = pytest.mark.django_db
AWB = "SR4455667788"

# the courier's scans of two journeys, in their order: (Shiprocket's status, its state, the day)
DELIVERED = [
    ("PICKED UP", "picked_up", 19), ("IN TRANSIT", "in_transit", 20),
    ("OUT FOR DELIVERY", "out_for_delivery", 21), ("UNDELIVERED", "ndr", 22),
    ("OUT FOR DELIVERY", "out_for_delivery", 23), ("UNDELIVERED", "ndr", 24),
    ("DELIVERED", "delivered", 25),
]  # fmt: skip
RETURNED = [
    *DELIVERED[:4], ("RTO INITIATED", "rto_initiated", 23), ("RTO IN TRANSIT", "rto_in_transit", 24),
    ("RTO DELIVERED", "rto_delivered", 27),
]  # fmt: skip


def _push(status: str, day: int):
    body = payloads.shiprocket(AWB, status, f"{day} 11 2026 11:00:00")
    answer = JsonClient().post(
        "/api/couriers/shiprocket/events",
        data=body,
        content_type="application/json",
        HTTP_X_API_KEY=SHIPROCKET_TOKEN,
    )
    assert answer.status_code == 200, answer.content
    return answer.json()


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    journey=st.sampled_from([DELIVERED, RETURNED]),
    picks=st.lists(st.integers(0, len(DELIVERED) - 1), min_size=1, max_size=10),
)
@example(journey=DELIVERED, picks=[2, 4, 3])  # out for delivery twice, then the failure between them
def test_events_in_any_order_never_move_a_parcel_back(journey, picks, settings):
    settings.SHOP_SHIPROCKET_WEBHOOK_TOKEN = SHIPROCKET_TOKEN
    with transaction.atomic():
        order = OrderFactory(payment_method="cod")
        ship(order, courier="Delhivery", awb=AWB)
        rank, seen = 0, set()
        for index in picks:
            status, state, day = journey[index]
            answer = _push(status, day)
            assert answer["new"] is (index not in seen) and answer["state"] == state
            seen.add(index)
            now = ParcelStatus.objects.get(shipment__order=order).state
            assert RANK[now] >= rank, (picks, now)
            rank = RANK[now]
        # where the courier's own order leads: the furthest state, of two attempts the later one
        furthest = max((journey[i] for i in seen), key=lambda scan: (RANK[scan[1]], scan[2]))
        assert ParcelStatus.objects.get(shipment__order=order).state == furthest[1]
        assert CourierEvent.objects.filter(order=order).count() == len(seen)
        delivered = furthest[1] == "delivered"
        assert (Order.objects.get(pk=order.pk).status == OrderStatus.DELIVERED) is delivered
        transaction.set_rollback(True)
