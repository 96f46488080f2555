"""The e-way bill a consignment moves with (CGST Rule 138; FORM GST EWB-01) on its tax invoice:
its number, when it was generated and until when it is valid (rule 138(10)), once the team has
entered them. Drawn from the stored record alone, so the PDF redraws to the same bytes."""

from django.utils.translation import gettext as _
from fpdf import FPDF

from core.common.ist import ist_datetime
from core.orders.shipping.models import EwayBill


def ewaybill_line(doc) -> str:
    bill = EwayBill.objects.filter(order_id=doc.order_id).exclude(number="").first()
    if bill is None:
        return ""
    number = " ".join(bill.number[i : i + 4] for i in range(0, 12, 4))
    made = ist_datetime(bill.generated_at)
    until = ist_datetime(bill.valid_until)
    return _("E-way bill no. {number} · generated {made} · valid until {until}").format(
        number=number, made=made, until=until
    )


def ewaybill_block(pdf: FPDF, doc) -> None:
    line = ewaybill_line(doc)
    if line:
        pdf.set_font(pdf.font_family, "B", 8.5)
        pdf.cell(0, 5, line, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1)
