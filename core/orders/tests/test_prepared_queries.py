"""A prepared query (core/common/prepared.py) answers what its queryset answers for the same values:
dicts in values()' keys, tuples for values_list(), dates and datetimes as Django reads them, any
number of ids for a list marker (none: no query), a text marker inside LIKE patterns, counts, on
SQLite and PostgreSQL."""

from datetime import UTC, date, datetime, timedelta

import pytest
from django.db.models import Case, IntegerField, Q, Sum, Value, When

from core.accounts.tests.factories import CustomerFactory
from core.common.prepared import Prepared
from core.orders.models import Order, OrderLine
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db

FIELDS = ("order_id", "created_at", "amount", "status", "print_on", "customer__name")


def _by_ids(ids):
    return Order.objects.filter(pk__in=ids).order_by("pk").values(*FIELDS)


BY_IDS = Prepared(_by_ids, ids=[-1])


def test_rows_by_ids_equal_the_querysets_for_any_number_of_ids(django_assert_num_queries):
    orders = [OrderFactory(lines=[("M", n + 1)]) for n in range(4)]
    Order.objects.filter(pk=orders[0].pk).update(print_on=date(2026, 11, 30))
    for some in (orders[:1], orders[1:], orders):
        ids = [o.pk for o in some]
        with django_assert_num_queries(1):
            rows = BY_IDS.rows(ids=ids)
        assert rows == list(_by_ids(ids))
    assert isinstance(BY_IDS.rows(ids=[orders[0].pk])[0]["print_on"], date)
    with django_assert_num_queries(0):
        assert BY_IDS.rows(ids=[]) == []


def _placed(start, end, status):
    return (
        Order.objects.filter(created_at__gte=start, created_at__lt=end, status=status)
        .order_by("pk")
        .values_list("order_id", "created_at")
    )


PLACED = Prepared(
    _placed,
    start=datetime(1900, 1, 1, tzinfo=UTC),
    end=datetime(1900, 1, 2, tzinfo=UTC),
    status="\x00a status",
)


def test_scalar_markers_take_each_calls_values_as_tuples():
    order = OrderFactory()
    start, end = order.created_at - timedelta(hours=1), order.created_at + timedelta(hours=1)
    rows = PLACED.rows(start=start, end=end, status=order.status)
    assert rows == list(_placed(start, end, order.status)) == [(order.order_id, order.created_at)]
    assert PLACED.rows(start=end, end=end + timedelta(days=1), status=order.status) == []
    assert PLACED.rows(start=start, end=end, status="cancelled") == []


def test_an_aggregate_by_group_and_a_marker_the_query_does_not_hold_is_refused():
    order = OrderFactory(lines=[("M", 2), ("L", 3)])
    pieces = Prepared(
        lambda pk: (
            OrderLine.objects.filter(order_id=pk)
            .values("order_id")
            .annotate(n=Sum("quantity"))
            .values_list("n")
        ),
        pk=-1,
    )
    assert pieces.rows(pk=order.pk) == [(5,)]
    missing = Prepared(lambda pk: Order.objects.values_list("pk"), pk=-1)
    with pytest.raises(ValueError, match="must appear once"):
        missing.rows(pk=1)


def test_on_postgresql_the_statement_is_prepared_and_djangos_own_are_not():
    """Django opens connections with psycopg's prepare_threshold None, which ignores prepare=True:
    the prepared queries were planned on every call until core/common/prepared.py set it."""
    from django.db import connection

    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL's prepared statements")
    order = OrderFactory()
    for _ in range(6):  # more than psycopg's default threshold: Django's own query stays unprepared
        list(Order.objects.filter(pk=order.pk).values_list("order_id"))
    assert BY_IDS.rows(ids=[order.pk])[0]["order_id"] == order.order_id
    with connection.cursor() as cursor:
        cursor.execute("SELECT statement FROM pg_prepared_statements")
        prepared = [row[0] for row in cursor.fetchall()]
    assert len(prepared) == 1 and '"orders_order"."id" IN ($1)' in prepared[0]


def _named(word):
    return (
        Order.objects.filter(Q(customer__name__icontains=word) | Q(customer__email__startswith=word))
        .order_by("pk")
        .values_list("order_id", flat=True)
    )


NAMED = Prepared(_named, word="~a word~")


def test_a_text_marker_stands_in_like_patterns_escaped_as_django_escapes_it():
    odd = ["Asha 100%", "Asha_1", "Back\\slash", "Meera Nair"]
    people = [CustomerFactory(name=name, email=f"{n}@x.in") for n, name in enumerate(odd)]
    orders = [OrderFactory(customer=person) for person in people]
    for word in ("asha", "100%", "a_1", "_", "%", "\\", "k\\s", "Nair", "1@x", "nobody", "~a word~"):
        assert [row[0] for row in NAMED.rows(word=word)] == list(_named(word)), word
    assert [row[0] for row in NAMED.rows(word="%")] == [orders[0].order_id]


def test_a_marker_in_a_parameter_that_is_no_like_pattern_is_refused():
    suffixed = Prepared(lambda w: Order.objects.filter(order_id__in=[w + "!"]).values_list("pk"), w="~w~")
    with pytest.raises(ValueError, match="not a LIKE pattern"):
        suffixed.rows(w="x")
    with pytest.raises(ValueError, match="no escaping"):
        Prepared(lambda w: Order.objects.filter(order_id__contains=w).values_list("pk"), w="a_b").rows(w="x")


def test_a_prepared_count_is_djangos_count_of_the_sliced_queryset(django_assert_num_queries):
    people = [CustomerFactory(name="Meera Nair"), CustomerFactory(name="Ravi Rao")]
    for n, person in enumerate(people):
        OrderFactory.create_batch(3 - n, customer=person)

    def build(word, ids):
        return Order.objects.filter(customer__name__icontains=word, customer_id__in=ids).values("pk")[:2]

    counted = Prepared(build, count=True, word="~w~", ids=[-1])
    ids = [p.pk for p in people]
    for word in ("Nair", "Rao", "a", "nobody"):
        with django_assert_num_queries(1):
            n = counted.count(word=word, ids=ids)
        assert n == build(word, ids).count(), word
    with django_assert_num_queries(0):
        assert counted.count(word="Nair", ids=[]) == 0
    with pytest.raises(ValueError, match="count=True"):
        NAMED.count(word="x")


def _around(moment):
    """`moment` twice: in the filter and in the sort's CASE."""
    early = Case(When(created_at__lt=moment, then=Value(0)), default=Value(1), output_field=IntegerField())
    return (
        Order.objects.filter(created_at__lte=moment)
        .annotate(early=early)
        .order_by("early", "pk")
        .values_list("order_id", flat=True)
    )


def test_a_repeated_marker_takes_its_value_everywhere_it_stands():
    orders = [OrderFactory() for _ in range(3)]
    marker = datetime(1900, 1, 1, tzinfo=UTC)
    with pytest.raises(ValueError, match="must appear once"):
        Prepared(_around, moment=marker).rows(moment=marker)
    around = Prepared(_around, repeats=("moment",), moment=marker)
    for order in orders:
        assert around.rows(moment=order.created_at) == [(o,) for o in _around(order.created_at)]
    assert Prepared(lambda moment: Order.objects.values_list("pk"), repeats=("moment",), moment=marker).rows(
        moment=orders[0].created_at
    ) == list(Order.objects.values_list("pk"))
