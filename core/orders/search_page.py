"""The office orders list searched by one word that names people (a part of a name or of a phone),
read by statements prepared once per connection (core/common/prepared.py): the same queries as the
generic list's (core/office/listing.py with core.orders.selectors.order_search), whose building and
compiling cost more CPU than the rest of the request. Any other search (an order id, several words)
goes the generic way.

- Few people match (core.orders.selectors.people_ids_for), the newest or oldest first: the index
  order_customer_recent gathers their orders, so one query reads the ids of the whole list up to
  where its count stops (COUNT_AHEAD past the page): the page and the total at once. In another
  order the database may walk that order's index instead, where 250 more rows cost: page and count.
- Many match: the page newest first by the list's own index, checking each order's customer, and the
  count through the customer index (core/common/counts.py), each prepared.
"""

from functools import lru_cache

from django.db.models import QuerySet

from core.accounts.selectors import DIGITS_MARKER, NAME_MARKER
from core.common.counts import capped, capped_rows
from core.common.prepared import Prepared
from core.common.search import words
from core.office.listing import Counter, counted_ahead
from core.orders.api.rows import OFFICE
from core.orders.models import Order
from core.orders.selectors import by_person, order_id_prefix, people_ids_for

BY_PLACING = (("-created_at", "-pk"), ("created_at", "pk"))  # the orders order_customer_recent serves
FEW = "few"  # the kind of a search by the ids of the people found (else the marker of its word)


def _markers(kind: str) -> dict:
    return {"ids": [-1]} if kind == FEW else {"word": kind}


def _people_orders(ids: list[int] | None = None, word: str = "") -> QuerySet:
    return by_person(Order.objects.all(), word, ids)


@lru_cache(maxsize=64)
def _ids(kind: str, order: tuple[str, ...], first: int, last: int) -> Prepared:
    """The ids from `first` to `last` of the orders of these people, or of the people a word matches."""

    def build(**given) -> QuerySet:
        return _people_orders(**given).order_by(*order).values_list("pk", flat=True)[first : last + 1]

    return Prepared(build, **_markers(kind))


@lru_cache(maxsize=64)
def _count(kind: str, upto: int) -> Prepared:
    """How many orders of these people (or of the people a word matches), counted up to upto + 1."""
    return Prepared(
        lambda **given: capped_rows(_people_orders(**given), upto=upto), count=True, **_markers(kind)
    )


def office_search_page(text: str, order: list[str], first: int, last: int) -> tuple[list, Counter] | None:
    """The office orders list's page searched by `text` (core/office/listing.py's Prepare), or None."""
    found = words(text)
    if len(found) != 1 or order_id_prefix(found[0]):
        return None
    word, sort, upto = found[0], tuple(order), counted_ahead(last)
    ids = people_ids_for(word)
    if ids is not None and sort in BY_PLACING:
        every = [row[0] for row in _ids(FEW, sort, 0, upto).rows(ids=ids)]
        return OFFICE.rows_of(every[first : last + 1]), lambda most: capped(len(every), upto=most)
    kind = FEW if ids is not None else DIGITS_MARKER if word.isdigit() else NAME_MARKER
    given = {"ids": ids} if kind == FEW else {"word": word}
    page = [row[0] for row in _ids(kind, sort, first, last).rows(**given)]
    return OFFICE.rows_of(page), lambda most: capped(_count(kind, upto).count(**given), upto=most)
