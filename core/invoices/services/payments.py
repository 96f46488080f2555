"""The payments printed on a business order's tax invoice: the advance received (date, amount, UTR)
and the balance due. They are a statement of account under the tax figures, not part of the supply
(the tax invoice's contents are CGST Rule 46's; a payment received does not change them), so they
may be brought up to date after issue: the stored PDF is dropped and drawn again with them."""

from datetime import date
from decimal import Decimal

from django.db import transaction

from core.invoices.models import Invoice
from core.invoices.selectors import live_invoice
from core.orders.models import Order


@transaction.atomic
def invoice_payments_set(*, order: Order, rows: list[dict], balance: Decimal, due_on: date | None) -> None:
    """Put the order's payments on its live tax invoice (if it has one); redraw only on a change."""
    invoice = live_invoice(order=order)
    if invoice is None or invoice.kind != Invoice.Kind.INVOICE:
        return
    invoice = Invoice.objects.select_for_update().get(pk=invoice.pk)
    if invoice.payments == rows and invoice.balance_due == balance and invoice.balance_due_on == due_on:
        return
    invoice.payments, invoice.balance_due, invoice.balance_due_on = rows, balance, due_on
    fields = ["payments", "balance_due", "balance_due_on"]
    if invoice.pdf:  # drawn again on the next download; the old file goes once this commits
        name, storage = invoice.pdf.name, invoice.pdf.storage
        transaction.on_commit(lambda: storage.delete(name))
        invoice.pdf = ""
        fields.append("pdf")
    invoice.save(update_fields=fields)
