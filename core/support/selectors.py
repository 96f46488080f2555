"""Reads of grievance tickets: the customer's own, the team's queue (overdue first), a thread."""

from django.db.models import Q, QuerySet

from core.accounts.models import User
from core.common.errors import NotAllowed, NotFound
from core.common.permissions import Perm
from core.support.models import PUBLIC_KINDS, Ticket, TicketEntry

MINE_LIMIT = 100


def customer_tickets(*, customer: User) -> list[Ticket]:
    """The customer's tickets, newest first (served by ticket_customer_newest)."""
    rows = Ticket.objects.filter(customer=customer).select_related("order").order_by("-created_at", "-pk")
    return list(rows[:MINE_LIMIT])


def customer_ticket_get(*, user: User, number: str) -> Ticket:
    """The customer's own ticket; another's only for a team member whose role handles tickets
    (core/common/auth.py `customer(Perm.HANDLE_TICKETS)`)."""
    ticket = Ticket.objects.select_related("order").filter(number=number).first()
    if ticket is None:
        raise NotFound("No such ticket.")
    if ticket.customer_id != user.pk and not getattr(user, "may_act_for_others", False):
        raise NotAllowed("This ticket is not one of yours.")
    return ticket


def ticket_thread(*, ticket: Ticket, public_only: bool) -> list[TicketEntry]:
    entries = TicketEntry.objects.filter(ticket=ticket)
    if public_only:
        entries = entries.filter(kind__in=PUBLIC_KINDS)
    return list(entries.order_by("created_at", "pk"))


def tickets_queue() -> QuerySet[Ticket]:
    """The team's list: not resolved first, by the next deadline (so overdue first), then resolved."""
    return Ticket.objects.select_related("order", "assignee").order_by("closed", "deadline", "pk")


def ticket_get(*, ticket_id: int) -> Ticket:
    ticket = Ticket.objects.select_related("order", "assignee").filter(pk=ticket_id).first()
    if ticket is None:
        raise NotFound("No such ticket.")
    return ticket


def ticket_assignees() -> list[User]:
    """The team members who may handle tickets (their role holds HANDLE_TICKETS, or superusers)."""
    holds = Q(groups__permissions__codename=Perm.HANDLE_TICKETS) | Q(
        user_permissions__codename=Perm.HANDLE_TICKETS
    )
    rows = User.objects.filter(is_staff=True, is_active=True).filter(holds | Q(is_superuser=True))
    return list(rows.distinct().order_by("name", "pk")[:200])
