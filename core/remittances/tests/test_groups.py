"""Accounts uploads a courier's remittance file and sees its four groups; nothing counts twice."""

from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from core.jobs.tests.worker import run_ready_tasks
from core.remittances.books import cod_receipts
from core.remittances.models import CodParcel, CourierCod, RemittanceFile, RemittanceLine
from core.remittances.tests.factories import b64, courier, parcel, remittance_csv

pytestmark = pytest.mark.django_db
UTR = "HDFCN52026112012345"


def upload(client, data: bytes, courier_name="Delhivery", name="delhivery-nov.csv", captured=None):
    with captured(execute=True):
        answer = client.send(
            "post",
            "/api/office/remittances",
            {"courier_id": courier(courier_name).pk, "file_name": name, "content": b64(data)},
        )
    assert answer.status_code in (200, 202), answer.json()
    run_ready_tasks()
    return answer


@pytest.fixture
def shop(settings):
    """Nine delivered COD parcels with Delhivery (8 at Rs 1,077, one at Rs 899), one more in no file
    (past the courier's cycle: 0 days here, time-machine not being installed)."""
    settings.COD_REMITTANCE_CYCLE_DAYS = {"Delhivery": 0}
    exact = [parcel(f"DL100000{n}", "1077.00") for n in range(8)]
    short = parcel("DL2000001", "899.00")
    forgotten = parcel("DL3000001", "650.00")
    today = timezone.localdate().strftime("%d/%m/%Y")
    rows = [(o.shipment.awb, "1077.00", today, UTR) for o in exact]
    rows.insert(3, (short.shipment.awb, "859.00", today, UTR))  # short by Rs 40
    rows.append(("XX9999999", "500.00", today, UTR))  # no parcel of ours
    return {"exact": exact, "short": short, "forgotten": forgotten, "file": remittance_csv(rows)}


def groups(client, file_id: str) -> dict:
    out = {}
    for group in ("exact", "short", "unknown", "duplicate"):
        lines = client.get(f"/api/office/remittances/{file_id}/lines?group={group}").json()
        out[group] = [(line["awb"], line["difference"]) for line in lines]
    out["missing"] = [p["awb"] for p in client.get(f"/api/office/remittances/{file_id}/missing").json()]
    return out


def test_a_file_of_ten_awbs_shows_its_four_groups_and_a_second_upload_changes_nothing(
    staff_client, shop, django_capture_on_commit_callbacks, django_assert_max_num_queries
):
    answer = upload(staff_client, shop["file"], captured=django_capture_on_commit_callbacks)
    assert answer.status_code == 202
    file_id = answer.json()["id"]
    with django_assert_max_num_queries(6):
        detail = staff_client.get(f"/api/office/remittances/{file_id}").json()
    assert detail["status"] == "ready", detail
    assert (detail["exact"], detail["short"], detail["unknown"], detail["duplicate"]) == (8, 1, 1, 0)
    assert detail["total"] == 8 * 1077 + 859 + 500
    assert detail["counted"] == 8 * 1077 + 859
    seen = groups(staff_client, file_id)
    assert seen == {
        "exact": [(o.shipment.awb, 0.0) for o in shop["exact"]],
        "short": [(shop["short"].shipment.awb, -40.0)],
        "unknown": [("XX9999999", None)],
        "duplicate": [],
        "missing": [shop["forgotten"].shipment.awb],
    }
    owed = CourierCod.objects.get(courier=courier()).owed
    assert owed == Decimal("40.00") + Decimal("650.00")

    again = upload(staff_client, shop["file"], name="again.csv", captured=django_capture_on_commit_callbacks)
    assert again.status_code == 200 and again.json()["id"] == file_id and again.json()["new"] is False
    assert RemittanceFile.objects.count() == 1 and RemittanceLine.objects.count() == 10
    assert groups(staff_client, file_id) == seen
    assert CourierCod.objects.get(courier=courier()).owed == owed


def test_a_second_file_repeating_an_awb_shows_it_as_a_duplicate_not_counted(
    staff_client, shop, django_capture_on_commit_callbacks
):
    upload(staff_client, shop["file"], captured=django_capture_on_commit_callbacks)
    owed = CourierCod.objects.get(courier=courier()).owed
    awb = shop["exact"][0].shipment.awb
    later = remittance_csv([(awb, "1077.00", "", "UTR2"), (awb, "1077.00", "", "UTR2")])
    second = upload(staff_client, later, name="dec.csv", captured=django_capture_on_commit_callbacks).json()
    detail = staff_client.get(f"/api/office/remittances/{second['id']}").json()
    assert (detail["exact"], detail["duplicate"], detail["counted"]) == (0, 2, 0)
    lines = staff_client.get(f"/api/office/remittances/{second['id']}/lines?group=duplicate").json()
    assert lines[0]["reason"].startswith("Counted in delhivery-nov.csv of ")
    assert lines[1]["reason"] == "Repeats line 2 of this file."
    assert CourierCod.objects.get(courier=courier()).owed == owed


