"""Failed deliveries as the customer's pages and the desk's screen read them: plain values."""

from django.utils import timezone

from core.ndr import selectors
from core.ndr.emails import phone_plus91, whatsapp_link
from core.ndr.links import case_url
from core.ndr.models import NdrCase, NdrStatus


def ship_address(*parts: str) -> str:
    """The delivery address on one line: area, landmark, city, state, PIN code (the empty left out)."""
    return ", ".join(p for p in parts if p)


def _ship_address(order) -> str:
    o = order
    return ship_address(o.ship_area, o.ship_landmark, o.ship_city, o.ship_state, o.ship_pin_code)


def _common(case: NdrCase) -> dict:
    return {
        "order_id": case.order.order_id,
        "attempts": case.attempts,
        "reason": case.reason,
        "attempted_at": case.attempted_at,
        "deadline": case.deadline,
        "status": case.status,
        "answer": case.answer or None,
        "answer_date": case.answer_date,
        "answer_address": case.answer_address,
        "answer_pin_code": case.answer_pin_code,
        "answer_phone": case.answer_phone,
        "answered_at": case.answered_at,
        "courier": case.shipment.courier_name,
        "awb": case.shipment.awb,
        "ship_address": _ship_address(case.order),
    }


def customer_case(case: NdrCase) -> dict:
    return {
        **_common(case),
        "ship_phone": case.order.ship_phone,
        "dates": selectors.reattempt_dates() if case.status != NdrStatus.CLOSED else [],
    }


def tracking_case(case: NdrCase | None) -> dict | None:
    if case is None:
        return None
    settled = case.status == NdrStatus.CLOSED
    return {**_common(case), "link": None if settled else case_url(case.pk)}


def office_case(case: NdrCase) -> dict:
    flagged = getattr(case, "flagged", None)
    return {
        **_common(case),
        "id": case.pk,
        "customer_name": case.order.ship_name or case.order.customer.name,
        "opened_at": case.opened_at,
        "flagged": selectors.is_flagged(case, now=timezone.now()) if flagged is None else flagged,
        "action": case.action or None,
        "phone": phone_plus91(case.order.ship_phone or case.order.customer.phone_number),
        "whatsapp": whatsapp_link(case),
        "actions": case.shown_actions if hasattr(case, "shown_actions") else list(case.actions.all()),
        "closed_as": case.closed_as,
    }
