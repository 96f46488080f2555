"""Reads: whether a needed-by date is possible, a customer's requests and studio designs, a quote by
its page's token, the desk's lists."""

import re
from dataclasses import dataclass
from datetime import date

from django.db.models import Q, QuerySet
from django.utils import timezone

from core.accounts.models import User
from core.accounts.selectors import people_matching
from core.common.errors import NotFound
from core.common.ist import ist_date
from core.common.search import words
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


# "QR-000123", "qr123" or "QR-123": a request's number is its id (core/quotes/models.py::request_reference)
REQUEST_NUMBER = re.compile(r"^QR-?0*([0-9]{1,12})$", re.IGNORECASE)
MANY_PEOPLE = 50  # more people than this match a word: they are looked up by a subquery instead


def _people(word: str) -> Q:
    """A word against the people who ask: an e-mail (with "@"), a part of a phone number (digits), a
    part of a name; each served by a trigram index on PostgreSQL (accounts 0004, 0011)."""
    return Q(email__icontains=word) if "@" in word else people_matching(word)


def request_search(qs: QuerySet[QuoteRequest], text: str) -> QuerySet[QuoteRequest]:
    """Requests matching every word: a request number (by its key), else the customer's name, phone or
    e-mail, or a part of the business's name (trigram index quoterequest_business_trigram, PostgreSQL).
    The few people a word matches are read first, so their requests come by quoterequest_customer
    (OR-ed with the business's index); when many match, a subquery, and the list's newest-first index
    finds a page of them soon."""
    for word in words(text):
        number = REQUEST_NUMBER.match(word)
        if number:
            qs = qs.filter(pk=int(number.group(1)))
            continue
        people = User.objects.filter(_people(word)).order_by().values_list("pk", flat=True)
        ids = list(people[: MANY_PEOPLE + 1])
        who = ids if len(ids) <= MANY_PEOPLE else people
        qs = qs.filter(Q(customer_id__in=who) | Q(business_name__icontains=word))
    return qs
