"""Blanks arriving against a purchase order, in parts or all at once: each part is added to blank
stock through `stock_receive` (which serves the orders waiting for those blanks, oldest first) and
recorded with the supplier's tax invoice number and date, one row of the purchase register."""

import re
from dataclasses import dataclass
from datetime import date, timedelta

from django.db import transaction
from django.utils import timezone

from core.accounts.models import User
from core.common.errors import ApplicationError, FieldErrors
from core.common.money import from_paise
from core.purchasing.models import PurchaseOrder, PurchaseStatus, Receipt, ReceiptLine
from core.purchasing.tax import Heads, part_heads
from core.stock.services import stock_receive

# CGST Rule 46(b): the supplier's invoice number, at most 16 letters, digits, hyphens and slashes
INVOICE_NUMBER = re.compile(r"^[A-Za-z0-9/-]{1,16}$")
BAD_INVOICE_NUMBER = "Enter the supplier's invoice number: up to 16 letters, digits, - or /."
BAD_INVOICE_DATE = "Enter the date on the supplier's invoice (not in the future)."
NOT_RECEIVABLE = "Nothing can be received against a {status} purchase order."
NOTHING = "Enter how many pieces of at least one line arrived."
NOT_ON_ORDER = "This line is not on this purchase order."
BAD_QUANTITY = "Enter a whole number of pieces (0 for none)."
TOO_MANY = "Only {left} of {item} are still to come on {number}; {given} is more than ordered."


@dataclass(frozen=True)
class ReceivedIn:
    line_id: int
    quantity: int


def _check_invoice(number: str, day: date | None, errors: FieldErrors) -> str:
    number = (number or "").strip()
    if not INVOICE_NUMBER.match(number):
        errors.add("supplier_invoice_number", BAD_INVOICE_NUMBER)
    if day is None or day > timezone.localdate() + timedelta(days=1):
        errors.add("supplier_invoice_date", BAD_INVOICE_DATE)
    return number


@transaction.atomic
def purchase_order_receive(
    *,
    order: PurchaseOrder,
    lines: list[ReceivedIn],
    supplier_invoice_number: str,
    supplier_invoice_date: date | None,
    actor: User | None,
) -> Receipt:
    """Record what arrived (per line, at most what is still to come: more is refused with a clear
    message), add it to blank stock, and move the order to partly received or received."""
    locked = PurchaseOrder.objects.select_for_update().get(pk=order.pk)
    if locked.status not in (PurchaseStatus.DRAFT, PurchaseStatus.SENT, PurchaseStatus.PARTLY_RECEIVED):
        raise ApplicationError(NOT_RECEIVABLE.format(status=locked.get_status_display().lower()))
    errors = FieldErrors()
    number = _check_invoice(supplier_invoice_number, supplier_invoice_date, errors)
    on_order = {line.pk: line for line in locked.lines.select_related("item__product_type")}
    arrived = []
    for i, got in enumerate(lines):
        line = on_order.get(got.line_id)
        quantity = got.quantity
        if line is None:
            errors.add(f"lines.{i}.line_id", NOT_ON_ORDER)
        elif isinstance(quantity, bool) or not isinstance(quantity, int) or quantity < 0:
            errors.add(f"lines.{i}.quantity", BAD_QUANTITY)
        elif quantity > line.to_come:
            message = TOO_MANY.format(
                left=line.to_come, item=line.description, number=locked.number, given=quantity
            )
            errors.add(f"lines.{i}.quantity", message)
        elif quantity:
            arrived.append((line, quantity))
    if not arrived and not errors.by_field:
        errors.add("lines", NOTHING)
    errors.raise_if_any()
    receipt = Receipt.objects.create(
        order=locked,
        supplier_invoice_number=number,
        supplier_invoice_date=supplier_invoice_date,
        received_by=actor if actor is not None and actor.is_authenticated else None,
    )
    total = Heads()
    for line, quantity in arrived:
        heads = part_heads(
            before=line.received,
            now=quantity,
            rate=line.rate,
            gst_rate=line.gst_rate,
            intra_state=locked.intra_state,
        )
        total += heads
        ReceiptLine.objects.create(
            receipt=receipt,
            line=line,
            quantity=quantity,
            **heads.in_rupees(),
        )
        line.received += quantity
        line.save(update_fields=["received"])
        stock_receive(item=line.item, quantity=quantity, actor=actor, reference=locked.number)
    for name, value in total.in_rupees().items():
        setattr(receipt, name, value)
    receipt.total = from_paise(total.total)
    receipt.save(update_fields=["taxable", "cgst", "sgst", "igst", "total"])
    done = all(line.to_come == 0 for line in on_order.values())
    locked.status = PurchaseStatus.RECEIVED if done else PurchaseStatus.PARTLY_RECEIVED
    locked.updated_at = timezone.now()
    locked.save(update_fields=["status", "updated_at"])
    return receipt
