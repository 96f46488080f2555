"""The place of supply is the delivery PIN code's state (IGST Act s.10(1)(a)): a misspelt or wrong
typed state is refused at checkout and never turns into the seller's own state on the invoice."""

import pytest

from core.common.errors import ApplicationError
from core.invoices.models import Invoice
from core.invoices.services import invoice_issue_for_order
from core.invoices.tax import PlaceUnknown, place_of_supply
from core.invoices.tests.changes import order_status_set
from core.orders.models import Order
from core.orders.tests.factories import OrderFactory
from core.orders.tests.test_placing import form, post

pytestmark = pytest.mark.django_db

CHECKOUT = "/api/orders/checkout/"
MISMATCH = "The PIN code 560001 is in Karnataka; choose Karnataka or correct the PIN code."
MISSPELT = {
    "area": "12 MG Road",
    "landmark": "Near the metro",
    "city": "Bengaluru",
    "state": "Karnatka",
    "pin_code": "560001",
}


@pytest.mark.parametrize(
    ("pin", "state", "code"),
    [
        ("560001", "Karnatka", "29"),  # misspelt: the PIN decides
        ("560001", "Delhi", "29"),  # the seller's own state typed: still the PIN's
        ("194101", "Jammu and Kashmir", "38"),  # Leh is in Ladakh since 2019
        ("396210", "Daman & Diu", "26"),  # merged in 2020
        ("999999", "Tamil Nadu", "33"),  # a PIN the directory lacks (older orders): the typed state
    ],
)
def test_the_place_is_the_pins_state(pin, state, code):
    assert place_of_supply(pin_code=pin, state=state) == code


def test_an_unknown_place_is_never_the_sellers_state():
    with pytest.raises(PlaceUnknown):
        place_of_supply(pin_code="999999", state="Karnatka")


def test_a_misspelt_state_is_invoiced_with_igst_under_the_pins_state(customer, staff):
    order = OrderFactory(customer=customer, ship_state="Karnatka", ship_pin_code="560001")
    order_status_set(order=order, status="confirm", actor=staff)
    invoice = Invoice.objects.get(order=order)
    assert (invoice.place_of_supply, invoice.place_of_supply_code) == ("Karnataka", "29")
    assert not invoice.intra_state and invoice.igst > 0 and invoice.cgst == invoice.sgst == 0


def test_an_address_naming_no_state_is_not_invoiced(customer):
    order = OrderFactory(customer=customer, ship_state="Karnatka", ship_pin_code="999999")
    with pytest.raises(ApplicationError, match="correct the address"):
        invoice_issue_for_order(order=order)
    assert not Invoice.objects.exists()


def test_saving_an_address_whose_state_and_pin_disagree_is_refused(customer_client, customer):
    body = {"phone_number": customer.phone_number, **MISSPELT}
    response = customer_client.send("patch", "/api/addressedit/", body)
    assert response.status_code == 400
    assert response.json()["errors"]["state"] == [MISMATCH]
    fixed = customer_client.send("patch", "/api/addressedit/", {**body, "state": "karnataka"})
    assert fixed.status_code == 200


def test_checkout_refuses_a_delivery_address_whose_state_and_pin_disagree(customer_client, customer):
    body = {"items": [{"catalogue_item_id": 2, "size": "S", "quantity": 1}], "address": MISSPELT}
    response = customer_client.send("post", CHECKOUT, body)
    assert response.status_code == 400
    assert response.json()["errors"]["address.state"] == [MISMATCH]
    assert not Order.objects.filter(customer=customer).exists()


def test_placing_refuses_a_saved_profile_address_whose_state_and_pin_disagree(customer_client, customer):
    customer.state, customer.pin_code = "Karnatka", "560001"  # saved before the check existed
    customer.save()
    response = post(customer_client, form())
    assert response.status_code == 400
    assert response.json()["errors"]["state"] == [MISMATCH]
    assert not Order.objects.filter(customer=customer).exists()
