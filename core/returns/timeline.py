"""A return's steps as the customer's order timeline shows them. Pure: built from the return and
its history rows (prefetched by the caller), no database access."""

from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal

from core.common.admin_money import inr
from core.payments.selectors import (  # for the timeline's rows (core/tracking)
    cancel_refund_state_column,
    refund_state_column,
    refund_state_read,
)
from core.returns.models import ReturnEvent, ReturnKind, ReturnRequest, ReturnStatus

S = ReturnStatus
__all__ = [
    "LABELS", "ReturnStep", "ReturnTrack", "cancel_refund_state_column", "refund_state_column",
    "refund_state_read", "return_track",
]  # fmt: skip
LABELS = {
    S.REQUESTED: "Return requested",
    S.APPROVED: "Return approved",
    S.PICKED_UP: "Picked up",
    S.RECEIVED: "Received",
    S.REFUNDED: "Refunded",
    S.EXCHANGED: "Exchanged",
    S.REJECTED: "Rejected",
}


@dataclass(frozen=True)
class ReturnStep:
    key: str
    label: str
    done: bool
    at: datetime | None
    detail: str  # in English; detail_code and detail_values let a storefront word it in its language
    detail_code: str = ""
    detail_values: dict = field(default_factory=lambda: _values())


@dataclass(frozen=True)
class ReturnTrack:
    number: str
    status: str
    kind: str
    steps: list[ReturnStep]
    tracking_url: str
    refund_amount: Decimal | None
    refund_reference: str
    replacement_order_id: str | None
    reject_reason: str
    credit_note_url: str | None
    refund_state: dict | None = None  # a refund to source's state (core/payments/schemas.py RefundStateOut)


# the names a step's detail is worded from (core/tracking/api.py ReturnStepDetailValuesOut), each present
DETAIL_VALUES = ("courier", "awb", "reason", "amount", "state", "utr", "order_id")


def _values(**given) -> dict:
    return {name: given.get(name) for name in DETAIL_VALUES}


def _detail(ret: ReturnRequest, status: str, refund_state: dict | None = None) -> tuple[str, str, dict]:
    """A step's detail: the English sentence, and its code with the values a storefront words it from."""
    if status == S.APPROVED:
        if ret.customer_sends:
            return "Please send the items back to us", "send_back", _values()
        if ret.courier_id:
            values = _values(courier=ret.courier.name, awb=ret.awb)
            return f"Pickup by {ret.courier.name}, AWB {ret.awb}", "pickup", values
        return "", "", _values()
    if status == S.REJECTED:
        return ret.reject_reason, "rejected", _values(reason=ret.reject_reason)  # the team's own words
    if status == S.REFUNDED and ret.refund_amount is not None and refund_state is not None:
        # to source: pending, done or failed
        values = _values(amount=float(ret.refund_amount), state=refund_state["status"])
        return f"{inr(ret.refund_amount)}: {refund_state['words']}", "refund_to_source", values
    if status == S.REFUNDED and ret.refund_amount is not None:
        values = _values(amount=float(ret.refund_amount), utr=ret.refund_reference)
        return f"{inr(ret.refund_amount)} refunded, UTR {ret.refund_reference}", "refunded", values
    if status == S.EXCHANGED and ret.replacement_order_id:
        order_id = ret.replacement_order.order_id
        return f"Replacement order {order_id}", "replacement", _values(order_id=order_id)
    return "", "", _values()


def return_track(
    ret: ReturnRequest, events: list[ReturnEvent], refund_state: dict | None = None
) -> ReturnTrack:
    when: dict[str, datetime] = {}
    for event in events:
        when[event.to_status] = event.created_at
    last = S.EXCHANGED if ret.kind == ReturnKind.EXCHANGE else S.REFUNDED
    path = [S.REQUESTED, S.APPROVED]
    if not ret.customer_sends:
        path.append(S.PICKED_UP)
    path += [S.RECEIVED, last]
    if ret.status == S.REJECTED:
        path = [status for status in path if status in when] + [S.REJECTED]
    # a step skipped on the way (received straight after approval) counts as done
    furthest = max((i for i, status in enumerate(path) if status in when), default=-1)
    steps = []
    for i, status in enumerate(path):
        detail, code, values = _detail(ret, status, refund_state) if status in when else ("", "", _values())
        steps.append(
            ReturnStep(
                key=status.value,
                label=LABELS[status],
                done=i <= furthest,
                at=when.get(status),
                detail=detail,
                detail_code=code,
                detail_values=values,
            )
        )
    return ReturnTrack(
        number=ret.number,
        status=ret.status,
        kind=ret.kind,
        steps=steps,
        tracking_url=ret.pickup_tracking_url,
        refund_amount=ret.refund_amount,
        refund_reference=ret.refund_reference,
        replacement_order_id=ret.replacement_order.order_id if ret.replacement_order_id else None,
        reject_reason=ret.reject_reason,
        credit_note_url=f"/api/returns/{ret.number}/credit-note.pdf" if ret.credit_note_id else None,
        refund_state=refund_state,
    )
