"""Shipping labels: one 4 x 6 inch page per parcel (the thermal label printers' size), fpdf2 with the
invoices' DejaVu font (it has the rupee sign).

Top to bottom: the courier and the day it shipped; what to collect at the door ("COD: collect
₹1,234.00", reversed out in black so it is not missed) or "Prepaid"; the AWB as a Code 128 barcode
with its number; the ship-to address with its PIN code large; the order id, pieces, weight and size;
the shop's return address (the seller on the invoices). Drawn from the rows alone (dated by the
latest shipment, identified by the order ids), so the same parcels give the same bytes.
"""

from collections.abc import Callable, Iterable

from core.common.admin_money import inr
from core.common.ist import ist_date
from core.fulfilment.labels.code128 import draw_code128
from core.fulfilment.labels.selectors import ParcelRow, ReturnAddress, parcel_row, return_address
from core.invoices.pdf import FONT, ShopPDF
from core.orders.shipping.models import NO_COURIER

WIDTH, HEIGHT = 101.6, 152.4  # 4 x 6 inches
MARGIN = 4.0
INNER = WIDTH - 2 * MARGIN
MUTED = (90, 90, 90)


def collect_text(row: ParcelRow) -> str:
    """'COD: collect ₹1,234.00' or 'Prepaid' (Indian digit grouping)."""
    return "Prepaid" if row.prepaid else f"COD: collect {inr(row.cod_amount)}"


class LabelPDF(ShopPDF):
    def __init__(self, *, key: str, created) -> None:
        super().__init__(key=key, title="Shipping labels", created=created)
        self.set_margins(MARGIN, MARGIN, MARGIN)
        self.set_auto_page_break(False)

    def rule(self, gap: float = 1.5) -> None:
        self.set_y(self.get_y() + gap)
        self.set_draw_color(0, 0, 0)
        self.set_line_width(0.3)
        self.line(MARGIN, self.get_y(), WIDTH - MARGIN, self.get_y())
        self.set_y(self.get_y() + gap)

    def caption(self, text: str) -> None:
        self.set_font(FONT, "", 6.5)
        self.set_text_color(*MUTED)
        self.cell(INNER, 3, text.upper(), new_x="LMARGIN", new_y="NEXT")
        self.set_text_color(0, 0, 0)

    def line_text(self, text: str, *, size: float, style: str = "", h: float | None = None) -> None:
        self.set_font(FONT, style, size)
        self.multi_cell(INNER, h or size * 0.45, text, new_x="LMARGIN", new_y="NEXT")


def _courier(pdf: LabelPDF, row: ParcelRow) -> None:
    pdf.set_xy(MARGIN, MARGIN)
    pdf.set_font(FONT, "B", 13)
    pdf.cell(INNER * 0.6, 7, row.courier)
    pdf.set_font(FONT, "", 8)
    pdf.cell(INNER * 0.4, 7, f"Shipped {ist_date(row.shipped_at)}", align="R", new_x="LMARGIN", new_y="NEXT")


def _collect(pdf: LabelPDF, row: ParcelRow) -> None:
    pdf.set_y(pdf.get_y() + 1)
    pdf.set_font(FONT, "B", 15)
    pdf.set_line_width(0.6)
    if row.prepaid:
        pdf.cell(INNER, 10, collect_text(row), border=1, align="C", new_x="LMARGIN", new_y="NEXT")
    else:
        pdf.set_fill_color(0, 0, 0)
        pdf.set_text_color(255, 255, 255)
        pdf.cell(INNER, 10, collect_text(row), fill=True, align="C", new_x="LMARGIN", new_y="NEXT")
        pdf.set_text_color(0, 0, 0)


