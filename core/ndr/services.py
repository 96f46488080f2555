"""Writes of failed deliveries: the couriers' moves open, add to and close the desk's task
(`ndr_follow`, a SHIPMENT_FOLLOWER), the customer answers through the link (`ndr_answer_record`),
the desk acts (`ndr_action_take`: recorded, audited, handed to the courier's port). A corrected
address or phone, the customer's or the desk's, becomes the order's own (`order_update`'s details)."""

from dataclasses import dataclass
from datetime import date, timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from core.common.errors import ApplicationError, ErrorStatus, FieldErrors
from core.common.ist import ist_date
from core.common.models import AuditAction
from core.common.phone import REGISTER_PHONE_MESSAGE, is_valid_phone
from core.common.services import audit_record
from core.couriers.changes import ParcelState, ShipmentChange
from core.couriers.services.notes import courier_event_desk_note
from core.ndr import selectors
from core.ndr.courier_actions import courier_actions
from core.ndr.emails import ndr_email
from core.ndr.models import NdrAction, NdrActionKind, NdrCase, NdrChoice, NdrCourierStatus, NdrStatus
from core.ndr.place import place_check
from core.orders.changes.services import order_update
from core.pincodes.selectors import place_get

# the parcel states after which a failed delivery is settled: delivered, or going back to the shop
CLOSING = (
    ParcelState.DELIVERED,
    ParcelState.RTO_INITIATED,
    ParcelState.RTO_IN_TRANSIT,
    ParcelState.RTO_DELIVERED,
    ParcelState.LOST,
)
CLOSED_CASE = "This delivery is already settled: the parcel was delivered or is on its way back to us."
PICK_DATE = "Choose one of the dates offered."
ADDRESS_OR_PHONE = "Give the corrected address with its PIN code, or the phone number, or both."
ADDRESS_LENGTH = "Write the address in 10 to 300 characters."
NEEDS_DATE = "Choose the date of the next attempt."
AREA_MAX = 200  # the order's address line (Order.ship_area, then ship_landmark)


@dataclass(frozen=True)
class NewAddress:
    address: str = ""  # as the courier reads it: the lines, the PIN code's town and state
    pin_code: str = ""
    phone: str = ""
    lines: str = ""  # as given; with the PIN directory's town and state, the order's new address
    city: str = ""
    state: str = ""


def _deadline_hours(change: ShipmentChange) -> int:
    courier = change.shipment.courier
    by_courier = settings.NDR_COURIER_DEADLINE_HOURS
    return (
        by_courier.get(courier.name, settings.NDR_DEADLINE_HOURS) if courier else settings.NDR_DEADLINE_HOURS
    )


@transaction.atomic
def ndr_follow(change: ShipmentChange) -> None:
    """A follower of parcel moves (settings.SHIPMENT_FOLLOWERS): a failed attempt opens the desk's
    task, or adds an attempt to the parcel's live one; delivery or a return closes it."""
    if change.state_to == ParcelState.NDR:
        ndr_attempt_record(change=change)
    elif change.state_to in CLOSING:
        ndr_case_close(shipment_id=change.shipment.pk, state=change.state_to)


@transaction.atomic
def ndr_attempt_record(*, change: ShipmentChange) -> NdrCase:
    deadline = change.happened_at + timedelta(hours=_deadline_hours(change))
    case = selectors.live_case_for(shipment_id=change.shipment.pk)
    if case is None:
        case = NdrCase.objects.create(
            shipment=change.shipment,
            order=change.shipment.order,
            reason=change.reason[:300],
            attempted_at=change.happened_at,
            deadline=deadline,
        )
    else:  # another failed attempt: waiting on the customer and the desk again
        case.attempts += 1
        case.reason = change.reason[:300]
        case.attempted_at = change.happened_at
        case.deadline = deadline
        case.status = NdrStatus.OPEN
        case.save(update_fields=["attempts", "reason", "attempted_at", "deadline", "status"])
    ndr_email(case=case)
    return case


