"""The purchase order's PDF says what was ordered, from whom, the input tax heads, the total in rupees
with Indian grouping and in words; drawn again, the same bytes."""

import io

import pytest
from pypdf import PdfReader

from core.purchasing.pdf import purchase_order_pdf
from core.purchasing.selectors import shop
from core.purchasing.tests.factories import purchase, supplier
from core.stock.tests.factories import blank

pytestmark = pytest.mark.django_db


def _text(pdf: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)


def test_the_pdf_lists_the_blanks_the_tax_and_the_total_in_words():
    order = purchase(lines=[(blank(size="L"), 1000, "142.50"), (blank(size="XL"), 40, "150")])
    pdf = purchase_order_pdf(order=order, seller=shop())
    text = _text(pdf)
    assert "PURCHASE ORDER" in text and "PO-26-000001" in text
    assert "Sutlej Blanks" in text and order.supplier.gstin in text
    assert "Intra-state purchase: CGST + SGST" in text
    assert "T-Shirt (Half Sleeve), Black, L 610910 1000" in text and "40 PCS 150.00 6,000.00 5%" in text
    # 1,42,500 + 6,000 = 1,48,500 taxable; 5%: 3,712.50 + 3,712.50; total 1,55,925
    assert "₹1,48,500.00" in text and "₹3,712.50" in text and "₹1,55,925.00" in text
    assert "Rupees One Lakh Fifty-Five Thousand Nine Hundred Twenty-Five Only" in text
    assert purchase_order_pdf(order=order, seller=shop()) == pdf


def test_a_supplier_in_another_state_is_shown_igst():
    order = purchase(supplier_=supplier(state="27", name="Pune Knits"))
    text = _text(purchase_order_pdf(order=order, seller=shop()))
    assert "Inter-state purchase: IGST" in text and "IGST" in text and "CGST" not in text