def _awb(pdf: LabelPDF, row: ParcelRow) -> None:
    pdf.set_y(pdf.get_y() + 2)
    if row.awb:
        draw_code128(pdf, row.awb, x=MARGIN, y=pdf.get_y(), w=INNER, h=20)
        pdf.set_y(pdf.get_y() + 21)
        pdf.set_font(FONT, "B", 11)
        pdf.cell(INNER, 5, f"AWB {row.awb}", align="C", new_x="LMARGIN", new_y="NEXT")
    else:
        pdf.set_font(FONT, "B", 11)
        # shipped without a courier on record: the AWB is added ('Add AWB') before the pickup
        missing = "AWB not recorded yet" if row.courier == NO_COURIER else "No AWB: hand delivery"
        pdf.cell(INNER, 26, missing, align="C", new_x="LMARGIN", new_y="NEXT")


def _ship_to(pdf: LabelPDF, row: ParcelRow) -> None:
    pdf.rule()
    pdf.caption("Ship to")
    pdf.line_text(row.ship_name, size=12, style="B")
    for part in row.ship_lines:
        pdf.line_text(part, size=9.5)
    pdf.line_text(f"PIN {row.ship_pin_code}", size=16, style="B", h=7.5)
    pdf.line_text(f"Phone {row.ship_phone}", size=9.5)


def _parcel(pdf: LabelPDF, row: ParcelRow) -> None:
    pdf.rule()
    half = INNER / 2
    facts = (
        ("Order", row.order_id),
        ("Pieces", str(row.pieces)),
        ("Weight", row.parcel.weight_text),
        ("Size", row.parcel.size_text),
    )
    for i, (label, value) in enumerate(facts):
        pdf.set_x(MARGIN + (i % 2) * half)
        pdf.set_font(FONT, "", 7.5)
        pdf.cell(13, 5, label)
        pdf.set_font(FONT, "B", 9.5 if i else 10.5)
        pdf.cell(half - 13, 5, value, new_x="LMARGIN" if i % 2 else "RIGHT", new_y="NEXT" if i % 2 else "TOP")
    if row.ewaybill:  # the consignment's e-way bill (CGST Rule 138), for a check on the road
        pdf.set_font(FONT, "B", 8.5)
        pdf.cell(INNER, 5, row.ewaybill, new_x="LMARGIN", new_y="NEXT")


def _return_to(pdf: LabelPDF, shop: ReturnAddress) -> None:
    pdf.rule()
    pdf.caption("If undelivered, return to")
    pdf.line_text(shop.name, size=8.5, style="B")
    pdf.line_text(" ".join(shop.address.split()), size=7.5)
    if shop.phone:
        pdf.line_text(f"Phone {shop.phone}", size=7.5)


def draw_label(pdf: LabelPDF, row: ParcelRow, shop: ReturnAddress) -> None:
    pdf.add_page(format=(WIDTH, HEIGHT))
    _courier(pdf, row)
    _collect(pdf, row)
    _awb(pdf, row)
    _ship_to(pdf, row)
    _parcel(pdf, row)
    _return_to(pdf, shop)


def render_labels(
    rows: Iterable[ParcelRow], shop: ReturnAddress, *, progress: Callable[[int], None] | None = None
) -> tuple[bytes, int]:
    """The labels as one PDF, a page per parcel, and how many were drawn; `progress(done)` after each."""
    rows = list(rows)
    created = max(row.shipped_at for row in rows)
    pdf = LabelPDF(key="labels " + " ".join(row.order_id for row in rows), created=created)
    for done, row in enumerate(rows, 1):
        draw_label(pdf, row, shop)
        if progress is not None:
            progress(done)
    return bytes(pdf.output()), len(rows)


def write_labels(path: str, orders, *, progress: Callable[[int], None] | None = None) -> int:
    """The labels of `orders` (core.fulfilment.labels.selectors' queryset) into a PDF file at `path`,
    for an export job; `progress(done)` every ten labels and at the end. Answers how many."""
    rows = [parcel_row(order) for order in orders]

    def step(done: int) -> None:
        if progress is not None and (done % 10 == 0 or done == len(rows)):
            progress(done)

    data, done = render_labels(rows, return_address(), progress=step)
    with open(path, "wb") as fh:
        fh.write(data)
    return done
