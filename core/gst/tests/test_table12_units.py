"""Table 12 as the invoices print it: each product type's one unit (UQC), and 6-digit HSN codes
whenever e-invoicing applies (turnover above Rs 5 crore, Notification 78/2020-Central Tax)."""

from decimal import Decimal

import pytest

from core.gst.period import period_of
from core.gst.portal import gstr1_json
from core.gst.selectors import gstr1_build
from core.gst.tests.months import change, ist, make_order
from core.invoices.einvoice.build import einvoice_json
from core.invoices.models import InvoiceSettings
from core.orders.models import Order

pytestmark = pytest.mark.django_db
NOV = period_of("2026-11")
GSTIN = "29AABCT1332L1ZA"  # Karnataka


def _invoiced(product: str, gstin: str = ""):
    order = make_order(
        state="Delhi", lines=[(2, Decimal("499.00"))], placed=ist(2026, 10, 30), product=product
    )
    if gstin:
        Order.objects.filter(pk=order.pk).update(
            ship_state="Karnataka",
            ship_pin_code="560001",
            business_gstin=gstin,
            business_name="Tarang Textiles",
        )
        order.refresh_from_db()
    change(order, ist(2026, 11, 5), status="confirm")
    return order.invoices.get(kind="invoice")


def test_a_poster_is_counted_in_one_unit_on_the_invoice_the_einvoice_and_table_12():
    # given a poster sold to a business and one to a consumer, and a t-shirt
    b2b = _invoiced("poster", GSTIN)
    _invoiced("poster")
    _invoiced("tshirts")
    # when the invoice, its e-invoice and GSTR-1 are made
    portal = gstr1_json(gstr1_build(period=NOV), gstin="07AAKCR4821M1ZZ", fp=NOV.fp)
    # then posters are NOS everywhere, t-shirts PCS
    assert b2b.rows[0]["uqc"] == "NOS"
    assert einvoice_json(b2b)["ItemList"][0]["Unit"] == "NOS"
    units = {(row["hsn_sc"][:4], row["uqc"]) for tab in portal["hsn"].values() for row in tab}
    assert units == {("4911", "NOS"), ("6109", "PCS")}


def test_with_e_invoicing_on_table_12_has_the_invoices_six_digit_codes(settings_rows):
    # given a shop that set 4 digits, then turned e-invoicing on (its turnover is above Rs 5 crore)
    settings_rows(hsn_digits=4)
    InvoiceSettings.objects.update(einvoicing=True)
    invoice = _invoiced("tshirts")
    # when GSTR-1 is built; then Table 12 has the 6 digits the invoice prints
    assert invoice.rows[0]["hsn"] == "610910"
    assert [hsn for hsn, _rate in gstr1_build(period=NOV).hsn] == ["610910"]
