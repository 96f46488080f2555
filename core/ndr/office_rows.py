"""The desk's cases (NdrOfficeCaseOut) written from plain values, not models and schemas.

The queue is read every few seconds by every desk member. Building 25 cases as models with their
order, customer, shipment and courier (select_related compiled on every request), then validating
each through the response schema, cost four times a logged-in hello (benchmarks/api.md). Here the
page's ids are read first in the queue's order (core/ndr/office.py), then those cases' columns by a
values query and their actions by another, each compiled once per connection
(core/common/prepared.py), and one function writes each row with the keys, order and values the
schema would (`test_office_rows.py` compares the bytes with the schema's rendering of the models,
which the desk's actions still answer through `pages.office_case`).
"""

from datetime import datetime

from django.conf import settings
from django.core.signing import TimestampSigner
from django.utils import timezone

from core.common.prepared import ByIds, Prepared
from core.common.renderers import json_time
from core.ndr import links
from core.ndr.emails import QuotedText, ndr_wording, phone_plus91
from core.ndr.models import NdrAction, NdrCase
from core.ndr.pages import ship_address
from core.ndr.selectors import LIVE, WAITING
from core.orders.shipping.models import NO_COURIER

_CASE = (
    "id", "attempts", "reason", "opened_at", "attempted_at", "deadline", "status", "answer",
    "answer_date", "answer_address", "answer_pin_code", "answer_phone", "answered_at", "action",
    "closed_as", "order__order_id", "order__ship_name", "order__ship_phone", "order__ship_area",
    "order__ship_landmark", "order__ship_city", "order__ship_state", "order__ship_pin_code",
    "order__customer__name", "order__customer__phone_number", "shipment__awb", "shipment__courier__name",
)  # fmt: skip
_ACTION = (
    "case_id", "id", "kind", "on_date", "address", "pin_code", "phone", "note", "actor_name", "at",
    "courier_status", "courier_reference",
)  # fmt: skip

_CASES = ByIds(lambda: NdrCase.objects.values(*_CASE))
# the cases' actions, newest first (the (case, -at) index)
_ACTIONS = Prepared(
    lambda ids: NdrAction.objects.filter(case_id__in=ids).order_by("-at", "-id").values_list(*_ACTION),
    ids=[-1],  # the marker: no case has it
)


def _day(value) -> str | None:
    return None if value is None else value.isoformat()


def _action(a: tuple) -> dict:
    """NdrActionOut."""
    return {
        "id": a[1],
        "kind": a[2],
        "on_date": _day(a[3]),
        "address": a[4],
        "pin_code": a[5],
        "phone": a[6],
        "note": a[7],
        "actor_name": a[8],
        "at": json_time(a[9]),
        "courier_status": a[10],
        "courier_reference": a[11],
    }


def _flagged(c: dict, now: datetime) -> bool:
    """As selectors.is_flagged reads a case."""
    if c["status"] not in LIVE:
        return False
    return c["attempts"] >= settings.NDR_MAX_ATTEMPTS or (c["status"] in WAITING and c["deadline"] < now)


def _row(c: dict, actions: list[dict], now: datetime, by: TimestampSigner, quoted: QuotedText) -> dict:
    """NdrOfficeCaseOut, as pages.office_case and the schema make it of the models."""
    phone = c["order__ship_phone"] or c["order__customer__phone_number"]
    message = quoted.text(
        order_id=c["order__order_id"],
        attempts=c["attempts"],
        reason=c["reason"],
        deadline=c["deadline"],
        token=links.case_token(c["id"], by),
    )
    courier = c["shipment__courier__name"]
    return {
        "id": c["id"],
        "order_id": c["order__order_id"],
        "customer_name": c["order__ship_name"] or c["order__customer__name"],
        "courier": NO_COURIER if courier is None else courier,
        "awb": c["shipment__awb"],
        "attempts": c["attempts"],
        "reason": c["reason"],
        "opened_at": json_time(c["opened_at"]),
        "attempted_at": json_time(c["attempted_at"]),
        "deadline": json_time(c["deadline"]),
        "status": c["status"],
        "flagged": _flagged(c, now),
        "answer": c["answer"] or None,
        "answer_date": _day(c["answer_date"]),
        "answer_address": c["answer_address"],
        "answer_pin_code": c["answer_pin_code"],
        "answer_phone": c["answer_phone"],
        "answered_at": json_time(c["answered_at"]),
        "action": c["action"] or None,
        "ship_address": ship_address(
            c["order__ship_area"],
            c["order__ship_landmark"],
            c["order__ship_city"],
            c["order__ship_state"],
            c["order__ship_pin_code"],
        ),
        "phone": phone_plus91(phone),
        "whatsapp": f"https://wa.me/91{phone}?text={message}",
        "actions": actions,
        "closed_as": c["closed_as"],
    }


def rows_of(ids: list[int], using: str = "default") -> list[dict]:
    """The desk's rows of these cases, in this order (a case deleted meanwhile is left out): two
    prepared queries; one signer for every row's link, the message's wording translated and URL-quoted
    once."""
    cases = _CASES.rows_of(ids, using)
    actions: dict[int, list[dict]] = {c["id"]: [] for c in cases}
    for a in _ACTIONS.rows(using, ids=list(actions)):
        actions[a[0]].append(_action(a))
    now, by = timezone.now(), links.signer()
    quoted = QuotedText(ndr_wording(), links.case_url_base())
    return [_row(c, actions[c["id"]], now, by, quoted) for c in cases]


def rows(page) -> list[dict]:
    """The rows of a page of the queue (a sliced queryset of cases): its ids, then `rows_of`."""
    return rows_of(list(page.values_list("pk", flat=True)), page.db)
