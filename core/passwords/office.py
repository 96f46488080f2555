"""The team's reset link for a customer (Perm.HANDLE_TICKETS): e-mailed to the customer, never shown
to the team. Mounted at /api/office/ by core/office/api.py."""

from datetime import datetime

from django.http import HttpRequest
from ninja import Field, Router, Schema

from core.common.auth import staff
from core.common.permissions import Perm
from core.common.schemas import WITH_404
from core.passwords import services

router = Router(tags=["office: passwords"])


class ResetLinkOut(Schema):
    emailed: bool = Field(description="Whether a link was e-mailed to the customer's own address.")
    expires_at: datetime | None = Field(description="Until when the e-mailed link works; null: none sent.")
    message: str
    whatsapp_text: str = Field(
        description="A line for the team to send the customer on WhatsApp. It carries no link that "
        "resets the password, only where to ask for one; empty for a switched-off account."
    )


@router.post(
    "customers/{customer_id}/reset-link",
    auth=staff(Perm.HANDLE_TICKETS),
    response={200: ResetLinkOut, **WITH_404},
)
def customer_reset_link(request: HttpRequest, customer_id: int):
    """A link for the customer to set a new password, e-mailed to the customer's own address. The
    answer never carries the link: whoever held it could set the customer's password."""
    sent = services.password_reset_link_send(actor=request.auth, customer_id=customer_id)
    if sent.emailed:
        message = (
            f"A link to reset the password was e-mailed to the customer ({sent.email}). "
            "It works once, for 1 hour; nobody on the team sees it."
        )
    elif not sent.active:
        message = "This account is switched off: no link was sent."
    else:
        message = (
            "This customer has no e-mail address, so no link was sent. Send them the WhatsApp message, "
            "which asks for one."
        )
    return {
        "emailed": sent.emailed,
        "expires_at": sent.expires_at,
        "message": message,
        "whatsapp_text": sent.whatsapp_text,
    }
