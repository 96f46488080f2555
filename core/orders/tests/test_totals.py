"""The maintained order totals (core.orders.totals) always equal the sums of the orders table.

The property test drives random sequences of the services (placing, status and payment changes,
shipping, changes that roll back) plus historical orders on random days, then recounts."""

from datetime import datetime, time, timedelta
from decimal import Decimal

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.db import connection, transaction
from django.db.models import Count
from django.utils import timezone
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.common.errors import ApplicationError
from core.common.money import rupees
from core.orders import selectors
from core.orders.changes.services import order_update
from core.orders.models import Order, OrderDayTally, OrderStatus, OrderTally, PaymentStatus
from core.orders.placing.services import order_checkout
from core.orders.shipping.models import Courier
from core.orders.shipping.services import order_ship
from core.orders.tests.factories import OrderFactory
from core.orders.totals.selectors import placed_between, sales_per_day
from core.orders.totals.services import order_totals_recount
from core.tests.transactional import WORKERS, migration_seeds, side_by_side

pytestmark = pytest.mark.django_db

STATUSES = OrderStatus.values
PAYMENTS = PaymentStatus.values


def assert_totals_equal_the_orders() -> None:
    assert order_totals_recount() == []
    sums = {k: rupees(v or 0) for k, v in Order.objects.aggregate(**selectors.money_sums()).items()}
    assert selectors.amount_summary() == sums
    counted = dict(Order.objects.order_by().values_list("status").annotate(n=Count("id")))
    assert selectors.status_counts() == {s: counted.get(s, 0) for s in STATUSES}
    assert selectors.order_count(due=True) == Order.objects.filter(selectors.DUE).count()
    assert selectors.order_count(payment_status="paid") == Order.objects.filter(selectors.PAID).count()
    assert selectors.order_count() == Order.objects.count()


place = st.tuples(
    st.just("place"),
    st.sampled_from([(1, "M", 1), (7, "L", 2), (2, "S", 3)]),
    st.sampled_from(["cod", "upi"]),
)
history = st.tuples(
    st.just("history"),
    st.integers(0, 60),  # days ago
    st.integers(0, 24 * 60 - 1),  # minute of the shop's day
    st.sampled_from(STATUSES),
    st.sampled_from(PAYMENTS),
    st.decimals(min_value=0, max_value=Decimal("250000.00"), places=2),
)
change = st.tuples(
    st.sampled_from(["status", "payment", "both", "undone"]),
    st.integers(0, 30),
    st.sampled_from(STATUSES),
    st.sampled_from(PAYMENTS),
)
ship = st.tuples(st.just("ship"), st.integers(0, 30))


def _run(step, customer, staff) -> None:
    """One step in its own savepoint: a change a service refuses (e.g. shipped without a courier)
    leaves nothing behind, and the totals must agree all the same."""
    try:
        with transaction.atomic():
            _step(step, customer, staff)
    except ApplicationError:
        pass


