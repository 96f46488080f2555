"""The desk's task follows the parcel: a failed attempt opens it with the courier's reason and cut-off,
another adds an attempt, delivery or a return closes it; the customer hears by e-mail with the link."""

from datetime import UTC, datetime, timedelta

import pytest

from core.couriers.changes import ParcelState
from core.ndr.links import case_token
from core.ndr.models import NdrCase, NdrStatus
from core.ndr.selectors import cases_queue, is_flagged, ndr_counts
from core.ndr.tests.clock import travel
from core.ndr.tests.factories import REASON, move, ndr_case, shipped_order
from core.notifications.models import EmailKind, OutgoingEmail

pytestmark = pytest.mark.django_db
SCANNED = datetime(2026, 11, 24, 5, 30, tzinfo=UTC)  # 11:00 IST, a Tuesday


def test_a_failed_attempt_opens_a_case_with_the_reason_and_the_cut_off():
    case = ndr_case(at=SCANNED)
    assert case.status == NdrStatus.OPEN
    assert case.attempts == 1
    assert case.reason == REASON
    assert case.deadline == SCANNED + timedelta(hours=24)


def test_a_courier_with_a_longer_cut_off_gives_a_later_deadline(settings):
    settings.NDR_COURIER_DEADLINE_HOURS = {"Delhivery": 48}
    assert ndr_case(at=SCANNED).deadline == SCANNED + timedelta(hours=48)


def test_the_customer_is_emailed_the_link():
    with travel(SCANNED):  # the link is stamped with the second it was signed
        case = ndr_case(at=SCANNED)
        token = case_token(case.pk)
    mail = OutgoingEmail.objects.get(kind=EmailKind.NDR)
    assert mail.to_email == case.order.customer.email
    assert case.order.order_id in mail.subject
    assert f"/oandr/delivery/{token}" in mail.body_text
    assert REASON in mail.body_text
    assert "25/11/2026 11:00" in mail.body_text  # the deadline, IST


def test_a_second_attempt_adds_to_the_open_case():
    case = ndr_case(at=SCANNED)
    later = SCANNED + timedelta(days=1)
    move(case.order, ParcelState.NDR, reason="Address incomplete", at=later)
    assert NdrCase.objects.count() == 1
    case.refresh_from_db()
    assert (case.attempts, case.reason, case.deadline) == (
        2,
        "Address incomplete",
        later + timedelta(hours=24),
    )
    assert OutgoingEmail.objects.filter(kind=EmailKind.NDR).count() == 2


@pytest.mark.parametrize(
    "state", [ParcelState.DELIVERED, ParcelState.RTO_INITIATED, ParcelState.RTO_DELIVERED]
)
def test_delivery_or_a_return_closes_the_case(state):
    case = ndr_case()
    move(case.order, state, state_from=ParcelState.NDR)
    case.refresh_from_db()
    assert (case.status, case.closed_as) == (NdrStatus.CLOSED, state)


def test_a_failed_attempt_after_the_case_closed_opens_a_new_one():
    case = ndr_case()
    move(case.order, ParcelState.DELIVERED)
    move(case.order, ParcelState.NDR, reason="Door locked")
    assert NdrCase.objects.filter(order=case.order).count() == 2


def test_other_moves_leave_the_case_alone():
    case = ndr_case()
    move(case.order, ParcelState.OUT_FOR_DELIVERY, state_from=ParcelState.NDR)
    case.refresh_from_db()
    assert case.status == NdrStatus.OPEN


def test_a_case_past_its_deadline_without_action_is_flagged_first():
    with travel(SCANNED):
        late = ndr_case(at=SCANNED - timedelta(hours=30))
        fresh = ndr_case(at=SCANNED)
        assert is_flagged(late) and not is_flagged(fresh)
        assert [c.pk for c in cases_queue().order_by("urgency", "deadline")] == [late.pk, fresh.pk]
        assert ndr_counts() == {"open": 2, "flagged": 1}
    with travel(SCANNED + timedelta(hours=25)):
        assert is_flagged(NdrCase.objects.get(pk=fresh.pk))


def test_a_case_past_its_attempts_is_flagged_even_before_its_deadline(settings):
    with travel(SCANNED):
        case = ndr_case(at=SCANNED)
        for _ in range(settings.NDR_MAX_ATTEMPTS - 1):
            move(case.order, ParcelState.NDR, reason="Not at home", at=SCANNED)
        case.refresh_from_db()
        assert case.attempts == 3 and case.deadline > SCANNED
        assert is_flagged(case)


def test_a_closed_case_is_never_flagged():
    with travel(SCANNED):
        case = ndr_case(at=SCANNED - timedelta(days=3))
        move(case.order, ParcelState.RTO_INITIATED)
        case.refresh_from_db()
        assert not is_flagged(case)
        assert ndr_counts() == {"open": 0, "flagged": 0}


def test_a_shipped_order_without_ndr_has_no_case():
    shipped_order()
    assert NdrCase.objects.count() == 0
