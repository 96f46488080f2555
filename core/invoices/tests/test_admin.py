"""The Django admin: the seller's settings and HSN rates are editable; the order page links the PDF."""

import pytest
from django.test import Client

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.invoices.models import Invoice, InvoiceSettings
from core.invoices.tests.changes import order_status_set

pytestmark = pytest.mark.django_db


def test_order_page_links_its_invoice_pdf_which_the_admin_opens(desk, delhi_order):
    order_status_set(order=delhi_order, status="confirm", actor=None)
    invoice = Invoice.objects.get()
    page = desk.get(f"/admin/orders/order/{delhi_order.pk}/change/").content.decode()
    assert f"/admin/invoices/invoice/{invoice.pk}/pdf/" in page and invoice.number in page
    response = desk.get(f"/admin/invoices/invoice/{invoice.pk}/pdf/")
    assert response.status_code == 200 and response.content.startswith(b"%PDF")
    assert desk.get("/admin/invoices/invoice/").status_code == 200


def test_a_member_whose_role_has_no_invoices_cannot_open_it(delhi_order):
    order_status_set(order=delhi_order, status="confirm", actor=None)
    plain = Client()
    plain.force_login(StaffFactory(role=Role.PRINT_FLOOR))
    assert plain.get(f"/admin/invoices/invoice/{Invoice.objects.get().pk}/pdf/").status_code == 403


def test_settings_refuse_a_gstin_with_a_wrong_check_character(desk):
    settings = InvoiceSettings.objects.get()
    for page in ("/admin/invoices/invoicesettings/", "/admin/invoices/producttaxrule/"):
        assert desk.get(page).status_code == 200
    form = {
        "legal_name": settings.legal_name, "trade_name": "", "address": settings.address, "state_code": "07",
        "gstin": "07AAKCR4821M1ZA", "email": "", "phone": "", "invoice_prefix": "RZ",
        "credit_note_prefix": "RZC", "apparel_threshold": "2500.00",
    }  # fmt: skip
    response = desk.post(f"/admin/invoices/invoicesettings/{settings.pk}/change/", form)
    assert response.status_code == 200 and "checksum" in response.content.decode()
    form["gstin"] = "27AAPFU0939F1ZV"  # valid, but of Maharashtra
    assert "starts with its state" in desk.post(f"/admin/invoices/invoicesettings/{settings.pk}/change/",
                                                form).content.decode()  # fmt: skip


def test_every_seeded_product_type_has_an_hsn_code_and_rate():
    from core.catalogue.models import ProductType
    from core.invoices.models import ProductTaxRule
    from core.invoices.states import gstin_valid

    rules = {r.product_type.slug: r for r in ProductTaxRule.objects.select_related("product_type")}
    assert set(rules) == set(ProductType.objects.values_list("slug", flat=True))
    # six digits, as invoices above Rs 5 crore and e-invoices need (Notification 78/2020-CT)
    assert (rules["tshirts"].hsn, rules["hoodie"].hsn, rules["flag"].hsn) == ("610910", "611020", "630790")
    assert (rules["poster"].hsn, rules["stickers"].hsn, rules["business-cards"].hsn) == (
        "491191",
        "482110",
        "491199",
    )
    assert (rules["mugs"].hsn, rules["polo"].hsn) == ("691200", "610510")
    assert all(len(rule.hsn) == 6 for rule in rules.values())
    assert (rules["poster"].uqc, rules["stickers"].uqc, rules["tshirts"].uqc) == ("NOS", "NOS", "PCS")
    assert rules["tshirts"].by_value and rules["tshirts"].high_rate == 18
    assert gstin_valid(InvoiceSettings.objects.get().gstin)


def test_the_invoice_list_offers_the_numbered_years_without_reading_every_invoice(desk, delhi_order):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    order_status_set(order=delhi_order, status="confirm", actor=None)
    year = Invoice.objects.get().financial_year
    with CaptureQueriesContext(connection) as ctx:
        page = desk.get("/admin/invoices/invoice/").content.decode()
    assert f"?financial_year={year}" in page
    distinct = [q["sql"] for q in ctx.captured_queries if "DISTINCT" in q["sql"]]
    assert distinct and all('FROM "invoices_invoicecounter"' in sql for sql in distinct)
    other = desk.get("/admin/invoices/invoice/", {"financial_year": year - 1})
    assert list(other.context["cl"].result_list) == []
