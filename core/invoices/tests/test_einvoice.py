"""E-invoice files (INV-01 v1.1) for B2B invoices and credit notes when e-invoicing applies: one by
one and a month in bulk, valid against the schema written from the published one; the IRN and
signed QR pasted back print on the invoice. Nothing is sent anywhere."""

import io
import json
from datetime import datetime
from pathlib import Path

import jsonschema_rs
import pytest
from pypdf import PdfReader

from core.common.ist import IST
from core.invoices.einvoice.services import BAD_IRN
from core.invoices.models import Invoice, InvoiceSettings
from core.invoices.tests.changes import order_status_set
from core.orders.models import Order
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db
SCHEMA = jsonschema_rs.validator_for(
    json.loads((Path(__file__).parents[1] / "einvoice" / "schema.json").read_text())
)
GSTIN = "29AABCT1332L1ZA"
IRN = "a" * 32 + "0123456789abcdef" * 2
QR = "eyJhbGciOiJSUzI1NiJ9.eyJkYXRhIjoiMSJ9.c2lnbmF0dXJl"


@pytest.fixture
def einvoicing():
    InvoiceSettings.objects.update(einvoicing=True)


@pytest.fixture
def b2b_order(customer):
    order = OrderFactory(customer=customer, ship_state="Karnataka", ship_city="Bengaluru")
    Order.objects.filter(pk=order.pk).update(
        business_gstin=GSTIN,
        business_name="Tarang Textiles Pvt Ltd",
        business_address="4 Mission Road, Bengaluru 560027",
    )
    order.refresh_from_db()
    return order


def url(invoice: Invoice) -> str:
    return f"/api/office/invoices/{invoice.pk}/einvoice.json"


def test_a_b2b_invoice_and_its_credit_note_get_valid_einvoice_files(
    einvoicing, b2b_order, staff, staff_client
):
    order_status_set(order=b2b_order, status="confirm", actor=staff)
    order_status_set(order=b2b_order, status="cancelled", actor=staff)
    invoice = Invoice.objects.get(order=b2b_order, kind="invoice")
    note = Invoice.objects.get(order=b2b_order, kind="credit")

    data = staff_client.get(url(invoice)).json()
    assert [e.message for e in SCHEMA.iter_errors(data)] == []
    assert data["Version"] == "1.1" and data["TranDtls"]["SupTyp"] == "B2B"
    assert data["DocDtls"] == {
        "Typ": "INV",
        "No": invoice.number,
        "Dt": f"{invoice.issued_at.astimezone(IST):%d/%m/%Y}",
    }
    assert data["SellerDtls"]["Gstin"] == "07AAKCR4821M1ZZ" and data["SellerDtls"]["Pin"] == 110020
    assert (data["BuyerDtls"]["Gstin"], data["BuyerDtls"]["Pos"], data["BuyerDtls"]["Pin"]) == (
        GSTIN,
        "29",
        560027,
    )
    assert data["ValDtls"]["TotInvVal"] == float(invoice.total)
    assert data["ValDtls"]["IgstVal"] == float(invoice.igst)
    # each item's unit is the row's UQC as printed on the invoice (goods by the piece, charges OTH)
    assert [i["Unit"] for i in data["ItemList"]] == [row["uqc"] for row in invoice.rows]
    assert {i["Unit"] for i in data["ItemList"]} <= {"PCS", "NOS", "OTH"}
    for item in data["ItemList"]:  # the IRP's own arithmetic, to the paisa
        assert round(item["TotAmt"] - item["Discount"], 2) == item["AssAmt"]
        assert (
            round(item["AssAmt"] + item["IgstAmt"] + item["CgstAmt"] + item["SgstAmt"], 2)
            == item["TotItemVal"]
        )
    assert round(sum(i["TotItemVal"] for i in data["ItemList"]), 2) == data["ValDtls"]["TotInvVal"]

    credit = staff_client.get(url(note)).json()
    assert [e.message for e in SCHEMA.iter_errors(credit)] == []
    assert credit["DocDtls"]["Typ"] == "CRN"
    assert credit["RefDtls"]["PrecDocDtls"][0]["InvNo"] == invoice.number

    listed = staff_client.get(f"/api/office/orders/{b2b_order.order_id}/invoices").json()
    assert sorted(d["einvoice_url"] for d in listed) == sorted(
        [url(invoice), url(note)]
    )  # the office's links

    month = f"{invoice.issued_at.astimezone(IST):%Y-%m}"
    bulk = staff_client.get(f"/api/office/einvoices?month={month}").json()
    assert [d["DocDtls"]["No"] for d in bulk] == [invoice.number, note.number]


