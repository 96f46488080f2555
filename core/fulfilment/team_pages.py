"""The job sheet's team pages: every person's name, number and size (core.teams), and their print
file's name in the pack, in the sheet's order (drawn after the job sheet's own page)."""

from fpdf.fonts import FontFace

from core.fulfilment.names import safe_name
from core.invoices.pdf import FONT
from core.orders.models import Order
from core.teams.selectors import order_people, person_file_name

HEAD = FontFace(emphasis="BOLD", fill_color=(238, 232, 245))
ROWS_PER_PAGE = 50


def draw_people(pdf, order: Order) -> None:
    """Pages listing the team (nothing for an order without one)."""
    folder = safe_name(order.order_id)
    people = order_people(order)
    for start in range(0, len(people), ROWS_PER_PAGE):
        page = people[start : start + ROWS_PER_PAGE]
        pdf.add_page()
        pdf.set_xy(12, 12)
        pdf.set_font(FONT, "B", 13)
        title = f"{order.order_id} · names and numbers ({len(people)} people)"
        pdf.cell(186, 7, title, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)
        pdf.set_font(FONT, "", 8.5)
        with pdf.table(
            width=186,
            col_widths=(10, 62, 18, 16, 80),
            text_align=("R", "L", "C", "C", "L"),
            headings_style=HEAD,
            line_height=4.6,
            padding=0.6,
        ) as table:
            table.row(("#", "Name", "Number", "Size", "Print file"))
            for member in page:
                side = "front" if member.front_image else "back"
                row = (str(member.position), member.name or "—", member.number or "—", member.line.size)
                table.row((*row, person_file_name(folder, member, side)))
