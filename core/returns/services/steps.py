"""The team's steps on a return: approve, reject, picked up, receive, refund, exchange (see
services/__init__.py)."""

import re
from decimal import Decimal

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from core.accounts.models import User
from core.common.errors import FieldErrors
from core.common.money import from_paise, paise, rupees
from core.invoices.partial import scale_parts
from core.invoices.services import credit_note_issue_for_return
from core.orders.aftersales.services import ReplacementLine, order_refund_add, order_replacement_create
from core.orders.models import PaymentStatus
from core.orders.shipping.models import Courier
from core.payments.services import gateway_refund_create, gateway_refunds_to_source
from core.returns.amounts import refund_parts
from core.returns.emails import return_email_queue
from core.returns.models import RefundTo, ReturnEvent, ReturnKind, ReturnRequest, ReturnStatus, ReturnTally
from core.wallet.services.refunds import tender_refund

UTR = re.compile(r"^[A-Za-z0-9]{6,40}$")
UTR_WORDS = "Enter the refund's UTR or reference (6 to 40 letters or digits)."
S = ReturnStatus
# the steps and the statuses each may start from
STEPS = {
    "approve": (S.REQUESTED,),
    "reject": (S.REQUESTED, S.APPROVED, S.PICKED_UP),
    "picked_up": (S.APPROVED,),
    "receive": (S.APPROVED, S.PICKED_UP),
    "refund": (S.RECEIVED,),
    "exchange": (S.RECEIVED,),
}
STEP_WORDS = {
    "approve": "approved",
    "reject": "rejected",
    "picked_up": "marked picked up",
    "receive": "received",
    "refund": "refunded",
    "exchange": "exchanged",
}


def steps_allowed(status: str) -> list[str]:
    """The steps the back office may offer for a return in `status`."""
    return [step for step, starts in STEPS.items() if status in starts]


def tally_move(before: str | None, after: str) -> None:
    """One return leaves `before` (None: a new one) for `after` in the per-status tally."""
    for status, delta in ((before, -1), (after, 1)):
        if status is None:
            continue
        ReturnTally.objects.get_or_create(status=status)
        ReturnTally.objects.filter(status=status).update(returns=F("returns") + delta)


def _lock(ret: ReturnRequest, step: str) -> ReturnRequest:
    locked = ReturnRequest.objects.select_for_update().select_related("order").get(pk=ret.pk)
    if locked.status not in STEPS[step]:
        status = locked.get_status_display().lower()
        message = f"Return {locked.number} is {status}: it cannot be {STEP_WORDS[step]} now."
        raise FieldErrors.single("status", message)
    return locked


def _move(locked: ReturnRequest, to: str, actor: User | None, note: str = "", **fields) -> ReturnRequest:
    before = locked.status
    for name, value in fields.items():
        setattr(locked, name, value)
    locked.status = to
    locked.save()
    ReturnEvent.objects.create(request=locked, from_status=before, to_status=to, actor=actor, note=note[:500])
    tally_move(before, to)
    return_email_queue(locked)
    return locked


@transaction.atomic
def return_approve(
    *, ret: ReturnRequest, actor: User, customer_sends: bool, courier_id: int | None, awb: str
) -> ReturnRequest:
    """Approve: a reverse pickup with a courier and its AWB, or the customer sends it back."""
    locked = _lock(ret, "approve")
    if customer_sends:
        return _move(locked, S.APPROVED, actor, "Customer sends it back", customer_sends=True)
    errors = FieldErrors()
    courier = Courier.objects.filter(pk=courier_id).first() if courier_id else None
    if courier is None:
        errors.add("courier_id", "Choose the pickup courier.")
    awb = (awb or "").strip()
    if not re.fullmatch(r"[A-Za-z0-9-]{4,40}", awb):
        errors.add("awb", "Enter the pickup's AWB number (4 to 40 letters or digits).")
    errors.raise_if_any()
    note = f"Pickup by {courier.name}, AWB {awb}"
    return _move(locked, S.APPROVED, actor, note, customer_sends=False, courier=courier, awb=awb)


@transaction.atomic
def return_reject(*, ret: ReturnRequest, actor: User, reason: str) -> ReturnRequest:
    locked = _lock(ret, "reject")
    reason = (reason or "").strip()
    if not 1 <= len(reason) <= 500:
        raise FieldErrors.single("reason", "Say why the return is not accepted (up to 500 characters).")
    return _move(locked, S.REJECTED, actor, reason, reject_reason=reason)


@transaction.atomic
def return_mark_picked_up(*, ret: ReturnRequest, actor: User) -> ReturnRequest:
    return _move(_lock(ret, "picked_up"), S.PICKED_UP, actor)


@transaction.atomic
def return_receive(*, ret: ReturnRequest, actor: User, qc_passed: bool, note: str) -> ReturnRequest:
    """The parcel is back: a passed quality check receives it, a failed one (with a note) rejects it."""
    locked = _lock(ret, "receive")
    note = (note or "").strip()
    if len(note) > 500:
        raise FieldErrors.single("note", "Keep the note under 500 characters.")
    if qc_passed:
        return _move(locked, S.RECEIVED, actor, note, qc_note=note)
    if not note:
        raise FieldErrors.single("note", "Say what failed the quality check.")
    reason = f"It did not pass our quality check: {note}"
    return _move(locked, S.REJECTED, actor, reason, qc_note=note, reject_reason=reason[:500])


