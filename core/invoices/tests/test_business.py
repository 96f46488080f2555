"""Business buyers (B2B): a GSTIN checked with python-stdnum, kept on the account and copied onto
the order, then onto its invoice (and credit note), whose PDF prints it; one invoice series."""

import io

import pytest
from pypdf import PdfReader

from core.common.gstin import BAD_CHECK, BAD_FORMAT, BAD_STATE, gstin_problem
from core.invoices.models import Invoice
from core.invoices.tests.changes import order_status_set
from core.orders.models import Order

pytestmark = pytest.mark.django_db

GSTIN = "29AABCT1332L1ZA"  # Karnataka
BUSINESS = {
    "name": "Tarang Textiles Pvt Ltd",
    "gstin": GSTIN,
    "address": "4 Mission Road, Bengaluru 560027",
    "pin_code": "560027",
    "state": "Karnataka",
}
ADDRESS = {"area": "4 Mission Road", "landmark": "Near the church", "city": "Bengaluru", "state": "Karnataka"}
CHECKOUT = "/api/orders/checkout/"
BAG = [{"catalogue_item_id": 2, "size": "S", "quantity": 1}]


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        (GSTIN, None),
        (" 29aabct1332l1za ", None),
        ("29AABCT1332L1ZB", BAD_CHECK),
        ("00AABCT1332L1ZA", BAD_STATE),
        ("29AABCT1332", BAD_FORMAT),
    ],
)
def test_a_gstin_is_checked_for_format_state_and_check_character(value, problem):
    assert gstin_problem(value) == problem


def test_the_customer_keeps_a_business_on_the_account(customer_client, customer):
    blank_business = {"name": "", "gstin": "", "address": "", "pin_code": "", "state": ""}
    assert customer_client.get("/api/business/").json() == blank_business
    wrong = customer_client.send("put", "/api/business/", {**BUSINESS, "gstin": "29AABCT1332L1ZB"})
    assert wrong.status_code == 400
    assert wrong.json()["errors"]["gstin"] == ["This GSTIN's check character is wrong; please check it."]
    saved = customer_client.send("put", "/api/business/", {**BUSINESS, "gstin": GSTIN.lower()})
    assert saved.status_code == 200 and saved.json() == BUSINESS
    customer.refresh_from_db()
    assert customer.business_gstin == GSTIN
    blank = customer_client.send("put", "/api/business/", blank_business)
    assert blank.status_code == 200
    customer.refresh_from_db()
    assert customer.business_gstin == ""


def test_a_half_filled_business_names_each_missing_field(customer_client):
    response = customer_client.send("put", "/api/business/", {"gstin": GSTIN})
    assert response.status_code == 400
    assert set(response.json()["errors"]) == {"name", "address", "pin_code", "state"}


def test_the_business_is_needed_for_its_own_page_only(client, customer):
    assert client.get("/api/business/").status_code == 401


def test_checkout_refuses_a_wrong_check_character_and_stores_nothing(customer_client, customer):
    body = {"items": BAG, "business": {**BUSINESS, "gstin": "29AABCT1332L1ZB"}}
    response = customer_client.send("post", CHECKOUT, body)
    assert response.status_code == 400
    assert response.json()["errors"]["business.gstin"] == [BAD_CHECK]
    assert not Order.objects.filter(customer=customer).exists()


def test_a_business_order_gets_an_invoice_with_the_buyers_gstin(customer_client, customer, staff):
    body = {"items": BAG, "business": BUSINESS, "address": {**ADDRESS, "pin_code": "560027"}}
    response = customer_client.send("post", CHECKOUT, body)
    assert response.status_code == 201, response.json()
    order = Order.objects.get(order_id=response.json()["order_id"])
    assert (order.business_gstin, order.business_name) == (GSTIN, BUSINESS["name"])
    consumer = customer_client.send("post", CHECKOUT, {"items": BAG}).json()["order_id"]
    order_status_set(order=order, status="confirm", actor=staff)
    order_status_set(order=Order.objects.get(order_id=consumer), status="confirm", actor=staff)
    invoice = Invoice.objects.get(order=order)
    assert (invoice.buyer_gstin, invoice.buyer_legal_name) == (GSTIN, BUSINESS["name"])
    assert invoice.buyer_billing_address == BUSINESS["address"]
    assert invoice.place_of_supply_code == "29" and invoice.igst > 0  # delivered in Karnataka
    b2c = Invoice.objects.get(order__order_id=consumer)
    assert b2c.buyer_gstin == "" and b2c.sequence == invoice.sequence + 1  # one series
    pdf = customer_client.get(f"/api/orders/{order.order_id}/invoice.pdf").content
    text = "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
    assert f"GSTIN: {GSTIN}" in text and BUSINESS["name"] in text and "Mission Road" in text
    order_status_set(order=order, status="cancelled", actor=staff)
    note = Invoice.objects.get(order=order, kind=Invoice.Kind.CREDIT_NOTE)
    assert note.buyer_gstin == GSTIN


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("name", "AB", "at least 3 characters"),  # the e-invoice's LglNm needs 3 to 100
        ("address", "x", "Enter the billing address"),
        ("address", "12", "Enter the billing address"),
        ("gstin", "07AAKCR4821M1ZZ", "This is our own GSTIN"),  # the shop's (seed_values.SELLER)
    ],
)
def test_the_business_form_refuses_what_no_invoice_or_e_invoice_can_carry(
    customer_client, field, value, message
):
    # given one field the IRP or the law refuses; when saved; then refused by that field
    response = customer_client.send("put", "/api/business/", {**BUSINESS, field: value})
    assert response.status_code == 400
    assert message in response.json()["errors"][field][0]
