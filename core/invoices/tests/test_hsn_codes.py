"""HSN codes and e-invoicing: above Rs 5 crore turnover (where e-invoicing applies) invoices need
6-digit HSN codes (Notification 78/2020-Central Tax), so the settings refuse one without the other."""

import pytest
from django.core.exceptions import ValidationError

from core.invoices.models import InvoiceSettings, ProductTaxRule

pytestmark = pytest.mark.django_db


def test_e_invoicing_is_refused_while_a_product_type_has_a_four_digit_code():
    # given a product type whose code the team shortened to 4 digits
    ProductTaxRule.objects.filter(product_type__slug="poster").update(hsn="4911")
    shop = InvoiceSettings.objects.get()
    shop.einvoicing = True
    # when the owner turns e-invoicing on; then the settings name the code to fix
    with pytest.raises(ValidationError) as refused:
        shop.full_clean()
    assert "6-digit" in str(refused.value) and "(4911)" in str(refused.value)
    ProductTaxRule.objects.filter(product_type__slug="poster").update(hsn="491191")
    shop.full_clean()  # all six digits: accepted


def test_with_e_invoicing_on_a_product_type_keeps_six_digits():
    InvoiceSettings.objects.update(einvoicing=True)
    rule = ProductTaxRule.objects.get(product_type__slug="mugs")
    rule.hsn = "6912"
    with pytest.raises(ValidationError) as refused:
        rule.full_clean()
    assert "6-digit" in str(refused.value)


def test_product_types_of_one_heading_share_one_unit():
    # given posters counted in NOS; when business cards (HSN 4911 too) are set to PCS; then refused
    rule = ProductTaxRule.objects.get(product_type__slug="business-cards")
    rule.uqc = "PCS"
    with pytest.raises(ValidationError) as refused:
        rule.full_clean()
    assert "counted in NOS" in str(refused.value)
