"""Issuing GST invoices and credit notes, and drawing their PDF once.

`order_documents_follow` follows every order change (settings.ORDER_FOLLOWERS): an invoice when the
order is confirmed or paid (whichever is first; shipped and delivered imply confirmed), a credit note
when an invoiced order is cancelled. Both are idempotent."""

from django.core.files.base import ContentFile
from django.db import transaction
from django.utils import timezone

from core.common.errors import ApplicationError
from core.common.money import from_paise
from core.invoices.business import BUYER_FIELDS, buyer_business, order_place_of_supply
from core.invoices.models import Invoice, InvoiceCounter, InvoiceSettings, ProductTaxRule
from core.invoices.numbering import financial_year, invoice_number
from core.invoices.partial import Part, credit_row, remaining_rows, sums
from core.invoices.pdf import render_invoice
from core.invoices.sale_lines import order_split
from core.invoices.selectors import live_invoice
from core.invoices.states import STATES
from core.invoices.tax import COD_FEE, carries_pieces
from core.invoices.words import amount_in_words
from core.orders.changes.followers import OrderChange
from core.orders.models import Order, OrderStatus, PaymentStatus

INVOICED_STATUSES = (OrderStatus.CONFIRM, OrderStatus.SHIPPED, OrderStatus.DELIVERED)


def order_documents_follow(change: OrderChange) -> None:
    """A follower of order changes (settings.ORDER_FOLLOWERS): issue the invoice or the credit note
    the order now needs."""
    order = change.order
    if order.status == OrderStatus.CANCELLED:
        credit_note_issue_for_order(order=order)
    elif order.status in INVOICED_STATUSES or order.payment_status == PaymentStatus.PAID:
        _credit_a_dropped_cod_fee(order)
        invoice_issue_for_order(order=order)


def _credit_a_dropped_cod_fee(order: Order) -> None:
    """A COD order paid before dispatch lost its COD fee (core/orders/changes/services.py::_prepaid):
    an invoice already issued with the fee overstates the supply, so a credit note cancels it whole
    (Section 34(1) CGST Act) and invoice_issue_for_order issues the right one, with the next number."""
    invoice = live_invoice(order=order)
    if invoice is None or order.cod_fee or not any(row["description"] == COD_FEE for row in invoice.rows):
        return
    credit_note_issue_for_order(order=order)


NO_SETTINGS = "Fill in the invoice settings (the seller's name, address and GSTIN) in the Django admin first."


def _settings() -> InvoiceSettings:
    shop = InvoiceSettings.objects.order_by("pk").first()
    if shop is None:
        raise ApplicationError(NO_SETTINGS, errors={"invoice": [NO_SETTINGS]})
    return shop


def _take_number(*, series: str, prefix: str, when) -> tuple[int, int, str]:
    """The next number of a series, under a row lock held until the issuing transaction ends."""
    year = financial_year(timezone.localdate(when))
    InvoiceCounter.objects.get_or_create(series=series, financial_year=year)
    counter = InvoiceCounter.objects.select_for_update().get(series=series, financial_year=year)
    counter.last_number += 1
    counter.save(update_fields=["last_number"])
    return year, counter.last_number, invoice_number(prefix, year, counter.last_number)


def _seller(shop: InvoiceSettings) -> dict[str, str]:
    fields = ("legal_name", "trade_name", "address", "state_code", "gstin", "email", "phone")
    return {name: getattr(shop, name) for name in fields} | {"state": shop.state_name}


def _row_json(row) -> dict:
    return {
        "description": row.description,
        "hsn": row.hsn,
        "quantity": row.quantity,
        "unit_price": row.unit_price,
        "gross": row.gross,
        "discount": row.discount,
        "taxable": row.taxable,
        "rate": f"{row.rate.normalize():f}",
        "cgst": row.cgst,
        "sgst": row.sgst,
        "igst": row.igst,
        "total": row.total,
        "uqc": row.uqc,
    }


def order_document_create(
    *, order: Order, kind: str, prefix: str | None = None, goods_only: bool = False, **fields
) -> Invoice:
    """The tax invoice or the delivery challan (goods rows only) of a locked order: its tax split at
    its place of supply, numbered next in `kind`'s series (`prefix`, else the invoices')."""
    shop = _settings()
    place = order_place_of_supply(order)
    intra_state = place == shop.state_code
    split = order_split(order, shop, intra_state)
    rows = [row for row in split.rows if not goods_only or carries_pieces(row.description)]
    now = timezone.now()
    year, sequence, number = _take_number(series=kind, prefix=prefix or shop.invoice_prefix, when=now)
    total = from_paise(split.total)
    return Invoice.objects.create(
        order=order,
        kind=kind,
        number=number,
        financial_year=year,
        sequence=sequence,
        issued_at=now,
        seller=_seller(shop),
        buyer_name=order.ship_name,
        buyer_address=order.shipping_address,
        place_of_supply=STATES[place],
        place_of_supply_code=place,
        intra_state=intra_state,
        rows=[_row_json(row) for row in rows],
        taxable_value=from_paise(split.taxable),
        cgst=from_paise(split.cgst),
        sgst=from_paise(split.sgst),
        igst=from_paise(split.igst),
        discount=from_paise(split.discount),
        total=total,
        amount_in_words=amount_in_words(total),
        **fields,
    )


