"""Due dates end to end: the dispatch date set at checkout from the pincode's promise, planning that
moves the print day and never the promise, a business date set by the quotes, the calendar's
capacity sums and the dashboard's figures, each in a fixed number of queries."""

import io
import random
import re
from datetime import date, timedelta

import pytest
from django.utils import timezone
from pypdf import PdfReader

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.common.errors import ApplicationError
from core.common.models import AuditAction, AuditEntry
from core.conftest import JsonClient
from core.office.tests.lean import JSON, schema_bytes
from core.orders.changes.services import order_update
from core.orders.models import Order, OrderStatus
from core.orders.placing.services import order_checkout
from core.orders.shipping.models import Courier, Shipment
from core.orders.shipping.services import order_ship
from core.orders.tests.factories import OrderFactory
from core.planning import office
from core.planning.demo import seed_due_dates
from core.planning.models import DEFAULT_PIECES_PER_DAY, PrintCapacity
from core.planning.selectors import ORDERS_PER_DAY, plan_days, promised_dispatch, today_load
from core.planning.services import NOT_OPEN, order_dispatch_date_set, order_print_day_set, print_capacity_set

pytestmark = pytest.mark.django_db

DTG = "DTG (direct-to-garment)"


def _order(*, print_on=None, dispatch_by=None, status=OrderStatus.CONFIRM, lines=(("M", 2),), **kw):
    order = OrderFactory(lines=list(lines), **kw)
    Order.objects.filter(pk=order.pk).update(status=status, print_on=print_on, dispatch_by=dispatch_by)
    order.refresh_from_db()
    return order


def _client(role: Role) -> JsonClient:
    client = JsonClient()
    client.force_login(StaffFactory(role=role))
    return client


def test_checkout_gives_the_order_the_dispatch_date_of_its_pincode_promise(customer):
    order = order_checkout(customer=customer, items=[(1, "M", 2)], payment_method="upi")
    order.refresh_from_db()
    today = timezone.localdate()  # India's date: CI runs past midnight IST too
    assert order.dispatch_by == promised_dispatch(pincode=order.ship_pin_code, placed=today)
    # Pune is a metro (2-3 days): it leaves within three days, and is printed on or before that day
    assert today <= order.print_on <= order.dispatch_by <= today + timedelta(days=4)
    assert order.dispatch_by.weekday() != 6


def test_the_orders_page_answers_its_dispatch_date_and_planned_print_day(customer):
    order = order_checkout(customer=customer, items=[(1, "M", 2)], payment_method="upi")
    order.refresh_from_db()
    desk = _client(Role.ORDER_DESK)
    page = desk.get(f"/api/office/orders/{order.order_id}").json()
    assert (page["dispatch_by"], page["print_on"]) == (str(order.dispatch_by), str(order.print_on))

    # the floor plans it on another day: the page shows the new print day, the promise unchanged
    later = order.dispatch_by  # printed on the day it leaves, not the day before
    order_print_day_set(order=order, print_on=later, actor=None)
    page = desk.get(f"/api/office/orders/{order.order_id}").json()
    assert (page["dispatch_by"], page["print_on"]) == (str(order.dispatch_by), str(later))


def test_the_promise_of_a_metro_an_unknown_pincode_and_delhi():
    monday = date(2026, 11, 23)
    assert promised_dispatch(pincode="411001", placed=monday) == date(2026, 11, 24)  # Pune, by Thu
    assert promised_dispatch(pincode="110001", placed=monday) == date(2026, 11, 24)  # Delhi, by Wed
    assert promised_dispatch(pincode="000000", placed=monday) == date(2026, 11, 25)  # as other cities


def test_planning_another_day_never_changes_the_promise():
    today = timezone.localdate()
    order = _order(print_on=today, dispatch_by=today + timedelta(days=2))
    planner = StaffFactory(role=Role.PRINT_FLOOR)

    order_print_day_set(order=order, print_on=today + timedelta(days=5), actor=planner)

    order.refresh_from_db()
    assert order.print_on == today + timedelta(days=5)
    assert order.dispatch_by == today + timedelta(days=2)
    entry = AuditEntry.objects.get(action=AuditAction.PRINT_DAY)
    assert entry.target == f"Order {order.order_id}" and entry.actor == planner
    assert entry.after == (today + timedelta(days=5)).strftime("%d/%m/%Y")


def test_only_open_orders_move_and_never_into_the_past():
    today = timezone.localdate()
    shipped = _order(print_on=today, dispatch_by=today, status=OrderStatus.SHIPPED)
    with pytest.raises(ApplicationError, match="not yet shipped"):
        order_print_day_set(order=shipped, print_on=today, actor=None)
    pending = _order(print_on=today, dispatch_by=today, status=OrderStatus.PENDING)
    with pytest.raises(ApplicationError, match="today or a later day"):
        order_print_day_set(order=pending, print_on=today - timedelta(days=1), actor=None)
    assert not AuditEntry.objects.exists()


