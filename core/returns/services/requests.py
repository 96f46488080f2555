"""A customer's return or exchange request (see services/__init__.py)."""

import re
from dataclasses import dataclass

from django.core.files.base import ContentFile
from django.db import transaction
from django.utils import timezone

from core.accounts.models import User
from core.common.errors import ApplicationError, ErrorStatus, FieldErrors
from core.common.images import PHOTO_LIMITS, clean_image
from core.invoices.numbering import financial_year
from core.orders.models import Order
from core.returns.emails import return_email_queue
from core.returns.models import (
    RefundTo,
    ReturnCounter,
    ReturnEvent,
    ReturnKind,
    ReturnLine,
    ReturnPhoto,
    ReturnRequest,
    ReturnStatus,
)
from core.returns.numbering import return_number
from core.returns.reasons import REASON_RULES, ReturnReason
from core.returns.selectors import order_returnable
from core.returns.services.steps import tally_move

UPI_ID = re.compile(r"^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$")
MAX_PHOTOS = 3
ACCOUNT_GONE = "This account has been deleted."


@dataclass(frozen=True)
class LineAsk:
    line_id: int
    quantity: int
    exchange_size: str | None = None


def _take_number(when) -> str:
    year = financial_year(timezone.localdate(when))
    ReturnCounter.objects.get_or_create(financial_year=year)
    counter = ReturnCounter.objects.select_for_update().get(financial_year=year)
    counter.last_number += 1
    counter.save(update_fields=["last_number"])
    return return_number(year, counter.last_number)


def _check_lines(asked: list[LineAsk], kind: str, returnable, errors: FieldErrors) -> None:
    left = {item.line_id: item for item in returnable.lines}
    seen: set[int] = set()
    if not 1 <= len(asked) <= 20:
        errors.add("lines", "Choose at least one item to send back.")
    for ask in asked:
        item = left.get(ask.line_id)
        if item is None or ask.line_id in seen:
            errors.add("lines", "Choose items of this order, each once.")
            continue
        seen.add(ask.line_id)
        if not 1 <= ask.quantity <= item.returnable_quantity:
            errors.add(
                "lines",
                f"Only {item.returnable_quantity} of size {item.size} can still be returned."
                if item.returnable_quantity
                else f"Size {item.size} of this order is already in a return.",
            )
        if kind == ReturnKind.EXCHANGE and (ask.exchange_size or "") not in item.exchange_sizes:
            sizes = ", ".join(item.exchange_sizes) or "none"
            errors.add("lines", f"Choose the size you want instead of {item.size} (available: {sizes}).")


def _clean_photos(photos: list[bytes], errors: FieldErrors) -> list[bytes]:
    if len(photos) > MAX_PHOTOS:
        errors.add("photos", f"Send at most {MAX_PHOTOS} photos.")
        return []
    cleaned = []
    for data in photos:
        try:
            cleaned.append(clean_image(data, field="photos", limits=PHOTO_LIMITS, fit=1600).png)
        except ApplicationError as exc:
            errors.absorb(exc, "photos")
    return cleaned


@transaction.atomic
def return_request_create(
    *,
    order: Order,
    actor: User,
    kind: str,
    reason: str,
    note: str,
    upi_id: str,
    lines: list[LineAsk],
    photos: list[bytes],
    store_credit: bool = False,
) -> ReturnRequest:
    """A customer's return or exchange request for some of a delivered order, inside the window.
    `store_credit`: the customer chose to have the refund as store credit (never forced)."""
    locked = Order.objects.select_for_update().get(pk=order.pk)
    if not locked.customer.is_active:  # erased while this request waited for the order's lock
        raise ApplicationError(ACCOUNT_GONE, status=ErrorStatus.FORBIDDEN)
    returnable = order_returnable(locked)
    if not returnable.returnable:
        raise FieldErrors.single("lines", returnable.refusal)
    errors = FieldErrors()
    if kind not in ReturnKind.values:
        errors.add("kind", "Choose a refund or an exchange.")
    allowed = {reason_out.code for reason_out in returnable.reasons}
    if reason not in allowed:
        errors.add("reason", "Choose one of the reasons listed for this order.")
    if len(note or "") > 1000:
        errors.add("note", "Keep the note under 1000 characters.")
    _check_lines(lines, kind, returnable, errors)
    upi_id = (upi_id or "").strip()
    credit = store_credit and kind == ReturnKind.REFUND
    refund_to = RefundTo.STORE_CREDIT if credit else returnable.refund_to
    if kind == ReturnKind.REFUND and refund_to == RefundTo.UPI_ID and not UPI_ID.match(upi_id):
        errors.add("upi_id", "Enter the UPI ID to refund to, such as name@okaxis.")
    cleaned = _clean_photos(photos, errors)
    rule = REASON_RULES.get(ReturnReason(reason)) if reason in ReturnReason.values else None
    if rule and rule.photo_required and not photos:
        errors.add("photos", "Add at least one photo that shows the problem.")
    errors.raise_if_any()
    now = timezone.now()
    ret = ReturnRequest.objects.create(
        number=_take_number(now),
        order=locked,
        customer=locked.customer,
        created_at=now,
        kind=kind,
        reason=reason,
        shop_fault=rule.shop_fault,
        note=note or "",
        refund_to=refund_to,
        upi_id=upi_id if refund_to == RefundTo.UPI_ID and kind == ReturnKind.REFUND else "",
    )
    ReturnLine.objects.bulk_create(
        ReturnLine(
            request=ret,
            order_line_id=ask.line_id,
            quantity=ask.quantity,
            exchange_size=ask.exchange_size or "" if kind == ReturnKind.EXCHANGE else "",
        )
        for ask in lines
    )
    for position, png in enumerate(cleaned):
        photo = ReturnPhoto(request=ret, position=position)
        photo.image.save("photo.png", ContentFile(png), save=False)
        photo.save()
    ReturnEvent.objects.create(
        request=ret, to_status=ReturnStatus.REQUESTED, actor=actor, note=note[:500] if note else ""
    )
    tally_move(None, ReturnStatus.REQUESTED)
    return_email_queue(ret)
    return ret
