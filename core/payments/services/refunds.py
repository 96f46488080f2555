"""Refunds to source through the gateway. A refund is recorded pending inside the transaction that
decides it (a return's refund, a cancellation, a capture the shop cannot keep) and the gateway is
asked by a task after that commits (`gateway_refund_send`): never while an order's row is locked,
and a rolled-back decision asks nothing. The gateway's answer is kept (its refund id and state), and
its refusal too: the refund is failed, with the gateway's reason. Accounts ask a failed refund again
(`gateway_refund_retry`) or pay it by bank transfer and record the UTR (`gateway_refund_settle_utr`),
each in the audit trail."""

import json
import re

from django.db import transaction
from django.utils import timezone

from core.common.errors import ApplicationError, ErrorStatus, FieldErrors
from core.common.models import AuditAction
from core.common.money import from_paise
from core.common.services import audit_record
from core.jobs.start import start
from core.payments.models import GatewayEvent, GatewayPayment, GatewayRefund, GatewayRefundStatus
from core.payments.port import GatewayError, PaymentGateway, gateway

REFUND_SEND = "core.payments.tasks.gateway_refund_send_task"  # by path: the task module imports this one
REFUND_KINDS = {
    "refund_processed": GatewayRefundStatus.PROCESSED,
    "refund_failed": GatewayRefundStatus.FAILED,
}
NO_GATEWAY_NOW = "The shop has no payment gateway now: refund it by bank transfer and record the UTR."
NO_ANSWER = "The payment gateway did not answer."
FAILED_EVENT = "The payment gateway reported the refund failed."
NOT_FAILED = "Only a failed refund can be asked again or paid by bank transfer."
UTR = re.compile(r"^[A-Za-z0-9]{6,40}$")
BAD_UTR = "Enter the bank transfer's UTR (6 to 40 letters or digits)."


def gateway_refund_queue(
    *, payment: GatewayPayment, payment_id: str, amount_paise: int, source: str, credit_note_number: str = ""
) -> GatewayRefund:
    """Record a refund of `amount_paise` of the gateway's payment `payment_id`, pending, and ask the
    gateway for it once the caller's transaction commits."""
    refund = GatewayRefund.objects.create(
        payment=payment, gateway_payment_id=payment_id, amount_paise=amount_paise, source=source,
        credit_note_number=credit_note_number,
    )  # fmt: skip
    start(REFUND_SEND, refund_pk=refund.pk)
    return refund


def gateway_refund_send(*, refund_pk: int) -> GatewayRefund | None:
    """The task's body: ask the gateway for a pending refund, outside any transaction (the row is
    claimed first, so two workers never ask twice), then keep its answer, or its refusal with the
    reason. None: nothing to ask (asked already, or no longer pending)."""
    claimed = GatewayRefund.objects.filter(
        pk=refund_pk, status=GatewayRefundStatus.PENDING, refund_id="", asked_at__isnull=True
    ).update(asked_at=timezone.now())
    if not claimed:
        return None
    refund = GatewayRefund.objects.select_related("payment__order").get(pk=refund_pk)
    found = gateway()
    if found is None or found.name != refund.payment.gateway:
        return _answer_failed(refund_pk, NO_GATEWAY_NOW)
    notes = {"order_id": refund.payment.order.order_id, "reason": refund.source}
    if refund.credit_note_number:
        notes["credit_note"] = refund.credit_note_number
    try:
        made = found.refund_create(
            payment_id=refund.gateway_payment_id, amount_paise=refund.amount_paise, notes=notes
        )
    except GatewayError as exc:
        return _answer_failed(refund_pk, str(exc).strip() or NO_ANSWER)
    return _answer_kept(found, refund_pk, made.refund_id, made.status)


@transaction.atomic
def _answer_failed(refund_pk: int, reason: str) -> GatewayRefund:
    refund = GatewayRefund.objects.select_for_update().get(pk=refund_pk)
    refund.status, refund.failure_reason = GatewayRefundStatus.FAILED, reason[:300]
    refund.save(update_fields=["status", "failure_reason", "updated_at"])
    return refund


