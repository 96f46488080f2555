"""The office's calls: formats read, the bank credit found by UTR, each page read in a bounded
number of queries whatever the number of parcels and lines."""

import io

import pytest
from django.utils import timezone
from openpyxl import Workbook

from core.banking.models import BankCredit, BankStatement
from core.remittances.tests.factories import courier, parcel, remittance_csv
from core.remittances.tests.test_groups import upload

pytestmark = pytest.mark.django_db


def xlsx(rows) -> bytes:
    book = Workbook()
    sheet = book.active
    for row in rows:
        sheet.append(row)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def test_delhivery_s_report_is_read_by_its_waybill_column_under_its_title_rows(
    staff_client, django_capture_on_commit_callbacks
):
    order = parcel("1490812345670", "1077.00")
    data = xlsx(
        [
            ["Delhivery COD remittance"],
            ["Client: Rangrez"],
            ["Waybill", "Order ID", "COD Amount", "Remittance Date", "UTR No"],
            [1490812345670, "RZ-1", 1077, "20-11-2026", "N324262026112000"],
            ["Total", "", 1077, "", ""],
        ]
    )
    answer = upload(staff_client, data, name="delhivery.xlsx", captured=django_capture_on_commit_callbacks)
    detail = staff_client.get(f"/api/office/remittances/{answer.json()['id']}").json()
    assert (detail["format"], detail["exact"], detail["unknown"]) == ("delhivery", 1, 0), detail
    line = staff_client.get(f"/api/office/remittances/{detail['id']}/lines?group=exact").json()[0]
    assert (line["order_id"], line["remitted_on"], line["utr"]) == (
        order.order_id,
        "2026-11-20",
        "N324262026112000",
    )


def test_shiprocket_s_report_is_read_by_its_awb_code_column(staff_client, django_capture_on_commit_callbacks):
    parcel("SR77001", "650.00", courier_name="Shiprocket")
    data = remittance_csv(
        [("CRF123", "SR77001", "650.00", "21/11/2026", "UTIBR52026112100")],
        header=("CRF ID", "AWB Code", "COD Amount", "Remittance Date", "UTR"),
    )
    answer = upload(
        staff_client, data, courier_name="Shiprocket", captured=django_capture_on_commit_callbacks
    )
    detail = staff_client.get(f"/api/office/remittances/{answer.json()['id']}").json()
    assert (detail["format"], detail["exact"]) == ("shiprocket", 1)


def test_a_file_without_an_amount_column_fails_with_the_columns_it_has(
    staff_client, django_capture_on_commit_callbacks
):
    data = remittance_csv([("DL1", "x")], header=("AWB", "Remarks"))
    answer = upload(staff_client, data, captured=django_capture_on_commit_callbacks)
    detail = staff_client.get(f"/api/office/remittances/{answer.json()['id']}").json()
    assert detail["status"] == "failed"
    assert detail["error"] == "The file has no COD amount column. Its columns are: AWB, Remarks."


def test_the_remittance_s_total_is_found_on_the_bank_statement_by_its_utr(
    staff_client, staff, django_capture_on_commit_callbacks
):
    parcel("DL8880001", "1077.00")
    parcel("DL8880002", "500.00")
    today = timezone.localdate()
    utr = "HDFCN52026112099"
    statement = BankStatement.objects.create(bank="HDFC Bank", file_name="s.csv", uploaded_by=staff)
    BankCredit.objects.create(
        statement=statement, row=5, value_date=today, amount="1577.00", key="fp:x",
        narration=f"NEFT-{utr}-DELHIVERY LIMITED", reference="",
    )  # fmt: skip
    rows = [("DL8880001", "1077.00", today.strftime("%d/%m/%Y"), utr), ("DL8880002", "500.00", "", utr)]
    answer = upload(staff_client, remittance_csv(rows), captured=django_capture_on_commit_callbacks)
    transfers = staff_client.get(f"/api/office/remittances/{answer.json()['id']}").json()["transfers"]
    credit_id = BankCredit.objects.get().pk
    assert transfers == [
        {"utr": utr, "paid_on": today.isoformat(), "amount": 1577.0, "lines": 2, "credit_id": credit_id,
         "credit_amount": 1577.0, "matched": True, "difference": 0.0}
    ]  # fmt: skip


def _shop(parcels: int) -> None:
    for n in range(parcels):
        parcel(f"DQ{n:06d}", "300.00")
        parcel(f"TD{n:06d}", "300.00", courier_name="DTDC")


@pytest.mark.parametrize("parcels", [2, 12])
def test_each_page_reads_in_the_same_few_queries_whatever_the_number_of_parcels(
    parcels, staff_client, settings, django_capture_on_commit_callbacks, django_assert_max_num_queries
):
    settings.COD_REMITTANCE_CYCLE_DAYS = {"Delhivery": 0}
    _shop(parcels)
    rows = [(f"DQ{n:06d}", "290.00" if n % 2 else "300.00", "", "UTR1") for n in range(0, parcels, 2)]
    file_id = upload(staff_client, remittance_csv(rows), captured=django_capture_on_commit_callbacks).json()[
        "id"
    ]
    calls = {
        "/api/office/remittances": 4,
        f"/api/office/remittances/{file_id}": 5,
        f"/api/office/remittances/{file_id}/lines?group=short": 5,
        f"/api/office/remittances/{file_id}/missing": 5,
        "/api/office/cod-ageing": 5,
        "/api/office/remittance-couriers": 4,
    }
    for url, most in calls.items():
        with django_assert_max_num_queries(most):
            assert staff_client.get(url).status_code == 200, url
    ageing = {row["courier"]: row for row in staff_client.get("/api/office/cod-ageing").json()}
    assert ageing["DTDC"]["owed"] == parcels * 300
    assert ageing["Delhivery"]["owed"] == parcels * 300 - sum(float(r[1]) for r in rows)
    assert courier("Delhivery")
