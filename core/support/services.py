"""Writes for grievance tickets (Consumer Protection (E-Commerce) Rules, 2020, rule 4(5): the
grievance officer acknowledges a complaint within forty-eight hours and redresses it within one
month of receipt). Every ticket gets a number the customer can follow and an acknowledgement
e-mail at once; replies are e-mailed and kept in the thread; notes stay inside the team."""

import calendar
from datetime import datetime, timedelta

from django.db import transaction
from django.utils import timezone

from core.accounts.models import User
from core.common.email import email_check
from core.common.errors import FieldErrors
from core.common.ist import in_ist, ist_date
from core.common.languages import person_language
from core.content.services import contact_message_create
from core.orders.models import Order
from core.support import emails
from core.support.models import EntryKind, Ticket, TicketCounter, TicketEntry, TicketSource, TicketStatus

ACK_WITHIN = timedelta(hours=48)  # rule 4(5): acknowledge within forty-eight hours
NOT_YOURS = "This order is not one of yours."
TEAM_NAME = "Rangrez support"
MAX_SEQUENCE = 999_999


def one_month_after(when: datetime) -> datetime:
    """Rule 4(5): redress within one month of receipt: the same day of the next month (its last
    day when shorter: 31 January -> 28 or 29 February)."""
    year, month = (when.year + 1, 1) if when.month == 12 else (when.year, when.month + 1)
    return when.replace(year=year, month=month, day=min(when.day, calendar.monthrange(year, month)[1]))


def ticket_number(year: int, sequence: int) -> str:
    return f"GR-{year % 100:02d}-{sequence:06d}"


def _take_number(when) -> str:
    """The next number of the (IST) calendar year, under a row lock held until the commit: two
    tickets at once wait for each other, so no number is given twice."""
    year = in_ist(when).year
    TicketCounter.objects.get_or_create(year=year)
    counter = TicketCounter.objects.select_for_update().get(year=year)
    counter.last += 1
    counter.save(update_fields=["last"])
    return ticket_number(year, counter.last)


def _deadline(ticket: Ticket) -> None:
    ticket.closed = ticket.status == TicketStatus.RESOLVED
    ticket.deadline = ticket.ack_due_at if ticket.status == TicketStatus.OPEN else ticket.due_at


def _entry(ticket: Ticket, kind: EntryKind, body: str, author: User | None, name: str = "") -> TicketEntry:
    if author is not None and not name:
        name = TEAM_NAME if author.is_staff and kind == EntryKind.REPLY else author.name
    return TicketEntry.objects.create(ticket=ticket, kind=kind, body=body, author=author, author_name=name)


@transaction.atomic
def ticket_create(
    *,
    name: str,
    email: str,
    message: str,
    source: TicketSource,
    subject: str = "",
    customer: User | None = None,
    order: Order | None = None,
) -> Ticket:
    errors = FieldErrors()
    name = errors.required(name, "name")
    email = email_check(email, errors, required=customer is None)
    message = errors.required(message, "message")
    errors.raise_if_any()
    now = timezone.now()
    ticket = Ticket(
        number=_take_number(now),
        source=source,
        customer=customer,
        order=order,
        name=name,
        email=email.lower(),
        phone_number=customer.phone_number if customer else "",
        subject=(subject or "").strip()[:120],
        message=message,
        created_at=now,
        updated_at=now,
        ack_due_at=now + ACK_WITHIN,
        due_at=one_month_after(now),
    )
    _deadline(ticket)
    ticket.save()
    if ticket.email:
        emails.ticket_ack_email(
            to=ticket.email,
            name=name,
            number=ticket.number,
            message=message,
            due=ist_date(ticket.due_at),
            language=person_language(customer),
        )
    return ticket


@transaction.atomic
def contact_ticket_create(*, user: User, name: str, email: str, message: str) -> Ticket:
    """The contact form: the message as before (the team's inbox), and now a ticket with a number;
    a logged-in customer's is linked to them."""
    contact_message_create(name=name, email=email, message=message)
    customer = user if user.is_authenticated and not user.is_staff else None
    return ticket_create(
        name=name, email=email, message=message, source=TicketSource.CONTACT, customer=customer
    )


@transaction.atomic
def support_ticket_create(
    *, customer: User, message: str, subject: str = "", order_id: str | None = None
) -> Ticket:
    """ "Get Support" from the customer's account, about one of their orders or not."""
    order = None
    if order_id:
        order = Order.objects.filter(order_id=order_id, customer=customer).first()
        if order is None:
            raise FieldErrors.single("order_id", NOT_YOURS)
    return ticket_create(
        name=customer.name or customer.phone_number,
        email=customer.email,
        message=message,
        subject=subject,
        source=TicketSource.SUPPORT,
        customer=customer,
        order=order,
    )


def _required(body: str) -> str:
    errors = FieldErrors()
    body = errors.required(body, "body")
    errors.raise_if_any()
    return body


def _touch(ticket: Ticket, fields: list[str]) -> None:
    ticket.updated_at = timezone.now()
    _deadline(ticket)
    ticket.save(update_fields=[*fields, "updated_at", "closed", "deadline"])


def _set_status(ticket: Ticket, status: TicketStatus) -> None:
    now = timezone.now()
    ticket.status = status
    if status != TicketStatus.OPEN and ticket.acknowledged_at is None:
        ticket.acknowledged_at = now
    ticket.resolved_at = now if status == TicketStatus.RESOLVED else None


@transaction.atomic
def ticket_reply(*, actor: User, ticket: Ticket, body: str) -> Ticket:
    """The team's answer: kept in the thread and e-mailed; an open ticket is thereby acknowledged."""
    body = _required(body)
    _entry(ticket, EntryKind.REPLY, body, actor)
    if ticket.status == TicketStatus.OPEN:
        _set_status(ticket, TicketStatus.ACKNOWLEDGED)
    _touch(ticket, ["status", "acknowledged_at", "resolved_at"])
    if ticket.email:
        emails.ticket_reply_email(
            to=ticket.email,
            name=ticket.name,
            number=ticket.number,
            body=body,
            language=person_language(ticket.customer),
        )
    return ticket


@transaction.atomic
def ticket_note(*, actor: User, ticket: Ticket, body: str) -> Ticket:
    _entry(ticket, EntryKind.NOTE, _required(body), actor)
    _touch(ticket, [])
    return ticket


UNSET = object()


@transaction.atomic
def ticket_update(
    *, actor: User, ticket: Ticket, status: str | None = None, assignee_id: int | None | object = UNSET
) -> Ticket:
    """Change the status or the assignee; each change leaves a line in the thread."""
    changes = []
    if status is not None and status != ticket.status:
        if status not in TicketStatus.values:
            raise FieldErrors.single("status", "Choose open, acknowledged or resolved.")
        _set_status(ticket, TicketStatus(status))
        changes.append(f"Status: {ticket.get_status_display()}")
    if assignee_id is not UNSET and assignee_id != ticket.assignee_id:
        assignee = None
        if assignee_id is not None:
            assignee = User.objects.filter(pk=assignee_id, is_staff=True, is_active=True).first()
            if assignee is None:
                raise FieldErrors.single("assignee_id", "Choose a member of the team.")
        ticket.assignee = assignee
        changes.append(f"Assigned to {assignee.name}" if assignee else "Unassigned")
    if changes:
        _entry(ticket, EntryKind.EVENT, "; ".join(changes), actor)
        _touch(ticket, ["status", "acknowledged_at", "resolved_at", "assignee"])
    return ticket
