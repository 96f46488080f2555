"""Reads: whether a needed-by date is possible, a customer's requests and studio designs, a quote by
its page's token, the desk's lists."""

from dataclasses import dataclass
from datetime import date

from django.db.models import QuerySet
from django.utils import timezone

from core.accounts.models import User
from core.common.errors import NotFound
from core.common.ist import ist_date
from core.orders.models import Order
from core.pincodes.estimate import add_delivery_days
from core.pincodes.selectors import delivery_answer
from core.quotes.models import Quote, QuoteRequest

# Printing a bulk order (screens, print, cure, pack) takes this many working days before dispatch;
# the delivery estimate (core/pincodes) counts from dispatch. The shop's own figure (docs/decisions.md).
PRODUCTION_DAYS = 7
NO_DELIVERY = "We do not deliver to this pincode yet."
QUOTE_NOT_FOUND = "Quote not found. Check the link in our e-mail or WhatsApp message."


@dataclass(frozen=True)
class NeededBy:
    possible: bool
    earliest: date
    message: str


def needed_by_check(*, pincode: str, needed_by: date | None, today: date | None = None) -> NeededBy:
    """The earliest day a bulk order can reach `pincode` (production, then the delivery estimate's
    latest day) and whether `needed_by` is on or after it."""
    today = today or timezone.localdate()
    dispatch = add_delivery_days(today, PRODUCTION_DAYS)
    answer = delivery_answer(pincode=pincode, today=dispatch)
    if not answer.delivers or answer.estimate is None:
        return NeededBy(possible=False, earliest=dispatch, message=NO_DELIVERY)
    earliest = answer.estimate.latest
    place = answer.place.town or answer.place.district
    if needed_by is None:
        message = f"We can deliver to {place} by {ist_date(earliest)}."
        return NeededBy(possible=True, earliest=earliest, message=message)
    if needed_by >= earliest:
        message = f"Possible: we can deliver to {place} by {ist_date(earliest)}."
        return NeededBy(possible=True, earliest=earliest, message=message)
    message = (
        f"Too soon: printing takes {PRODUCTION_DAYS} working days and delivery to {place} up to "
        f"{answer.estimate.max_days} more, so the earliest is {ist_date(earliest)}. Send the request "
        "anyway and we will call you about it."
    )
    return NeededBy(possible=False, earliest=earliest, message=message)


def customer_requests(*, customer: User) -> QuerySet[QuoteRequest]:
    """The customer's requests, newest first (index quoterequest_customer), with their quotes."""
    return (
        QuoteRequest.objects.filter(customer=customer)
        .select_related("product_type")
        .prefetch_related("quotes")
        .order_by("-created_at", "-id")
    )


def customer_designs(*, customer: User) -> QuerySet[Order]:
    """The customer's orders whose studio design is kept (core/reorders), newest first."""
    return (
        Order.objects.filter(customer=customer, editable_design__isnull=False)
        .select_related("product_type")
        .order_by("-created_at", "-id")
    )


def quote_by_token(*, token: str) -> Quote:
    quote = (
        Quote.objects.filter(token=token or "-")
        .select_related("request__product_type", "customer", "order")
        .first()
    )
    if quote is None:
        raise NotFound(QUOTE_NOT_FOUND)
    return quote


def office_requests() -> QuerySet[QuoteRequest]:
    return QuoteRequest.objects.select_related("customer", "product_type").prefetch_related("quotes")


def office_quotes() -> QuerySet[Quote]:
    return Quote.objects.select_related("customer", "request__product_type", "order")