def _step(step, customer, staff) -> None:
    kind = step[0]
    orders = list(Order.objects.order_by("pk"))
    if kind == "place":
        order_checkout(customer=customer, items=[step[1]], payment_method=step[2])
    elif kind == "history":
        _, days_ago, minute, status, payment, amount = step
        day = timezone.localdate() - timedelta(days=days_ago)
        at = timezone.make_aware(datetime.combine(day, time(minute // 60, minute % 60)))
        OrderFactory(customer=customer, created_at=at, status=status, payment_status=payment, amount=amount)
    elif not orders:
        return
    elif kind == "ship":  # through fulfilment's door, which moves the status with order_update
        courier = Courier.objects.filter(needs_awb=False, active=True).first()
        order_ship(order=orders[step[1] % len(orders)], courier_id=courier.pk, awb="", actor=staff)
    else:
        _, index, status, payment = step
        order = orders[index % len(orders)]
        if kind == "status":
            order_update(order=order, actor=staff, status=status)
        elif kind == "payment":
            order_update(order=order, actor=staff, payment_status=payment)
        elif kind == "both":
            order_update(order=order, actor=staff, status=status, payment_status=payment)
        else:  # a change whose transaction fails later: the totals roll back with it
            with pytest.raises(RuntimeError), transaction.atomic():
                order_update(order=order, actor=staff, status=status, payment_status=payment)
                raise RuntimeError("later failure")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=st.lists(st.one_of(place, history, change, ship), min_size=1, max_size=12))
def test_the_totals_equal_the_orders_after_any_sequence_of_changes(steps):
    with transaction.atomic():  # each example starts from an empty shop
        customer, staff = CustomerFactory(), StaffFactory()
        for step in steps:
            _run(step, customer, staff)
        assert_totals_equal_the_orders()
        transaction.set_rollback(True)
    assert_totals_equal_the_orders()


def test_an_order_late_in_the_evening_counts_on_the_shops_day():
    # 23:50 in Kolkata is 18:20 UTC: the order belongs to the shop's day, not UTC's
    day = timezone.localdate() - timedelta(days=2)
    late = timezone.make_aware(datetime.combine(day, time(23, 50)))
    OrderFactory(created_at=late, amount="500.00")
    OrderFactory(created_at=late + timedelta(minutes=20), amount="250.00", status=OrderStatus.CANCELLED)
    assert OrderDayTally.objects.get(day=day).orders == 1
    assert placed_between(first=day, last=day) == {"orders": 1, "amount": Decimal("500.00")}
    series = {d["day"]: d for d in sales_per_day()}
    assert series[day]["orders"] == 1 and series[day]["revenue"] == Decimal("500.00")
    after = day + timedelta(days=1)
    # the cancelled order counts on its day, without revenue
    assert (series[after]["orders"], series[after]["revenue"]) == (1, Decimal("0.00"))


def test_a_status_change_moves_the_order_between_rows():
    staff = StaffFactory()
    order = OrderFactory(amount="1077.00")
    order_update(order=order, actor=staff, status="confirm", payment_status="paid")
    rows = {(t.status, t.payment_status): (t.orders, t.amount_paise) for t in OrderTally.objects.all()}
    assert rows[("pending", "unpaid")] == (0, 0)
    assert rows[("confirm", "paid")] == (1, 107700)
    assert selectors.amount_summary() == {
        "total_paid": Decimal("1077.00"),
        "total_due": Decimal("0.00"),
        "total_refunded": Decimal("0.00"),
    }


def test_reconcile_reports_and_fixes_a_difference(capsys):
    OrderFactory(amount="100.00")
    OrderFactory(amount="40.50", status="cancelled")
    call_command("reconcile_order_totals")
    assert "agree" in capsys.readouterr().out
    OrderTally.objects.filter(status="pending").update(orders=5, amount_paise=1)  # drift, as a bug would
    OrderDayTally.objects.filter(status="cancelled").delete()
    with pytest.raises(CommandError, match="2 rows of the order totals differ"):
        call_command("reconcile_order_totals")
    out = capsys.readouterr().out
    assert "kept 5 orders / 0.01, counted 1 orders / 100.00" in out
    assert "kept 0 orders / 0.00, counted 1 orders / 40.50" in out
    call_command("reconcile_order_totals", "--fix")
    assert "Fixed 2 rows" in capsys.readouterr().out
    assert_totals_equal_the_orders()


@pytest.mark.django_db(transaction=True)
@pytest.mark.skipif(connection.vendor != "postgresql", reason="SQLite serialises every write transaction")
def test_concurrent_changes_lose_no_update():
    """Eight sessions at once: each moves its own orders back and forth and places one; every change
    adds to the same few rows, which the upsert increments in the database."""
    migration_seeds()
    staff, customer = StaffFactory(), CustomerFactory()
    orders = [OrderFactory(customer=customer) for _ in range(WORKERS)]

    def work(pk: int) -> None:
        for status, payment in [("confirm", "paid"), ("delivered", "paid"), ("cancelled", "unpaid")]:
            order = Order.objects.get(pk=pk)
            order_update(order=order, actor=staff, status=status, payment_status=payment)
        order_checkout(customer=customer, items=[(1, "M", 1)], payment_method="upi")

    assert side_by_side(work, [o.pk for o in orders]) == []
    assert_totals_equal_the_orders()
    assert selectors.status_counts()["cancelled"] == WORKERS
