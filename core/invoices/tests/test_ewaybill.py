"""E-way bills (CGST Rule 138): a consignment worth more than Rs 50,000 is marked "needed" before
dispatch, its bulk generation file is valid against the kept schema and carries the invoice's
values, the number entered prints on the invoice and the label with the validity the distance
gives, and dispatch without a number asks why. A Rs 40,000 order never asks."""

import base64
import io
import json
import re
from datetime import datetime
from decimal import Decimal
from pathlib import Path

import pytest
from jsonschema import Draft7Validator, FormatChecker
from pypdf import PdfReader

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.common.ist import IST
from core.conftest import JsonClient
from core.invoices.ewaybill.selectors import expiring
from core.invoices.models import Invoice
from core.invoices.tests.changes import order_status_set
from core.invoices.tests.ewaybills import GSTIN, big_order
from core.orders.models import Order
from core.orders.shipping.ewaybill import ewaybill_threshold, valid_until, validity_days
from core.orders.shipping.models import Courier, EwayBill
from core.orders.shipping.services import NO_EWAYBILL, order_ship

pytestmark = pytest.mark.django_db
SCHEMA = Draft7Validator(
    json.loads((Path(__file__).parents[1] / "ewaybill" / "schema.json").read_text()),
    format_checker=FormatChecker(),
)
NUMBER = "391000123456"
DDMMYYYY = re.compile(r"^\d{2}/\d{2}/20\d{2}$")


def _pdf_text(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)


def test_a_72000_business_order_needs_an_eway_bill_and_gets_a_valid_file(order_72k, accounts):
    invoice = Invoice.objects.get(order=order_72k, kind="invoice")
    assert invoice.total == Decimal("72000.00")  # the consignment's value is the invoice's

    shown = accounts.get(f"/api/office/orders/{order_72k.order_id}/ewaybill").json()
    assert (shown["needed"], shown["number"], shown["invoice_number"]) == (True, "", invoice.number)
    assert Decimal(shown["threshold"]) == Decimal("50000")

    response = accounts.get(f"/api/office/orders/{order_72k.order_id}/ewaybill.json?distance_km=2150")
    assert response.status_code == 200 and "attachment" in response["Content-Disposition"]
    data = json.loads(response.content)
    assert [e.message for e in SCHEMA.iter_errors(data)] == []
    assert data["version"] == "1.0.0621"
    bill = data["billLists"][0]
    schema = json.loads((Path(__file__).parents[1] / "ewaybill" / "schema.json").read_text())
    required = schema["properties"]["billLists"]["items"]["required"]
    assert len(required) > 30 and set(required) <= set(bill)  # every required field, filled
    assert all(bill[field] not in ("", None) for field in required if field != "OthValue")
    assert (bill["docType"], bill["docNo"]) == ("INV", invoice.number)
    assert DDMMYYYY.match(bill["docDate"])
    assert bill["docDate"] == f"{invoice.issued_at.astimezone(IST):%d/%m/%Y}"
    assert (bill["fromGstin"], bill["toGstin"]) == (invoice.seller["gstin"], GSTIN)
    assert (bill["fromStateCode"], bill["toStateCode"], bill["actualToStateCode"]) == (7, 29, 29)
    assert bill["toPincode"] == 560027 and bill["transType"] == 1
    assert bill["totInvValue"] == 72000.0
    assert bill["totalValue"] == float(invoice.taxable_value)
    assert bill["igstValue"] == float(invoice.igst) and bill["cgstValue"] == 0
    assert round(bill["totalValue"] + bill["igstValue"] + bill["OthValue"], 2) == 72000.0
    assert [i["taxableAmount"] for i in bill["itemList"]] == [r["taxable"] / 100 for r in invoice.rows]
    assert [i["hsnCode"] for i in bill["itemList"]] == [int(r["hsn"]) for r in invoice.rows]
    assert [i["quantity"] for i in bill["itemList"]] == [r["quantity"] for r in invoice.rows]
    assert all(i["igstRate"] == float(r["rate"]) for i, r in zip(bill["itemList"], invoice.rows, strict=True))
    assert (bill["transMode"], bill["transDistance"]) == (1, 2150)


def test_a_wrong_gstin_never_leaves_in_a_file(order_72k, accounts):
    Invoice.objects.filter(order=order_72k).update(buyer_gstin="29AABCT1332L1ZB")  # a wrong check character
    response = accounts.get(f"/api/office/orders/{order_72k.order_id}/ewaybill.json")
    assert response.status_code == 400 and "toGstin" in response.json()["errors"]


