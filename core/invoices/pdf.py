"""The invoice or credit note as an A4 PDF (fpdf2), drawn only from what the document stored.

DejaVu Sans (shipped in ./fonts with its licence) draws the rupee sign. The creation date is the
issue time and the file identifier is derived from the number, so drawing a document again gives
the same bytes. A buyer who reads Hindi gets it in Hindi, the GST particulars in Hindi and English
(the words and the face: pdf_words.py); it is drawn once and stored (services.invoice_pdf_bytes).
"""

import hashlib
from datetime import date
from decimal import Decimal

from django.utils.translation import gettext as _
from fpdf import FPDF
from fpdf.fonts import FontFace

from core.common.admin_money import inr
from core.common.ist import ist_date
from core.common.languages import speaking_to
from core.common.money import from_paise
from core.invoices.business import billing_address_line
from core.invoices.einvoice.printing import irn_block
from core.invoices.ewaybill.printing import ewaybill_block
from core.invoices.models import Invoice
from core.invoices.pdf_words import both, described, english, font_files, state_line
from core.invoices.tax import SETUP_MARK
from core.invoices.words_hi import amount_in_words_hi

FONT = "DejaVu"  # the shop's face by its alias: DejaVu's files, or Noto Devanagari's (pdf_words.py)
INK, MUTED, RULE = (20, 20, 20), (90, 90, 90), (200, 200, 200)
HEAD = FontFace(emphasis="BOLD", fill_color=(238, 232, 245))


class ShopPDF(FPDF):
    """An A4 page in DejaVu (which has the ₹ sign) that draws to the same bytes every time: dated by
    `created` and identified by a digest of `key` instead of the clock and a random id."""

    def __init__(self, *, key: str, title: str, created) -> None:
        super().__init__(orientation="P", unit="mm", format="A4")
        self._key = key
        regular, bold = font_files()
        self.add_font(FONT, "", regular)
        self.add_font(FONT, "B", bold)
        if not english():  # Devanagari: HarfBuzz joins conjuncts and places the vowel signs
            self.set_text_shaping(True)
        self.set_creation_date(created)
        self.set_title(title)

    def file_id(self) -> str:
        digest = hashlib.md5(self._key.encode(), usedforsecurity=False).hexdigest().upper()
        return f"<{digest}><{digest}>"

    def facts(self, rows: list[tuple[str, str]], *, x: float, widths: tuple[float, float], h: float) -> None:
        """Right-aligned "label  value" lines (value in bold) from `x`, one under the other."""
        for label, value in rows:
            self.set_x(x)
            self.set_font(FONT, "", 8.5)
            self.cell(widths[0], h, label, align="R")
            self.set_font(FONT, "B", 8.5)
            self.cell(widths[1], h, value, align="R", new_x="LMARGIN", new_y="NEXT")


class _Document(ShopPDF):
    def __init__(self, invoice: Invoice) -> None:
        super().__init__(
            key=invoice.number,
            title=f"{invoice.get_kind_display()} {invoice.number}",
            created=invoice.issued_at,
        )
        self._invoice = invoice
        self.set_author(invoice.seller["legal_name"])
        self.set_margins(12, 12, 12)
        self.set_auto_page_break(True, margin=14)

    def footer(self) -> None:
        self.set_y(-11)
        self.set_font(FONT, "", 7)
        self.set_text_color(*MUTED)
        page = _("page {number}").format(number=self.page_no())
        self.cell(0, 4, f"{self._invoice.number} · {page}/{{nb}}", align="R")


def _money(paise: int) -> str:
    return inr(from_paise(paise)).replace("₹", "")


def _text(pdf: FPDF, text: str, size: float = 8.5, style: str = "", h: float = 4.2, **kw) -> None:
    pdf.set_font(FONT, style, size)
    kw.setdefault("align", "L")
    pdf.multi_cell(kw.pop("w", 0), h, text, new_x="LMARGIN", new_y="NEXT", **kw)


TITLES = {
    Invoice.Kind.INVOICE: "TAX INVOICE",
    Invoice.Kind.CREDIT_NOTE: "CREDIT NOTE",
    Invoice.Kind.CHALLAN: "DELIVERY CHALLAN",
}


