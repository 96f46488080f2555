"""A purchase order as an A4 PDF (fpdf2, the invoices' DejaVu font for the rupee sign): the shop as
buyer, the supplier, the blanks with their rates and the input tax on them, the total in words.
Drawn from the order's stored lines; dated by its creation, so drawing it again gives the same bytes."""

from decimal import Decimal

from fpdf.fonts import FontFace

from core.common.admin_money import inr
from core.common.ist import ist_date
from core.invoices.models import InvoiceSettings
from core.invoices.pdf import FONT, INK, MUTED, RULE, ShopPDF
from core.invoices.states import STATES
from core.invoices.words import amount_in_words
from core.purchasing.models import PurchaseOrder

ASK = "Rates are a piece, GST extra. Please quote this number on your invoice and delivery note."
HEAD = FontFace(emphasis="BOLD", fill_color=(238, 232, 245))


def _money(amount: Decimal) -> str:
    return inr(amount).replace("₹", "")


def _text(pdf: ShopPDF, text: str, size: float = 8.5, style: str = "", h: float = 4.2, **kw) -> None:
    pdf.set_font(FONT, style, size)
    kw.setdefault("align", "L")
    pdf.multi_cell(kw.pop("w", 0), h, text, new_x="LMARGIN", new_y="NEXT", **kw)


def _header(pdf: ShopPDF, order: PurchaseOrder, seller: InvoiceSettings) -> None:
    top = pdf.get_y()
    pdf.set_text_color(*INK)
    _text(pdf, seller.legal_name, 13, "B", 6, w=110)
    _text(pdf, seller.address, w=110)
    _text(pdf, f"State: {seller.state_name} (code {seller.state_code})", w=110)
    _text(pdf, f"GSTIN: {seller.gstin}", 9, "B", w=110)
    contact = " · ".join(p for p in (seller.phone, seller.email) if p)
    if contact:
        _text(pdf, contact, w=110)
    bottom = pdf.get_y()
    pdf.set_xy(128, top)
    pdf.set_font(FONT, "B", 15)
    pdf.cell(70, 7, "PURCHASE ORDER", align="R", new_x="LEFT", new_y="NEXT")
    facts = [("Number", order.number), ("Date", ist_date(order.created_at))]
    if order.expected_on:
        facts.append(("Deliver by", ist_date(order.expected_on)))
    pdf.facts(facts, x=128, widths=(30, 40), h=4.6)
    pdf.set_y(max(bottom, pdf.get_y()) + 3)
    pdf.set_draw_color(*RULE)
    pdf.line(12, pdf.get_y(), 198, pdf.get_y())
    pdf.ln(2)


def _supplier(pdf: ShopPDF, order: PurchaseOrder) -> None:
    supplier = order.supplier
    top = pdf.get_y()
    _text(pdf, "Supplier", 7.5, "B", w=110)
    _text(pdf, supplier.name, 9, "B", w=110)
    _text(pdf, f"GSTIN: {supplier.gstin}", 8.5, "B", w=110)
    _text(pdf, supplier.address, w=110)
    _text(pdf, f"State: {STATES.get(supplier.state_code, '')} (code {supplier.state_code})", w=110)
    bottom = pdf.get_y()
    pdf.set_xy(128, top)
    kind = "Intra-state purchase: CGST + SGST" if order.intra_state else "Inter-state purchase: IGST"
    _text(pdf, kind, 8.5, "B", w=70, align="R")
    pdf.set_y(max(bottom, pdf.get_y()) + 3)


def _lines(pdf: ShopPDF, order: PurchaseOrder) -> None:
    heads = ["CGST", "SGST"] if order.intra_state else ["IGST"]
    columns = ["#", "Blank", "HSN", "Qty", "Rate", "Taxable value", "GST %", *heads, "Total"]
    widths = [7, 50, 13, 12, 18, 22, 11, *([15, 15] if order.intra_state else [30]), 23]
    align = ["C", "L", "C", "R", "R", "R", "R", *["R"] * len(heads), "R"]
    pdf.set_font(FONT, "", 7.5)
    pdf.set_draw_color(*RULE)
    with pdf.table(col_widths=widths, text_align=align, headings_style=HEAD, line_height=4.2) as table:
        table.row(columns)
        for i, line in enumerate(order.lines.all(), start=1):
            taxes = [line.cgst, line.sgst] if order.intra_state else [line.igst]
            table.row(
                [
                    str(i), line.description, line.hsn, f"{line.quantity} PCS", _money(line.rate),
                    _money(line.taxable), f"{line.gst_rate.normalize():f}%", *[_money(t) for t in taxes],
                    _money(line.total),
                ]
            )  # fmt: skip
    pdf.ln(2)


def _totals(pdf: ShopPDF, order: PurchaseOrder, seller: InvoiceSettings) -> None:
    lines = [("Taxable value", order.taxable)]
    lines += [("CGST", order.cgst), ("SGST", order.sgst)] if order.intra_state else [("IGST", order.igst)]
    for label, amount in lines:
        pdf.set_x(118)
        pdf.set_font(FONT, "", 8.5)
        pdf.cell(50, 5, label, align="R")
        pdf.cell(30, 5, inr(amount), align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_x(118)
    pdf.set_font(FONT, "B", 10.5)
    pdf.cell(50, 7, "Total", align="R")
    pdf.cell(30, 7, inr(order.total), align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    _text(pdf, f"Amount in words: {amount_in_words(order.total)}", 8.5, "B")
    if order.note:
        pdf.ln(1)
        _text(pdf, f"Note: {order.note}")
    pdf.ln(2)
    pdf.set_text_color(*MUTED)
    _text(pdf, ASK, 7)
    pdf.ln(8)
    pdf.set_text_color(*INK)
    _text(pdf, f"For {seller.legal_name}", 8.5, "B", align="R")
    _text(pdf, "Authorised signatory (computer-generated document)", 7.5, align="R")


def purchase_order_pdf(*, order: PurchaseOrder, seller: InvoiceSettings) -> bytes:
    pdf = ShopPDF(key=order.number, title=f"Purchase order {order.number}", created=order.created_at)
    pdf.set_author(seller.legal_name)
    pdf.set_margins(12, 12, 12)
    pdf.set_auto_page_break(True, margin=14)
    pdf.add_page()
    _header(pdf, order, seller)
    _supplier(pdf, order)
    _lines(pdf, order)
    _totals(pdf, order, seller)
    return bytes(pdf.output())
