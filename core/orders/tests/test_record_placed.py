"""The one door by which an order comes to be (core/orders/changes/services.py): stored with its lines,
what hangs on them stored next, announced once to the followers, then counted in the totals; and no
other module writes "an order was placed" by hand."""

import ast
from decimal import Decimal
from pathlib import Path

import pytest
from django.db import transaction

from core.accounts.tests.factories import CustomerFactory
from core.catalogue.models import ProductType
from core.orders.changes.followers import ChangeKind, OrderChange
from core.orders.changes.services import order_record_placed
from core.orders.models import Order, OrderLine, OrderStatus
from core.orders.tests.test_totals import assert_totals_equal_the_orders

pytestmark = pytest.mark.django_db
CORE = Path(__file__).resolve().parents[2]
heard: list[tuple[str, int]] = []


def listen(change: OrderChange) -> None:
    heard.append((change.kind, change.order.lines.count()))


def _order() -> Order:
    customer = CustomerFactory()
    return Order(
        customer=customer,
        product_type=ProductType.objects.get(slug="tshirts"),
        subtotal=Decimal("998.00"),
        amount=Decimal("998.00"),
        ship_name=customer.name,
        ship_phone=customer.phone_number,
    )


def test_an_order_is_stored_its_lines_then_announced_once_and_counted(settings):
    # given a listener as the only follower
    settings.ORDER_FOLLOWERS = [f"{__name__}.listen"]
    heard.clear()
    seen_by_then: list[int] = []
    order = _order()
    # when the order comes to be with two lines
    with transaction.atomic():
        stored = order_record_placed(
            order=order,
            lines=[OrderLine(size="M", quantity=1, unit_price=Decimal("499")) for _ in range(2)],
            actor=None,
            then=lambda lines: seen_by_then.append(len(lines)),
        )
    # then its lines are stored on it, `then` saw them before the followers heard "placed" once
    assert [line.order_id for line in stored] == [order.pk, order.pk]
    assert seen_by_then == [2] and heard == [(ChangeKind.PLACED, 2)]
    assert_totals_equal_the_orders()


def test_a_replacement_is_announced_as_the_change_it_came_with(settings):
    settings.ORDER_FOLLOWERS = [f"{__name__}.listen"]
    heard.clear()
    order = _order()
    order.status = OrderStatus.CONFIRM
    change = OrderChange(
        order=order, kind=ChangeKind.STATUS, old=OrderStatus.PENDING, new=OrderStatus.CONFIRM
    )
    with transaction.atomic():
        order_record_placed(order=order, lines=[], actor=None, change=change)
    assert heard == [(ChangeKind.STATUS, 0)]


def test_the_demos_history_is_counted_without_a_word(settings):
    settings.ORDER_FOLLOWERS = [f"{__name__}.listen"]
    heard.clear()
    with transaction.atomic():
        order_record_placed(order=_order(), lines=[], actor=None, announce=False)
    assert heard == []
    assert_totals_equal_the_orders()


def _calls(tree: ast.AST):
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            yield ast.unparse(node.func), node


def test_no_module_places_an_order_by_hand():
    """Creating order lines, announcing "placed" and counting a new order are written once."""
    by_hand = []
    for path in sorted(CORE.rglob("*.py")):
        if (
            "tests" in path.parts
            or "migrations" in path.parts
            or path.as_posix().endswith("orders/changes/services.py")
        ):
            continue
        for name, call in _calls(ast.parse(path.read_text())):
            text = ast.unparse(call)
            if name == "OrderLine.objects.bulk_create" or (
                name == "order_totals_move" and "before=None" in text
            ):
                by_hand.append(f"{path.relative_to(CORE)}: {text[:80]}")
            if name == "order_change_announce" and "ChangeKind.PLACED" in text:
                by_hand.append(f"{path.relative_to(CORE)}: {text[:80]}")
    assert by_hand == []


def test_the_api_places_through_one_door():
    """The Idempotency-Key's retry and the order rate limit are read in core/orders/api/placing_door.py
    alone: Confirm Order, the checkout and a team's order all call it."""
    by_hand = []
    for path in sorted(CORE.rglob("*.py")):
        if "tests" in path.parts or path.name in ("placing_door.py", "idempotency.py"):
            continue
        for name, call in _calls(ast.parse(path.read_text())):
            text = ast.unparse(call)
            if name == "order_for_retry" or (name == "customer_rate_limit_check" and "'order'" in text):
                by_hand.append(f"{path.relative_to(CORE)}: {text[:80]}")
    assert by_hand == []