@transaction.atomic
def return_refund(
    *, ret: ReturnRequest, actor: User, amount: Decimal | None, reference: str
) -> ReturnRequest:
    """Refund a received return: at most what the customer paid for those pieces (refund_parts), with
    the payment's UTR or reference; issues the GST credit note (CGST Act s.34) for exactly that
    amount and counts the refund in the order's maintained totals. An order paid through the payment
    gateway is refunded to its source through the gateway (core/payments), no UTR asked: the refund
    is asked of the gateway after the commit, and its state (pending, processed with the gateway's
    refund id, failed with the reason) shows on the return through its credit note's number. An order
    paid partly by gift card or store credit gives each its share back first (core/wallet/split.py:
    pro rata), and only the money's share is paid by UTR or the gateway."""
    locked = _lock(ret, "refund")
    errors = FieldErrors()
    reference = (reference or "").strip()
    to_credit = locked.refund_to == RefundTo.STORE_CREDIT  # the customer's choice: no money leaves
    to_source = not to_credit and gateway_refunds_to_source(locked.order)
    by_utr = not to_source and not to_credit
    # an order paid partly by gift card or credit may owe no money for this return: its UTR asked below
    if by_utr and locked.order.tendered <= 0 and not UTR.match(reference):
        errors.add("reference", UTR_WORDS)
    if locked.order.payment_status != PaymentStatus.PAID:
        errors.add("amount", "The order is not marked paid: there is nothing to refund.")
    parts = refund_parts(locked)
    most = from_paise(sum(p.paise for p in parts))
    amount = most if amount is None else rupees(amount)
    if not Decimal("0.01") <= amount <= most:
        errors.add("amount", f"Refund between Rs 0.01 and Rs {most} for this return.")
    errors.raise_if_any()
    note = credit_note_issue_for_return(
        order=locked.order,
        parts=scale_parts(parts, paise(amount)),
        reason=f"Sales return {locked.number}",
    )
    shares = tender_refund(
        order=locked.order, amount=amount, reference=locked.number, to_credit=to_credit,
        reason=f"Return {locked.number} of order {locked.order.order_id}, credit note {note.number}",
    )  # fmt: skip
    if by_utr and shares.money > 0 and not UTR.match(reference):
        raise FieldErrors.single("reference", UTR_WORDS)
    if not by_utr or not shares.money:
        reference = ""
    if to_source and shares.money:  # asked of the gateway after the commit; its state shows on the return
        gateway_refund_create(
            order=locked.order, amount_paise=paise(shares.money), reason=f"Sales return {locked.number}",
            credit_note_number=note.number,
        )  # fmt: skip
    order_refund_add(order=locked.order, amount=amount)
    return _move(
        locked,
        S.REFUNDED,
        actor,
        _refund_words(amount, shares, to_credit=to_credit, to_source=to_source, reference=reference),
        refund_amount=amount,
        refund_reference=reference,
        refunded_at=timezone.now(),
        credit_note=note,
    )


def _refund_words(amount: Decimal, shares, *, to_credit: bool, to_source: bool, reference: str) -> str:
    if to_credit:
        return f"Rs {amount} refunded as store credit"
    where = []
    if shares.money:
        where.append(
            f"Rs {shares.money} to the original payment"
            if to_source
            else f"Rs {shares.money}, UTR {reference}"
        )
    if shares.gift_cards:
        where.append(f"Rs {shares.gift_cards} to the gift card")
    if shares.credit:
        where.append(f"Rs {shares.credit} to store credit")
    if where == [f"Rs {amount} to the original payment"]:
        return f"Rs {amount} refunded to the original payment"
    if where == [f"Rs {amount}, UTR {reference}"]:
        return f"Rs {amount} refunded, UTR {reference}"
    return f"Rs {amount} refunded: " + "; ".join(where)


@transaction.atomic
def return_exchange(*, ret: ReturnRequest, actor: User) -> ReturnRequest:
    """Exchange a received return: a replacement order at no charge with the new sizes (e-mailed)."""
    locked = _lock(ret, "exchange")
    if locked.kind != ReturnKind.EXCHANGE:
        raise FieldErrors.single("kind", "This return asked for a refund, not another size.")
    lines = [
        ReplacementLine(line=line.order_line, size=line.exchange_size, quantity=line.quantity)
        for line in locked.lines.select_related("order_line")
    ]
    replacement = order_replacement_create(
        original=locked.order,
        lines=lines,
        actor=actor,
        note=f"Replacement for order {locked.order.order_id} (return {locked.number}), at no charge.",
    )
    note = f"Replacement order {replacement.order_id}"
    return _move(locked, S.EXCHANGED, actor, note, replacement_order=replacement)
