"""Purchase orders: written (numbered, each line taxed as input tax), changed while a draft, sent to
the supplier by e-mail with its PDF (a task, recorded in the e-mail log), cancelled before anything
arrived."""

from dataclasses import dataclass
from datetime import date
from decimal import Decimal, InvalidOperation

from django.db import transaction
from django.utils import timezone

from core.accounts.models import User
from core.common.errors import ApplicationError, FieldErrors
from core.common.money import MAX_PIECE_PRICE, from_paise
from core.invoices.models import InvoiceSettings
from core.notifications.models import EmailKind
from core.notifications.services import email_queue
from core.purchasing.emails import purchase_order_email
from core.purchasing.models import PurchaseCounter, PurchaseLine, PurchaseOrder, PurchaseStatus, Supplier
from core.purchasing.numbering import financial_year, purchase_number
from core.purchasing.pdf import purchase_order_pdf
from core.purchasing.selectors import item_tax, shop
from core.purchasing.tax import Heads, line_heads
from core.stock.models import BlankItem

MAX_QUANTITY = 100_000
MAX_RATE = MAX_PIECE_PRICE
MAX_LINES = 200
NO_LINES = "Add at least one blank to order."
TOO_MANY_LINES = f"A purchase order holds at most {MAX_LINES} lines."
BAD_QUANTITY = f"Enter a whole number of pieces from 1 to {MAX_QUANTITY:,}."
BAD_RATE = "Enter the rate a piece in rupees, GST extra (say 145.50)."
UNKNOWN_ITEM = "This blank is not in blank stock."
TWICE = "This blank is on the order twice: add the quantities into one line."
INACTIVE = "This supplier is switched off: switch it on or choose another."
NOT_DRAFT = "Only a draft purchase order can be changed; this one is {status}."
NOT_SENDABLE = "A {status} purchase order cannot be sent."
NO_EMAIL = "Add the supplier's e-mail address first."
NOT_CANCELLABLE = "A {status} purchase order cannot be cancelled."
SOME_ARRIVED = "Blanks have arrived against this purchase order: it cannot be cancelled."


Checked = list[tuple[BlankItem, int, Decimal]]


@dataclass(frozen=True)
class LineIn:
    item_id: int
    quantity: int
    rate: Decimal | str


def _rate(value) -> Decimal | None:
    try:
        rate = Decimal(str(value))
    except (InvalidOperation, ValueError):
        return None
    if not rate.is_finite() or rate <= 0 or rate >= MAX_RATE or rate != rate.quantize(Decimal("0.01")):
        return None
    return rate.quantize(Decimal("0.01"))


def _checked_lines(lines: list[LineIn], errors: FieldErrors) -> Checked:
    if not lines:
        errors.add("lines", NO_LINES)
        return []
    if len(lines) > MAX_LINES:
        errors.add("lines", TOO_MANY_LINES)
        return []
    items = BlankItem.objects.select_related("product_type").in_bulk([line.item_id for line in lines])
    checked, seen = [], set()
    for i, line in enumerate(lines):
        item = items.get(line.item_id)
        if item is None:
            errors.add(f"lines.{i}.item_id", UNKNOWN_ITEM)
        elif item.pk in seen:
            errors.add(f"lines.{i}.item_id", TWICE)
        seen.add(line.item_id)
        quantity = line.quantity
        if isinstance(quantity, bool) or not isinstance(quantity, int) or not 1 <= quantity <= MAX_QUANTITY:
            errors.add(f"lines.{i}.quantity", BAD_QUANTITY)
        rate = _rate(line.rate)
        if rate is None:
            errors.add(f"lines.{i}.rate", BAD_RATE)
        if item is not None and rate is not None:
            checked.append((item, quantity, rate))
    return checked


def _write_lines(order: PurchaseOrder, lines: Checked, threshold: Decimal) -> None:
    order.lines.all().delete()
    total = Heads()
    rows = []
    for item, quantity, rate in lines:
        tax = item_tax(item=item, rate=rate, threshold=threshold)
        heads = line_heads(quantity=quantity, rate=rate, gst_rate=tax.gst_rate, intra_state=order.intra_state)
        total += heads
        rows.append(
            PurchaseLine(
                order=order,
                item=item,
                description=str(item)[:160],
                quantity=quantity,
                rate=rate,
                hsn=tax.hsn,
                gst_rate=tax.gst_rate,
                **heads.in_rupees(),
                total=from_paise(heads.total),
            )
        )
    PurchaseLine.objects.bulk_create(rows)
    for name, value in total.in_rupees().items():
        setattr(order, name, value)
    order.total = from_paise(total.total)


