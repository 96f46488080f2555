"""The desk's screen: the live cases, flagged first; each action recorded (who, when, what), audited
and handed to the courier's port; sent by hand when the port cannot."""

import json
from datetime import UTC, datetime, timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.common.models import AuditAction, AuditEntry
from core.conftest import JsonClient
from core.ndr import courier_actions
from core.ndr.courier_actions import CourierReply
from core.ndr.models import NdrAction, NdrCourierStatus, NdrStatus
from core.ndr.tests.clock import travel
from core.ndr.tests.factories import REASON, move, ndr_case

pytestmark = pytest.mark.django_db
NOW = datetime(2026, 11, 24, 5, 30, tzinfo=UTC)


@pytest.fixture
def desk_member():
    return StaffFactory(role=Role.ORDER_DESK)


@pytest.fixture
def desk(desk_member) -> JsonClient:
    client = JsonClient()
    client.force_login(desk_member)
    return client


def _list(client, **params):
    query = "&".join(f"{k}={json.dumps(v)}" for k, v in params.items())
    return client.get(f"/api/office/ndr-cases?{query}")


def test_the_list_puts_flagged_cases_first_then_the_nearest_deadline(desk):
    with travel(NOW):
        calm_later = ndr_case(at=NOW - timedelta(hours=1))
        calm_sooner = ndr_case(at=NOW - timedelta(hours=5))
        late = ndr_case(at=NOW - timedelta(hours=30))
        closed = ndr_case(at=NOW - timedelta(hours=40))
        move(closed.order, "delivered")
        response = _list(desk, filter={"live": True})
    rows = response.json()
    assert [r["id"] for r in rows] == [late.pk, calm_sooner.pk, calm_later.pk]
    assert [r["flagged"] for r in rows] == [True, False, False]
    first = rows[0]
    assert first["reason"] == REASON
    assert first["phone"].startswith("+91 ")
    assert first["whatsapp"].startswith(f"https://wa.me/91{late.order.ship_phone}?text=")
    assert response["Content-Range"] == "ndr-cases 0-2/3"


def test_the_list_reads_a_fixed_number_of_queries(desk):
    for _ in range(3):
        ndr_case()
    _list(desk)  # warm the session
    with CaptureQueriesContext(connection) as few:
        _list(desk)
    for _ in range(5):
        ndr_case()
    with CaptureQueriesContext(connection) as more:
        assert len(_list(desk).json()) == 8
    assert len(more) == len(few)


def test_the_customers_answer_shows_on_the_desk(desk):
    case = ndr_case()
    from core.ndr.links import case_token
    from core.ndr.selectors import reattempt_dates

    chosen = reattempt_dates()[0]
    JsonClient().send(
        "post", f"/api/ndr/{case_token(case.pk)}/", {"choice": "reattempt", "date": str(chosen)}
    )
    row = desk.get(f"/api/office/ndr-cases/{case.pk}").json()
    assert (row["status"], row["answer"], row["answer_date"]) == ("answered", "reattempt", str(chosen))


def test_an_action_is_recorded_audited_and_left_to_send_by_hand(desk, desk_member):
    case = ndr_case()
    on = timezone.localdate() + timedelta(days=2)
    response = desk.send(
        "post",
        f"/api/office/ndr-cases/{case.pk}/action",
        {"kind": "reschedule", "on_date": str(on), "note": "Evening"},
    )
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["status"] == "actioned" and body["action"] == "reschedule"
    action = NdrAction.objects.get(case=case)
    assert (action.kind, action.on_date, action.actor, action.courier_status) == (
        "reschedule",
        on,
        desk_member,
        NdrCourierStatus.BY_HAND,
    )
    entry = AuditEntry.objects.get(action=AuditAction.NDR_ACTION)
    assert entry.actor == desk_member
    assert case.order.order_id in entry.target
    assert f"Reschedule on {on:%d/%m/%Y}" in entry.after
    assert body["actions"][0]["actor_name"].startswith(desk_member.name)


def test_sent_by_hand_stops_the_screen_asking(desk):
    case = ndr_case()
    desk.send("post", f"/api/office/ndr-cases/{case.pk}/action", {"kind": "reattempt"})
    action = NdrAction.objects.get(case=case)
    response = desk.send(
        "post",
        f"/api/office/ndr-cases/{case.pk}/actions/{action.pk}/sent",
        {"reference": "Panel ticket 4411"},
    )
    assert response.json()["actions"][0]["courier_status"] == "sent"
    assert response.json()["actions"][0]["courier_reference"] == "Panel ticket 4411"


def test_a_courier_adapter_that_sends_marks_the_action_sent(desk, settings):
    class Sends:
        def send(self, *, action):
            return CourierReply(sent=True, reference="UPL-0042")

    settings.NDR_COURIER_ACTIONS = "core.ndr.tests.test_desk.SENDS"
    globals()["SENDS"] = Sends
    courier_actions._adapter.cache_clear()
    try:
        case = ndr_case()
        desk.send("post", f"/api/office/ndr-cases/{case.pk}/action", {"kind": "rto"})
    finally:
        courier_actions._adapter.cache_clear()
    action = NdrAction.objects.get(case=case)
    assert (action.courier_status, action.courier_reference) == (NdrCourierStatus.SENT, "UPL-0042")


