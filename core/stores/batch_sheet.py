"""A store batch's job sheet (A4 PDF, fpdf2): the store and design, the print day, the pieces by size
and colour (the blanks to take off the shelf), then the packing list by person: order id, name,
number, size, colour, where it goes (the buyer's address, or together to the organiser), and the
person's print file in the pack.

Names are drawn in every script the studio writes (lettering.SCRIPTS): Latin in DejaVu, Devanagari
in the invoices' Noto Sans Devanagari, and Bengali, Gujarati, Gurmukhi, Kannada, Malayalam, Tamil
and Telugu in the studio's own Noto Sans faces (./fonts/ttf: TrueType made from the woff2 files
beside them with fontTools, as fpdf2 reads TrueType; OFL 1.1, licences in ./fonts), each a
fallback face, shaped by HarfBuzz (fpdf2's text shaping, uharfbuzz) so conjuncts such as க்ஷ, ক্ষ
and ಕ್ಷ are joined as in the print file. A name in a script outside these is pointed to its print
file and written whole in the pack's CSV."""

from pathlib import Path

from fpdf.fonts import FontFace

from core.common.ist import ist_date
from core.invoices.pdf import FONT, HEAD, ShopPDF
from core.invoices.pdf_words import DEVANAGARI
from core.stores.lettering import JOINERS, SCRIPTS
from core.stores.models import Delivery, StoreBatch

TTF = Path(__file__).resolve().parent / "fonts" / "ttf"
# each fallback face by its name in the PDF, and its file
FACES = {"NotoDeva": DEVANAGARI[0]} | {
    f"Noto{script.title()}": TTF / f"noto-sans-{script}-400.ttf"
    for script in ("bengali", "gujarati", "gurmukhi", "kannada", "malayalam", "tamil", "telugu")
}
OTHER_SCRIPT = "(in its print file)"
TOTAL = FontFace(emphasis="BOLD")


def _drawable(text: str) -> bool:
    """Whether the sheet's faces draw every letter: Latin (DejaVu) or one of the studio's scripts."""
    return all(
        ord(c) < 0x0900 or ord(c) in JOINERS or any(low <= ord(c) <= high for low, high, _ in SCRIPTS)
        for c in text
    )


def sizes_by_colour(buyers) -> tuple[list[str], list[str], dict[tuple[str, str], int]]:
    """(sizes in the design's order, colours in the design's order, pieces per (size, colour))."""
    counts: dict[tuple[str, str], int] = {}
    for b in buyers:
        key = (b.row.size, b.row.colour_name)
        counts[key] = counts.get(key, 0) + 1
    return [s for s, _ in counts], [c for _, c in counts], counts


def _ordered(found: list[str], order: list[str]) -> list[str]:
    seen = list(dict.fromkeys(found))
    return [x for x in order if x in seen] + [x for x in seen if x not in order]


class _Sheet(ShopPDF):
    def __init__(self, batch: StoreBatch) -> None:
        key = f"store-batch-{batch.pk}"
        super().__init__(key=key, title=f"Job sheet: {batch.store.title}", created=batch.created_at)
        for name, path in FACES.items():
            self.add_font(name, "", str(path))
        self.set_fallback_fonts(list(FACES))
        self.set_text_shaping(True)
        self.set_margins(12, 12, 12)


def _header(pdf: _Sheet, batch: StoreBatch, pieces: int) -> None:
    pdf.set_font(FONT, "B", 15)
    pdf.cell(0, 8, f"{batch.store.title}: {batch.design.title}", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(FONT, "", 10)
    sleeve = f", {batch.design.sleeve}" if batch.design.sleeve else ""
    lines = [
        f"Store batch {batch.pk} · /store/{batch.store.slug}",
        f"{batch.design.product_name}{sleeve} · {pieces} pieces · print on {ist_date(batch.print_on)}",
        "Delivery: " + Delivery(batch.store.delivery).label,
    ]
    for line in lines:
        pdf.cell(0, 5.5, line, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)


def _grid(pdf: _Sheet, batch: StoreBatch, buyers) -> None:
    sizes, colours, counts = sizes_by_colour(buyers)
    sizes = _ordered(sizes, list(batch.design.sizes))
    colours = _ordered(colours, [c[0] for c in batch.design.colours])
    pdf.set_font(FONT, "B", 10)
    pdf.cell(0, 6, "Pieces by size and colour", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(FONT, "", 9.5)
    width = min(186, 30 + 18 * (len(sizes) + 1))
    with pdf.table(width=width, align="LEFT", headings_style=HEAD, line_height=5.5, padding=0.8,
                   col_widths=(30, *([18] * (len(sizes) + 1)))) as table:  # fmt: skip
        table.row(("Colour", *sizes, "Total"))
        for colour in colours:
            row = [str(counts.get((size, colour), 0) or "") for size in sizes]
            table.row((colour, *row, str(sum(counts.get((s, colour), 0) for s in sizes))))
        totals = [str(sum(counts.get((s, c), 0) for c in colours)) for s in sizes]
        table.row(("Total", *totals, str(len(buyers))), style=TOTAL)
    pdf.ln(4)


def _packing(pdf: _Sheet, batch: StoreBatch, buyers) -> None:
    pdf.set_font(FONT, "B", 10)
    pdf.cell(0, 6, f"Packing list by person ({len(buyers)})", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(FONT, "", 8)
    pdf.set_auto_page_break(True, margin=14)
    with pdf.table(width=186, headings_style=HEAD, line_height=4.2, padding=0.6,
                   col_widths=(8, 30, 34, 12, 10, 18, 74), text_align="LEFT") as table:  # fmt: skip
        table.row(("#", "Order", "Name", "No.", "Size", "Colour", "Deliver to / print file"))
        for i, b in enumerate(buyers, 1):
            name = b.row.name if _drawable(b.row.name) else OTHER_SCRIPT
            where = f"{b.deliver_to(batch)}\npeople/{b.file_name}"
            table.row((str(i), b.order.order_id, name or "—", b.row.number or "—", b.row.size,
                       b.row.colour_name, where))  # fmt: skip


def render_batch_sheet(batch: StoreBatch, buyers) -> bytes:
    pdf = _Sheet(batch)
    pdf.add_page()
    _header(pdf, batch, len(buyers))
    _grid(pdf, batch, buyers)
    _packing(pdf, batch, buyers)
    return bytes(pdf.output())