@transaction.atomic
def ndr_case_close(*, shipment_id: int, state: str) -> None:
    case = selectors.live_case_for(shipment_id=shipment_id)
    if case is not None:
        case.status = NdrStatus.CLOSED
        case.closed_at = timezone.now()
        case.closed_as = state
        case.save(update_fields=["status", "closed_at", "closed_as"])


def _check_date(value: date | None, errors: FieldErrors) -> None:
    if value is None:
        errors.add("date", NEEDS_DATE)
    elif value not in selectors.reattempt_dates():
        errors.add("date", PICK_DATE)


def _check_address(new: NewAddress, errors: FieldErrors) -> NewAddress:
    """The address with the PIN code's place (the PIN directory) and the phone, checked."""
    address, pin_code, phone = new.address.strip(), new.pin_code.strip(), new.phone.strip()
    if not (address or phone):
        errors.add("address", ADDRESS_OR_PHONE)
    if address and not 10 <= len(address) <= 300:
        errors.add("address", ADDRESS_LENGTH)
    lines, town, state = address, "", ""
    if address or pin_code:
        try:
            place = place_get(pincode=pin_code)
        except ApplicationError as exc:
            errors.add("pin_code", exc.message)
        else:
            town, state = place.district or place.town, place.state
            address = address if town.lower() in address.lower() else f"{address}, {town}"
            address = f"{address}, {place.state}" if address else address
    if phone and not is_valid_phone(phone):
        errors.add("phone", REGISTER_PHONE_MESSAGE)
    return NewAddress(
        address=address[:500], pin_code=pin_code, phone=phone, lines=lines, city=town, state=state
    )


def _order_details(new: NewAddress) -> dict[str, str]:
    """The order's delivery fields a checked correction sets (its lines split over the address's
    two lines where they are longer than the first holds)."""
    details: dict[str, str] = {}
    if new.lines:
        first, rest = new.lines, ""
        if len(first) > AREA_MAX:
            cut = first.rfind(" ", 0, AREA_MAX + 1)
            cut = cut if cut > 0 else AREA_MAX
            first, rest = first[:cut].rstrip(" ,"), first[cut:].strip(" ,")
        details |= {
            "ship_area": first, "ship_landmark": rest[:AREA_MAX], "ship_city": new.city[:100],
            "ship_state": new.state[:100], "ship_pin_code": new.pin_code,
        }  # fmt: skip
    if new.phone:
        details["ship_phone"] = new.phone
    return details


def _ship_to(order) -> str:
    return f"{order.shipping_address}; phone {order.ship_phone}"


def _apply_to_order(case: NdrCase, new: NewAddress, actor) -> None:
    """The corrected address or phone made the order's own, through the orders' one door for its
    details, audited and noted on the parcel's history (the customer's timeline shows it)."""
    order = case.order
    details = {name: value for name, value in _order_details(new).items() if getattr(order, name) != value}
    if not details:  # the desk passing on the customer's answer, already on the order
        return
    before = _ship_to(order)
    order_update(order=order, actor=actor, details=details)
    what = " and ".join(
        word for word, field in (("address", "ship_area"), ("phone", "ship_phone")) if field in details
    )
    audit_record(
        actor=actor,
        action=AuditAction.SHIP_TO,
        target=f"Order {order.order_id}: delivery {what}",
        before=before,
        after=_ship_to(order),
    )
    courier_event_desk_note(
        shipment=case.shipment, words="Delivery details corrected", detail=f"New delivery {what} on record"
    )