def test_the_number_entered_prints_on_the_invoice_and_the_label_with_its_validity(order_72k, staff, accounts):
    base = f"/api/office/orders/{order_72k.order_id}"
    before = accounts.get(f"{base}/invoice.pdf").content
    bad = accounts.send("put", f"{base}/ewaybill", {"number": "12345", "distance_km": 300})
    assert bad.status_code == 400 and "number" in bad.json()["errors"]
    far = {"number": NUMBER, "distance_km": 300, "generated_at": "9999-12-31T10:00:00+05:30"}
    assert accounts.send("put", f"{base}/ewaybill", far).json()["errors"]["generated_at"]
    body = {"number": NUMBER, "distance_km": 450, "generated_at": "2026-11-20T10:00:00+05:30"}
    shown = accounts.send("put", f"{base}/ewaybill", body).json()
    # 450 km: three days (200 + 200 + part of 200); each ends at midnight of the day following
    assert shown["number"] == NUMBER and shown["valid_until"].startswith("2026-11-23T")
    assert (
        datetime.fromisoformat(shown["valid_until"]).astimezone(IST).strftime("%d/%m %H:%M") == "23/11 23:59"
    )

    after = accounts.get(f"{base}/invoice.pdf").content
    text = _pdf_text(after)
    assert "3910 0012 3456" in text and "valid until 23/11/2026 23:59" in text and after != before
    assert accounts.get(f"{base}/invoice.pdf").content == after  # the same bytes again

    # dispatch with the number on record never asks; the label carries it
    order_ship(
        order=order_72k, courier_id=Courier.objects.get(name="Delhivery").pk, awb="DL998877", actor=staff
    )
    desk = JsonClient()
    desk.force_login(StaffFactory(role=Role.ORDER_DESK))  # the labels are the floor's and the desk's
    label = desk.get(f"{base}/label.pdf")
    assert label.status_code == 200
    assert "E-way bill 3910 0012 3456, valid until 23/11/2026 23:59" in _pdf_text(label.content)


def test_dispatch_without_a_number_asks_why_and_keeps_the_reason(order_72k, staff):
    delhivery = Courier.objects.get(name="Delhivery").pk
    with pytest.raises(Exception) as asked:
        order_ship(order=order_72k, courier_id=delhivery, awb="DL998877", actor=staff)
    assert asked.value.errors == {"no_ewaybill_reason": [NO_EWAYBILL]}
    order_ship(
        order=order_72k, courier_id=delhivery, awb="DL998877", actor=staff, no_ewaybill_reason="Portal down"
    )
    assert EwayBill.objects.get(order=order_72k).no_number_reason == "Portal down"
    assert Order.objects.get(pk=order_72k.pk).status == "shipped"


def test_through_the_office_the_ship_call_asks_too(order_72k, accounts, staff):
    desk = JsonClient()
    desk.force_login(StaffFactory(role=Role.ORDER_DESK))
    path = f"/api/office/orders/{order_72k.order_id}/ship"
    body = {"courier_id": Courier.objects.get(name="Delhivery").pk, "awb": "DL998877"}
    asked = desk.send("post", path, body)
    assert asked.status_code == 400 and "no_ewaybill_reason" in asked.json()["errors"]
    assert (
        desk.send("post", path, {**body, "no_ewaybill_reason": "Hand-carried by the buyer"}).status_code
        == 200
    )
    shown = accounts.get(f"/api/office/orders/{order_72k.order_id}/ewaybill").json()
    assert shown["no_number_reason"] == "Hand-carried by the buyer"


def test_a_40000_order_never_asks(customer, staff, accounts):
    order = big_order(customer, pieces=80, shipping="80.00")  # Rs 39,920 + 80 = Rs 40,000
    order_status_set(order=order, status="confirm", actor=staff)
    assert accounts.get(f"/api/office/orders/{order.order_id}/ewaybill").json()["needed"] is False
    order_ship(order=order, courier_id=Courier.objects.get(name="Delhivery").pk, awb="DL112233", actor=staff)
    assert Order.objects.get(pk=order.pk).status == "shipped"
    assert not EwayBill.objects.filter(order=order).exists()


