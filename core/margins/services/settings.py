"""The owner's cost settings (packaging a parcel, the print rates per method) and the courier's
charges per parcel (typed, or a CSV/XLSX of the courier's invoice: AWB, charge). Each change leaves an
audit row; a courier charge costs its order again (a task)."""

from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from django.db import transaction
from django.utils import timezone

from core.catalogue.models import ProductType
from core.common.errors import ApplicationError, FieldErrors
from core.common.models import AuditAction
from core.common.money import MAX_PIECE_PRICE, rupees
from core.common.services import audit_record
from core.common.tables import StatementError, Table
from core.jobs.start import start
from core.margins.models import CourierCharge, MarginSettings, PrintRate
from core.margins.selectors import margin_settings
from core.margins.services.costing import RECOMPUTE
from core.margins.sources.print_cost import OTHER_METHOD
from core.orders.shipping.models import Shipment

UNKNOWN_METHOD = "No product type is printed by this method. Choose one of: {methods}."
BAD_AWB = "Enter the parcel's AWB number."
BAD_CHARGE = "Enter the charge in rupees, 0 or more."
NO_COLUMNS = "The file needs an AWB column and a charge (or amount) column in its first rows."
NO_ROWS = "The file has no rows with an AWB and a charge."
AWB_WORDS = ("awb", "airway", "waybill", "tracking")
CHARGE_WORDS = ("charge", "amount", "freight", "total")
RECOMPUTE_CHUNK = 500


def _who(actor):
    return actor if actor is not None and getattr(actor, "is_authenticated", False) else None


@transaction.atomic
def margin_settings_update(*, packaging_per_parcel: Decimal, actor) -> MarginSettings:
    row = MarginSettings.objects.select_for_update().first() or margin_settings()
    new = rupees(packaging_per_parcel)
    if row.packaging_per_parcel != new:
        before = row.packaging_per_parcel
        row.packaging_per_parcel, row.updated_at = new, timezone.now()
        row.save()
        audit_record(
            actor=actor, action=AuditAction.SETTINGS, target="Packaging per parcel", before=before, after=new
        )
    return row


def print_methods() -> set[str]:
    named = ProductType.objects.values_list("print_method", flat=True)
    return {(m or "").strip() or OTHER_METHOD for m in named}


RATE_FIELDS = ("per_piece", "per_colour", "colours", "per_square_inch", "square_inches", "setup_per_job")


@transaction.atomic
def print_rate_set(*, print_method: str, actor, **rates) -> PrintRate:
    """The owner's rates for one print method (every figure given; audited as before and after)."""
    method = (print_method or "").strip()
    known = print_methods()
    if method not in known:
        message = UNKNOWN_METHOD.format(methods=", ".join(sorted(known)))
        raise ApplicationError(message, errors={"print_method": [message]})
    row = PrintRate.objects.select_for_update().filter(print_method=method).first()
    before = {name: str(getattr(row, name)) for name in RATE_FIELDS} if row else ""
    values = {name: rates[name] for name in RATE_FIELDS}
    if row is None:
        row = PrintRate.objects.create(print_method=method, **values)
    else:
        for name, value in values.items():
            setattr(row, name, value)
        row.updated_at = timezone.now()
        row.save()
    after = {name: str(getattr(row, name)) for name in RATE_FIELDS}
    if before != after:
        audit_record(
            actor=actor,
            action=AuditAction.SETTINGS,
            target=f"Print rate: {method}",
            before=before,
            after=after,
        )
    return row


def _recompute_awbs(awbs: list[str]) -> None:
    ids = list(Shipment.objects.filter(awb__in=awbs).values_list("order_id", flat=True))
    for i in range(0, len(ids), RECOMPUTE_CHUNK):
        start(RECOMPUTE, order_ids=ids[i : i + RECOMPUTE_CHUNK])


def _upsert(awb: str, charge: Decimal, source: str, actor) -> CourierCharge:
    row, _ = CourierCharge.objects.update_or_create(
        awb=awb,
        defaults={
            "charge": charge,
            "source": source[:120],
            "entered_by": _who(actor),
            "entered_at": timezone.now(),
        },
    )
    return row