@transaction.atomic
def ndr_answer_record(
    *, case: NdrCase, choice: NdrChoice, on_date: date | None = None, new: NewAddress | None = None
) -> NdrCase:
    """The customer's choice, from the link: a new date, a corrected address or phone, or cancel."""
    case = NdrCase.objects.select_for_update().get(pk=case.pk)
    if case.status == NdrStatus.CLOSED:
        raise ApplicationError(CLOSED_CASE, status=ErrorStatus.CONFLICT)
    errors = FieldErrors()
    checked = NewAddress()
    if choice == NdrChoice.REATTEMPT:
        _check_date(on_date, errors)
    elif choice == NdrChoice.ADDRESS:
        checked = _check_address(new or NewAddress(), errors)
        place_check(case.order, pin_code=checked.pin_code, state=checked.state, errors=errors, desk=False)
    errors.raise_if_any()
    case.answer = choice
    case.answer_date = on_date if choice == NdrChoice.REATTEMPT else None
    case.answer_address, case.answer_pin_code, case.answer_phone = (
        checked.address,
        checked.pin_code,
        checked.phone,
    )
    case.answered_at = timezone.now()
    case.status = NdrStatus.ANSWERED
    case.save()
    if choice == NdrChoice.ADDRESS:  # the customer's own words, by their signed link
        _apply_to_order(case, checked, case.order.customer)
    return case


def _describe(action: NdrAction) -> str:
    words = [action.get_kind_display()]
    if action.on_date:
        words.append(f"on {ist_date(action.on_date)}")
    if action.address:
        words.append(f"to {action.address} {action.pin_code}".strip())
    if action.phone:
        words.append(f"phone {action.phone}")
    if action.note:
        words.append(f"({action.note})")
    return " ".join(words)


@transaction.atomic
def ndr_action_take(
    *,
    case: NdrCase,
    actor,
    kind: NdrActionKind,
    on_date: date | None = None,
    new: NewAddress | None = None,
    note: str = "",
) -> NdrAction:
    """The desk's action on a case: recorded (who, when, what), audited, handed to the courier."""
    case = NdrCase.objects.select_for_update().get(pk=case.pk)
    if case.status == NdrStatus.CLOSED:
        raise ApplicationError(CLOSED_CASE, status=ErrorStatus.CONFLICT)
    errors = FieldErrors()
    checked = NewAddress()
    if kind == NdrActionKind.RESCHEDULE:
        if on_date is None:
            errors.add("on_date", NEEDS_DATE)
        elif not timezone.localdate() < on_date <= timezone.localdate() + timedelta(days=7):
            errors.add("on_date", "Choose a date within the next seven days.")
    elif kind == NdrActionKind.ADDRESS:
        checked = _check_address(new or NewAddress(), errors)
        place_check(case.order, pin_code=checked.pin_code, state=checked.state, errors=errors, desk=True)
    errors.raise_if_any()
    action = NdrAction.objects.create(
        case=case,
        kind=kind,
        on_date=on_date if kind == NdrActionKind.RESCHEDULE else None,
        address=checked.address,
        pin_code=checked.pin_code,
        phone=checked.phone,
        note=note.strip()[:300],
        actor=actor,
        actor_name=f"{actor.name} ({actor.phone_number})",
        courier_status=NdrCourierStatus.BY_HAND,
    )
    if kind == NdrActionKind.ADDRESS:
        _apply_to_order(case, checked, actor)
    reply = courier_actions().send(action=action)
    if reply.sent:
        action.courier_status, action.courier_reference = NdrCourierStatus.SENT, reply.reference[:100]
        action.save(update_fields=["courier_status", "courier_reference"])
    before = f"{case.get_status_display()}, attempt {case.attempts}"
    case.action, case.status = kind, NdrStatus.ACTIONED
    case.save(update_fields=["action", "status"])
    audit_record(
        actor=actor,
        action=AuditAction.NDR_ACTION,
        target=f"Order {case.order.order_id}: failed delivery",
        before=before,
        after=_describe(action),
    )
    return action


@transaction.atomic
def ndr_action_mark_sent(*, action: NdrAction, actor, reference: str = "") -> NdrAction:
    """The desk gave the action to the courier by hand (its panel, a call): the screen stops asking."""
    action = NdrAction.objects.select_for_update().get(pk=action.pk)
    action.courier_status = NdrCourierStatus.SENT
    action.courier_reference = reference.strip()[:100] or f"by hand: {actor.name}"[:100]
    action.save(update_fields=["courier_status", "courier_reference"])
    return action
