"""The office orders list searched by one word that names people (a part of a name or of a phone),
read by statements prepared once per connection (core/common/prepared.py): the same queries as the
generic list's (core/office/listing.py with core.orders.selectors.order_search), whose building and
compiling cost more CPU than the rest of the request. Any other search (an order id, several words)
goes the generic way.

- Few people match (core.orders.selectors.people_ids_for): their orders are gathered and sorted by
  the index order_customer_recent whatever the page, so one query reads the ids of the whole list up
  to where its count stops (COUNT_AHEAD past the page): the page and the total at once.
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


def _marker(word: str) -> str:
    return DIGITS_MARKER if word.isdigit() else NAME_MARKER


def _people_orders(word: str, ids: list[int] | None) -> QuerySet:
    return by_person(Order.objects.all(), word, ids)


@lru_cache(maxsize=64)
def _few(order: tuple[str, ...], upto: int) -> Prepared:
    """These people's orders' ids in the list's order, at most upto + 1."""

    def build(ids: list[int]) -> QuerySet:
        return _people_orders("", ids).order_by(*order).values_list("pk", flat=True)[: upto + 1]

    return Prepared(build, ids=[-1])


@lru_cache(maxsize=64)
def _many(marker: str, order: tuple[str, ...], first: int, last: int) -> Prepared:
    """The page's ids of the orders of the people a word matches."""

    def build(word: str) -> QuerySet:
        return _people_orders(word, None).order_by(*order).values_list("pk", flat=True)[first : last + 1]

    return Prepared(build, word=marker)


@lru_cache(maxsize=64)
def _many_count(marker: str, upto: int) -> Prepared:
    """How many orders of the people a word matches, counted up to upto + 1."""
    return Prepared(lambda word: capped_rows(_people_orders(word, None), upto=upto), count=True, word=marker)


def office_search_page(text: str, order: list[str], first: int, last: int) -> tuple[list, Counter] | None:
    """The office orders list's page searched by `text` (core/office/listing.py's Prepare), or None."""
    found = words(text)
    if len(found) != 1 or order_id_prefix(found[0]):
        return None
    word, sort = found[0], tuple(order)
    ids = people_ids_for(word)
    if ids is not None:
        upto = counted_ahead(last)
        every = [row[0] for row in _few(sort, upto).rows(ids=ids)]
        return OFFICE.rows_of(every[first : last + 1]), lambda most: capped(len(every), upto=most)
    page = [row[0] for row in _many(_marker(word), sort, first, last).rows(word=word)]
    counter = _many_count(_marker(word), counted_ahead(last))
    return OFFICE.rows_of(page), lambda most: capped(counter.count(word=word), upto=most)
