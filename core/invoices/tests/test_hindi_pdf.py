"""A Hindi buyer's invoice and credit note: Hindi words in Noto Sans Devanagari, shaped (conjuncts whole),
the GST particulars in Hindi and English; no other English but what the allow-list names."""

import io
import os
import re
import shutil
import subprocess

import pytest
from pypdf import PdfReader

from core.common.tests.hindi_text import english_words
from core.invoices.models import Invoice
from core.invoices.pdf import render_invoice
from core.invoices.pdf_words import PARTICULARS
from core.invoices.tests.changes import order_status_set
from core.invoices.words_hi import amount_in_words_hi, number_words_hi

pytestmark = pytest.mark.django_db


def _text(data: bytes) -> str:
    """The PDF's text as poppler's pdftotext reads it (pypdf misreads shaped Devanagari's glyph map),
    the spaces it puts inside Devanagari clusters (a short i's glyph drawn before its consonant) removed."""
    assert shutil.which("pdftotext"), "poppler-utils' pdftotext is needed (scripts/test installs it)"
    text = subprocess.run(
        ["pdftotext", "-", "-"], input=data, capture_output=True, check=True
    ).stdout.decode()
    return squash(text)


def squash(text: str) -> str:
    return re.sub(r"(?<=[\u0900-\u097f]) +(?=[\u0900-\u097f])", "", text)


def _fonts(data: bytes) -> set[str]:
    found = set()
    for page in PdfReader(io.BytesIO(data)).pages:
        for font in page["/Resources"]["/Font"].values():
            found.add(str(font.get_object()["/BaseFont"]).split("+")[-1])
    return found


def _allowed(doc: Invoice) -> set[str]:
    """What stays in Latin letters on a Hindi document: the GST particulars' English halves, codes
    (GSTIN, HSN, UQC, the tax heads), the names and addresses as the people typed them."""
    typed = " ".join(
        [
            doc.buyer_name,
            doc.buyer_address,
            doc.seller["legal_name"],
            doc.seller["address"],
            doc.seller["email"],
        ]
    )
    return {
        *english_words(" ".join(PARTICULARS)),
        *english_words(typed),
        *{"GST", "CGST", "SGST", "IGST", "HSN", "PCS", "OTH", "UPI"},
    }


@pytest.fixture
def hindi_invoice(delhi_order, staff):
    delhi_order.customer.language = "hi"
    delhi_order.customer.save(update_fields=["language"])
    order_status_set(order=delhi_order, status="confirm", actor=staff)
    return Invoice.objects.get(order=delhi_order)


def test_a_hindi_buyers_invoice_is_in_hindi_with_bilingual_gst_particulars(hindi_invoice):
    data = render_invoice(hindi_invoice)
    if os.environ.get("SHOP_PDF_OUT"):  # to look at: pdftoppm -png -r 110 <file> page
        with open(os.environ["SHOP_PDF_OUT"], "wb") as fh:
            fh.write(data)
    text = _text(data)
    assert squash("कर बीजक / TAX INVOICE") in text
    assert squash("आपूर्ति का स्थान / Place of supply") in text and squash("दिल्ली (कोड 07)") in text
    assert squash("जीएसटीआईएन / GSTIN") in text and "07AAKCR4821M1ZZ" in text
    assert squash("एक हज़ार सतहत्तर रुपये मात्र") in text  # 1077.00 in Hindi words
    assert squash("मूल्यों में जीएसटी शामिल है") in text
    assert squash("टी-शर्ट") in text and squash("काला") in text
    assert _fonts(data) == {"NotoSansDevanagari", "NotoSansDevanagariBold"}
    assert english_words(text) <= _allowed(hindi_invoice), english_words(text) - _allowed(hindi_invoice)
    assert render_invoice(hindi_invoice) == data  # drawn again: the same bytes


def test_a_hindi_credit_note_is_in_hindi(hindi_invoice, staff):
    order_status_set(order=hindi_invoice.order, status="cancelled", actor=staff)
    note = Invoice.objects.get(order=hindi_invoice.order, kind=Invoice.Kind.CREDIT_NOTE)
    text = _text(render_invoice(note))
    assert squash("क्रेडिट नोट / CREDIT NOTE") in text and squash("मूल बीजक / Against invoice") in text
    assert squash("कुल क्रेडिट / Total credited") in text
    assert english_words(text) <= _allowed(note), english_words(text) - _allowed(note)


def test_an_english_buyers_invoice_keeps_dejavu_and_english(delhi_order, staff):
    order_status_set(order=delhi_order, status="confirm", actor=staff)
    data = render_invoice(Invoice.objects.get(order=delhi_order))
    assert _fonts(data) == {"DejaVuSansBook", "DejaVuSansBold"}
    assert "TAX INVOICE" in _text(data) and not re.search("[\u0900-\u097f]", _text(data))


@pytest.mark.parametrize(
    "number, words",
    [
        (0, "शून्य"),
        (45, "पैंतालीस"),
        (100, "एक सौ"),
        (1077, "एक हज़ार सतहत्तर"),
        (97030, "सत्तानवे हज़ार तीस"),
        (250000, "दो लाख पचास हज़ार"),
        (12345678, "एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर"),
    ],
)
def test_numbers_in_hindi_words_follow_indian_grouping(number, words):
    assert number_words_hi(number) == words


def test_paise_are_said_after_the_rupees():
    from decimal import Decimal

    assert amount_in_words_hi(Decimal("1077.50")) == "एक हज़ार सतहत्तर रुपये और पचास पैसे मात्र"