def test_only_b2b_documents_and_only_with_einvoicing_on(b2b_order, customer, staff, staff_client):
    order_status_set(order=b2b_order, status="confirm", actor=staff)
    invoice = Invoice.objects.get(order=b2b_order)
    off = staff_client.get(url(invoice))
    assert off.status_code == 400 and "e-invoicing applies" in off.json()["message"]
    listed = staff_client.get(f"/api/office/orders/{b2b_order.order_id}/invoices").json()
    assert [d["einvoice_url"] for d in listed] == [None]  # no link to a file the shop cannot give
    summary = staff_client.get(f"/api/office/gstr1?month={invoice.issued_at.astimezone(IST):%Y-%m}").json()
    assert summary["einvoicing"] is False
    InvoiceSettings.objects.update(einvoicing=True)
    consumer = OrderFactory(customer=customer)
    order_status_set(order=consumer, status="confirm", actor=staff)
    assert staff_client.get(url(Invoice.objects.get(order=consumer))).status_code == 404


def test_the_irn_and_signed_qr_pasted_back_print_on_the_invoice(einvoicing, b2b_order, staff, staff_client):
    order_status_set(order=b2b_order, status="confirm", actor=staff)
    invoice = Invoice.objects.get(order=b2b_order)
    path = f"/api/office/invoices/{invoice.pk}/irn"
    before = staff_client.get(f"/api/office/orders/{b2b_order.order_id}/invoice.pdf").content
    bad = staff_client.send("put", path, {"irn": "123", "signed_qr": QR})
    assert bad.status_code == 400 and bad.json()["errors"]["irn"] == [BAD_IRN]
    assert staff_client.send("put", path, {"irn": IRN.upper(), "signed_qr": QR}).status_code == 200
    after = staff_client.get(f"/api/office/orders/{b2b_order.order_id}/invoice.pdf").content
    text = "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(after)).pages)
    assert IRN in text.replace("\n", "") and after != before
    assert staff_client.get(f"/api/office/orders/{b2b_order.order_id}/invoice.pdf").content == after


def test_the_month_must_be_one(einvoicing, staff_client):
    assert staff_client.get("/api/office/einvoices?month=2026-13").status_code in (400, 422)
    assert staff_client.get(f"/api/office/einvoices?month={datetime.now(IST):%Y-%m}").json() == []


def test_a_buyer_without_a_billing_pin_never_gets_another_states_delivery_pin(einvoicing, customer, staff):
    # given a Karnataka business whose billing address has no PIN, delivering to Pune (Maharashtra)
    order = OrderFactory(
        customer=customer, ship_state="Maharashtra", ship_city="Pune", ship_pin_code="411001"
    )
    business = {
        "business_gstin": GSTIN,
        "business_name": "Tarang Textiles",
        "business_address": "4 Mission Road",
    }
    Order.objects.filter(pk=order.pk).update(**business)
    order_status_set(order=order, status="confirm", actor=staff)
    # when its e-invoice is made; then no Pune PIN or town in the buyer's details
    from core.invoices.einvoice.build import einvoice_json

    buyer = einvoice_json(Invoice.objects.get(order=order, kind="invoice"))["BuyerDtls"]
    assert buyer["Stcd"] == "29" and buyer["Pin"] is None and "Pune" not in buyer["Loc"]
    # and a billing address with its PIN gives that PIN and its district
    Invoice.objects.filter(order=order).update(buyer_billing_address="4 Mission Road, Bengaluru 560027")
    buyer = einvoice_json(Invoice.objects.get(order=order, kind="invoice"))["BuyerDtls"]
    assert (buyer["Pin"], buyer["Loc"]) == (560027, "Bengaluru")
