"""The customer's copy of their data (Digital Personal Data Protection Act, 2023, s.11: a summary
of the personal data processed): profile, address, orders with their lines and amounts, designs,
tickets with their public thread, the newsletter sign-up. Built at once: a customer's orders are
few, read in chunks with their lines (two queries a chunk); an account past EXPORT_LIMIT orders is
asked to write to customer care (none exists today)."""

from typing import Any

from django.db.models import Prefetch
from django.utils import timezone

from core.accounts.models import User
from core.common.errors import ApplicationError
from core.content.models import NewsletterSignup
from core.orders.models import Order, OrderLine
from core.trust.models import PUBLIC_KINDS, Ticket, TicketEntry

EXPORT_LIMIT = 2000
CHUNK = 200
ADDRESS = ("area", "landmark", "city", "state", "pin_code")
ORDER_FIELDS = (
    "order_id", "created_at", "status", "payment_status", "payment_method", "sleeve", "colour_name",
    "instructions", "subtotal", "discount_code", "discount_amount", "online_discount", "shipping", "amount",
    "ship_name", "ship_phone", "ship_area", "ship_landmark", "ship_city", "ship_state", "ship_pin_code",
)  # fmt: skip
TOO_MANY = "Your account has too many orders to download here. Please write to customer care for a copy."


def _order(order: Order) -> dict[str, Any]:
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


def _orders(user: User) -> tuple[list[dict], list[dict]]:
    ids = list(Order.objects.filter(customer=user).order_by("created_at", "pk").values_list("pk", flat=True))
    if len(ids) > EXPORT_LIMIT:
        raise ApplicationError(TOO_MANY, status=413)
    orders, designs = [], []
    for start in range(0, len(ids), CHUNK):
        chunk = (
            Order.objects.filter(pk__in=ids[start : start + CHUNK])
            .select_related("product_type")
            .prefetch_related(Prefetch("lines", queryset=OrderLine.objects.order_by("pk")))
            .order_by("created_at", "pk")
        )
        for order in chunk:
            orders.append(_order(order))
            designs += [
                {"order_id": order.order_id, "side": side, "url": order.design_url(side)}
                for side in ("front", "back")
                if getattr(order, f"{side}_image")
            ]
    return orders, designs


def _tickets(user: User) -> list[dict]:
    tickets = (
        Ticket.objects.filter(customer=user)
        .order_by("created_at", "pk")
        .prefetch_related(
            Prefetch(
                "entries",
                queryset=TicketEntry.objects.filter(kind__in=PUBLIC_KINDS).order_by("created_at", "pk"),
            )
        )
    )
    return [
        {
            "number": t.number,
            "status": t.status,
            "subject": t.subject,
            "message": t.message,
            "created_at": t.created_at,
            "thread": [{"kind": e.kind, "body": e.body, "created_at": e.created_at} for e in t.entries.all()],
        }
        for t in tickets
    ]


def customer_data(*, user: User) -> dict[str, Any]:
    orders, designs = _orders(user)
    signup = NewsletterSignup.objects.filter(email__iexact=user.email).first() if user.email else None
    return {
        "generated_at": timezone.now(),
        "profile": {
            "name": user.name,
            "phone_number": user.phone_number,
            "email": user.email,
            "date_joined": user.date_joined,
            "last_login": user.last_login,
        },
        "address": {name: getattr(user, name) for name in ADDRESS},
        "orders": orders,
        "designs": designs,
        "tickets": _tickets(user),
        "newsletter": {
            "email": signup.email,
            "signed_up_at": signup.created_at,
            "consent_text": signup.consent_text,
        }
        if signup
        else None,
    }
