"""A courier without pushes: its tracking report uploaded by the desk, through the same mapping."""

import base64

import pytest

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.conftest import JsonClient
from core.couriers.models import CourierEvent, ParcelStatus
from core.orders.shipping.models import Courier
from core.orders.tests.factories import OrderFactory
from core.orders.tests.shipping import ship

pytestmark = pytest.mark.django_db

REPORT = """AWB No,Status,Status Time,Remark
DT7788990011,Picked Up,20/11/2026 10:00,
DT7788990011,Out for delivery,21/11/2026 09:00,
DT7788990011,Undelivered,21/11/2026 19:00,Door locked
DT7788990011,In Transit,20/11/2026 15:00,
UNKNOWN00001,Delivered,21/11/2026 12:00,
DT7788990011,Weighed at hub,20/11/2026 16:00,
"""


def desk() -> JsonClient:
    client = JsonClient()
    client.force_login(StaffFactory(role=Role.ORDER_DESK))
    return client


def upload(client: JsonClient, text: str = REPORT):
    body = {
        "courier_id": Courier.objects.get(name="DTDC").pk,
        "content": base64.b64encode(text.encode()).decode(),
    }
    return client.send("post", "/api/office/tracking-reports", body)


def test_a_tracking_report_moves_parcels_once():
    order = OrderFactory(payment_method="cod")
    ship(order, courier="DTDC", awb="DT7788990011")
    client = desk()
    answer = upload(client)
    assert answer.status_code == 200, answer.content
    assert answer.json() == {"rows": 6, "new": 6, "moved": 3, "unmatched": 1, "unmapped": 1, "errors": []}
    parcel = ParcelStatus.objects.get(shipment__order=order)
    assert (parcel.state, parcel.reason) == ("ndr", "Door locked")
    again = upload(client).json()
    assert (again["new"], again["moved"]) == (0, 0)
    assert CourierEvent.objects.count() == 6
    history = client.get(f"/api/office/orders/{order.order_id}/courier-tracking")
    assert history.status_code == 200, history.content
    history = history.json()
    assert history["label"] == "Delivery attempt failed"
    assert [e["courier_status"] for e in history["events"]] == [
        "Picked Up", "In Transit", "Weighed at hub", "Out for delivery", "Undelivered"
    ]  # fmt: skip


def test_a_report_without_the_columns_or_with_a_bad_row_says_why():
    client = desk()
    answer = upload(client, "Tracking,What\nX,Y\n")
    assert answer.status_code == 400
    assert "AWB, Status and Status time" in answer.json()["message"]
    answer = upload(client, "AWB,Status,Status time\nDT1,Delivered,someday\n")
    assert answer.status_code == 200
    assert answer.json()["errors"] == ["Line 2: The time 'someday' cannot be read."]


@pytest.mark.parametrize(
    "report",
    [
        # Shiprocket's tracking fields as its panel exports them (awb_code, sr-status-label, date, activity)
        "AWB Code,SR Status Label,Date,Activity\n"
        "DT7788990011,PICKED UP,2026-11-20 10:00:00,PickDone\n"
        "DT7788990011,UNDELIVERED,2026-11-21 19:00:00,Door locked\n",
        # Delhivery's scan fields (Waybill, Scan, ScanDateTime, Instructions)
        "Waybill,Scan,ScanDateTime,Instructions\n"
        "DT7788990011,Picked Up,2026-11-20T10:00:00.767,Shipment picked up\n"
        "DT7788990011,Undelivered,2026-11-21T19:00:00,Door locked\n",
    ],
    ids=["shiprocket", "delhivery"],
)
def test_the_couriers_own_column_names_are_read(report):
    order = OrderFactory(payment_method="cod")
    ship(order, courier="DTDC", awb="DT7788990011")
    answer = upload(desk(), report)
    assert answer.status_code == 200, answer.content
    assert answer.json()["moved"] == 2 and answer.json()["errors"] == []
    parcel = ParcelStatus.objects.get(shipment__order=order)
    assert (parcel.state, parcel.reason) == ("ndr", "Door locked")
