"""The job sheet draws each buyer's name in any of the studio's scripts (not a pointer to the print
file): the PDF's text holds every name whole, in Latin, Devanagari and the seven other Indian
scripts, shaped by HarfBuzz."""

import shutil
import subprocess
import unicodedata

import pytest
from pypdf import PdfReader

from core.stores.batch_sheet import OTHER_SCRIPT, render_batch_sheet
from core.stores.models import StoreBatch, StoreDesign
from core.stores.pack import batch_buyers
from core.stores.services.closing import store_close
from core.stores.tests.factories import buy, make_store

pytestmark = pytest.mark.django_db
# one name per script the studio writes, each with a conjunct or a vowel sign that HarfBuzz reorders
NAMES = {
    "tamil": "ஸ்ரீ லக்ஷ்மி",
    "bengali": "ক্ষমা রায়",
    "gujarati": "કૃષ્ણ પટેલ",
    "gurmukhi": "ਗੁਰਪ੍ਰੀਤ ਕੌਰ",
    "kannada": "ಲಕ್ಷ್ಮಿ ರಾವ್",
    "malayalam": "ശ്രീക്കുട്ടി",
    "telugu": "శ్రీనివాస్",
    "devanagari": "प्रिया शर्मा",
    "latin": "Priya Sharma",
}


def _sheet(settings, tmp_path) -> bytes:
    settings.SHOP_MEDIA_ROOT = str(tmp_path)
    store = make_store(names_asked=True)
    StoreDesign.objects.filter(store=store, position=1).update(print_anyway=True)  # 9 of its 10
    for name in NAMES.values():
        buy(store, name=name)
    store_close(store_id=store.pk, early=True)
    batch = StoreBatch.objects.select_related("design", "store").get(store=store)
    return render_batch_sheet(batch, batch_buyers(batch))


def _words(text: str) -> str:
    """The text's letters, NFC, spaces collapsed, without the control codes a reader gives for the
    glyphs HarfBuzz made that have no letter of their own (a reordered vowel sign's part)."""
    text = "".join(
        c for c in unicodedata.normalize("NFC", text) if unicodedata.category(c) != "Cc" or c in "\n "
    )
    return " ".join(text.split())


def _letters(text: str) -> str:
    """Without any space: poppler breaks a word where a shaped cluster's glyphs sit apart."""
    return "".join(_words(text).split())


def test_every_scripts_name_is_in_the_sheets_text(settings, tmp_path):
    pdf = _sheet(settings, tmp_path)
    (tmp_path / "sheet.pdf").write_bytes(pdf)
    text = _words("".join(page.extract_text() for page in PdfReader(tmp_path / "sheet.pdf").pages))
    assert [script for script, name in NAMES.items() if _words(name) not in text] == []
    assert OTHER_SCRIPT not in text
    if shutil.which("pdftotext"):  # poppler's reading of the same file agrees
        read = ["pdftotext", "-raw", str(tmp_path / "sheet.pdf"), "-"]
        out = subprocess.run(read, capture_output=True, text=True, check=True).stdout
        assert [s for s, name in NAMES.items() if _letters(name) not in _letters(out)] == []
