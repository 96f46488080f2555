"""A courier's pickup manifest for a day: an A4 list of every parcel handed over (order, AWB with its
Code 128 barcode, ship-to town and PIN, weight, cash to collect), the count and the COD total, and
lines for the courier's pickup person and the shop to sign. The count and the total are the rows'
own sum, so the paper the courier signs says what the rows say.
"""

from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from fpdf.fonts import FontFace

from core.common.admin_money import inr
from core.common.ist import ist_date
from core.fulfilment.labels.code128 import draw_code128
from core.fulfilment.labels.selectors import ParcelRow, ReturnAddress
from core.invoices.pdf import FONT, ShopPDF

LEFT, WIDTH, BOTTOM = 12.0, 186.0, 297 - 14
MUTED, RULE = (90, 90, 90), (190, 190, 190)
HEAD = FontFace(emphasis="BOLD", fill_color=(238, 232, 245))
# column: heading, width (mm)
COLUMNS = (("#", 8), ("Order", 28), ("AWB", 58), ("Ship to", 46), ("Weight", 18), ("COD to collect", 28))
ROW_H = 13.0
SIGN_H = 46.0


@dataclass(frozen=True)
class Manifest:
    courier: str
    day: date
    rows: list[ParcelRow]

    @property
    def count(self) -> int:
        return len(self.rows)

    @property
    def cod_total(self) -> Decimal:
        return sum((row.cod_amount for row in self.rows), Decimal("0.00"))

    @property
    def cod_count(self) -> int:
        return sum(1 for row in self.rows if not row.prepaid)


class _Sheet(ShopPDF):
    def __init__(self, manifest: Manifest) -> None:
        key = f"manifest {manifest.courier} {manifest.day} " + " ".join(r.order_id for r in manifest.rows)
        super().__init__(key=key, title="Pickup manifest", created=max(r.shipped_at for r in manifest.rows))
        self._title = f"Pickup manifest · {manifest.courier} · {ist_date(manifest.day)}"
        self.set_margins(LEFT, 12, 12)
        self.set_auto_page_break(False)

    def footer(self) -> None:
        self.set_y(-11)
        self.set_font(FONT, "", 7)
        self.set_text_color(*MUTED)
        self.cell(0, 4, f"{self._title} · page {self.page_no()}/{{nb}}", align="R")
        self.set_text_color(0, 0, 0)


