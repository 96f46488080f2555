"""The one helper behind every back-office list: react-admin's `sort`, `range` and `filter`.

ra-data-simple-rest sends `?sort=["field","ASC"]&range=[0,24]&filter={"q":"..","status":"x"}` and
reads the total from `Content-Range: <resource> <first>-<last>/<total>`. Each resource declares
which fields may be sorted on and filtered by; anything else is a 400, so a client cannot sort or
filter on a column it should not see. Pages are capped at MAX_PAGE rows.

Totals never count a whole table: a resource may answer the total from maintained counts
(`Listing.total`, e.g. the orders per status); otherwise rows are counted only up to COUNT_AHEAD (250) past
the page, and a longer list answers `<first>-<last>/*` ("more pages": the back office's data provider
turns it into react-admin's partial pagination). A search (`q`) may be the resource's own function
(`Listing.search`) so it can use the indexes that fit it instead of `icontains` on every column.
"""

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from django.core.exceptions import ValidationError as DjangoValidationError
from django.db.models import Q, QuerySet
from django.http import HttpResponse
from ninja import Field, Schema

from core.common.counts import COUNT_AHEAD, capped_count
from core.common.errors import ApplicationError, FieldErrors
from core.common.json_input import json_field
from core.common.renderers import json_answer

MAX_PAGE = 200
DEFAULT_PAGE = 25
MAX_FIRST = 10_000_000  # no list is this long; a larger start is a mistake, not a page


class ListParams(Schema):
    """The query string of a react-admin list call (all optional)."""

    sort: str | None = Field(None, description='JSON ["field", "ASC" or "DESC"]')
    range: str | None = Field(None, description="JSON [first, last], inclusive, at most 200 rows")
    filter: str | None = Field(
        None, description='JSON object: "q" searches, "id" lists ids, other keys filter'
    )


OFFSET_PAGE_MAX = 100


# A page by offset and limit, for the few lists react-admin does not drive (a bank statement's credits,
# the unpaid UPI orders). No docstring: it would become the OpenAPI schema's description.
class PageIn(Schema):
    offset: int = Field(0, ge=0, le=100_000)
    limit: int = Field(50, ge=1, le=OFFSET_PAGE_MAX)


FilterFn = Callable[[QuerySet, Any], QuerySet]


@dataclass(frozen=True)
class Listing:
    """What a resource allows: sortable fields, the `q` search, field filters, the id field."""

    resource: str
    sort_fields: Mapping[str, str | Sequence[str]]
    default_sort: tuple[str, str]
    search_fields: Sequence[str] = ()
    filters: Mapping[str, str | FilterFn] = field(default_factory=dict)
    id_field: str = "pk"
    # the exact total from maintained counts for these filters (names -> values), or None to count
    total: Callable[[dict[str, Any]], int | None] | None = None
    # the `q` search, when `icontains` on search_fields would scan the table
    search: Callable[[QuerySet, str], QuerySet] | None = None


def _bad(message: str, name: str) -> ApplicationError:
    return FieldErrors.single(name, message)


def _json(raw: str | None, name: str, default: Any) -> Any:
    if raw in (None, ""):
        return default
    return json_field(raw, field=name, message=f"The {name} parameter is not valid JSON.")


def _order_by(listing: Listing, raw: str | None) -> list[str]:
    value = _json(raw, "sort", list(listing.default_sort))
    if not (isinstance(value, list) and len(value) == 2 and all(isinstance(v, str) for v in value)):
        raise _bad('Sort must look like ["field", "ASC"].', "sort")
    name, direction = value[0], value[1].upper()
    if name not in listing.sort_fields or direction not in ("ASC", "DESC"):
        raise _bad(f"You cannot sort {listing.resource} by {name} {direction}.", "sort")
    columns = listing.sort_fields[name]
    columns = [columns] if isinstance(columns, str) else list(columns)
    sign = "-" if direction == "DESC" else ""
    tie = "-pk" if direction == "DESC" else "pk"
    return [f"{sign}{c}" for c in columns] + [tie]


