"""A quote revision as an A4 PDF (fpdf2 with the invoices' DejaVu font, which draws the rupee sign):
the seller, the buyer, the lines with their tier, the setup charges, delivery, the GST split as the
invoice will have it, and the terms. Drawn once when the revision is sent; the same revision draws
the same bytes (dated by its sending, identified by its number)."""

from decimal import Decimal

from core.common.admin_money import inr
from core.common.ist import ist_date
from core.invoices.models import InvoiceSettings
from core.invoices.pdf import FONT, HEAD, ShopPDF
from core.quotes.models import Position, QuoteRevision
from core.quotes.tax import description


def terms_text(revision: QuoteRevision) -> str:
    if revision.terms_days:
        return f"Payment: net {revision.terms_days} days from the invoice."
    return f"Payment: {revision.advance_percent.normalize():f}% advance by UPI, the balance before dispatch."


def _line(pdf: ShopPDF, text: str, *, size: float = 9, style: str = "", h: float = 5) -> None:
    pdf.set_font(FONT, style, size)
    pdf.multi_cell(0, h, text, new_x="LMARGIN", new_y="NEXT")


def render_quote(revision: QuoteRevision) -> bytes:
    quote, request = revision.quote, revision.quote.request
    shop = InvoiceSettings.objects.order_by("pk").first()
    pdf = ShopPDF(
        key=f"{quote.number}-{revision.number}", title=f"Quote {quote.number}", created=revision.sent_at
    )
    pdf.set_margins(14, 14, 14)
    pdf.add_page()
    _line(pdf, f"Quotation {quote.number}", size=16, style="B", h=8)
    _line(
        pdf,
        f"Revision {revision.number} · dated {ist_date(revision.sent_at)}"
        f" · valid until {ist_date(revision.valid_until)}",
    )
    if shop is not None:
        _line(pdf, f"{shop.legal_name} · GSTIN {shop.gstin}\n{shop.address}", size=8.5, h=4.5)
    pdf.ln(2)
    buyer = [quote.customer.name, quote.customer.phone_number]
    if request.business_gstin:
        buyer = [request.business_name, f"GSTIN {request.business_gstin}", request.business_address]
    ship = ", ".join(
        p
        for p in (
            request.ship_area,
            request.ship_landmark,
            request.ship_city,
            request.ship_state,
            request.ship_pin_code,
        )
        if p
    )
    _line(pdf, "To: " + " · ".join(buyer), size=9, style="B")
    _line(pdf, f"Deliver to: {ship} (place of supply: {revision.place_of_supply})", size=8.5)
    positions = ", ".join(Position(p).label for p in request.positions)
    _line(
        pdf,
        f"Printed on: {positions}. Needed by {ist_date(request.needed_by)};"
        f" expected dispatch {ist_date(revision.dispatch_by)}.",
        size=8.5,
    )
    pdf.ln(2)
    pdf.set_font(FONT, "", 8.5)
    with pdf.table(
        col_widths=(80, 18, 30, 30), text_align=("LEFT", "RIGHT", "RIGHT", "RIGHT"), headings_style=HEAD
    ) as table:
        table.row(["Item", "Qty", "Unit price", "Amount"])
        for line in revision.lines.all():
            words = description(request.product_type, request.colour_name, line.size)
            if line.kind == "setup":
                words = f"Setup: {line.size} (once)"
            elif line.tier:
                words += f" (tier {line.tier})"
            table.row([words, str(line.quantity), inr(line.unit_price), inr(line.unit_price * line.quantity)])
        if revision.delivery:
            table.row(["Delivery", "1", inr(revision.delivery), inr(revision.delivery)])
    pdf.ln(2)
    rows = [("Taxable value", revision.taxable)]
    if revision.igst:
        rows.append(("IGST", revision.igst))
    else:
        rows += [("CGST", revision.cgst), ("SGST", revision.sgst)]
    rows.append(("Total (GST included)", revision.total))
    pdf.facts([(label, inr(Decimal(value))) for label, value in rows], x=pdf.l_margin, widths=(140, 42), h=5)
    pdf.ln(3)
    _line(pdf, terms_text(revision), size=9, style="B")
    if revision.note:
        _line(pdf, revision.note, size=8.5)
    _line(
        pdf,
        "Prices include GST. Accept or ask for changes on the quote's page (the link in our e-mail).",
        size=8,
    )
    return bytes(pdf.output())
