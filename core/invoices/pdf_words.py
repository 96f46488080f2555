"""The words of the invoice and credit note PDFs in the active language (the buyer's: core/locale), and
the face that draws them: DejaVu Sans for English (the bytes of every English document unchanged),
Noto Sans Devanagari (./fonts, SIL Open Font License, from the Noto project through the
@expo-google-fonts/noto-sans-devanagari npm package) shaped by HarfBuzz for Hindi, so conjuncts
(क्ष, श्र, द्ध) are drawn whole.

The GST particulars keep their English beside the Hindi ("बीजक संख्या / Number"): CGST Rules 2017,
rule 46 (a tax invoice's particulars), rule 53 (a credit note's) and rule 55 (a delivery challan's)
name them in English and set no language, so the shop prints both, and a tax officer or the buyer's
accountant reads the same fields on every document."""

from pathlib import Path

from django.utils.translation import get_language, gettext

SIZE = "size "  # a goods row's size, as core/invoices/sale_lines.py writes it

FONTS = Path(__file__).resolve().parent / "fonts"
LATIN = (FONTS / "DejaVuSans.ttf", FONTS / "DejaVuSans-Bold.ttf")
DEVANAGARI = (FONTS / "NotoSansDevanagari-Regular.ttf", FONTS / "NotoSansDevanagari-Bold.ttf")


# Every label `both` prints: the GST particulars, in the locale file with their Hindi (tests hold it)
PARTICULARS = (
    "TAX INVOICE", "CREDIT NOTE", "DELIVERY CHALLAN", "Number", "Date", "Against invoice", "Invoice date",
    "Reverse charge", "No", "State", "GSTIN", "Bill to", "Ship to", "Consignee", "Bill to / ship to",
    "Place of supply", "Description", "Qty", "Unit price", "Discount", "Taxable value", "Total",
    "Total credited", "Discounts given", "Amount in words", "Reason", "Description of goods",
    "Authorised signatory (computer-generated document)",
)  # fmt: skip


def english() -> bool:
    return (get_language() or "en").split("-")[0] == "en"


def both(label: str) -> str:
    """A GST particular's label: English alone on an English document, "Hindi / English" on another."""
    return label if english() else f"{gettext(label)} / {label}"


def font_files() -> tuple[Path, Path]:
    """(regular, bold) of the face for the active language."""
    return LATIN if english() else DEVANAGARI


def state_line(name: str, code: str) -> str:
    return gettext("{state} (code {code})").format(state=gettext(name), code=code)


def described(text: str) -> str:
    """A stored row's description in the active language: a whole one the locale file knows
    (shipping, the COD fee), else each part ("T-Shirt, Half Sleeve, Black, size M") that it knows."""
    if english():
        return text
    whole = gettext(text)
    if whole != text:
        return whole
    parts = [
        gettext("size {size}").format(size=part[len(SIZE) :]) if part.startswith(SIZE) else gettext(part)
        for part in text.split(", ")
    ]
    return ", ".join(parts)