def test_a_quotes_dispatch_date_moves_a_default_print_day_and_keeps_a_planned_one():
    order = OrderFactory()  # placed today, without dates (a business order before its quote)
    today = timezone.localdate()
    later = today + timedelta(days=10)
    if later.weekday() == 6:
        later += timedelta(days=1)
    order_dispatch_date_set(order=order, dispatch_by=later, actor=None)
    order.refresh_from_db()
    assert order.dispatch_by == later and today <= order.print_on < later

    order_print_day_set(order=order, print_on=today, actor=None)  # the floor plans it early
    order_dispatch_date_set(order=order, dispatch_by=later + timedelta(days=2), actor=None)
    order.refresh_from_db()
    assert order.print_on == today  # planned: kept
    assert AuditEntry.objects.filter(action=AuditAction.DISPATCH_DATE).count() == 2

    with pytest.raises(ApplicationError, match="before the order was placed"):
        order_dispatch_date_set(order=order, dispatch_by=today - timedelta(days=1), actor=None)


def test_the_calendar_sums_pieces_per_day_and_method_against_the_capacity(django_assert_num_queries):
    today = timezone.localdate()
    tomorrow = today + timedelta(days=1)
    _order(print_on=tomorrow, dispatch_by=tomorrow, lines=[("M", 3), ("L", 2)])
    _order(print_on=tomorrow, dispatch_by=today, lines=[("S", 4)], status=OrderStatus.PENDING)
    _order(print_on=tomorrow, dispatch_by=tomorrow, status=OrderStatus.SHIPPED)  # printed: not counted
    _order(print_on=today + timedelta(days=14), dispatch_by=today + timedelta(days=15))  # past the 14 days
    print_capacity_set(print_method=DTG, pieces_per_day=8, actor=None)

    with django_assert_num_queries(3):
        days = plan_days(today=today)

    assert [d.day for d in days] == [today + timedelta(days=n) for n in range(14)]
    assert days[0].pieces == 0 and days[0].orders == []
    day = days[1]
    assert day.pieces == 9 and day.orders_count == 2
    [dtg] = [m for m in day.methods if m.print_method == DTG]
    assert (dtg.pieces, dtg.capacity) == (9, 8)  # over capacity: 9 of 8
    # soonest due first: the late-for-dispatch order leads the day
    assert [o.pieces for o in day.orders] == [4, 5]
    assert sum(d.pieces for d in days) == 9


def test_a_day_lists_its_first_orders_and_counts_them_all():
    today = timezone.localdate()
    for n in range(ORDERS_PER_DAY + 2):
        _order(print_on=today, dispatch_by=today + timedelta(days=n % 3), lines=[("M", 1)])
    day = plan_days(today=today)[0]
    assert len(day.orders) == ORDERS_PER_DAY and day.orders_count == ORDERS_PER_DAY + 2
    assert day.pieces == ORDERS_PER_DAY + 2  # every order's pieces load the day, listed or not
    assert [o.dispatch_by for o in day.orders] == sorted(o.dispatch_by for o in day.orders)


def test_the_calendar_answers_its_schemas_bytes():
    today = timezone.localdate()
    _order(print_on=today, dispatch_by=today, lines=[("M", 3), ("L", 2)])
    _order(print_on=today + timedelta(days=3), dispatch_by=None, status=OrderStatus.PENDING)
    print_capacity_set(print_method=DTG, pieces_per_day=8, actor=None)
    response = _client(Role.PRINT_FLOOR).get("/api/office/planning/days")
    assert response.status_code == 200 and response["Content-Type"] == JSON
    expected = schema_bytes(office.router, "planning/days", {"today": today, "days": plan_days(today=today)})
    assert response.content == expected


def test_a_method_without_a_saved_capacity_has_the_default():
    days = plan_days()
    assert all(m.capacity == DEFAULT_PIECES_PER_DAY for m in days[0].methods)
    assert days[0].methods  # every print method a product type names


def _shipped(*, courier: str = "Delhivery", days_ago: int = 0) -> Order:
    order = _order(print_on=None, dispatch_by=timezone.localdate())
    courier_id = Courier.objects.get(name=courier).pk
    order_ship(order=order, courier_id=courier_id, awb=f"AWB{order.pk:08d}", actor=None)
    if days_ago:
        Shipment.objects.filter(order=order).update(shipped_at=timezone.now() - timedelta(days=days_ago))
    return order


def test_the_dashboard_counts_today_in_three_bounded_queries(django_assert_num_queries):
    today = timezone.localdate()
    _order(print_on=today, dispatch_by=today, lines=[("M", 2), ("L", 1)])
    _order(print_on=today, dispatch_by=today + timedelta(days=1), lines=[("M", 5)])
    _order(print_on=today - timedelta(days=2), dispatch_by=today - timedelta(days=1))  # late
    _order(print_on=today, dispatch_by=today - timedelta(days=3), status=OrderStatus.DELIVERED)
    _shipped()

    with django_assert_num_queries(3):
        load = today_load(today=today)

    assert (load.pieces_to_print, load.parcels_to_hand_over, load.late_orders) == (8, 1, 1)


