"""An order's job sheet for the print floor: one A4 page (fpdf2, the invoices' DejaVu font).

Order id (and the order a replacement replaces), product and sleeve, the garment colour by name and
hex with a swatch, the size x design x quantity table (each line's catalogue item, or the customer's
own print files) with the total pieces, the special instructions, thumbnails of the print files on
the garment colour, the editable design's file, where it ships, and boxes to sign as it is printed,
checked and packed.
Drawn from the order alone (dated by the order, file id from its id), so the same order gives the
same bytes.
"""

import io
import re
from dataclasses import dataclass

from fpdf.fonts import FontFace

from core.common.admin_money import inr
from core.common.ist import ist_date, ist_datetime
from core.fulfilment.proof_block import draw_proofs
from core.fulfilment.team_pages import PeopleFiles, draw_people
from core.invoices.pdf import FONT, ShopPDF
from core.orders.designs import design_label
from core.orders.models import LineKind, Order
from core.proofs.selectors import Approval

INK, MUTED, RULE = (20, 20, 20), (95, 95, 95), (190, 190, 190)
HEAD = FontFace(emphasis="BOLD", fill_color=(238, 232, 245))
HEX = re.compile(r"^#?([0-9a-fA-F]{6})$")
LEFT, RIGHT, WIDTH = 12.0, 108.0, 186.0
THUMB_W, THUMB_H = 43.0, 57.0
ITEM_CHARS = 40
SIGN_OFF_TOP = 297 - 12 - 22
SIZES = (9.5, 8.5, 7.5, 6.5)  # the instructions' font, largest that fits
TEAM_FILES = "Per person: see names pages"


@dataclass(frozen=True)
class PrintFile:
    """One side's print file (core.fulfilment.packs): its name in the pack and bytes; `missing` when
    the order has one on record but storage lost it; `data` None and not missing: no design there."""

    side: str
    name: str
    data: bytes | None
    thumbnail: bytes | None
    width: int = 0
    height: int = 0
    missing: bool = False


def colour_rgb(value: str) -> tuple[int, int, int]:
    """'#3469b7' -> (52, 105, 183); anything else draws a neutral grey."""
    match = HEX.match((value or "").strip())
    if not match:
        return (200, 200, 200)
    digits = match.group(1)
    return tuple(int(digits[i : i + 2], 16) for i in (0, 2, 4))


class _Sheet(ShopPDF):
    def __init__(self, order: Order) -> None:
        super().__init__(key=order.order_id, title=f"Job sheet {order.order_id}", created=order.created_at)
        self._order = order
        self.set_margins(LEFT, 12, 12)
        self.set_auto_page_break(False)

    def caption(self, text: str, x: float, w: float) -> None:
        self.set_x(x)
        self.set_font(FONT, "B", 7.5)
        self.set_text_color(*MUTED)
        self.cell(w, 4.5, text.upper(), new_x="LEFT", new_y="NEXT")
        self.set_text_color(*INK)

    def para(self, text: str, x: float, w: float, size: float = 9.5, style: str = "", h: float = 4.8) -> None:
        self.set_x(x)
        self.set_font(FONT, style, size)
        self.multi_cell(w, h, text, align="L", new_x="LEFT", new_y="NEXT")


def _pieces(order: Order) -> int:
    """The pieces to print: a quote's setup charge (screens, digitising) is no piece."""
    return sum(line.quantity for line in order.lines.all() if line.kind == LineKind.GOODS)


def _payment(order: Order) -> str:
    """How the order stands for money: a business order's advance and balance (the printer must know
    whether the advance came), else paid or unpaid and how. The receivable is read through the order
    (receivables sit above this app in the layers) and only for an order made from a quote."""
    receivable = getattr(order, "receivable", None) if order.quote_number else None
    if receivable is None:
        return f"{order.get_payment_status_display()} ({order.get_payment_method_display()})"
    if not receivable.asked:
        return receivable.get_state_display()
    if receivable.received < receivable.advance:
        return f"Advance {inr(receivable.asked)} due"
    return f"Balance {inr(receivable.asked)} due" + (
        f" {ist_date(receivable.due_on)}" if receivable.due_on else ""
    )


