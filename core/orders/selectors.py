"""Reads for orders. Totals and the paid/unpaid lists come from one pair of filters, so the
accounts screen can never disagree with the orders. The whole shop's totals and counts are read from
the maintained totals (core.orders.totals), kept under the same PAID and DUE rules in the transaction
of every change; one customer's are summed from their own orders (an index serves them)."""

import re
from datetime import date
from decimal import Decimal

from django.db.models import Prefetch, Q, QuerySet, Sum

from core.accounts.models import User
from core.accounts.selectors import customers, people_ids_matching, people_matching
from core.common.counts import OffIndex
from core.common.days import days_filter
from core.common.errors import FieldErrors, NotAllowed, get_or_not_found
from core.common.money import rupees
from core.common.search import prefix_q, words
from core.content.selectors import inbox_counts
from core.orders.models import ORDER_ID_ALPHABET, Order, OrderEvent, OrderLine, OrderStatus, PaymentStatus
from core.orders.totals.selectors import order_count as totals_count
from core.orders.totals.selectors import order_totals, placed_between


def _paid(through: str = "") -> Q:
    return Q(**{f"{through}payment_status": PaymentStatus.PAID})


def _due(through: str = "") -> Q:
    return Q(**{f"{through}payment_status": PaymentStatus.UNPAID}) & ~Q(
        **{f"{through}status": OrderStatus.CANCELLED}
    )


# The one source of truth for money received and money owed.
PAID = _paid()
DUE = _due()


def money_sums(*, through: str = "") -> dict[str, Sum]:
    """`total_paid` and `total_due` as database sums under the PAID and DUE rules, and
    `total_refunded`, what went back for returns (beside them: the two spec totals stay as they are).

    For orders `through` is empty; for customers it is "orders__" (the customer list and export)."""
    return {
        "total_paid": Sum(f"{through}amount", filter=_paid(through)),
        "total_due": Sum(f"{through}amount", filter=_due(through)),
        "total_refunded": Sum(f"{through}refunded"),
    }


MAX_PAGE = 200


def with_lines(qs: QuerySet[Order]) -> QuerySet[Order]:
    """Orders with their customer, product type and size lines (each with its catalogue item), and
    the order a replacement replaces, for lists that show them."""
    return qs.select_related(
        "customer", "product_type", "shipment__courier", "replacement_of", "ewaybill"
    ).prefetch_related(
        Prefetch(
            "lines",
            # a team order's line: its person's name and number (core.teams)
            queryset=OrderLine.objects.select_related("catalogue_item", "person").order_by("id"),
        )
    )


def order_as_stored(order: Order, lines: list[OrderLine]) -> Order:
    """An order just stored with `lines` (made in its order), as `with_lines` would read it back,
    without reading it: the lines as prefetched, none with a person (a team order's people are read
    back instead), and no shipment yet. Its customer, product type and items are the ones it was
    stored with."""
    person = OrderLine._meta.get_field("person")
    for line in lines:
        person.set_cached_value(line, None)
    Order._meta.get_field("shipment").set_cached_value(order, None)
    stored = order.lines.all()
    stored._result_cache, stored._prefetch_done = list(lines), True
    order._prefetched_objects_cache = {"lines": stored}
    return order


def orders_with_lines() -> QuerySet[Order]:
    """Every order, with what its list row shows (the back office's orders list)."""
    return with_lines(Order.objects.all())


def order_get(*, order_id: str, queryset: QuerySet[Order] | None = None) -> Order:
    """An order by its id, in any case; from `queryset` when given (default: with_lines)."""
    qs = orders_with_lines() if queryset is None else queryset
    return get_or_not_found(qs, what="Order", order_id=(order_id or "").strip().upper())


def order_get_with_history(*, order_id: str) -> Order:
    """One order with its lines and its history (newest first, with who made each change)."""
    events = OrderEvent.objects.select_related("actor").order_by("-created_at", "-id")
    return order_get(
        order_id=order_id, queryset=orders_with_lines().prefetch_related(Prefetch("events", queryset=events))
    )


def order_get_for(*, user: User, order_id: str, queryset: QuerySet[Order] | None = None) -> Order:
    """An order its owner may see, or a member of the team whose role lets the operation act for
    others (core/common/auth.py `customer(...)`); anyone else is refused. From `queryset` when given
    (default: with_lines)."""
    order = order_get(order_id=order_id, queryset=queryset)
    if order.customer_id != user.pk and not getattr(user, "may_act_for_others", False):
        raise NotAllowed("This order belongs to another customer.")
    return order


def page(qs: QuerySet, *, limit: int | None, offset: int | None, default: int = 50) -> QuerySet:
    limit = min(max(limit or default, 1), MAX_PAGE)
    offset = max(offset or 0, 0)
    if offset > 10_000_000:  # no list is this long; past 64 bits the database refuses the query
        raise FieldErrors.single("offset", "The offset is too large.")
    return qs[offset : offset + limit]


# The lists below choose `among` the orders given: every order as models by default; the API's lists
# pass core/orders/api/rows.py's values with their columns and joins (Shape.orders).


def _among(among: QuerySet | None) -> QuerySet:
    return Order.objects.all() if among is None else among


def orders_with_status(*, status: OrderStatus, among: QuerySet | None = None) -> QuerySet:
    return _among(among).filter(status=status).order_by("-created_at", "-id")


def customer_orders(*, customer: User, among: QuerySet | None = None) -> QuerySet:
    """A customer's orders, newest first."""
    return _among(among).filter(customer=customer).order_by("-created_at", "-id")


def paid_orders(*, among: QuerySet | None = None) -> QuerySet:
    return _among(among).filter(PAID).order_by("-created_at", "-id")