def test_the_parcels_to_hand_over_today_are_the_pickup_manifests(staff_client):
    """Given 4 parcels shipped today waiting for the courier (3 Delhivery, 1 Blue Dart), one shipped
    yesterday and an order due today not shipped yet: the dashboard says 4, the manifests list 4."""
    for courier in ("Delhivery", "Delhivery", "Delhivery", "Blue Dart"):
        _shipped(courier=courier)
    _shipped(days_ago=1)
    _order(print_on=timezone.localdate(), dispatch_by=timezone.localdate())

    answer = _client(Role.PRINT_FLOOR).get("/api/office/planning/today").json()

    assert answer["parcels_to_hand_over"] == 4
    listed = 0
    for courier in Courier.objects.filter(name__in=("Delhivery", "Blue Dart")):
        day = f"day={timezone.localdate().isoformat()}&courier_id={courier.pk}"
        manifest = staff_client.get(f"/api/office/manifest.pdf?{day}")
        assert manifest.status_code == 200, manifest.content
        text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(manifest.content)).pages)
        listed += int(re.search(r"Parcels: (\d+)", text).group(1))
    assert listed == 4


def test_the_capacity_is_the_owners_setting_and_audited():
    owner = StaffFactory(role=Role.OWNER)
    print_capacity_set(print_method=DTG, pieces_per_day=120, actor=owner)
    print_capacity_set(print_method=DTG, pieces_per_day=120, actor=owner)  # unchanged: no row
    assert PrintCapacity.objects.get(print_method=DTG).pieces_per_day == 120
    assert AuditEntry.objects.filter(action=AuditAction.SETTINGS).count() == 1


def test_the_print_floor_moves_an_order_on_the_calendar_and_the_desk_cannot_set_capacity():
    today = timezone.localdate()
    order = _order(print_on=today, dispatch_by=today + timedelta(days=3))
    floor = _client(Role.PRINT_FLOOR)

    moved = floor.send("put", f"/api/office/planning/orders/{order.order_id}", {"print_on": str(today)})
    assert moved.status_code == 200  # the same day: nothing to change

    later = str(today + timedelta(days=2))
    moved = floor.send("put", f"/api/office/planning/orders/{order.order_id}", {"print_on": later})
    assert moved.status_code == 200
    assert moved.json() == {
        "order_id": order.order_id,
        "dispatch_by": str(today + timedelta(days=3)),
        "print_on": later,
    }
    answer = floor.get("/api/office/planning/days").json()
    assert answer["today"] == str(today)
    assert [o["order_id"] for o in answer["days"][2]["orders"]] == [order.order_id]

    refused = _client(Role.ORDER_DESK).send(
        "put", "/api/office/planning/capacity", {"print_method": DTG, "pieces_per_day": 5}
    )
    assert refused.status_code == 403
    not_a_number = _client(Role.OWNER).send(
        "put", "/api/office/planning/capacity", {"print_method": DTG, "pieces_per_day": False}
    )
    assert not_a_number.status_code in (400, 422)


def test_a_shipped_order_cannot_be_planned_by_the_api():
    today = timezone.localdate()
    order = _order(print_on=today, dispatch_by=today)
    order_update(order=order, actor=None, status=OrderStatus.SHIPPED)
    answer = _client(Role.OWNER).send(
        "put", f"/api/office/planning/orders/{order.order_id}", {"print_on": str(today)}
    )
    assert answer.status_code == 400
    assert answer.json()["errors"] == {"print_on": [NOT_OPEN]}


def test_the_print_queue_and_the_board_list_the_soonest_due_first():
    today = timezone.localdate()
    later = _order(dispatch_by=today + timedelta(days=3))
    late = _order(dispatch_by=today - timedelta(days=1))
    due = _order(dispatch_by=today)
    owner = _client(Role.OWNER)

    queue = owner.get("/api/office/print-queue").json()
    assert [o["order_id"] for o in queue] == [late.order_id, due.order_id, later.order_id]
    assert queue[0]["dispatch_by"] == str(today - timedelta(days=1))

    column = owner.get('/api/office/orders?filter={"status":"confirm"}&sort=["dispatch_by","ASC"]').json()
    assert [o["order_id"] for o in column] == [late.order_id, due.order_id, later.order_id]


def test_the_demo_spreads_its_open_orders_over_the_coming_days():
    today = timezone.localdate()
    for _ in range(4):
        _order()
    shipped = _order(status=OrderStatus.SHIPPED)
    assert seed_due_dates(rnd=random.Random(1), demo=[], others=[], admin=None) == 4
    dated = Order.objects.filter(status=OrderStatus.CONFIRM)
    assert all(o.print_on >= today and o.dispatch_by is not None for o in dated)
    shipped.refresh_from_db()
    assert shipped.dispatch_by is None


def test_a_capacity_is_a_whole_number_of_pieces():
    owner = _client(Role.OWNER)
    for pieces in (False, "80", 1.5, -1):
        body = {"print_method": DTG, "pieces_per_day": pieces}
        assert owner.send("put", "/api/office/planning/capacity", body).status_code == 400, pieces
    saved = owner.send("put", "/api/office/planning/capacity", {"print_method": DTG, "pieces_per_day": 80})
    assert saved.json() == {"print_method": DTG, "pieces_per_day": 80}
