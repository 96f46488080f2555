"""A business buyer's billing PIN code and state: asked with the GSTIN, refused outside the GSTIN's
state (the IRP refuses a buyer PIN in another state than Stcd), kept on the account, copied onto the
order and its invoice, and carried by the e-invoice's buyer details (Pin, Loc, Stcd)."""

import io

import pytest
from pypdf import PdfReader

from core.invoices.einvoice.build import einvoice_json
from core.invoices.models import Invoice, InvoiceSettings
from core.invoices.tests.changes import order_status_set
from core.invoices.tests.test_business import ADDRESS, BAG, BUSINESS, CHECKOUT, GSTIN
from core.orders.models import Order

pytestmark = pytest.mark.django_db

PIN_ELSEWHERE = "The PIN code 411001 is in Maharashtra, but your GSTIN is registered in Karnataka"


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("pin_code", "411001", PIN_ELSEWHERE),  # Pune, for a Karnataka (29) GSTIN
        ("pin_code", "999999", "We could not find pincode 999999. Please check it."),
        ("pin_code", "5600", "Enter a valid 6-digit pincode."),
        ("pin_code", "", "This field is required."),
        ("state", "Maharashtra", "Your GSTIN is registered in Karnataka: choose Karnataka"),
        ("state", "Atlantis", "Choose the state or union territory of your billing address."),
        ("state", "", "This field is required."),
    ],
)
def test_the_account_refuses_a_billing_pin_or_state_outside_the_gstins_state(
    customer_client, customer, field, value, message
):
    # given a Karnataka GSTIN and one billing field wrong; when saved
    response = customer_client.send("put", "/api/business/", {**BUSINESS, field: value})
    # then refused under that field, and nothing kept
    assert response.status_code == 400
    assert response.json()["errors"][field][0].startswith(message)
    customer.refresh_from_db()
    assert customer.business_gstin == ""


def test_the_account_keeps_the_billing_pin_and_the_states_name(customer_client, customer):
    # given the state typed in lower case; when saved; then kept by its name, with the PIN
    response = customer_client.send("put", "/api/business/", {**BUSINESS, "state": " karnataka "})
    assert response.status_code == 200, response.json()
    assert (response.json()["pin_code"], response.json()["state"]) == ("560027", "Karnataka")
    customer.refresh_from_db()
    assert (customer.business_pin_code, customer.business_state) == ("560027", "Karnataka")
    assert customer_client.get("/api/business/").json() == BUSINESS


def test_checkout_refuses_another_states_billing_pin_under_the_business_field(customer_client, customer):
    # given a Karnataka business with a Pune billing PIN; when the order is placed
    body = {"items": BAG, "business": {**BUSINESS, "pin_code": "411001"}}
    response = customer_client.send("post", CHECKOUT, body)
    # then refused by the business's PIN field, and no order
    assert response.status_code == 400
    assert response.json()["errors"]["business.pin_code"][0].startswith(PIN_ELSEWHERE)
    assert not Order.objects.filter(customer=customer).exists()


def test_the_e_invoice_buyer_has_the_billing_pin_and_state_not_the_delivery_ones(
    customer_client, customer, staff
):
    # given e-invoicing on, and a Karnataka business (billing PIN 560027, no PIN in its address)
    # delivering to Pune, Maharashtra
    InvoiceSettings.objects.update(einvoicing=True)
    business = {**BUSINESS, "address": "4 Mission Road"}
    pune = {**ADDRESS, "city": "Pune", "state": "Maharashtra", "pin_code": "411001"}
    response = customer_client.send("post", CHECKOUT, {"items": BAG, "business": business, "address": pune})
    assert response.status_code == 201, response.json()
    order = Order.objects.get(order_id=response.json()["order_id"])
    assert (order.business_pin_code, order.business_state) == ("560027", "Karnataka")
    # when the order is confirmed (its invoice issued) and its e-invoice made
    order_status_set(order=order, status="confirm", actor=staff)
    invoice = Invoice.objects.get(order=order, kind=Invoice.Kind.INVOICE)
    buyer = einvoice_json(invoice)["BuyerDtls"]
    # then the buyer is at its billing PIN, in its district and the GSTIN's state; supply goes to Pune
    assert (buyer["Pin"], buyer["Loc"], buyer["Stcd"]) == (560027, "Bengaluru", "29")
    assert buyer["Pos"] == "27"
    # and the invoice prints the billing address with its state and PIN code
    pdf = customer_client.get(f"/api/orders/{order.order_id}/invoice.pdf").content
    text = "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
    assert "4 Mission Road, Karnataka 560027" in text
    assert GSTIN in text
