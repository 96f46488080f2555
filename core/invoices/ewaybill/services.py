"""The e-way bill the portal generated, typed in by the team: kept with the order (its validity
computed, core/orders/shipping/ewaybill.py), and the order's invoice drawn again with it."""

from dataclasses import dataclass
from datetime import datetime

from django.db import transaction

from core.accounts.models import User
from core.common.errors import ApplicationError
from core.invoices.ewaybill.importing import portal_rows
from core.invoices.models import Invoice
from core.orders.models import Order
from core.orders.shipping.models import EwayBill
from core.orders.shipping.services import ewaybill_reason_record, ewaybill_record


def _redraw_invoice(order: Order) -> None:
    """The live invoice's stored PDF is dropped: its next download prints the e-way bill."""
    drawn = Invoice.objects.select_for_update().filter(order=order, kind=Invoice.Kind.INVOICE)
    for invoice in drawn.exclude(pdf=""):
        invoice.pdf.delete(save=False)
        invoice.save(update_fields=["pdf"])


@transaction.atomic
def ewaybill_number_enter(
    *,
    order: Order,
    number: str,
    generated_at: datetime,
    distance_km: int,
    actor: User | None,
    transport_mode: str = "1",
    vehicle_number: str = "",
) -> EwayBill:
    bill = ewaybill_record(
        order=order,
        number=number,
        generated_at=generated_at,
        distance_km=distance_km,
        actor=actor,
        transport_mode=transport_mode,
        vehicle_number=vehicle_number,
    )
    _redraw_invoice(order)
    return bill


@transaction.atomic
def ewaybill_reason_enter(*, order: Order, reason: str, actor: User | None) -> EwayBill:
    return ewaybill_reason_record(order=order, reason=reason, actor=actor)


@dataclass(frozen=True)
class Imported:
    recorded: int
    skipped: list[tuple[int, str]]  # (the file's row, why)


@transaction.atomic
def ewaybills_import(*, content: str, actor: User | None) -> Imported:
    """The portal's list of generated e-way bills read back: each row's number kept with the order
    whose live tax invoice it names (its validity as the portal printed it), the invoice redrawn.
    A row that names no invoice of the shop, or is not a bill, is skipped with why."""
    rows = portal_rows(content=content)
    invoices = {
        doc.number: doc
        for doc in Invoice.objects.filter(
            kind=Invoice.Kind.INVOICE, credit_note__isnull=True, number__in={row.document for row in rows}
        ).select_related("order")
    }
    recorded, skipped = 0, []
    for row in rows:
        invoice = invoices.get(row.document)
        if invoice is None:
            skipped.append((row.line, f"No invoice {row.document or '(blank)'} of ours."))
            continue
        if row.generated_at is None or row.valid_until is None:
            skipped.append((row.line, "No EWB date or Valid Upto on this row."))
            continue
        try:
            with transaction.atomic():
                ewaybill_record(
                    order=invoice.order,
                    number=row.number,
                    generated_at=row.generated_at,
                    distance_km=None,
                    portal_valid_until=row.valid_until,
                    actor=actor,
                )
                _redraw_invoice(invoice.order)
        except ApplicationError as error:
            skipped.append((row.line, error.message))
            continue
        recorded += 1
    return Imported(recorded=recorded, skipped=skipped)