def _header(pdf: ShopPDF, doc: Invoice) -> None:
    seller = doc.seller
    top = pdf.get_y()
    pdf.set_text_color(*INK)
    _text(pdf, seller["legal_name"], 13, "B", 6, w=110)
    if seller.get("trade_name"):
        _text(pdf, _("Trading as {name}").format(name=seller["trade_name"]), w=110)
    _text(pdf, seller["address"], w=110)
    _text(pdf, f"{both('State')}: {state_line(seller['state'], seller['state_code'])}", w=110)
    _text(pdf, f"{both('GSTIN')}: {seller['gstin']}", 9, "B", w=110)
    contact = " · ".join(p for p in (seller.get("phone"), seller.get("email")) if p)
    if contact:
        _text(pdf, contact, w=110)
    bottom = pdf.get_y()
    pdf.set_xy(128, top)
    title = TITLES[doc.kind]
    pdf.set_font(FONT, "B", 15 if english() else 12)
    pdf.multi_cell(70, 7, both(title), align="R", new_x="LEFT", new_y="NEXT")
    facts = [(both("Number"), doc.number), (both("Date"), ist_date(doc.issued_at))]
    facts.append((_("Order"), doc.order.order_id))
    original = doc.credited if doc.credited_id else doc.against if doc.against_id else None
    if original is not None:  # CGST Rule 53(1A)(g): the number and date of the invoice it is against
        facts.append((both("Against invoice"), original.number))
        facts.append((both("Invoice date"), ist_date(original.issued_at)))
    facts.append((both("Reverse charge"), both("No")))
    pdf.facts(facts, x=128 if english() else 98, widths=(30, 40) if english() else (60, 40), h=4.6)
    pdf.set_y(max(bottom, pdf.get_y()) + 3)
    pdf.set_draw_color(*RULE)
    pdf.line(12, pdf.get_y(), 198, pdf.get_y())
    pdf.ln(2)


def _parties(pdf: FPDF, doc: Invoice) -> None:
    top = pdf.get_y()
    if doc.buyer_gstin:  # a registered buyer (CGST Rule 46(e)): its legal name, GSTIN and address
        _text(pdf, both("Bill to"), 7.5, "B", w=110)
        _text(pdf, doc.buyer_legal_name, 9, "B", w=110)
        _text(pdf, f"{both('GSTIN')}: {doc.buyer_gstin}", 8.5, "B", w=110)
        _text(pdf, billing_address_line(doc), w=110)
        pdf.ln(1)
        _text(pdf, both("Ship to"), 7.5, "B", w=110)
    else:
        _text(
            pdf,
            both("Consignee" if doc.kind == Invoice.Kind.CHALLAN else "Bill to / ship to"),
            7.5,
            "B",
            w=110,
        )
    _text(pdf, doc.buyer_name, 9, "B", w=110)
    _text(pdf, doc.buyer_address, w=110)
    bottom = pdf.get_y()
    pdf.set_xy(128, top)
    _text(pdf, both("Place of supply"), 7.5, "B", w=70, align="R")
    pdf.set_x(128)
    _text(pdf, state_line(doc.place_of_supply, doc.place_of_supply_code), 9, "B", w=70, align="R")
    pdf.set_x(128)
    if doc.kind != Invoice.Kind.CHALLAN:
        kind = _("Intra-state supply: CGST + SGST") if doc.intra_state else _("Inter-state supply: IGST")
        _text(pdf, kind, w=70, align="R")
    pdf.set_y(max(bottom, pdf.get_y()) + 3)


def _quantity(row: dict) -> str:
    """The quantity and its unit (CGST Rule 46(g)); rows issued before units were kept: the number."""
    return f"{row['quantity']} {row.get('uqc') or ''}".strip()


def _rows(pdf: FPDF, doc: Invoice) -> None:
    heads = ["CGST", "SGST"] if doc.intra_state else ["IGST"]
    columns = [
        "#",
        both("Description"),
        "HSN",
        both("Qty"),
        both("Unit price"),
        both("Discount"),
        both("Taxable value"),
        "GST %",
        *heads,
        both("Total"),
    ]
    widths = [7, 33, 15, 12, 17, 17, 20, 10, *([15, 15] if doc.intra_state else [30]), 25]  # HSN: 6+ digits
    pdf.set_font(FONT, "", 7.5)
    pdf.set_draw_color(*RULE)
    align = ["C", "L", "C", "R", "R", "R", "R", "R", *["R"] * len(heads), "R"]
    with pdf.table(col_widths=widths, text_align=align, headings_style=HEAD, line_height=4.2) as table:
        table.row(columns)
        for i, row in enumerate(doc.rows, start=1):
            taxes = [row["cgst"], row["sgst"]] if doc.intra_state else [row["igst"]]
            table.row(
                [
                    str(i), described(row["description"]), row["hsn"], _quantity(row),
                    _money(row["unit_price"]), _money(row["discount"]), _money(row["taxable"]),
                    f"{row['rate']}%", *[_money(t) for t in taxes], _money(row["total"]),
                ]
            )  # fmt: skip
    pdf.ln(2)


