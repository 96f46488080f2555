"""The desk's queue (`ndr-cases`) paged by its field filters alone (live, flagged, status), read by
statements prepared once per connection (core/common/prepared.py): the same queries as the generic
list's (core/office/listing.py), whose building and compiling (the flag is a CASE over the moment,
in the sort and the filter) cost more CPU than the page's rows. A search or a getMany goes the
generic way. The moment is the statements' one marker; the filters' values, the sort, the window
and the flag's attempts are part of each statement (a few kinds of page, kept per process)."""

import heapq
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any

from django.conf import settings
from django.db.models import QuerySet
from django.utils import timezone

from core.common.counts import capped, capped_rows
from core.common.prepared import Prepared
from core.ndr import office_rows, selectors
from core.ndr.models import NdrCase, NdrStatus
from core.office.listing import Counter, Listing, filtered

CASES = Listing(
    resource="ndr-cases",
    sort_fields={
        "urgent": ("urgency", "deadline"),
        "deadline": "deadline",
        "opened_at": "opened_at",
        "attempts": "attempts",
        "id": "id",
    },
    default_sort=("urgent", "ASC"),
    search_fields=("order__order_id", "shipment__awb"),
    filters={"status": "status", "live": selectors.live_filter, "flagged": "flagged"},
)

NOW = datetime(1900, 1, 1, 0, 0, 0, 1, tzinfo=UTC)  # the marker: no case's deadline
YES_NO = {True: True, False: False, "true": True, "false": False}
Key = tuple[tuple[str, Any], ...]  # the filters, by name


def _key(filters: dict[str, Any]) -> Key | None:
    """The filters as one statement's part, or None for a value the generic way judges (a 400)."""
    kept = []
    for name, value in sorted(filters.items()):
        if name in ("live", "flagged") and isinstance(value, bool | str) and value in YES_NO:
            kept.append((name, YES_NO[value]))
        elif name == "status" and isinstance(value, str) and value in NdrStatus.values:
            kept.append((name, value))
        else:
            return None
    return tuple(kept)


def _cases(key: Key, now: datetime) -> QuerySet:
    return filtered(CASES, selectors.queue_order(now=now), dict(key))


@lru_cache(maxsize=128)
def _ids(key: Key, order: tuple[str, ...], first: int, last: int, attempts: int) -> Prepared:
    def build(now: datetime) -> QuerySet:
        return _cases(key, now).order_by(*order).values_list("pk", flat=True)[first : last + 1]

    return Prepared(build, repeats=("now",), now=NOW)


@lru_cache(maxsize=32)
def _count(key: Key, upto: int, attempts: int) -> Prepared:
    return Prepared(
        lambda now: capped_rows(_cases(key, now), upto=upto), count=True, repeats=("now",), now=NOW
    )


URGENT = ("urgency", "deadline", "pk")  # the queue's own sort, flagged first
DEEPEST = 1000  # a page of every case in that sort starting further goes the one-statement way


@lru_cache(maxsize=64)
def _part(part: str, n: int, attempts: int) -> Prepared:
    """The first `n` cases of one part of the whole queue by deadline: the flagged, the live ones
    not flagged, the closed (never flagged): each read through the (status, deadline) index."""

    def build(now: datetime) -> QuerySet:
        flag = selectors.flag_q(now)
        cases = {
            "flagged": NdrCase.objects.filter(flag),
            "calm": NdrCase.objects.filter(status__in=selectors.LIVE).exclude(flag),
            "closed": NdrCase.objects.filter(status=NdrStatus.CLOSED),
        }[part]
        return cases.order_by("deadline", "pk").values_list("pk", "deadline")[:n]

    return Prepared(build, repeats=("now",), now=NOW)


def _urgent_ids(now: datetime, first: int, last: int, attempts: int) -> list[int]:
    """The ids of every case, flagged first, then by deadline: the flagged, then the other two parts
    merged. One statement sorting every case by its computed flag cost the database 9 ms at 1M
    orders (13,286 cases); these three read at most `last + 1` rows each by the index."""
    n = last + 1
    flagged = [pk for pk, _ in _part("flagged", n, attempts).rows(now=now)]
    rest = heapq.merge(
        _part("calm", n, attempts).rows(now=now),
        _part("closed", n, attempts).rows(now=now),
        key=lambda row: (row[1], row[0]),
    )
    return [*flagged, *(pk for pk, _ in rest)][first:n]


def queue_page(
    filters: dict[str, Any], order: list[str], first: int, last: int
) -> tuple[list, Counter] | None:
    """The page's rows and its Counter (core/office/listing.py's PrepareFiltered), or None."""
    key = _key(filters)
    if key is None:
        return None
    now, attempts = timezone.now(), settings.NDR_MAX_ATTEMPTS
    if key == () and tuple(order) == URGENT and last < DEEPEST:
        ids = _urgent_ids(now, first, last, attempts)
    else:
        ids = [row[0] for row in _ids(key, tuple(order), first, last, attempts).rows(now=now)]
    return office_rows.rows_of(ids), lambda upto: capped(
        _count(key, upto, attempts).count(now=now), upto=upto
    )
