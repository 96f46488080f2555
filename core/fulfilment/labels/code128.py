"""An AWB as a Code 128 barcode drawn in the PDF as bars (vectors: sharp at any printer's dpi).

python-barcode encodes the text (choosing code sets B and C, the check digit and the stop pattern);
this draws its modules, with the quiet zone of ten modules each side that ISO/IEC 15417 asks for,
as wide as fits, at most 0.5 mm a module (a thermal label printer's 203 dpi prints 0.125 mm dots).
"""

from barcode import Code128
from fpdf import FPDF

QUIET = 10  # modules of white each side (ISO/IEC 15417, 4.3.2)
MAX_MODULE_MM = 0.5


def modules(text: str) -> str:
    """'1101...': Code 128's bars (1) and spaces (0) for `text`."""
    return Code128(text).build()[0]


def draw_code128(pdf: FPDF, text: str, *, x: float, y: float, w: float, h: float) -> float:
    """Bars for `text` in the box (x, y, w, h), centred; answers the width drawn (quiet zones included)."""
    bars = modules(text)
    module = min(w / (len(bars) + 2 * QUIET), MAX_MODULE_MM)
    width = module * (len(bars) + 2 * QUIET)
    left = x + (w - width) / 2 + QUIET * module
    pdf.set_fill_color(0, 0, 0)
    run_start = None
    for i, bit in enumerate(bars + "0"):
        if bit == "1" and run_start is None:
            run_start = i
        elif bit == "0" and run_start is not None:
            pdf.rect(left + run_start * module, y, (i - run_start) * module, h, style="F")
            run_start = None
    return width
