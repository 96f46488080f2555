"""A parcel the courier brought back to the shop (RTO delivered) is a supply that never reached its
buyer: its tax invoice is credited in full, so GSTR-1 no longer reports it as a sale.

CGST Act, 2017, s.34(1): where goods supplied are returned by the recipient, the registered person
who supplied them may issue a credit note (with the particulars of CGST Rule 53(1A)) for the taxable
value and tax of what came back. An RTO returns every piece of the consignment, so the note credits
what the invoice still carries after any earlier sales-return notes (its goods rows, and the shipping
and COD fee billed with them, which the buyer never received either), through the sales returns' own
credit-note path (`credit_note_issue_of_rows`, `against` the invoice). The invoice stays the order's
one live invoice, fully credited, so no order change issues a new one. Once: a second arrival of the
same parcel finds nothing left to credit. A cash-on-delivery order and a prepaid one alike; an order
that never had an invoice has nothing to credit.
"""

from django.db import transaction

from core.couriers.changes import ParcelState, ShipmentChange
from core.invoices.models import Invoice
from core.invoices.partial import remaining_rows
from core.invoices.selectors import live_invoice
from core.invoices.services import credit_note_issue_of_rows
from core.orders.models import Order

RTO_REASON = "Returned to origin (RTO): the parcel was not delivered"


@transaction.atomic
def credit_note_issue_for_rto(*, order: Order) -> Invoice | None:
    """The credit note for what the order's live invoice still carries; None when nothing is left
    (never invoiced, already credited by this path or by returns)."""
    locked = Order.objects.select_for_update().get(pk=order.pk)
    invoice = live_invoice(order=locked)
    if invoice is None:
        return None
    returned = [note.rows for note in invoice.return_credit_notes.order_by("id")]
    left = remaining_rows(invoice.rows, returned)
    if not left:
        return None
    return credit_note_issue_of_rows(order=locked, invoice=invoice, rows=left, reason=RTO_REASON)


def rto_credit_note_follow(change: ShipmentChange) -> None:
    """A SHIPMENT_FOLLOWER: the parcel is back at the shop, so its invoice is credited (once)."""
    if change.state_to == ParcelState.RTO_DELIVERED:
        credit_note_issue_for_rto(order=change.shipment.order)
