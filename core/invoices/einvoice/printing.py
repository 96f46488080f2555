"""The IRN and the IRP's signed QR code on a registered e-invoice's PDF (CGST Rule 48(4);
Notification 72/2019-CT: the QR code of the IRN is printed on the invoice)."""

import io

import qrcode
from django.utils.translation import gettext as _
from fpdf import FPDF

QR_MM = 28


def irn_block(pdf: FPDF, doc) -> None:
    top = pdf.get_y()
    image = qrcode.make(doc.signed_qr, box_size=4, border=1)
    out = io.BytesIO()
    image.save(out, format="PNG")
    out.seek(0)
    pdf.image(out, x=198 - QR_MM, y=top, w=QR_MM, h=QR_MM)
    pdf.set_font(pdf.font_family, "B", 8)
    pdf.cell(0, 4.5, _("E-invoice (registered with the IRP)"), new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(pdf.font_family, "", 7.5)
    pdf.multi_cell(150, 4, f"IRN: {doc.irn}", new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(max(pdf.get_y(), top + QR_MM) + 2)
