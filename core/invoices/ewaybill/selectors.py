"""Reads for e-way bills: an order's (needed? its number and validity), and the bulk generation
file of one order or of a day's consignments, each checked before it leaves: the GSTINs (python-
stdnum, core/common/gstin.py) and the whole file against `schema.json`."""

import json
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from functools import cache
from pathlib import Path

from django.conf import settings
from django.db.models import Q
from django.utils import timezone
from jsonschema import Draft7Validator, FormatChecker

from core.common.errors import ApplicationError, NotFound
from core.common.gstin import gstin_problem
from core.common.ist import IST
from core.invoices.ewaybill.build import bulk_file, ewaybill_entry
from core.invoices.models import Invoice
from core.orders.models import Order
from core.orders.shipping.ewaybill import (
    consignment_value,
    delivery_state_code,
    ewaybill_needed,
    ewaybill_threshold,
    shop_state_code,
)
from core.orders.shipping.models import EwayBill, Shipment

NO_INVOICE = "This order has no tax invoice yet: an e-way bill is made from its invoice."
NOTHING_THAT_DAY = "No invoiced consignment of that day needs an e-way bill."
MOST_A_DAY = 500


@cache
def schema_validator():
    schema = json.loads((Path(__file__).parent / "schema.json").read_text())
    Draft7Validator.check_schema(schema)
    return Draft7Validator(schema, format_checker=FormatChecker())


@dataclass(frozen=True)
class EwayBillStatus:
    needed: bool
    value: Decimal
    threshold: Decimal
    invoice_number: str | None
    number: str
    generated_at: datetime | None
    valid_until: datetime | None
    distance_km: int | None
    transport_mode: str
    vehicle_number: str
    no_number_reason: str
    expiring: bool  # valid for less than EWAYBILL_WARN_HOURS more, or run out


def order_of(order_id: str) -> Order:
    order = Order.objects.filter(order_id=order_id).first()
    if order is None:
        raise NotFound("Order not found.")
    return order


def _live_invoice(order: Order) -> Invoice | None:
    return (
        Invoice.objects.filter(order=order, kind=Invoice.Kind.INVOICE, credit_note__isnull=True)
        .select_related("order")
        .first()
    )


def expiring(valid_until: datetime | None, *, now: datetime | None = None) -> bool:
    """Whether a bill runs out within the warning hours (or has run out)."""
    if valid_until is None:
        return False
    return valid_until - (now or timezone.now()) < timedelta(hours=settings.EWAYBILL_WARN_HOURS)


def ewaybill_status(*, order_id: str) -> EwayBillStatus:
    order = order_of(order_id)
    bill = EwayBill.objects.filter(order=order).first()
    invoice = _live_invoice(order)
    limit = ewaybill_threshold(from_state=shop_state_code(), to_state=delivery_state_code(order))
    return EwayBillStatus(
        needed=consignment_value(order) > limit,
        value=consignment_value(order),
        threshold=limit,
        invoice_number=invoice.number if invoice else None,
        number=bill.number if bill else "",
        generated_at=bill.generated_at if bill else None,
        valid_until=bill.valid_until if bill else None,
        distance_km=bill.distance_km if bill else None,
        transport_mode=bill.transport_mode if bill else "1",
        vehicle_number=bill.vehicle_number if bill else "",
        no_number_reason=bill.no_number_reason if bill else "",
        expiring=bool(bill and bill.number and expiring(bill.valid_until)),
    )


def checked(data: dict) -> dict:
    """The file as it may leave: every GSTIN valid (its check character too) and the whole file
    valid against the schema; else a 400 naming what is wrong."""
    problems: dict[str, list[str]] = {}
    for bill in data["billLists"]:
        for field in ("userGstin", "fromGstin", "toGstin"):
            value = bill.get(field, "")
            problem = None if value == "URP" else gstin_problem(value)
            if problem:
                problems.setdefault(field, []).append(f"{bill['docNo']}: {problem}")
    errors = schema_validator().iter_errors(data)
    wrong = [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in errors]
    if wrong:
        problems["schema"] = wrong
    if problems:
        first = next(iter(problems.values()))[0]
        raise ApplicationError(f"The e-way bill file is not valid: {first}", errors=problems)
    return data


def _entry(invoice: Invoice, distance_km: int | None) -> dict:
    order = invoice.order
    bill = EwayBill.objects.filter(order=order).first()
    shipment = Shipment.objects.filter(order=order).select_related("courier").first()
    return ewaybill_entry(invoice, bill=bill, shipment=shipment, distance_km=distance_km)


def ewaybill_file_of_order(*, order_id: str, distance_km: int | None = None) -> dict:
    """One order's bulk generation file. An order below the limit may have one too: rule 138(1)'s
    proviso lets a registered person generate an e-way bill for a smaller consignment."""
    invoice = _live_invoice(order_of(order_id))
    if invoice is None:
        raise NotFound(NO_INVOICE)
    return checked(bulk_file([_entry(invoice, distance_km)]))


def ewaybill_file_of_day(*, day: date) -> dict:
    """The day's consignments that need an e-way bill and have no number yet, in one file: orders
    invoiced or shipped that day (IST) whose live invoice is over the limit, oldest invoice first."""
    start = datetime.combine(day, time.min, tzinfo=IST)
    end = start + timedelta(days=1)
    own = settings.EWAYBILL_INTRA_STATE_THRESHOLDS.values()
    lowest = min([ewaybill_threshold(from_state="", to_state=""), *map(Decimal, map(str, own))])
    invoices = (
        Invoice.objects.filter(kind=Invoice.Kind.INVOICE, credit_note__isnull=True, order__amount__gt=lowest)
        .filter(
            Q(issued_at__gte=start, issued_at__lt=end)
            | Q(order__shipment__shipped_at__gte=start, order__shipment__shipped_at__lt=end)
        )
        .exclude(order__ewaybill__number__gt="")
        .select_related("order")
        .order_by("issued_at", "id")[:MOST_A_DAY]
    )
    from_state = shop_state_code()
    entries = [_entry(doc, None) for doc in invoices if ewaybill_needed(doc.order, from_state=from_state)]
    if not entries:
        raise NotFound(NOTHING_THAT_DAY)
    return checked(bulk_file(entries))