def _take_number(when) -> tuple[int, str]:
    year = financial_year(timezone.localdate(when))
    PurchaseCounter.objects.get_or_create(financial_year=year)
    counter = PurchaseCounter.objects.select_for_update().get(financial_year=year)
    counter.last_number += 1
    counter.save(update_fields=["last_number"])
    return year, purchase_number(year, counter.last_number)


def _checked_order(supplier: Supplier, lines: list[LineIn], note: str, errors: FieldErrors):
    if not supplier.active:
        errors.add("supplier_id", INACTIVE)
    checked = _checked_lines(lines, errors)
    if len((note or "").strip()) > 2000:
        errors.add("note", "Keep the note under 2,000 characters.")
    errors.raise_if_any()
    return checked


def _intra_state(supplier: Supplier, seller: InvoiceSettings) -> bool:
    """IGST Act s.8(1): supplier and place of supply (the shop, where the goods end) in one state."""
    return supplier.state_code == seller.state_code


@transaction.atomic
def purchase_order_create(
    *,
    supplier: Supplier,
    lines: list[LineIn],
    note: str = "",
    expected_on: date | None = None,
    actor: User | None,
) -> PurchaseOrder:
    """A draft purchase order, numbered PO-26-000001 (consecutive in the financial year)."""
    checked = _checked_order(supplier, lines, note, FieldErrors())
    seller = shop()
    now = timezone.now()
    year, number = _take_number(now)
    order = PurchaseOrder.objects.create(
        number=number,
        financial_year=year,
        supplier=supplier,
        intra_state=_intra_state(supplier, seller),
        note=(note or "").strip(),
        expected_on=expected_on,
        created_by=actor if actor is not None and actor.is_authenticated else None,
        created_at=now,
        updated_at=now,
    )
    _write_lines(order, checked, seller.apparel_threshold)
    order.save()
    return order


def _locked(order: PurchaseOrder) -> PurchaseOrder:
    return PurchaseOrder.objects.select_for_update().select_related("supplier").get(pk=order.pk)


@transaction.atomic
def purchase_order_update(
    *,
    order: PurchaseOrder,
    supplier: Supplier,
    lines: list[LineIn],
    note: str = "",
    expected_on: date | None = None,
    actor: User | None,
) -> PurchaseOrder:
    """A draft's supplier, lines, note and expected date (its number stays)."""
    locked = _locked(order)
    if locked.status != PurchaseStatus.DRAFT:
        raise ApplicationError(NOT_DRAFT.format(status=locked.get_status_display().lower()))
    checked = _checked_order(supplier, lines, note, FieldErrors())
    seller = shop()
    locked.supplier = supplier
    locked.intra_state = _intra_state(supplier, seller)
    locked.note = (note or "").strip()
    locked.expected_on = expected_on
    locked.updated_at = timezone.now()
    _write_lines(locked, checked, seller.apparel_threshold)
    locked.save()
    return locked


@transaction.atomic
def purchase_order_send(*, order: PurchaseOrder, actor: User | None) -> PurchaseOrder:
    """E-mail the purchase order with its PDF to the supplier (a task, after the commit; the message
    is in the e-mail log). A draft becomes sent; a sent one may be sent again."""
    locked = _locked(order)
    if locked.status not in (PurchaseStatus.DRAFT, PurchaseStatus.SENT):
        raise ApplicationError(NOT_SENDABLE.format(status=locked.get_status_display().lower()))
    if not locked.supplier.email:
        raise FieldErrors.single("email", NO_EMAIL)
    now = timezone.now()
    locked.status = PurchaseStatus.SENT
    locked.sent_at = now
    locked.updated_at = now
    locked.save(update_fields=["status", "sent_at", "updated_at"])
    seller = shop()
    subject, text = purchase_order_email(order=locked, seller=seller)
    email_queue(
        kind=EmailKind.PURCHASE_ORDER,
        to=locked.supplier.email,
        subject=subject,
        text=text,
        attachment=(f"{locked.number}.pdf", purchase_order_pdf(order=locked, seller=seller)),
    )
    return locked


@transaction.atomic
def purchase_order_cancel(*, order: PurchaseOrder, actor: User | None) -> PurchaseOrder:
    """Cancel a draft or sent purchase order before anything arrived against it."""
    locked = _locked(order)
    if locked.status not in (PurchaseStatus.DRAFT, PurchaseStatus.SENT):
        raise ApplicationError(NOT_CANCELLABLE.format(status=locked.get_status_display().lower()))
    if locked.receipts.exists():
        raise ApplicationError(SOME_ARRIVED)
    locked.status = PurchaseStatus.CANCELLED
    locked.updated_at = timezone.now()
    locked.save(update_fields=["status", "updated_at"])
    return locked