def test_a_new_address_from_the_desk_is_validated(desk):
    case = ndr_case()
    bad = desk.send(
        "post", f"/api/office/ndr-cases/{case.pk}/action", {"kind": "address", "pin_code": "411004"}
    )
    assert bad.status_code == 400
    good = desk.send(
        "post",
        f"/api/office/ndr-cases/{case.pk}/action",
        {"kind": "address", "address": "Flat 4, Shanti Niwas, FC Road", "pin_code": "411004"},
    )
    assert good.status_code == 200
    assert NdrAction.objects.get(case=case).pin_code == "411004"
    assert AuditEntry.objects.filter(action=AuditAction.NDR_ACTION).count() == 1  # the refused one left none


def test_reschedule_needs_a_date_within_the_week(desk):
    case = ndr_case()
    url = f"/api/office/ndr-cases/{case.pk}/action"
    assert desk.send("post", url, {"kind": "reschedule"}).json()["errors"] == {
        "on_date": ["Choose the date of the next attempt."]
    }
    far = timezone.localdate() + timedelta(days=10)
    assert desk.send("post", url, {"kind": "reschedule", "on_date": str(far)}).status_code == 400


def test_an_action_on_a_settled_case_is_refused(desk):
    case = ndr_case()
    move(case.order, "rto_initiated")
    response = desk.send("post", f"/api/office/ndr-cases/{case.pk}/action", {"kind": "reattempt"})
    assert response.status_code == 409


def test_an_action_clears_the_deadline_flag_but_not_the_attempts_flag(desk, settings):
    with travel(NOW):
        case = ndr_case(at=NOW - timedelta(hours=30))
        desk.send("post", f"/api/office/ndr-cases/{case.pk}/action", {"kind": "reattempt"})
        assert desk.get(f"/api/office/ndr-cases/{case.pk}").json()["flagged"] is False
        for _ in range(settings.NDR_MAX_ATTEMPTS - 1):
            move(case.order, "ndr", reason="Not at home", at=NOW)
        row = desk.get(f"/api/office/ndr-cases/{case.pk}").json()
    assert (row["status"], row["attempts"], row["flagged"]) == (NdrStatus.OPEN, 3, True)


def test_the_dashboard_counts(desk):
    with travel(NOW):
        ndr_case(at=NOW - timedelta(hours=30))
        ndr_case(at=NOW)
        assert desk.get("/api/office/ndr-cases/counts").json() == {"open": 2, "flagged": 1}


@pytest.mark.parametrize("role", [Role.ACCOUNTS, Role.PRINT_FLOOR])
def test_roles_without_the_permission_are_refused(role):
    case = ndr_case()
    client = JsonClient()
    client.force_login(StaffFactory(role=role))
    assert client.get("/api/office/ndr-cases").status_code == 403
    assert client.send("post", f"/api/office/ndr-cases/{case.pk}/action", {"kind": "rto"}).status_code == 403


def test_every_case_flagged_first_with_the_closed_ones_and_a_page_in_fixed_queries(
    desk, django_assert_num_queries
):
    """Without the live filter the queue still puts flagged cases first, then the nearest deadline,
    closed cases among them; the page is read as its ids, then those cases, then their actions."""
    with travel(NOW):
        calm = ndr_case(at=NOW - timedelta(hours=2))
        late = ndr_case(at=NOW - timedelta(hours=30))
        closed = ndr_case(at=NOW - timedelta(hours=50))
        move(closed.order, "delivered")
        desk.send("post", f"/api/office/ndr-cases/{calm.pk}/action", {"kind": "reattempt"})
        _list(desk)  # warm the session
        # session and user, the page's ids (the flagged, the other live, the closed: each by the
        # status index), its cases with order, shipment and customer, their actions
        with django_assert_num_queries(7):
            rows = _list(desk).json()
    assert [r["id"] for r in rows] == [late.pk, closed.pk, calm.pk]
    assert [r["flagged"] for r in rows] == [True, False, False]
    assert [a["kind"] for a in rows[2]["actions"]] == ["reattempt"]
    assert rows[1]["status"] == NdrStatus.CLOSED


def test_one_case_is_read_in_fixed_queries_with_its_actions(desk, django_assert_num_queries):
    case = ndr_case()
    desk.send("post", f"/api/office/ndr-cases/{case.pk}/action", {"kind": "reattempt"})
    desk.send("post", f"/api/office/ndr-cases/{case.pk}/action", {"kind": "rto"})
    with django_assert_num_queries(4):  # session and user, the case with its order..., its actions
        found = desk.get(f"/api/office/ndr-cases/{case.pk}").json()
    assert [a["kind"] for a in found["actions"]] == ["rto", "reattempt"]
    assert found["courier"] and found["awb"] == case.shipment.awb
    assert desk.get(f"/api/office/ndr-cases/{case.pk + 1000}").status_code == 404