def _header(pdf: _Sheet, order: Order) -> None:
    pdf.set_y(12)
    pdf.caption("Production job sheet", LEFT, 100)
    pdf.para(order.order_id, LEFT, 100, 22, "B", 10)
    facts = [
        ("Placed", ist_datetime(order.created_at)),
        ("Status", order.get_status_display()),
        ("Payment", _payment(order)),
        ("Pieces", str(_pieces(order))),
    ]
    if order.replacement_of_id:  # an exchange's replacement: the same print as the order it replaces
        facts.insert(0, ("Replaces", order.replacement_of.order_id))
    pdf.set_y(13)
    pdf.facts(facts, x=118, widths=(18, 62), h=5)
    pdf.set_draw_color(*RULE)
    pdf.line(LEFT, 37, LEFT + WIDTH, 37)


def _product(pdf: _Sheet, order: Order) -> None:
    pdf.set_y(41)
    pdf.caption("Product", LEFT, 88)
    product = order.product_type.name + (f" · {order.sleeve}" if order.sleeve else "")
    pdf.para(product, LEFT, 88, 13, "B", 6)
    if order.catalogue_item_id:
        pdf.para(f"Ready-made design: {order.catalogue_item.name}", LEFT, 88, 9)
    pdf.ln(2)
    pdf.caption("Colour", LEFT, 88)
    y = pdf.get_y()
    pdf.set_fill_color(*colour_rgb(order.colour_hex))
    pdf.set_draw_color(*MUTED)
    pdf.rect(LEFT, y, 16, 10, style="DF")
    pdf.set_xy(LEFT + 19, y)
    pdf.set_font(FONT, "B", 11)
    pdf.cell(69, 5.5, order.colour_name, new_x="LEFT", new_y="NEXT")
    pdf.set_font(FONT, "", 9)
    pdf.cell(69, 4.5, order.colour_hex.upper(), new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(y + 13)


def _design(order: Order, line) -> str:
    """What the line prints: its catalogue item's name, or the customer's own print files."""
    name = line.catalogue_item.name if line.catalogue_item_id else None
    return design_label(name, front=bool(order.front_image), back=bool(order.back_image))[:ITEM_CHARS]


def _by_size(order: Order, lines) -> dict[tuple[str, str], int]:
    """The goods lines added up per size and design (a team order has a line per person)."""
    out: dict[tuple[str, str], int] = {}
    for line in lines:
        if line.kind == LineKind.GOODS:
            key = (line.size, _design(order, line))
            out[key] = out.get(key, 0) + line.quantity
    return out


def _sizes(pdf: _Sheet, order: Order) -> None:
    lines = list(order.lines.all())
    pdf.caption("Sizes and designs", LEFT, 88)
    compact = len(lines) > 8
    pdf.set_font(FONT, "", 8 if compact else 9.5)
    pdf.set_draw_color(*RULE)
    pdf.set_fill_color(255, 255, 255)  # not the swatch's colour
    with pdf.table(
        width=88,
        col_widths=(16, 54, 18),
        align="LEFT",
        text_align=("L", "L", "R"),
        headings_style=HEAD,
        line_height=3.8 if compact else 5,
        padding=0.6 if compact else 1,
        cell_fill_color=(248, 246, 251),
        cell_fill_mode="ROWS",
    ) as table:
        table.row(("Size", "Design", "Qty"))
        for (size, design), quantity in _by_size(order, lines).items():
            table.row((size, design, str(quantity)))
        for line in lines:
            if line.kind == LineKind.SETUP:  # made once before printing
                table.row(("Setup", line.size[:ITEM_CHARS], "once"))
        table.row(("Total", "", str(_pieces(order))), style=FontFace(emphasis="BOLD"))


def _print_files(pdf: _Sheet, order: Order, files: list[PrintFile], editable: str | None) -> float:
    pdf.set_y(41)
    pdf.caption("Print files", RIGHT, 90)
    top = pdf.get_y() + 1
    garment = colour_rgb(order.colour_hex)
    for i, file in enumerate(files):
        x = RIGHT + i * (THUMB_W + 4)
        pdf.set_fill_color(*(garment if file.thumbnail else (255, 255, 255)))  # the print on the garment
        pdf.set_draw_color(*RULE)
        pdf.rect(x, top, THUMB_W, THUMB_H, style="DF")
        if file.thumbnail:
            pdf.image(
                io.BytesIO(file.thumbnail),
                x=x + 2,
                y=top + 2,
                w=THUMB_W - 4,
                h=THUMB_H - 4,
                keep_aspect_ratio=True,
            )
        pdf.set_xy(x, top + THUMB_H + 1)
        pdf.set_font(FONT, "B", 9)
        pdf.cell(THUMB_W, 4.5, file.side.capitalize(), new_x="LEFT", new_y="NEXT")
        pdf.set_font(FONT, "", 7.5)
        if file.data is not None:  # a team's design file is not in the pack: its people's files are
            details = f"{file.name or TEAM_FILES}\n{file.width} × {file.height} px"
        elif file.missing:
            details = "Missing from storage: ask for the file again."
        else:
            details = f"No {file.side} design."
        pdf.multi_cell(THUMB_W, 3.6, details, align="L", new_x="LEFT", new_y="NEXT")
    if editable:  # the studio's layers, in the pack beside the print files
        pdf.set_xy(RIGHT, top + THUMB_H + 13)
        pdf.set_font(FONT, "", 7.5)
        pdf.cell(90, 3.6, f"Editable design: {editable}")
        return top + THUMB_H + 19
    return top + THUMB_H + 14


def _ship_to(pdf: _Sheet, order: Order, y: float) -> None:
    pdf.set_y(y)
    pdf.caption("Ships to", RIGHT, 90)
    pdf.para(f"{order.ship_name} · {order.ship_phone}", RIGHT, 90, 9, "B")
    place = ", ".join(p for p in (order.ship_city, order.ship_state, order.ship_pin_code) if p)
    pdf.para(place, RIGHT, 90, 9)


def _fitted(pdf: _Sheet, text: str, height: float) -> tuple[float, list[str]]:
    """The largest font size (9.5 down to 6.5) at which `text` fits `height`; cut at the smallest."""
    for size in SIZES:
        pdf.set_font(FONT, "", size)
        lines = pdf.multi_cell(WIDTH - 4, size / 2, text, dry_run=True, align="L", output="LINES")
        if len(lines) * size / 2 <= height:
            return size, lines
    keep = max(1, int(height // (size / 2)) - 1)
    return size, [*lines[:keep], "... (the rest is on the order page)"]


def _instructions(pdf: _Sheet, order: Order, y: float) -> None:
    pdf.set_y(y)
    pdf.caption("Special instructions", LEFT, WIDTH)
    top = pdf.get_y()
    size, lines = _fitted(pdf, order.instructions.strip() or "None.", SIGN_OFF_TOP - 3 - top - 4)
    pdf.set_font(FONT, "", size)
    pdf.set_xy(LEFT + 2, top + 2)
    for line in lines:
        pdf.set_x(LEFT + 2)
        pdf.cell(WIDTH - 4, size / 2, line, new_x="LMARGIN", new_y="NEXT")
    bottom = max(pdf.get_y() + 2, top + 16)
    pdf.set_draw_color(*RULE)
    pdf.rect(LEFT, top, WIDTH, bottom - top)


def _sign_off(pdf: _Sheet, order: Order) -> None:
    top = SIGN_OFF_TOP
    width = (WIDTH - 8) / 3
    for i, step in enumerate(("Printed by", "Checked by", "Packed by")):
        x = LEFT + i * (width + 4)
        pdf.set_draw_color(*RULE)
        pdf.rect(x, top, width, 18)
        pdf.set_xy(x + 2, top + 1.5)
        pdf.set_font(FONT, "B", 7.5)
        pdf.set_text_color(*MUTED)
        pdf.cell(width - 4, 4, f"{step} (name, date)")
    pdf.set_text_color(*MUTED)
    pdf.set_font(FONT, "", 7)
    pdf.set_xy(LEFT, 297 - 10)
    pdf.cell(WIDTH, 4, f"{order.order_id} · job sheet", align="R")


def render_job_sheet(
    order: Order,
    files: list[PrintFile],
    editable: str | None = None,
    approvals: list[Approval] | None = None,
    people: PeopleFiles | None = None,
) -> bytes:
    """The job sheet PDF of `order` with its print files' thumbnails, the name of its editable
    design's file in the pack, if it has one (core.fulfilment.packs), its proofs' approvals
    (None: the order needs no proof) and a team's files in the pack (`people`)."""
    pdf = _Sheet(order)
    pdf.add_page()
    pdf.set_text_color(*INK)
    _header(pdf, order)
    _product(pdf, order)
    _sizes(pdf, order)
    left_bottom = pdf.get_y()
    ship_y = _print_files(pdf, order, files, editable)
    _ship_to(pdf, order, ship_y)
    below = draw_proofs(pdf, approvals, x=LEFT, y=max(left_bottom, pdf.get_y()) + 5, width=WIDTH)
    _instructions(pdf, order, below + (4 if approvals is not None else 1))
    _sign_off(pdf, order)
    draw_people(pdf, order, people)  # a team's names, numbers and sizes, on pages of their own
    return bytes(pdf.output())
