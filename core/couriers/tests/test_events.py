"""Couriers' pushes: authenticated, stored once, mapped onto the parcel states, never backwards."""

import pytest

from core.conftest import JsonClient
from core.couriers.models import CourierEvent, ParcelStatus
from core.couriers.tests import payloads
from core.couriers.tests.payloads import DELHIVERY_TOKEN, SHIPROCKET_TOKEN
from core.orders.models import OrderEvent
from core.orders.tests.factories import OrderFactory
from core.orders.tests.shipping import ship

pytestmark = pytest.mark.django_db
AWB = "1234567890123"
URL = "/api/couriers/{}/events"


@pytest.fixture(autouse=True)
def tokens(settings):
    settings.SHOP_DELHIVERY_PUSH_TOKEN = DELHIVERY_TOKEN
    settings.SHOP_SHIPROCKET_WEBHOOK_TOKEN = SHIPROCKET_TOKEN
    settings.SHIPMENT_FOLLOWERS = [*settings.SHIPMENT_FOLLOWERS, "core.couriers.tests.test_events.heard"]
    HEARD.clear()


HEARD: list = []


def heard(change) -> None:
    HEARD.append((change.state_from, change.state_to, change.reason, change.source))


@pytest.fixture
def shipped():
    order = OrderFactory(payment_method="cod")
    ship(order, courier="Delhivery", awb=AWB)
    return order


def delhivery(body: bytes, token: str | None = DELHIVERY_TOKEN):
    extra = {"HTTP_AUTHORIZATION": f"Token {token}"} if token is not None else {}
    return JsonClient().post(URL.format("delhivery"), data=body, content_type="application/json", **extra)


def shiprocket(body: bytes, token: str | None = SHIPROCKET_TOKEN):
    extra = {"HTTP_X_API_KEY": token} if token is not None else {}
    return JsonClient().post(URL.format("shiprocket"), data=body, content_type="application/json", **extra)


def state(order) -> str:
    return ParcelStatus.objects.get(shipment__order=order).state


def test_a_delhivery_scan_moves_the_parcel_and_its_followers_hear_it(shipped):
    answer = delhivery(payloads.delhivery(AWB, "Dispatched", "UD", "2026-11-20T09:10:42.767"))
    assert answer.status_code == 200, answer.content
    assert answer.json() == {
        "awb": AWB, "courier_status": "Dispatched (UD)", "state": "out_for_delivery", "matched": True,
        "moved": True, "new": True,
    }  # fmt: skip
    assert state(shipped) == "out_for_delivery"
    assert HEARD == [("booked", "out_for_delivery", "", "push:delhivery")]


def test_the_same_event_posted_twice_changes_nothing(shipped):
    body = payloads.shiprocket(AWB, "IN TRANSIT", "20 11 2026 11:43:52")
    assert shiprocket(body).json()["new"] is True
    again = shiprocket(body)
    assert again.status_code == 200
    assert again.json()["new"] is False
    assert CourierEvent.objects.count() == 1
    assert HEARD == [("booked", "in_transit", "", "push:shiprocket")]


def test_events_out_of_order_never_move_a_parcel_back(shipped):
    shiprocket(payloads.shiprocket(AWB, "DELIVERED", "22 11 2026 14:00:00"))
    late = shiprocket(payloads.shiprocket(AWB, "IN TRANSIT", "21 11 2026 08:00:00"))
    assert late.json()["moved"] is False
    assert state(shipped) == "delivered"
    assert CourierEvent.objects.filter(order=shipped).count() == 2  # the late one is in the history
    shipped.refresh_from_db()
    assert shipped.status == "delivered"  # through order_update: its history row says so
    assert OrderEvent.objects.filter(order=shipped, to_value="delivered").count() == 1
    assert shipped.shipment.delivered_at.isoformat().startswith("2026-11-22T08:30")  # the courier's time


def test_failed_attempts_and_the_next_attempt_take_turns_by_time(shipped):
    delhivery(payloads.delhivery(AWB, "Dispatched", "UD", "2026-11-20T09:00:00"))
    ndr = payloads.delhivery(
        AWB, "Pending", "UD", "2026-11-20T18:00:00", nsl="EOD-11", instructions="Consignee unavailable"
    )
    delhivery(ndr)
    assert state(shipped) == "ndr"
    assert ParcelStatus.objects.get(shipment__order=shipped).reason == "Consignee unavailable"
    delhivery(payloads.delhivery(AWB, "Dispatched", "UD", "2026-11-21T09:00:00"))
    assert state(shipped) == "out_for_delivery"
    delhivery(payloads.delhivery(AWB, "In Transit", "RT", "2026-11-23T09:00:00"))
    assert state(shipped) == "rto_in_transit"
    assert [to for _, to, _, _ in HEARD] == ["out_for_delivery", "ndr", "out_for_delivery", "rto_in_transit"]


@pytest.mark.parametrize(("token", "code"), [(None, 401), ("not-the-token", 403)])
def test_a_missing_or_wrong_token_writes_nothing(shipped, token, code):
    answer = delhivery(payloads.delhivery(AWB, "Delivered", "DL", "2026-11-22T10:00:00"), token=token)
    assert answer.status_code == code
    assert set(answer.json()) == {"message", "code", "errors", "codes"}
    answer = shiprocket(payloads.shiprocket(AWB, "DELIVERED", "22 11 2026 10:00:00"), token=token)
    assert answer.status_code == code
    assert not CourierEvent.objects.exists()
    assert not ParcelStatus.objects.exists()
    shipped.refresh_from_db()
    assert shipped.status == "shipped"


def test_a_courier_whose_token_is_not_set_is_refused(settings, shipped):
    settings.SHOP_SHIPROCKET_WEBHOOK_TOKEN = ""
    assert (
        shiprocket(payloads.shiprocket(AWB, "DELIVERED", "22 11 2026 10:00:00"), token="").status_code == 401
    )
    assert (
        shiprocket(payloads.shiprocket(AWB, "DELIVERED", "22 11 2026 10:00:00"), token="x").status_code == 403
    )
    assert not CourierEvent.objects.exists()


def test_an_unknown_awb_is_kept_unmatched_with_a_200(staff_client):
    answer = shiprocket(payloads.shiprocket("NOSUCHAWB99", "PICKED UP", "20 11 2026 10:00:00"))
    assert answer.status_code == 200
    assert answer.json()["matched"] is False
    listed = staff_client.get("/api/office/courier-events/unmatched")
    assert [row["awb"] for row in listed.json()] == ["NOSUCHAWB99"]


def test_an_unreadable_push_is_a_400(shipped):
    assert delhivery(b'{"Shipment": {}}').status_code == 400
    assert delhivery(b"not json").status_code == 400
    assert shiprocket(payloads.shiprocket(AWB, "IN TRANSIT", "yesterday")).status_code == 400
    assert (
        JsonClient().post(URL.format("bluedart"), data=b"{}", content_type="application/json").status_code
        == 404
    )
    assert not CourierEvent.objects.exists()
