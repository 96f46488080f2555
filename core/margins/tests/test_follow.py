"""An order's margin follows its changes: shipped with the courier's charge, an RTO's loss, the
gateway's settlement fee; marked stale by the followers (no task queued per order change), costed
again when the office reads it, or by the nightly command."""

from decimal import Decimal

import pytest
from django.core.management import call_command
from django_tasks_db.models import DBTaskResult

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.conftest import JsonClient
from core.couriers.tests.test_rto import back_at_the_shop, tokens  # noqa: F401 (the fixture)
from core.margins import services
from core.margins.models import CostKind, CostLine, CourierCharge, MarginStale, OrderMargin
from core.margins.tests.factories import printed_order
from core.margins.tests.test_settled_sources import _settled
from core.orders.changes.services import order_update
from core.orders.tests.shipping import ship
from core.stock.tests.factories import blank

pytestmark = pytest.mark.django_db
AWB = "SR1234567890"


@pytest.fixture
def owner_client() -> JsonClient:
    client = JsonClient()
    client.force_login(StaffFactory(role=Role.OWNER))
    return client


def read(client, order) -> dict:
    answer = client.get(f"/api/office/margin-orders/{order.order_id}")
    assert answer.status_code == 200, answer.content
    return answer.json()


def kinds(order) -> set[str]:
    return set(CostLine.objects.filter(order=order).values_list("kind", flat=True))


def test_an_order_change_marks_its_margin_stale_and_queues_no_task():
    blank()
    order = printed_order(ship_it=False)
    services.order_margins_recompute(order_ids=[order.pk])
    assert not MarginStale.objects.filter(order=order).exists()
    tasks = DBTaskResult.objects.count()
    order_update(order=order, actor=None, payment_status="paid")
    assert MarginStale.objects.filter(order=order).exists()
    assert DBTaskResult.objects.count() == tasks


def test_shipped_with_the_courier_s_charge_the_margin_read_includes_it(owner_client):
    blank()
    order = printed_order(ship_it=False, awb=AWB)
    services.order_margins_recompute(order_ids=[order.pk])
    before = read(owner_client, order)
    CourierCharge.objects.create(awb=AWB, charge=Decimal("85.00"), source="typed")
    ship(order, courier="Delhivery", awb=AWB)
    after = read(owner_client, order)
    assert Decimal(str(after["cost"])) == Decimal(str(before["cost"])) + Decimal("85.00")
    assert CostKind.COURIER in kinds(order)
    assert not MarginStale.objects.filter(order=order).exists()  # costed on read


def test_a_parcel_back_at_the_shop_puts_its_loss_on_the_margin_read(owner_client, settings):
    settings.SHOP_RTO_COSTS = {**settings.SHOP_RTO_COSTS, "shipping_return": "75"}
    blank()
    order = printed_order(awb=AWB, payment_method="cod")
    services.order_margins_recompute(order_ids=[order.pk])
    assert CostKind.RTO not in kinds(order)
    back_at_the_shop()
    assert MarginStale.objects.filter(order=order).exists()
    read(owner_client, order)
    assert CostLine.objects.get(order=order, kind=CostKind.RTO).amount == Decimal("75.00")


def test_a_settlement_fee_recorded_later_is_found_on_read(owner_client):
    blank()
    order = printed_order(payment_method="upi", payment_status="paid")
    services.order_margins_recompute(order_ids=[order.pk])
    first = OrderMargin.objects.get(order=order).margin
    _settled(order, fee="21.54", tax="3.88")  # no order change: the report's time says it is newer
    body = read(owner_client, order)
    assert Decimal(str(body["margin"])) == first - Decimal("21.54")


def test_the_nightly_command_costs_the_stale_orders_of_any_month():
    blank()
    order = printed_order(awb=AWB)
    services.order_margins_recompute(order_ids=[order.pk])
    CourierCharge.objects.create(awb=AWB, charge=Decimal("85.00"), source="typed")
    services.margin_stale_mark(order_ids=[order.pk])
    call_command("margins_recompute", month="2020-01")  # another month: only the marks reach it
    margin = OrderMargin.objects.get(order=order)
    assert CostLine.objects.get(order=order, kind=CostKind.COURIER).amount == Decimal("85.00")
    assert margin.cost == sum(x.amount for x in CostLine.objects.filter(order=order))
    assert not MarginStale.objects.exists()
