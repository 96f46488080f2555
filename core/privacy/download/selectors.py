"""Reads for "Download my data" (Digital Personal Data Protection Act, 2023, s.11(1)(a): a summary
of the personal data processed and what was done with it): the customer's profile, addresses,
newsletter consent, and the querysets of their orders, tickets, returns and reviews with what each
row needs prefetched, so a chunk of rows costs a fixed number of queries (core/common/chunks.py);
and the jobs themselves, for their owner only."""

from typing import Any

from django.core.exceptions import ValidationError
from django.db.models import Prefetch, QuerySet
from django.utils import timezone

from core.accounts.models import User
from core.common.errors import NotAllowed, NotFound
from core.consent.selectors import events_of
from core.content.models import NewsletterSignup
from core.orders.models import Order, OrderLine
from core.privacy.models import DataExport
from core.returns.models import ReturnRequest
from core.reviews.models import Review
from core.support.models import PUBLIC_KINDS, TicketEntry

TEAM_ACCOUNT = "Download my data is for customers' accounts; the team's data is kept by the shop's owner."
NOT_FOUND = "No such download. It may have expired: please prepare your data again."
NOT_YOURS = "This download belongs to another account."
LISTED = 5  # the newest downloads the customer home shows (at most DAILY of a day exist)
ADDRESS = ("area", "landmark", "city", "state", "pin_code")
SHIP = ("ship_name", "ship_phone", "ship_area", "ship_landmark", "ship_city", "ship_state", "ship_pin_code")
ORDER_FIELDS = (
    "order_id", "created_at", "status", "payment_status", "payment_method", "sleeve", "colour_name",
    "instructions", "subtotal", "discount_code", "discount_amount", "online_discount", "shipping", "amount",
    *SHIP,
)  # fmt: skip
RETURN_FIELDS = (
    "number", "created_at", "status", "kind", "reason", "note", "refund_to", "upi_id", "awb",
    "reject_reason", "refund_amount", "refund_reference", "refunded_at",
)  # fmt: skip
REVIEW_FIELDS = ("rating", "title", "comment", "status", "reply", "created_at", "edited_at")


# the jobs ------------------------------------------------------------------------------------
def customer_only(*, user: User) -> None:
    """The team's accounts have no download here (403), as they cannot erase theirs here."""
    if user.is_staff:
        raise NotAllowed(TEAM_ACCOUNT)


def data_export_get(*, export_id: str, user: User) -> DataExport:
    """The customer's own download: 404 unknown or expired, 403 another account's or a team's."""
    customer_only(user=user)
    try:
        job = DataExport.objects.filter(pk=export_id).first()
    except ValidationError:  # not a UUID at all
        job = None
    if job is None or job.expires_at <= timezone.now():
        raise NotFound(NOT_FOUND)
    if job.customer_id != user.pk:
        raise NotAllowed(NOT_YOURS)
    return job


def data_exports_list(*, user: User) -> list[DataExport]:
    """The customer's newest downloads that have not expired (served by data_export_customer)."""
    mine = DataExport.objects.filter(customer=user, expires_at__gt=timezone.now())
    return list(mine.order_by("-created_at")[:LISTED])


# what the file holds -------------------------------------------------------------------------
def profile(user: User) -> dict[str, Any]:
    return {
        "name": user.name,
        "phone_number": user.phone_number,
        "email": user.email,
        "language": user.language,  # blank: never chosen (the shop's default)
        "date_joined": user.date_joined,
        "last_login": user.last_login,
    }


def addresses(user: User) -> list[dict[str, Any]]:
    """The account's address, then each distinct delivery address of its orders (one query)."""
    found = [{"use": "account", **{name: getattr(user, name) for name in ADDRESS}}]
    delivery = Order.objects.filter(customer=user).order_by().values(*SHIP).distinct()
    found += [{"use": "delivery", **row} for row in delivery]
    return found


def newsletter(user: User) -> dict[str, Any] | None:
    signup = NewsletterSignup.objects.filter(email__iexact=user.email).first() if user.email else None
    if signup is None:
        return None
    return {
        "email": signup.email,
        "signed_up_at": signup.created_at,
        "consented_at": signup.consented_at,
        "consent_text": signup.consent_text,
    }


def orders(user: User) -> QuerySet[Order]:
    return (
        Order.objects.filter(customer=user)
        .select_related("product_type", "editable_design")
        .prefetch_related(Prefetch("lines", queryset=OrderLine.objects.order_by("pk")))
        .order_by("created_at", "pk")
    )


def order_row(order: Order) -> dict[str, Any]:
    row = {name: getattr(order, name) for name in ORDER_FIELDS}
    row["product"] = order.product_type.name
    row["lines"] = [
        {
            "size": line.size,
            "quantity": line.quantity,
            "unit_price": line.unit_price,
            "total": line.line_total,
        }
        for line in order.lines.all()
    ]
    return row


def tickets(user: User) -> QuerySet:
    public = TicketEntry.objects.filter(kind__in=PUBLIC_KINDS).order_by("created_at", "pk")
    return (
        user.tickets.select_related("order")
        .prefetch_related(Prefetch("entries", queryset=public))
        .order_by("created_at", "pk")
    )


def ticket_row(ticket) -> dict[str, Any]:
    return {
        "number": ticket.number,
        "status": ticket.status,
        "order_id": ticket.order.order_id if ticket.order_id else None,
        "subject": ticket.subject,
        "message": ticket.message,
        "created_at": ticket.created_at,
        "thread": [
            {"kind": e.kind, "body": e.body, "created_at": e.created_at} for e in ticket.entries.all()
        ],
    }


def returns(user: User) -> QuerySet[ReturnRequest]:
    return (
        ReturnRequest.objects.filter(customer=user)
        .select_related("order")
        .prefetch_related("lines__order_line", "photos")
        .order_by("created_at", "pk")
    )


def return_row(ret: ReturnRequest) -> dict[str, Any]:
    row = {name: getattr(ret, name) for name in RETURN_FIELDS}
    row["order_id"] = ret.order.order_id
    row["lines"] = [
        {"size": line.order_line.size, "quantity": line.quantity, "exchange_size": line.exchange_size}
        for line in ret.lines.all()
    ]
    return row


def reviews(user: User) -> QuerySet[Review]:
    return (
        Review.objects.filter(customer=user)
        .select_related("line__order")
        .prefetch_related("photos")
        .order_by("created_at", "pk")
    )


def review_row(review: Review) -> dict[str, Any]:
    row = {name: getattr(review, name) for name in REVIEW_FIELDS}
    row["order_id"] = review.line.order.order_id
    row["size"] = review.line.size
    return row


def counts(user: User) -> dict[str, int]:
    """How many rows each list has: the job's total, for its progress (five counts)."""
    return {
        "orders": Order.objects.filter(customer=user).count(),
        "tickets": user.tickets.count(),
        "returns": ReturnRequest.objects.filter(customer=user).count(),
        "reviews": Review.objects.filter(customer=user).count(),
        "consent_events": events_of(user=user).count(),
    }