def test_a_prepaid_parcel_or_another_courier_s_is_an_unknown_awb(
    staff_client, django_capture_on_commit_callbacks
):
    upi = parcel("DL5550001", method="upi")
    dtdc = parcel("DT5550002", courier_name="DTDC")
    data = remittance_csv([(upi.shipment.awb, "1077.00", "", ""), (dtdc.shipment.awb, "1077.00", "", "")])
    answer = upload(staff_client, data, captured=django_capture_on_commit_callbacks).json()
    lines = staff_client.get(f"/api/office/remittances/{answer['id']}/lines?group=unknown").json()
    assert [line["reason"] for line in lines] == [
        "This order was paid before dispatch, not cash on delivery.",
        "This AWB is a DTDC parcel.",
    ]
    assert not CodParcel.objects.filter(line__isnull=False).exists()


def test_a_parcel_remitted_before_the_shop_marks_it_delivered_is_aged_from_its_delivery(
    staff_client, django_capture_on_commit_callbacks
):
    from core.orders.changes.services import order_update

    order = parcel("DL7770001", "500.00", delivered=False)
    data = remittance_csv([(order.shipment.awb, "500.00", "", "")])
    upload(staff_client, data, captured=django_capture_on_commit_callbacks)
    assert CourierCod.objects.get(courier=courier()).owed == Decimal("-500.00")
    order_update(order=order, actor=None, status="delivered")
    ageing = staff_client.get("/api/office/cod-ageing").json()
    assert [(row["courier"], row["owed"], row["not_due"]) for row in ageing] == [("Delhivery", 0.0, 0.0)]


def test_parcels_recorded_in_bulk_are_booked_once_by_the_backfill(staff):
    from core.orders.changes.services import order_update
    from core.orders.shipping.services import ShippedIn, shipments_record
    from core.orders.tests.factories import OrderFactory
    from core.remittances.services import cod_parcels_backfill

    orders = [OrderFactory(amount=Decimal("700.00")) for _ in range(3)]
    for order in orders:
        order_update(order=order, actor=None, status="confirm")
        order_update(order=order, actor=None, status="delivered")
    now = timezone.now()
    shipments_record(
        shipped=[ShippedIn(o.pk, courier().pk, f"DB{o.pk:08d}", now, now) for o in orders], actor=staff
    )
    assert not CourierCod.objects.exists()
    assert cod_parcels_backfill() == 3
    assert cod_parcels_backfill() == 0
    assert CourierCod.objects.get(courier=courier()).owed == Decimal("2100.00")


def test_the_counted_lines_are_the_tally_file_s_cod_receipts_on_their_remittance_day(
    staff_client, shop, django_capture_on_commit_callbacks
):
    upload(staff_client, shop["file"], captured=django_capture_on_commit_callbacks)
    today = timezone.localdate()
    receipts = list(cod_receipts(first=today, after=today + timedelta(days=1)))
    # the eight exact lines and the short one are counted; the unknown AWB is not money of an order
    assert len(receipts) == 9
    assert sum(r.amount for r in receipts) == 8 * 107700 + 85900  # paise
    assert {r.ledger for r in receipts} == {"cod"}
    assert all(r.day == today and r.number.startswith("COD-DL") for r in receipts)
    assert list(cod_receipts(first=today + timedelta(days=1), after=today + timedelta(days=2))) == []


def test_ten_awbs_seven_exact_one_short_one_unknown_one_in_no_file_show_exactly_four_groups(
    staff_client, settings, django_capture_on_commit_callbacks
):
    """The issue's own count: ten AWBs, nine of them in the file (seven exact, one Rs 40 short, one
    no parcel of ours) and one delivered COD parcel in no file; the same file uploaded again, or its
    lines re-exported in another order under another name, change nothing."""
    settings.COD_REMITTANCE_CYCLE_DAYS = {"Delhivery": 0}
    exact = [parcel(f"DL60000{n}", "799.00") for n in range(7)]
    short = parcel("DL6100001", "1077.00")
    forgotten = parcel("DL6200001", "650.00")
    rows = [(o.shipment.awb, "799.00", "", UTR) for o in exact]
    rows += [(short.shipment.awb, "1037.00", "", UTR), ("ZZ6300001", "500.00", "", UTR)]
    assert len({r[0] for r in rows} | {forgotten.shipment.awb}) == 10
    data = remittance_csv(rows)
    file_id = upload(staff_client, data, captured=django_capture_on_commit_callbacks).json()["id"]
    seen = groups(staff_client, file_id)
    assert {name: rows for name, rows in seen.items() if rows} == {
        "exact": [(o.shipment.awb, 0.0) for o in exact],
        "short": [(short.shipment.awb, -40.0)],
        "unknown": [("ZZ6300001", None)],
        "missing": [forgotten.shipment.awb],
    }
    owed = CourierCod.objects.get(courier=courier()).owed
    assert owed == Decimal("40.00") + Decimal("650.00")

    again = upload(staff_client, data, name="again.csv", captured=django_capture_on_commit_callbacks).json()
    assert (again["id"], again["new"]) == (file_id, False)
    reexported = remittance_csv(list(reversed(rows)))
    other = upload(
        staff_client, reexported, name="re-export.csv", captured=django_capture_on_commit_callbacks
    )
    detail = staff_client.get(f"/api/office/remittances/{other.json()['id']}").json()
    assert (detail["exact"], detail["short"], detail["counted"]) == (0, 0, 0)
    assert groups(staff_client, file_id) == seen
    assert CourierCod.objects.get(courier=courier()).owed == owed
    assert RemittanceLine.objects.filter(counted=True).count() == 8
