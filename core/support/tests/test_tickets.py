"""Grievance tickets: a number at once, the acknowledgement e-mail, the customer's list and thread,
the team's queue with the overdue first, replies e-mailed, notes kept inside the team."""

from datetime import datetime, timedelta

import pytest
from django.utils import timezone

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.conftest import JsonClient
from core.content.models import ContactMessage
from core.notifications.models import EmailKind, OutgoingEmail
from core.orders.tests.factories import OrderFactory
from core.support.models import Ticket, TicketStatus
from core.support.services import one_month_after, ticket_create

pytestmark = pytest.mark.django_db

CONTACT = {"name": "Asha Rao", "email": "Asha@Example.in", "message": "Do you print on silk?"}


def _team(user) -> JsonClient:
    client = JsonClient()
    client.force_login(user)
    return client


def test_the_contact_form_answers_as_before_with_a_ticket_number_and_acknowledges_by_email():
    answer = JsonClient().send("post", "/api/message/", CONTACT)

    assert answer.status_code == 201
    body = answer.json()
    assert body["message"] == "Message sent successfully!"
    year = timezone.localdate().year % 100
    assert body["ticket"] == f"GR-{year:02d}-000001"
    assert ContactMessage.objects.filter(email="asha@example.in").exists()  # the inbox keeps it
    ack = OutgoingEmail.objects.get(kind=EmailKind.TICKET_ACK)
    assert ack.to_email == "asha@example.in" and body["ticket"] in ack.subject
    assert "within 48 hours" in ack.body_text


def test_numbers_follow_each_other_within_a_year():
    numbers = [JsonClient().send("post", "/api/message/", CONTACT).json()["ticket"] for _ in range(3)]
    assert [n[-6:] for n in numbers] == ["000001", "000002", "000003"]


def test_get_support_links_the_customers_own_order_and_lists_it_on_their_home(customer, customer_client):
    order = OrderFactory(customer=customer)
    answer = customer_client.send(
        "post", "/api/tickets/", {"message": "Wrong size arrived", "order_id": order.order_id}
    )

    assert answer.status_code == 201
    ticket = answer.json()
    assert ticket["order_id"] == order.order_id and ticket["status"] == "open" and ticket["thread"] == []
    mine = customer_client.get("/api/tickets/mine/").json()
    assert [(t["number"], t["status_label"]) for t in mine] == [(ticket["number"], "Open")]


def test_get_support_refuses_another_customers_order(customer_client, other_customer):
    order = OrderFactory(customer=other_customer)
    answer = customer_client.send("post", "/api/tickets/", {"message": "Hi", "order_id": order.order_id})
    assert answer.status_code == 400
    assert answer.json()["errors"] == {"order_id": ["This order is not one of yours."]}


def test_a_logged_in_customers_contact_message_is_theirs(customer, customer_client):
    number = customer_client.send("post", "/api/message/", CONTACT).json()["ticket"]
    assert Ticket.objects.get(number=number).customer == customer


def test_the_team_answers_and_the_customer_sees_the_reply_but_not_the_note(
    customer, customer_client, support
):
    number = customer_client.send("post", "/api/tickets/", {"message": "Where is my order?"}).json()["number"]
    ticket = Ticket.objects.get(number=number)
    team = _team(support)

    replied = team.send("post", f"/api/office/tickets/{ticket.pk}/reply", {"body": "It ships today."})
    team.send("post", f"/api/office/tickets/{ticket.pk}/note", {"body": "Courier booked, AWB pending."})

    assert replied.status_code == 200 and replied.json()["status"] == "acknowledged"
    seen = customer_client.get(f"/api/tickets/{number}/").json()
    assert [(e["kind"], e["author"], e["body"]) for e in seen["thread"]] == [
        ("reply", "Rangrez support", "It ships today.")
    ]
    email = OutgoingEmail.objects.get(kind=EmailKind.TICKET_REPLY)
    assert email.to_email == customer.email and "It ships today." in email.body_text
    full = team.get(f"/api/office/tickets/{ticket.pk}").json()
    assert [e["kind"] for e in full["thread"]] == ["reply", "note"]


