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
from django.core.exceptions import ObjectDoesNotExist
from django.db.models import OuterRef, Q, Subquery
from django.utils import timezone
from jsonschema import Draft7Validator, FormatChecker

from core.common.errors import ApplicationError, NotFound
from core.common.gstin import gstin_problem
from core.common.ist import IST
from core.common.prepared import Prepared
from core.invoices.ewaybill.build import bulk_file, ewaybill_entry
from core.invoices.models import Invoice, InvoiceSettings
from core.orders.models import Order
from core.orders.shipping.ewaybill import (
    consignment_value_of,
    ewaybill_needed,
    ewaybill_threshold,
    shop_state_code,
    state_code_of,
)
from core.orders.shipping.models import Shipment

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


WITH_ORDER = ("order", "order__ewaybill", "order__shipment__courier")  # what an entry reads


def _live_invoice(order: Order) -> Invoice | None:
    return (
        Invoice.objects.filter(order=order, kind=Invoice.Kind.INVOICE, credit_note__isnull=True)
        .select_related(*WITH_ORDER)
        .first()
    )


def expiring(valid_until: datetime | None, *, now: datetime | None = None) -> bool:
    """Whether a bill runs out within the warning hours (or has run out)."""
    if valid_until is None:
        return False
    return valid_until - (now or timezone.now()) < timedelta(hours=settings.EWAYBILL_WARN_HOURS)


_NO_ORDER_ID = "RZ-?"  # the prepared query's marker for the order id: none looks like it
_BILL = ("number", "generated_at", "valid_until", "distance_km", "transport_mode", "vehicle_number",
         "no_number_reason")  # fmt: skip


def _status_query(order_id: str):
    """The order's amount and address, its e-way bill's columns (a left join), its live invoice's
    number and the shop's GSTIN (what `shop_gstin`, settings.SHOP_GSTIN_READER, reads): one read."""
    live = (
        Invoice.objects.filter(order=OuterRef("pk"), kind=Invoice.Kind.INVOICE, credit_note__isnull=True)
        .order_by("-issued_at", "-id")
        .values("number")[:1]
    )
    shop = InvoiceSettings.objects.order_by("pk").values("gstin")[:1]
    return (
        Order.objects.filter(order_id=order_id)
        .annotate(invoice_=Subquery(live), gstin_=Subquery(shop))
        .values_list("amount", "ship_pin_code", "ship_state", "ewaybill__id",
                     *(f"ewaybill__{name}" for name in _BILL), "invoice_", "gstin_")
    )  # fmt: skip


_STATUS = Prepared(_status_query, order_id=_NO_ORDER_ID)


def ewaybill_status(*, order_id: str) -> EwayBillStatus:
    found = _STATUS.rows(order_id=order_id)
    if not found:
        raise NotFound("Order not found.")
    amount, pin_code, state, bill_id, *bill, invoice_number, gstin = found[0]
    number, generated_at, valid_until, distance_km, mode, vehicle, reason = bill
    to_state = state_code_of(pin_code=pin_code, state=state)
    limit = ewaybill_threshold(from_state=(gstin or "")[:2], to_state=to_state)
    value = consignment_value_of(amount)
    return EwayBillStatus(
        needed=value > limit,
        value=value,
        threshold=limit,
        invoice_number=invoice_number,
        number=number if bill_id else "",
        generated_at=generated_at,
        valid_until=valid_until,
        distance_km=distance_km,
        transport_mode=mode if bill_id else "1",
        vehicle_number=vehicle if bill_id else "",
        no_number_reason=reason if bill_id else "",
        expiring=bool(bill_id and number and expiring(valid_until)),
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


def _related(obj, name: str):
    """A reverse one-to-one read with select_related: the row, or None when there is none."""
    try:
        return getattr(obj, name)
    except ObjectDoesNotExist:
        return None


def _entry(invoice: Invoice, distance_km: int | None) -> dict:
    """The invoice's entry, from its order's e-way bill and shipment read with it (WITH_ORDER)."""
    order = invoice.order
    bill, shipment = _related(order, "ewaybill"), _related(order, "shipment")
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
    invoiced or shipped that day (IST) whose live invoice is over the limit, oldest invoice first.
    Three queries however many: the day's shipped orders over the limit, the invoices issued that
    day or of those orders (each with its order, bill, shipment and courier), the shop's state.
    Both pick the consignments over the lowest limit by the invoice's own total (its index,
    `invoice_total`, with the shipments' day index and the issue-day index), never reading the
    day's small orders: an invoice's total is its order's amount to the paisa
    (core/invoices/sale_lines.py), and `ewaybill_needed` then applies each consignment's limit."""
    start = datetime.combine(day, time.min, tzinfo=IST)
    end = start + timedelta(days=1)
    own = settings.EWAYBILL_INTRA_STATE_THRESHOLDS.values()
    lowest = min([ewaybill_threshold(from_state="", to_state=""), *map(Decimal, map(str, own))])
    over = Invoice.objects.filter(kind=Invoice.Kind.INVOICE, total__gt=lowest)
    shipped = Shipment.objects.filter(
        shipped_at__gte=start, shipped_at__lt=end, order_id__in=over.values("order_id")
    )
    shipped_orders = list(shipped.values_list("order_id", flat=True))
    invoices = (
        over.filter(credit_note__isnull=True)
        .filter(Q(issued_at__gte=start, issued_at__lt=end) | Q(order_id__in=shipped_orders))
        .exclude(order__ewaybill__number__gt="")
        .select_related(*WITH_ORDER)
        .order_by("issued_at", "id")[:MOST_A_DAY]
    )
    from_state = shop_state_code()
    entries = [_entry(doc, None) for doc in invoices if ewaybill_needed(doc.order, from_state=from_state)]
    if not entries:
        raise NotFound(NOTHING_THAT_DAY)
    return checked(bulk_file(entries))
