"""Reads for accounts, and the one rule of whose data a request may see."""

from functools import lru_cache

from django.db.models import Q, QuerySet

from core.accounts.models import User
from core.common.auth import NEEDS_ROLE
from core.common.errors import NotAllowed, NotFound, get_or_not_found
from core.common.phone import is_valid_phone
from core.common.prepared import Prepared

OTHER_CUSTOMER = "You can only see your own account."


def customer_for_request(*, user: User, phone_number: str | None) -> User:
    """The customer a call is about: the session's own, or the one asked for when the operation lets
    this member of the team act for others (core/common/auth.py `customer(...)`).

    The phone_number in a query is never trusted as identity: a customer naming another
    number is refused.
    """
    if not phone_number or phone_number == user.phone_number:
        return user
    if not getattr(user, "may_act_for_others", False):
        raise NotAllowed(OTHER_CUSTOMER if not user.is_staff else NEEDS_ROLE)
    if not is_valid_phone(phone_number):
        raise NotFound("No customer has this phone number.")
    customer = User.objects.filter(phone_number=phone_number).first()
    if customer is None:
        raise NotFound("No customer has this phone number.")
    return customer


def admins() -> QuerySet[User]:
    """The admin team (staff users), with their groups: a list shows each member's role."""
    return User.objects.filter(is_staff=True).prefetch_related("groups")


def admin_get(*, admin_id: int) -> User:
    return get_or_not_found(admins(), what="Admin", pk=admin_id)


def customers() -> QuerySet[User]:
    """Customers (everyone not on the admin team)."""
    return User.objects.filter(is_staff=False)


def people_matching(word: str) -> Q:
    """A search word against people: digits are a part of a phone number (the last four, say),
    anything else a part of the name. On PostgreSQL the trigram indexes of phone_number and
    UPPER(name) answer (words of 3 characters or more); on SQLite the people table is read, which
    is small next to the orders."""
    if word.isdigit():
        return Q(phone_number__contains=word)
    return Q(name__icontains=word)


# markers of the prepared probes (core/common/prepared.py): no name or phone holds them
NAME_MARKER, DIGITS_MARKER = "~a name~", "0" * 30


def people_ids_query(word: str, *, most: int) -> QuerySet:
    return User.objects.filter(people_matching(word)).order_by().values_list("pk", flat=True)[: most + 1]


@lru_cache(maxsize=8)
def _probe(digits: bool, most: int) -> Prepared:
    marker = DIGITS_MARKER if digits else NAME_MARKER
    return Prepared(lambda word: people_ids_query(word, most=most), word=marker)


def people_ids_matching(word: str, *, most: int) -> list[int] | None:
    """The ids of the people a search word matches, or None when more than `most` do (the query
    prepared once per connection for names, once for digits)."""
    ids = [row[0] for row in _probe(word.isdigit(), most).rows(word=word)]
    return ids if len(ids) <= most else None
