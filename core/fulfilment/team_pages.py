"""The job sheet's team pages: every person's name, number and size (core.teams), and the names of
their print files in the pack, exactly the files the pack holds (a file storage lost is said missing,
not named), in the sheet's order (drawn after the job sheet's own page)."""

from dataclasses import dataclass, field

from fpdf.fonts import FontFace

from core.invoices.pdf import FONT
from core.orders.models import Order
from core.teams.selectors import order_people

HEAD = FontFace(emphasis="BOLD", fill_color=(238, 232, 245))
BOTTOM = 14.0  # mm kept clear at a page's foot


@dataclass
class PeopleFiles:
    """What a team's pack holds (core.fulfilment.packs): each person's file names by position, and
    the sides whose file is on record but gone from storage."""

    names: dict[int, list[str]] = field(default_factory=dict)
    lost: dict[int, list[str]] = field(default_factory=dict)

    def cell(self, position: int) -> str:
        lines = list(self.names.get(position, []))
        lines += [f"{side}: missing from storage, ask again" for side in self.lost.get(position, [])]
        return "\n".join(lines) or "—"


def draw_people(pdf, order: Order, files: PeopleFiles | None) -> None:
    """Pages listing the team with their files in the pack (nothing for an order without one): one
    table, broken onto as many pages as its rows take, its headings on each."""
    people = order_people(order)
    if not people:
        return
    files = files or PeopleFiles()
    pdf.add_page()
    pdf.set_xy(12, 12)
    pdf.set_font(FONT, "B", 13)
    title = f"{order.order_id} · names and numbers ({len(people)} people)"
    pdf.cell(186, 7, title, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    pdf.set_font(FONT, "", 8.5)
    pdf.set_fill_color(255, 255, 255)  # not the garment's colour, the last fill of the first page
    pdf.set_text_color(20, 20, 20)  # nor the sign-off's grey
    pdf.set_auto_page_break(True, margin=BOTTOM)  # a row that would pass the bottom starts a page
    with pdf.table(
        width=186,
        col_widths=(10, 58, 16, 12, 90),
        text_align=("R", "L", "C", "C", "L"),
        headings_style=HEAD,
        line_height=4.2,
        padding=0.6,
    ) as table:
        table.row(("#", "Name", "Number", "Size", "Print files in the pack"))
        for member in people:
            row = (str(member.position), member.name or "—", member.number or "—", member.line.size)
            table.row((*row, files.cell(member.position)))
    pdf.set_auto_page_break(False)