def _totals(pdf: FPDF, doc: Invoice) -> None:
    lines = [(both("Discounts given"), doc.discount), (both("Taxable value"), doc.taxable_value)]
    if doc.intra_state:
        lines += [("CGST", doc.cgst), ("SGST", doc.sgst)]
    else:
        lines.append(("IGST", doc.igst))
    for label, amount in lines:
        pdf.set_x(118)
        pdf.set_font(FONT, "", 8.5)
        pdf.cell(50, 5, label, align="R")
        pdf.cell(30, 5, inr(amount), align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_x(118)
    pdf.set_font(FONT, "B", 10.5)
    pdf.cell(50, 7, both("Total" if doc.kind == Invoice.Kind.INVOICE else "Total credited"), align="R")
    pdf.cell(30, 7, inr(doc.total), align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    words = doc.amount_in_words if english() else amount_in_words_hi(doc.total)
    _text(pdf, f"{both('Amount in words')}: {words}", 8.5, "B")
    pdf.ln(2)
    _payments(pdf, doc)
    pdf.set_text_color(*MUTED)
    note = _("Shipping is taxed at the rate of the goods it carries.")
    if any(r["description"].endswith(SETUP_MARK) for r in doc.rows):  # setup charges: tax.py, s.2(30)
        note = _("Shipping and setup charges are taxed at the rate of the goods they belong to.")
    _text(pdf, f"{_('Prices include GST.')} {note}", 7.5)
    _signature(pdf, doc)


def _signature(pdf: FPDF, doc: Invoice) -> None:
    pdf.ln(8)
    pdf.set_text_color(*INK)
    _text(pdf, _("For {seller}").format(seller=doc.seller["legal_name"]), 8.5, "B", align="R")
    _text(pdf, both("Authorised signatory (computer-generated document)"), 7.5, align="R")


def _payments(pdf: FPDF, doc: Invoice) -> None:
    """A business order's payments received (the advance: date, amount, UTR) and the balance due."""
    if doc.balance_due is None:
        return
    lines = []
    for p in doc.payments:
        utr = f" (UTR {p['utr']})" if p["utr"] else ""
        day = ist_date(date.fromisoformat(p["date"]))
        lines.append((f"{p['label']} on {day}{utr}", Decimal(p["amount"])))
    due = f" by {ist_date(doc.balance_due_on)}" if doc.balance_due_on and doc.balance_due else ""
    lines.append((f"Balance due{due}", doc.balance_due))
    for label, amount in lines:
        pdf.set_x(78)
        pdf.set_font(FONT, "B" if label.startswith("Balance") else "", 8.5)
        pdf.cell(90, 5, label, align="R")
        pdf.cell(30, 5, inr(amount), align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)


def _goods(pdf: FPDF, doc: Invoice) -> None:
    """A delivery challan's goods (CGST Rule 55(1)(iv)-(v)): description, HSN, quantity; no value is
    charged and no tax is due, so the challan says so instead of the tax columns."""
    pdf.set_font(FONT, "", 8)
    pdf.set_draw_color(*RULE)
    with pdf.table(
        col_widths=[8, 120, 24, 20], text_align=["C", "L", "C", "R"], headings_style=HEAD
    ) as table:
        table.row(["#", both("Description of goods"), "HSN", both("Qty")])
        for i, row in enumerate(doc.rows, start=1):
            table.row([str(i), described(row["description"]), row["hsn"], str(row["quantity"])])
    pdf.ln(3)
    _text(
        pdf,
        _("Goods sent again without consideration: not a supply, no tax charged (CGST Rule 55)."),
        8.5,
        "B",
    )
    _signature(pdf, doc)


def render_invoice(doc: Invoice) -> bytes:
    """The document in its buyer's language (core/locale): English unless they chose another."""
    with speaking_to(doc.order.customer):
        return _render(doc)


def _render(doc: Invoice) -> bytes:
    pdf = _Document(doc)
    pdf.alias_nb_pages()
    pdf.add_page()
    _header(pdf, doc)
    if doc.irn:  # an e-invoice registered with the IRP: its IRN and signed QR (CGST Rule 48(4))
        irn_block(pdf, doc)
    _parties(pdf, doc)
    if doc.kind == Invoice.Kind.INVOICE:  # the e-way bill the goods move with (CGST Rule 138)
        ewaybill_block(pdf, doc)
    if doc.reason:  # CGST Rule 53 / 55: why the value is credited, why the goods move
        _text(pdf, f"{both('Reason')}: {doc.reason}", 8.5, "B")
        pdf.ln(1)
    if doc.kind == Invoice.Kind.CHALLAN:
        _goods(pdf, doc)
    else:
        _rows(pdf, doc)
        _totals(pdf, doc)
    return bytes(pdf.output())
