"""The back office's resource `tickets` (Perm.HANDLE_TICKETS: Owner, Support): the queue, overdue
first (Consumer Protection (E-Commerce) Rules, 2020, rule 4(5)); a ticket with its whole thread;
replies (e-mailed), internal notes, status and assignee."""

from django.http import HttpRequest, HttpResponse
from django.utils import timezone
from ninja import Query, Router

from core.common.auth import staff
from core.common.permissions import Perm
from core.common.schemas import CLIENT_ERRORS, WITH_404
from core.office.listing import Listing, ListParams, paginate
from core.support import selectors, services
from core.support.schemas import (
    AssigneeOut,
    OfficeTicketDetailOut,
    OfficeTicketIn,
    OfficeTicketOut,
    ReplyIn,
)

router = Router(tags=["office: tickets"])
HANDLE = staff(Perm.HANDLE_TICKETS)


def _overdue(qs, value):
    now = timezone.now()
    if value in (True, "true"):
        return qs.filter(closed=False, deadline__lt=now)
    if value in (False, "false"):
        return qs.exclude(closed=False, deadline__lt=now)
    raise ValueError(value)


TICKETS = Listing(
    resource="tickets",
    sort_fields={
        "due_at": ("closed", "deadline"),
        "created_at": "created_at",
        "number": "number",
        "status": "status",
        "id": "id",
    },
    default_sort=("due_at", "ASC"),
    search_fields=("number", "name", "email"),
    filters={
        "status": "status",
        "assignee_id": "assignee_id",
        "overdue": _overdue,
        "customer_id": "customer_id",
    },
)


def _detail(ticket):
    ticket.thread = selectors.ticket_thread(ticket=ticket, public_only=False)
    return ticket


@router.get("tickets", auth=HANDLE, response={200: list[OfficeTicketOut], **CLIENT_ERRORS})
def ticket_list(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
    return paginate(TICKETS, selectors.tickets_queue(), params, response)


@router.get("ticket-assignees", auth=HANDLE, response={200: list[AssigneeOut], **CLIENT_ERRORS})
def ticket_assignees(request: HttpRequest):
    """Who a ticket may be given to: the team members whose role handles tickets."""
    return selectors.ticket_assignees()


@router.get("tickets/{ticket_id}", auth=HANDLE, response={200: OfficeTicketDetailOut, **WITH_404})
def ticket_get(request: HttpRequest, ticket_id: int):
    return _detail(selectors.ticket_get(ticket_id=ticket_id))


@router.put("tickets/{ticket_id}", auth=HANDLE, response={200: OfficeTicketDetailOut, **WITH_404})
def ticket_update(request: HttpRequest, ticket_id: int, payload: OfficeTicketIn):
    fields = payload.model_fields_set
    changes = {"status": payload.status} if "status" in fields else {}
    if "assignee_id" in fields:
        changes["assignee_id"] = payload.assignee_id
    ticket = services.ticket_update(
        actor=request.auth, ticket=selectors.ticket_get(ticket_id=ticket_id), **changes
    )
    return _detail(ticket)


@router.post("tickets/{ticket_id}/reply", auth=HANDLE, response={200: OfficeTicketDetailOut, **WITH_404})
def ticket_reply(request: HttpRequest, ticket_id: int, payload: ReplyIn):
    """The answer to the customer: e-mailed and kept in the thread."""
    ticket = services.ticket_reply(
        actor=request.auth, ticket=selectors.ticket_get(ticket_id=ticket_id), body=payload.body
    )
    return _detail(ticket)


@router.post("tickets/{ticket_id}/note", auth=HANDLE, response={200: OfficeTicketDetailOut, **WITH_404})
def ticket_note(request: HttpRequest, ticket_id: int, payload: ReplyIn):
    """An internal note: the customer never sees it."""
    ticket = services.ticket_note(
        actor=request.auth, ticket=selectors.ticket_get(ticket_id=ticket_id), body=payload.body
    )
    return _detail(ticket)
