"""The customer's side of grievance tickets: the contact form (public) and "Get Support", their
list and a ticket's thread of public replies."""

from django.http import HttpRequest
from ninja import Path, Router

from core.accounts.rate_limits import rate_limit_check
from core.common.auth import customer, customer_session, public_session
from core.common.permissions import Perm
from core.common.schemas import CLIENT_ERRORS, WITH_404, ErrorOut
from core.content.schemas import ContactIn
from core.support import selectors, services
from core.support.schemas import ContactOut, SupportIn, TicketOut, TicketSummaryOut

router = Router(tags=["tickets"])

NUMBER = Path(..., pattern=r"^GR-\d{2}-\d{6}$", max_length=12)


def _with_thread(ticket):
    ticket.thread = selectors.ticket_thread(ticket=ticket, public_only=True)
    return ticket


@router.post("message/", response={201: ContactOut, **CLIENT_ERRORS, 429: ErrorOut}, auth=public_session)
def contact_message(request: HttpRequest, payload: ContactIn):
    """The contact form: the specification's answer, and now the ticket's number too."""
    rate_limit_check(request=request, form="contact")
    ticket = services.contact_ticket_create(user=request.user, **payload.dict())
    return 201, {"message": "Message sent successfully!", "ticket": ticket.number}


@router.post("tickets/", response={201: TicketOut, **CLIENT_ERRORS, 429: ErrorOut}, auth=customer_session)
def support_create(request: HttpRequest, payload: SupportIn):
    """ "Get Support": a ticket from the logged-in customer, about one of their orders or not."""
    rate_limit_check(request=request, form="support")
    ticket = services.support_ticket_create(customer=request.auth, **payload.dict())
    return 201, _with_thread(ticket)


@router.get("tickets/mine/", response={200: list[TicketSummaryOut], **CLIENT_ERRORS}, auth=customer_session)
def my_tickets(request: HttpRequest):
    return selectors.customer_tickets(customer=request.auth)


@router.get("tickets/{number}/", response={200: TicketOut, **WITH_404}, auth=customer(Perm.HANDLE_TICKETS))
def my_ticket(request: HttpRequest, number: str = NUMBER):
    return _with_thread(selectors.customer_ticket_get(user=request.auth, number=number))