def test_another_customer_cannot_read_a_ticket(customer, other_client):
    ticket = ticket_create(name="A", email="a@example.in", message="x", source="support", customer=customer)
    assert other_client.get(f"/api/tickets/{ticket.number}/").status_code == 403
    assert other_client.get("/api/tickets/GR-26-999999/").status_code == 404


def test_status_and_assignee_changes_are_kept_in_the_thread(support):
    ticket = ticket_create(name="A", email="a@example.in", message="x", source="contact")
    team = _team(support)

    answer = team.send(
        "put", f"/api/office/tickets/{ticket.pk}", {"status": "resolved", "assignee_id": support.pk}
    )

    body = answer.json()
    assert body["status"] == "resolved" and body["assignee_name"] == support.name and body["resolved_at"]
    assert [e["kind"] for e in body["thread"]] == ["event"]
    assert body["thread"][0]["body"] == f"Status: Resolved; Assigned to {support.name}"
    unassigned = team.send("put", f"/api/office/tickets/{ticket.pk}", {"assignee_id": None}).json()
    assert unassigned["assignee_id"] is None and unassigned["status"] == "resolved"


def test_only_team_members_can_be_assignees(support, customer):
    ticket = ticket_create(name="A", email="a@example.in", message="x", source="contact")
    answer = _team(support).send("put", f"/api/office/tickets/{ticket.pk}", {"assignee_id": customer.pk})
    assert answer.status_code == 400
    names = [a["id"] for a in _team(support).get("/api/office/ticket-assignees").json()]
    assert support.pk in names and StaffFactory(role=Role.PRINT_FLOOR).pk not in names


def _aged(days: float, **status) -> Ticket:
    ticket = ticket_create(name="A", email="a@example.in", message="x", source="contact")
    created = timezone.now() - timedelta(days=days)
    Ticket.objects.filter(pk=ticket.pk).update(
        created_at=created,
        ack_due_at=created + timedelta(hours=48),
        due_at=one_month_after(created),
        deadline=(created + timedelta(hours=48)) if not status else one_month_after(created),
        **status,
    )
    return ticket


def test_the_queue_shows_the_overdue_first_then_by_due_date_and_resolved_last(
    support, django_assert_max_num_queries
):
    fresh = _aged(0)
    resolved = _aged(40, status=TicketStatus.RESOLVED, closed=True)
    late_to_acknowledge = _aged(3)
    acknowledged_long_ago = _aged(35, status=TicketStatus.ACKNOWLEDGED)
    acknowledged_recently = _aged(5, status=TicketStatus.ACKNOWLEDGED)
    team = _team(support)

    with django_assert_max_num_queries(8):
        rows = team.get("/api/office/tickets").json()

    assert [r["id"] for r in rows] == [
        acknowledged_long_ago.pk,
        late_to_acknowledge.pk,
        fresh.pk,
        acknowledged_recently.pk,
        resolved.pk,
    ]
    assert [r["overdue"] for r in rows] == [True, True, False, False, False]
    overdue = team.get('/api/office/tickets?filter={"overdue": true}').json()
    assert {r["id"] for r in overdue} == {acknowledged_long_ago.pk, late_to_acknowledge.pk}
    open_only = team.get('/api/office/tickets?filter={"status": "open"}').json()
    assert {r["id"] for r in open_only} == {fresh.pk, late_to_acknowledge.pk}


def test_one_month_is_the_same_day_next_month_or_its_last_day():
    tz = timezone.get_current_timezone()
    assert one_month_after(datetime(2026, 1, 31, 10, tzinfo=tz)).date().isoformat() == "2026-02-28"
    assert one_month_after(datetime(2026, 12, 15, 10, tzinfo=tz)).date().isoformat() == "2027-01-15"


def test_a_ticket_is_due_in_a_month_and_acknowledged_within_48_hours():
    ticket = ticket_create(name="A", email="a@example.in", message="x", source="contact")
    assert ticket.ack_due_at - ticket.created_at == timedelta(hours=48)
    assert 28 <= (ticket.due_at - ticket.created_at).days <= 31