def _header(pdf: _Sheet, manifest: Manifest, shop: ReturnAddress) -> None:
    pdf.set_font(FONT, "B", 16)
    pdf.cell(WIDTH * 0.6, 8, "Pickup manifest")
    pdf.set_font(FONT, "B", 11)
    pdf.cell(WIDTH * 0.4, 8, manifest.courier, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(FONT, "", 9)
    pdf.cell(WIDTH * 0.6, 5, f"{shop.name} · {' '.join(shop.address.split())}"[:110])
    pdf.cell(WIDTH * 0.4, 5, f"Pickup day {ist_date(manifest.day)}", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)


def _table_head(pdf: _Sheet) -> None:
    pdf.set_font(FONT, "B", 8.5)
    pdf.set_fill_color(238, 232, 245)
    for i, (title, width) in enumerate(COLUMNS):
        last = i == len(COLUMNS) - 1
        align = "R" if title in ("Weight", "COD to collect") else "L"
        pdf.cell(
            width,
            6,
            title,
            fill=True,
            align=align,
            new_x="LMARGIN" if last else "RIGHT",
            new_y="NEXT" if last else "TOP",
        )


def _row(pdf: _Sheet, n: int, row: ParcelRow) -> None:
    y = pdf.get_y()
    x = LEFT
    widths = [w for _, w in COLUMNS]
    pdf.set_font(FONT, "", 8.5)
    pdf.set_xy(x, y + 1)
    pdf.cell(widths[0], 4.5, str(n))
    pdf.set_font(FONT, "B", 8.5)
    pdf.cell(widths[1], 4.5, row.order_id)
    x_awb = LEFT + widths[0] + widths[1]
    if row.awb:
        draw_code128(pdf, row.awb, x=x_awb, y=y + 1, w=widths[2] - 2, h=7)
    pdf.set_xy(x_awb, y + 8.3)
    pdf.set_font(FONT, "B" if row.awb else "", 8)
    pdf.cell(widths[2] - 2, 4, row.awb or "No AWB", align="C")
    x_to = x_awb + widths[2]
    pdf.set_xy(x_to, y + 1)
    pdf.set_font(FONT, "", 8)
    pdf.cell(widths[3], 4, row.ship_name[:32])
    pdf.set_xy(x_to, y + 5.5)
    town = row.ship_lines[-1] if row.ship_lines else ""
    pdf.cell(widths[3], 4, f"{town[:22]} {row.ship_pin_code}".strip())
    pdf.set_xy(x_to + widths[3], y + 1)
    pdf.cell(widths[4], 4.5, row.parcel.weight_text, align="R")
    pdf.set_font(FONT, "B", 8.5)
    pdf.cell(widths[5], 4.5, "Prepaid" if row.prepaid else inr(row.cod_amount), align="R")
    pdf.set_draw_color(*RULE)
    pdf.set_line_width(0.2)
    pdf.line(LEFT, y + ROW_H, LEFT + WIDTH, y + ROW_H)
    pdf.set_xy(LEFT, y + ROW_H)


def _totals(pdf: _Sheet, manifest: Manifest) -> None:
    pdf.ln(2)
    pdf.set_font(FONT, "B", 10)
    pdf.cell(WIDTH * 0.5, 6, f"Parcels: {manifest.count}")
    pdf.cell(
        WIDTH * 0.5, 6, f"COD total: {inr(manifest.cod_total)}", align="R", new_x="LMARGIN", new_y="NEXT"
    )
    pdf.set_font(FONT, "", 8.5)
    prepaid = manifest.count - manifest.cod_count
    pdf.cell(
        WIDTH, 5, f"{manifest.cod_count} cash on delivery, {prepaid} prepaid", new_x="LMARGIN", new_y="NEXT"
    )


def _signatures(pdf: _Sheet, manifest: Manifest, shop: ReturnAddress) -> None:
    pdf.ln(6)
    half = (WIDTH - 8) / 2
    top = pdf.get_y()
    for i, (who, lines) in enumerate(
        (
            (
                f"Picked up by ({manifest.courier})",
                ("Name", "Signature", "Date and time", "Parcels received"),
            ),
            (f"Handed over by ({shop.name})", ("Name", "Signature", "Date and time")),
        )
    ):
        x = LEFT + i * (half + 8)
        pdf.set_xy(x, top)
        pdf.set_font(FONT, "B", 9)
        pdf.cell(half, 6, who)
        pdf.set_font(FONT, "", 8.5)
        pdf.set_draw_color(0, 0, 0)
        for j, label in enumerate(lines):
            y = top + 14 + j * 9
            pdf.set_xy(x, y - 4.5)
            pdf.cell(28, 4.5, label)
            pdf.line(x + 28, y, x + half, y)
    pdf.set_y(top + SIGN_H)


def render_manifest(manifest: Manifest, shop: ReturnAddress) -> bytes:
    pdf = _Sheet(manifest)
    pdf.add_page()
    _header(pdf, manifest, shop)
    _table_head(pdf)
    for n, row in enumerate(manifest.rows, 1):
        if pdf.get_y() + ROW_H > BOTTOM:
            pdf.add_page()
            _table_head(pdf)
        _row(pdf, n, row)
    if pdf.get_y() + 12 + SIGN_H > BOTTOM:
        pdf.add_page()
    _totals(pdf, manifest)
    _signatures(pdf, manifest, shop)
    return bytes(pdf.output())