@transaction.atomic
def courier_charge_set(*, awb: str, charge: Decimal, actor) -> CourierCharge:
    """What the courier charged for one parcel, typed by the owner."""
    awb = (awb or "").strip().upper()
    errors = FieldErrors()
    if not awb or len(awb) > 40:
        errors.add("awb", BAD_AWB)
    if charge is None or charge < 0 or charge > MAX_PIECE_PRICE:
        errors.add("charge", BAD_CHARGE)
    errors.raise_if_any()
    before = CourierCharge.objects.filter(awb=awb).values_list("charge", flat=True).first()
    name = getattr(_who(actor), "name", "") or "the team"
    row = _upsert(awb, rupees(charge), f"entered by {name}", actor)
    audit_record(
        actor=actor,
        action=AuditAction.SETTINGS,
        target=f"Courier charge: {awb}",
        before=before or "",
        after=row.charge,
    )
    _recompute_awbs([awb])
    return row


@dataclass(frozen=True)
class ChargeRow:
    line: int
    message: str


def _columns(header: list[str]) -> tuple[int, int] | None:
    names = [(cell or "").strip().lower() for cell in header]
    awb = next((i for i, n in enumerate(names) if any(w in n for w in AWB_WORDS)), None)
    charge = next((i for i, n in enumerate(names) if any(w in n for w in CHARGE_WORDS)), None)
    return (awb, charge) if awb is not None and charge is not None else None


def _amount(text: str) -> Decimal | None:
    cleaned = (text or "").replace(",", "").replace("₹", "").replace("Rs.", "").replace("Rs", "").strip()
    try:
        value = Decimal(cleaned)
    except InvalidOperation:
        return None
    return rupees(value) if value.is_finite() and 0 <= value <= MAX_PIECE_PRICE else None


def _read(data: bytes) -> tuple[dict[str, Decimal], list[ChargeRow]]:
    rows = iter(Table(data))
    columns, header_line = None, 0
    for header_line, header in enumerate(rows, start=1):
        columns = _columns(header)
        if columns or header_line >= 40:
            break
    if columns is None:
        raise ApplicationError(NO_COLUMNS, errors={"file": [NO_COLUMNS]})
    found: dict[str, Decimal] = {}
    problems: list[ChargeRow] = []
    for line, row in enumerate(rows, start=header_line + 1):
        awb = (row[columns[0]] if len(row) > columns[0] else "").strip().upper()
        text = row[columns[1]] if len(row) > columns[1] else ""
        if not awb and not (text or "").strip():
            continue
        amount = _amount(text)
        if not awb or len(awb) > 40 or amount is None:
            problems.append(
                ChargeRow(line, f"Row {line}: {BAD_AWB if not awb or len(awb) > 40 else BAD_CHARGE}")
            )
            continue
        found[awb] = found.get(awb, Decimal("0.00")) + amount  # an AWB billed twice (weight dispute): both
    return found, problems


@transaction.atomic
def courier_charges_import(*, data: bytes, file_name: str, actor) -> dict:
    """The courier's invoice (CSV or XLSX): one charge per AWB (rows of one AWB add up); rows that
    cannot be read are listed and skipped; the parcels' orders are costed again."""
    try:
        found, problems = _read(data)
    except StatementError as exc:
        raise ApplicationError(str(exc), errors={"file": [str(exc)]}) from None
    if not found:
        raise ApplicationError(NO_ROWS, errors={"file": [NO_ROWS]})
    name = (file_name or "courier invoice").strip()[:80]
    who, now = _who(actor), timezone.now()
    rows = [
        CourierCharge(awb=awb, charge=charge, source=f"invoice {name}"[:120], entered_by=who, entered_at=now)
        for awb, charge in found.items()
    ]
    CourierCharge.objects.bulk_create(
        rows,
        batch_size=500,
        update_conflicts=True,
        unique_fields=["awb"],
        update_fields=["charge", "source", "entered_by", "entered_at"],
    )
    matched = Shipment.objects.filter(awb__in=list(found)).count()
    audit_record(
        actor=actor,
        action=AuditAction.SETTINGS,
        target=f"Courier invoice: {name}",
        after=f"{len(found)} parcels",
    )
    _recompute_awbs(list(found))
    return {
        "saved": len(found),
        "matched": matched,
        "problems": [p.message for p in problems[:50]],
    }