def unpaid_orders(*, among: QuerySet | None = None) -> QuerySet:
    return _among(among).filter(DUE).order_by("-created_at", "-id")


ORDER_ID_TAIL = re.compile(rf"^[{ORDER_ID_ALPHABET}]{{1,8}}$")
MANY_PEOPLE = 50  # more people than this match a word: filter orders by a subquery instead of ids
# digits this short are in most phone numbers ("98": every tenth): no query asks whether few people
# match, the orders are filtered by the subquery at once
COMMON_DIGITS = 2


def order_id_prefix(word: str) -> str | None:
    """The start of an order id a word is: "RZ-7KQ" as typed, or "7KQ4" without the "RZ-" (letters
    and digits of the ids' alphabet, with at least one digit and one letter: never a name or a phone)."""
    word = word.upper()
    if word.startswith("RZ"):
        return word
    has_both = any(c.isdigit() for c in word) and any(c.isalpha() for c in word)
    return "RZ-" + word if has_both and ORDER_ID_TAIL.match(word) else None


def people_ids_for(word: str) -> list[int] | None:
    """The ids of the few people a word (not an order id) matches, or None when many may: more than
    MANY_PEOPLE, or one or two digits (no query asks)."""
    common = word.isdigit() and len(word) <= COMMON_DIGITS
    return None if common else people_ids_matching(word, most=MANY_PEOPLE)


def by_person(qs: QuerySet[Order], word: str, ids: list[int] | None, n: int = 0) -> QuerySet[Order]:
    """`qs`'s orders of the people `word` matches: of these `ids` (people_ids_for), or, when many
    people match (None), of the people a subquery finds. "customer_id + 0" then keeps the database off
    the customer index (which would gather and sort all their orders) and on the list's own order,
    checking each row's customer; the list's capped count uses the index (core/common/counts.py).
    `n` names the condition (one per word)."""
    if ids is not None:
        return qs.filter(customer_id__in=ids)
    people = User.objects.filter(people_matching(word)).order_by().values("pk")
    return qs.alias(**{f"_who{n}": OffIndex("customer_id")}).filter(**{f"_who{n}__in": people})


def order_search(qs: QuerySet[Order], text: str) -> QuerySet[Order]:
    """Orders matching every word: the start of an order id ("RZ-7KQ", "7KQ4"), else a part of the
    customer's phone (digits) or name.

    Each word is one condition, so the database walks one index for it: order ids by the b-tree's
    prefix; people first (trigram indexes on PostgreSQL, the people table on SQLite), then their
    orders by order_customer_recent, or, when many people match, newest first by order_recent while
    checking the customer (a few rows before 25 are found). One query per word, whatever the orders.
    The office list's search by one word is the same, prepared (core/orders/search_page.py)."""
    for n, word in enumerate(words(text)):
        oid = order_id_prefix(word)
        if oid:
            qs = qs.filter(prefix_q("order_id", oid))
        else:
            qs = by_person(qs, word, people_ids_for(word), n)
    return qs


def payment_list(*, q: str | None = None, among: QuerySet | None = None) -> QuerySet:
    qs = _among(among).order_by("-created_at", "-id")
    return order_search(qs, q) if q and q.strip() else qs


def _in_rupees(totals: dict) -> dict[str, Decimal]:
    # SQLite sums decimals as floats; rounding to paise gives back the exact sum of the rows.
    return {k: rupees(v or 0) for k, v in totals.items()}


def amount_summary() -> dict[str, Decimal]:
    """`total_paid` and `total_due` of the whole shop (PAID, DUE), from the maintained totals."""
    totals = order_totals()
    return {
        "total_paid": totals.total_paid,
        "total_due": totals.total_due,
        "total_refunded": totals.total_refunded,
    }


def order_count(*, status: str | None = None, payment_status: str | None = None, due: bool = False) -> int:
    """How many orders have the status / payment status (or are owed, DUE): the board's columns and
    the accounts tables' lengths, read from the maintained totals (no orders are counted)."""
    return totals_count(status=status, payment_status=payment_status, due=due)


def customer_totals(*, customer: User) -> dict[str, Decimal]:
    return _in_rupees(Order.objects.filter(customer=customer).aggregate(**money_sums()))


def orders_between(
    *, statuses: list[str] | None = None, date_from: date | None = None, date_to: date | None = None
) -> QuerySet[Order]:
    """Orders with one of the statuses, placed from date_from to date_to inclusive (shop's local days)."""
    qs = Order.objects.filter(days_filter("created_at", date_from, date_to))
    if statuses:
        unknown = set(statuses) - set(OrderStatus.values)
        if unknown:
            raise ValueError(
                f"Unknown status {', '.join(sorted(unknown))}; use {', '.join(OrderStatus.values)}."
            )
        qs = qs.filter(status__in=statuses)
    return qs


def orders_placed(*, first: date, last: date | None = None) -> dict:
    """How many orders were placed from day `first` (to day `last`, else until now), and their amount."""
    return placed_between(first=first, last=last)


def recent_orders(*, limit: int = 8) -> QuerySet[Order]:
    return Order.objects.select_related("customer").order_by("-created_at", "-id")[:limit]


def status_counts() -> dict[str, int]:
    return order_totals().status_counts()


def shop_summary() -> dict:
    """The admin team's figures: totals paid and due, orders per status, customers, and the inbox.
    The back office's summary and the Django admin's dashboard both show these. The order figures
    are one query on the maintained totals."""
    totals = order_totals()
    counts = totals.status_counts()
    return {
        "total_paid": totals.total_paid,
        "total_due": totals.total_due,
        "total_refunded": totals.total_refunded,
        "counts": counts,
        "orders": sum(counts.values()),
        "customers": customers().count(),
        **inbox_counts(),
    }