def _window(raw: str | None) -> tuple[int, int]:
    value = _json(raw, "range", [0, DEFAULT_PAGE - 1])
    if not (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        raise _bad("Range must look like [0, 24].", "range")
    first, last = max(value[0], 0), value[1]
    if last < first or first > MAX_FIRST:
        raise _bad("Range must look like [0, 24].", "range")
    return first, min(last, first + MAX_PAGE - 1)


def _as_bool(value: Any) -> Any:
    if isinstance(value, str) and value.lower() in ("true", "false"):
        return value.lower() == "true"
    return value


def _filter_by(listing: Listing, qs: QuerySet, name: str, value: Any) -> QuerySet:
    rule = listing.filters[name]
    try:  # the model field checks the value's type here, when the lookup is built
        if callable(rule):
            return rule(qs, value)
        if isinstance(value, list):
            return qs.filter(**{f"{rule}__in": value})
        return qs.filter(**{rule: _as_bool(value)})
    except (TypeError, ValueError, DjangoValidationError):
        raise _bad(f"The {name} filter does not take {json.dumps(value)[:40]}.", "filter") from None


def search(listing: Listing, qs: QuerySet, text: str) -> QuerySet:
    """`qs` searched by `text` as the list's filter `q` searches it."""
    if listing.search is not None:
        return listing.search(qs, text)
    for word in text.split():
        cond = Q()
        for column in listing.search_fields:
            cond |= Q(**{f"{column}__icontains": word})
        qs = qs.filter(cond)
    return qs


def _filters(raw: str | None) -> dict[str, Any]:
    filters = _json(raw, "filter", {})
    if not isinstance(filters, dict):
        raise _bad("Filter must be a JSON object.", "filter")
    return {name: value for name, value in filters.items() if not (value is None or value == "")}


def filtered(listing: Listing, qs: QuerySet, filters: dict[str, Any]) -> QuerySet:
    """`qs` with the list's filters applied as a page's are (for a resource's prepared page)."""
    return _apply_filters(listing, qs, filters)[0]


def _apply_filters(listing: Listing, qs: QuerySet, filters: dict[str, Any]) -> tuple[QuerySet, bool]:
    by_ids = False
    for name, value in filters.items():
        if name == "q":
            qs = search(listing, qs, str(value))
        elif name == "id":
            ids = value if isinstance(value, list) else [value]
            qs = qs.filter(**{f"{listing.id_field}__in": [str(i) for i in ids][:MAX_PAGE]})
            by_ids = True
        elif name in listing.filters:
            qs = _filter_by(listing, qs, name, value)
        else:
            raise _bad(f"You cannot filter {listing.resource} by {name}.", "filter")
    return qs, by_ids


Counter = Callable[[int], int | None]  # the list's length when at most `upto`, else None


def _total(
    listing: Listing, count: Counter, filters: dict[str, Any], first: int, last: int, rows: list
) -> int | None:
    """The list's length: maintained counts, else the page itself when it is the end, else counted
    up to COUNT_AHEAD rows past the page (None: more than that)."""
    if listing.total is not None:
        known = listing.total(filters)
        if known is not None:
            return known
    if (rows and len(rows) < last - first + 1) or (not rows and first == 0):
        return first + len(rows)
    return count(counted_ahead(last))


def counted_ahead(last: int) -> int:
    """How far a page ending at `last` counts its list (`Counter`'s upto)."""
    return last + 1 + COUNT_AHEAD


# A resource's own reading of a search's page (the filter `q` alone), by statements it prepared
# (core/common/prepared.py): given the text, the sort (order_by terms) and the window, the page's rows
# and its Counter, as the generic way would answer them; None: the generic way.
Prepare = Callable[[str, list[str], int, int], tuple[list, Counter] | None]
# The same for a page by field filters alone (neither `q` nor `id`), given the filters as sent.
PrepareFiltered = Callable[[dict[str, Any], list[str], int, int], tuple[list, Counter] | None]


def paginate(
    listing: Listing,
    qs: QuerySet | Callable[[], QuerySet],
    params: ListParams,
    response: HttpResponse | dict[str, str],
    rows: Callable[[QuerySet], list] = list,
    prepare: Prepare | None = None,
    prepare_filtered: PrepareFiltered | None = None,
) -> list:
    """Filter, sort and slice `qs` (or what it makes, a function: built only when the page needs it)
    as react-admin asked; set Content-Range on `response` (or in a dict of headers); answer one page,
    read by `rows` (default: the models; core/orders/api/rows.py: values), or for a search alone by
    `prepare`, for field filters alone by `prepare_filtered`, when they can (the same rows and
    total: each resource's tests)."""
    filters = _filters(params.filter)
    known = None
    if prepare is not None and list(filters) == ["q"]:  # a search alone: no filter to refuse
        order = _order_by(listing, params.sort)
        first, last = _window(params.range)
        known = prepare(str(filters["q"]), order, first, last)
    elif prepare_filtered is not None and not {"q", "id"} & filters.keys():
        order = _order_by(listing, params.sort)
        first, last = _window(params.range)
        known = prepare_filtered(filters, order, first, last)
    if known is not None:
        found, count = known
    else:
        qs, by_ids = _apply_filters(listing, qs() if callable(qs) else qs, filters)
        qs = qs.order_by(*_order_by(listing, params.sort))
        if by_ids and params.range is None:  # getMany: every asked-for id, up to the cap
            first, last = 0, MAX_PAGE - 1
        else:
            first, last = _window(params.range)
        found = rows(qs[first : last + 1])
        count = partial(_count, qs)
    total = _total(listing, count, filters, first, last, found)
    shown = f"{first}-{first + len(found) - 1}" if found else "*"
    response["Content-Range"] = f"{listing.resource} {shown}/{'*' if total is None else total}"
    return found


def _count(qs: QuerySet, upto: int) -> int | None:
    return capped_count(qs, upto=upto)


def paginate_answer(
    listing: Listing,
    qs: QuerySet | Callable[[], QuerySet],
    params: ListParams,
    rows: Callable[[QuerySet], list],
    prepare: Prepare | None = None,
    prepare_filtered: PrepareFiltered | None = None,
) -> HttpResponse:
    """`paginate` and answer the page as JSON bytes written by `rows` from plain values in the route's
    response schema's shape (core/orders/api/rows.py, core/stock/office_rows.py...), with its
    Content-Range; the schema stays on the route for the OpenAPI document. `rows` may read the page's
    columns itself (`page.values(...)`): the count, when one is needed, then joins nothing they need."""
    headers: dict[str, str] = {}
    answer = paginate(
        listing, qs, params, headers, rows=rows, prepare=prepare, prepare_filtered=prepare_filtered
    )
    return json_answer(answer, headers=headers)
