"""The e-way bill the portal generated, typed in by the team: kept with the order (its validity
computed, core/orders/shipping/ewaybill.py), and the order's invoice drawn again with it."""

from datetime import datetime

from django.db import transaction

from core.accounts.models import User
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