@transaction.atomic
def _answer_kept(found: PaymentGateway, refund_pk: int, refund_id: str, status: str) -> GatewayRefund:
    """The gateway's refund id and state, then the events about it that came before it was kept (the
    gateway may send refund.processed before its answer to the call reached the shop)."""
    refund = GatewayRefund.objects.select_for_update().get(pk=refund_pk)
    refund.refund_id = refund_id
    refund.status = status if status in GatewayRefundStatus.values else GatewayRefundStatus.PENDING
    if refund.status == GatewayRefundStatus.FAILED:
        refund.failure_reason = FAILED_EVENT
    refund.save(update_fields=["refund_id", "status", "failure_reason", "updated_at"])
    early = GatewayEvent.objects.filter(gateway=found.name, subject=refund_id, applied=False)
    for event in early.order_by("received_at", "id"):
        kind = found.event_read(json.dumps(event.payload).encode()).kind
        if kind in REFUND_KINDS and refund_state_apply(refund_id, REFUND_KINDS[kind]):
            GatewayEvent.objects.filter(pk=event.pk).update(applied=True)
    refund.refresh_from_db()
    return refund


def refund_state_apply(refund_id: str, status: str) -> bool:
    """refund.processed / refund.failed: the refund's last state (a final state stays final). False:
    the shop keeps no refund of that id (yet)."""
    refund = GatewayRefund.objects.select_for_update().filter(refund_id=refund_id).first()
    if refund is None:
        return False
    if refund.status == GatewayRefundStatus.PENDING:
        refund.status = status
        refund.failure_reason = FAILED_EVENT if status == GatewayRefundStatus.FAILED else ""
        refund.save(update_fields=["status", "failure_reason", "updated_at"])
    return True


def _failed_locked(refund: GatewayRefund) -> GatewayRefund:
    locked = GatewayRefund.objects.select_for_update().select_related("payment__order").get(pk=refund.pk)
    if locked.status != GatewayRefundStatus.FAILED:
        raise ApplicationError(NOT_FAILED, status=ErrorStatus.CONFLICT)
    return locked


def _target(refund: GatewayRefund) -> str:
    return f"Order {refund.payment.order.order_id}, refund of Rs {from_paise(refund.amount_paise)}"


@transaction.atomic
def gateway_refund_retry(*, refund: GatewayRefund, actor) -> GatewayRefund:
    """Ask the gateway again for a failed refund (Accounts' one button): pending again, asked after
    the commit; the audit trail keeps who asked and why the last one failed."""
    locked = _failed_locked(refund)
    found = gateway()
    if found is None or found.name != locked.payment.gateway:
        raise ApplicationError(NO_GATEWAY_NOW, status=ErrorStatus.CONFLICT)
    before = f"failed: {locked.failure_reason}"
    locked.status, locked.failure_reason, locked.refund_id, locked.asked_at = (
        GatewayRefundStatus.PENDING, "", "", None,
    )  # fmt: skip
    locked.save(update_fields=["status", "failure_reason", "refund_id", "asked_at", "updated_at"])
    audit_record(
        actor=actor, action=AuditAction.PAYMENT, target=_target(locked), before=before, after="asked again"
    )
    start(REFUND_SEND, refund_pk=locked.pk)
    return locked


@transaction.atomic
def gateway_refund_settle_utr(*, refund: GatewayRefund, actor, utr: str) -> GatewayRefund:
    """A failed refund paid by Accounts by bank transfer instead: its UTR recorded, the refund done."""
    utr = (utr or "").strip()
    if not UTR.match(utr):
        raise FieldErrors.single("utr", BAD_UTR)
    locked = _failed_locked(refund)
    before = f"failed: {locked.failure_reason}"
    locked.status, locked.utr = GatewayRefundStatus.BY_UTR, utr
    locked.save(update_fields=["status", "utr", "updated_at"])
    audit_record(
        actor=actor, action=AuditAction.PAYMENT, target=_target(locked), before=before, after=f"UTR {utr}"
    )
    return locked