def test_a_days_file_holds_the_days_consignments_that_need_one(order_72k, customer, staff, accounts):
    small = big_order(customer, pieces=2, shipping="79.00", business=False)
    order_status_set(order=small, status="confirm", actor=staff)
    consumer = big_order(customer, pieces=120, shipping="0.00", business=False)  # Rs 59,880, no GSTIN
    order_status_set(order=consumer, status="confirm", actor=staff)
    day = Invoice.objects.get(order=order_72k).issued_at.astimezone(IST).date()
    data = json.loads(accounts.get(f"/api/office/ewaybills.json?day={day}").content)
    assert [e.message for e in SCHEMA.iter_errors(data)] == []
    numbers = [bill["docNo"] for bill in data["billLists"]]
    assert numbers == [Invoice.objects.get(order=o).number for o in (order_72k, consumer)]
    assert data["billLists"][1]["toGstin"] == "URP"
    accounts.send(
        "put", f"/api/office/orders/{order_72k.order_id}/ewaybill", {"number": NUMBER, "distance_km": 10}
    )
    again = json.loads(accounts.get(f"/api/office/ewaybills.json?day={day}").content)
    assert [bill["docNo"] for bill in again["billLists"]] == numbers[1:]  # one with a number is done
    assert accounts.get("/api/office/ewaybills.json?day=2020-01-01").status_code == 404


def test_validity_is_one_day_per_200_km_ending_at_midnight_of_the_day_following():
    assert [validity_days(km) for km in (1, 200, 201, 400, 401, 4000)] == [1, 1, 2, 2, 3, 20]
    made = datetime(2026, 12, 1, 23, 30, tzinfo=IST)
    assert valid_until(generated_at=made, distance_km=150) == datetime(2026, 12, 2, 23, 59, 59, tzinfo=IST)


def test_a_state_may_set_its_own_limit_within_it(settings):
    settings.EWAYBILL_INTRA_STATE_THRESHOLDS = {"27": Decimal("100000")}
    assert ewaybill_threshold(from_state="27", to_state="27") == Decimal("100000")
    assert ewaybill_threshold(from_state="27", to_state="29") == Decimal("50000")


def test_the_warning_before_it_runs_out(order_72k, accounts):
    until = valid_until(generated_at=datetime(2026, 11, 30, 10, 0, tzinfo=IST), distance_km=100)
    assert expiring(until, now=datetime(2026, 11, 30, 10, 0, tzinfo=IST)) is False
    assert expiring(until, now=datetime(2026, 12, 1, 9, 0, tzinfo=IST)) is True  # under a day left
    base = f"/api/office/orders/{order_72k.order_id}/ewaybill"
    body = {"number": NUMBER, "distance_km": 100, "generated_at": "2026-01-05T10:00:00+05:30"}
    assert accounts.send("put", base, body).json()["expiring"] is True  # long run out


def test_the_portals_list_read_back_keeps_each_number_with_its_invoice(order_72k, accounts):
    invoice = Invoice.objects.get(order=order_72k, kind="invoice")
    csv = (
        "Sl.No,EWB No,EWB Date,Supply Type,Doc No,Doc Date,Valid Upto\n"
        f"1,3910 0012 3456,20/11/2026 10:15:00 AM,Outward,{invoice.number},20/11/2026,"
        "22/11/2026 11:59:00 PM\n"
        "2,391000999999,20/11/2026 10:16:00 AM,Outward,XX/99-00/000001,20/11/2026,22/11/2026 11:59:00 PM\n"
    )
    body = {"file_name": "ewb.csv", "content": base64.b64encode(csv.encode()).decode()}
    answer = accounts.send("post", "/api/office/ewaybills/import", body).json()
    assert answer == {"recorded": 1, "skipped": [{"row": 3, "reason": "No invoice XX/99-00/000001 of ours."}]}
    shown = accounts.get(f"/api/office/orders/{order_72k.order_id}/ewaybill").json()
    assert shown["number"] == NUMBER and shown["needed"] is True
    until = datetime.fromisoformat(shown["valid_until"]).astimezone(IST)
    assert f"{until:%d/%m/%Y %H:%M}" == "22/11/2026 23:59"  # as the portal printed it
    wrong = {"file_name": "x.csv", "content": base64.b64encode(b"a,b\n1,2\n").decode()}
    refused = accounts.send("post", "/api/office/ewaybills/import", wrong)
    assert refused.status_code == 400 and "EWB No" in refused.json()["message"]