@transaction.atomic
def invoice_issue_for_order(*, order: Order) -> Invoice | None:
    """The order's tax invoice, issued now unless it has one that no credit note cancels. None for
    an exchange's replacement: goods sent again without consideration are no supply and move
    under a delivery challan instead (CGST Rule 55(1)(c); core/invoices/challans/services.py)."""
    locked = Order.objects.select_for_update().get(pk=order.pk)
    if locked.status == OrderStatus.CANCELLED or locked.replacement_of_id is not None:
        return None
    existing = live_invoice(order=locked)
    if existing is not None:
        return existing
    return order_document_create(order=locked, kind=Invoice.Kind.INVOICE, **buyer_business(locked))


@transaction.atomic
def credit_note_issue_for_order(*, order: Order) -> Invoice | None:
    """A credit note for the order's live invoice (all of it), in the credit notes' own series."""
    locked = Order.objects.select_for_update().get(pk=order.pk)
    invoice = live_invoice(order=locked)
    if invoice is None:
        return None
    shop = _settings()
    now = timezone.now()
    year, sequence, number = _take_number(
        series=Invoice.Kind.CREDIT_NOTE, prefix=shop.credit_note_prefix, when=now
    )
    returned = [note.rows for note in invoice.return_credit_notes.order_by("id")]
    if returned:  # sales returns already credited part of it: the rest only
        figures = _figures(remaining_rows(invoice.rows, returned))
    else:
        figures = {name: getattr(invoice, name) for name in FIGURES}
    return Invoice.objects.create(
        order=locked,
        kind=Invoice.Kind.CREDIT_NOTE,
        credited=invoice,
        number=number,
        financial_year=year,
        sequence=sequence,
        issued_at=now,
        **_copied_parties(invoice),
        **figures,
    )


@transaction.atomic
def invoice_pdf_bytes(*, invoice: Invoice) -> bytes:
    """The document's PDF: drawn the first time it is asked for and stored; read back afterwards."""
    locked = Invoice.objects.select_for_update().get(pk=invoice.pk)
    if locked.pdf:
        with locked.pdf.open("rb") as fh:
            return fh.read()
    data = render_invoice(locked)
    locked.pdf.save(f"{locked.number}.pdf", ContentFile(data), save=False)
    locked.save(update_fields=["pdf"])
    return data


@transaction.atomic
def invoice_setup_save(*, entry: InvoiceSettings | ProductTaxRule) -> None:
    """The seller's details or a product type's HSN code and rate, as the Django admin validated them."""
    entry.save()


@transaction.atomic
def invoice_setup_delete(*, entry: InvoiceSettings | ProductTaxRule) -> None:
    entry.delete()


FIGURES = ("rows", "taxable_value", "cgst", "sgst", "igst", "discount", "total", "amount_in_words")


def _copied_parties(invoice: Invoice) -> dict:
    fields = (
        "seller",
        "buyer_name",
        "buyer_address",
        *BUYER_FIELDS,
        "place_of_supply",
        "place_of_supply_code",
        "intra_state",
    )
    return {name: getattr(invoice, name) for name in fields}


def _figures(rows: list[dict]) -> dict:
    totals = sums(rows)
    total = from_paise(totals["total"])
    return {
        "rows": rows,
        "taxable_value": from_paise(totals["taxable"]),
        "cgst": from_paise(totals["cgst"]),
        "sgst": from_paise(totals["sgst"]),
        "igst": from_paise(totals["igst"]),
        "discount": from_paise(totals["discount"]),
        "total": total,
        "amount_in_words": amount_in_words(total),
    }


NO_LIVE_INVOICE = "This order has no invoice to credit (it was never invoiced, or cancelled)."


@transaction.atomic
def credit_note_issue_for_return(*, order: Order, parts: list[Part], reason: str) -> Invoice:
    """A credit note for part of the order's live invoice (a sales return, CGST Act s.34), in the
    credit notes' series, naming that invoice (CGST Rule 53(1A)); its rows are `parts` of the
    invoice's rows, split as those rows are (core/invoices/partial.py)."""
    locked = Order.objects.select_for_update().get(pk=order.pk)
    invoice = live_invoice(order=locked)
    if invoice is None:
        raise ApplicationError(NO_LIVE_INVOICE, errors={"invoice": [NO_LIVE_INVOICE]})
    rows = [credit_row(invoice.rows[p.row], p, intra_state=invoice.intra_state) for p in parts if p.paise]
    return credit_note_issue_of_rows(order=locked, invoice=invoice, rows=rows, reason=reason)


@transaction.atomic
def credit_note_issue_of_rows(*, order: Order, invoice: Invoice, rows: list[dict], reason: str) -> Invoice:
    """A sales return's credit note of `rows` (credit rows, each naming its invoice row) against the
    locked order's live `invoice`, numbered next in the credit notes' series."""
    shop = _settings()
    now = timezone.now()
    year, sequence, number = _take_number(
        series=Invoice.Kind.CREDIT_NOTE, prefix=shop.credit_note_prefix, when=now
    )
    return Invoice.objects.create(
        order=order,
        kind=Invoice.Kind.CREDIT_NOTE,
        against=invoice,
        number=number,
        financial_year=year,
        sequence=sequence,
        issued_at=now,
        reason=reason[:120],
        **_copied_parties(invoice),
        **_figures(rows),
    )
