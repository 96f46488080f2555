"""The demo's print floor (`seed_demo`: core/stock/demo.py, core/purchasing/demo.py): blanks for the
demo's products, colours and sizes with their opening counts, a few low (the dashboard's lines), the
newest confirmed orders holding their blanks or waiting for them, a supplier with a GSTIN and a
purchase order partly received; all of it through the services, so the counts add up."""

import pytest
from django.core.management import call_command

from core.common.gstin import gstin_problem
from core.orders.models import Order, OrderStatus
from core.purchasing.models import PurchaseOrder, PurchaseStatus, Supplier
from core.stock.models import BlankItem, MovementKind, StockMovement
from core.stock.selectors import low_stock_items, order_held, order_needs, stock_recount

pytestmark = pytest.mark.django_db


def test_the_demo_floor_is_lived_in_and_adds_up():
    call_command("seed_demo", "--orders", "40", stdout=open("/dev/null", "w"))  # noqa: SIM115
    items = BlankItem.objects.all()
    assert items.count() > 100
    assert {"T-Shirt", "Hoodie", "Flag"} <= set(items.values_list("product_type__name", flat=True))
    assert (
        StockMovement.objects.filter(kind=MovementKind.ADJUST, reference="Opening stock").count()
        == items.count()
    )
    assert low_stock_items(), "the dashboard shows a few low blanks"
    assert stock_recount() == []  # every count is the sum of its movements

    confirmed = Order.objects.filter(status=OrderStatus.CONFIRM)
    assert confirmed.filter(waiting_for_blanks=True).exists()
    for order in confirmed:
        needs = order_needs(order)
        assert order_held(order) == ({} if order.waiting_for_blanks else needs)

    [mill] = Supplier.objects.all()
    assert mill.gstin and gstin_problem(mill.gstin) is None and mill.state_code == mill.gstin[:2]
    [po] = PurchaseOrder.objects.all()
    assert po.status == PurchaseStatus.PARTLY_RECEIVED and po.sent_at is not None
    assert po.receipts.count() == 1
    assert any(line.to_come for line in po.lines.all()) and any(line.received for line in po.lines.all())
    waiting = {pk for o in confirmed.filter(waiting_for_blanks=True) for pk in order_needs(o)}
    to_come = {line.item_id for line in po.lines.all() if line.to_come}
    assert waiting & to_come, "what the waiting orders need is on order"

    # seed_demo again adds orders, not a second shelf nor a second supplier
    before = (items.count(), StockMovement.objects.count())
    call_command("seed_demo", "--orders", "5", stdout=open("/dev/null", "w"))  # noqa: SIM115
    assert (BlankItem.objects.count(), Supplier.objects.count(), PurchaseOrder.objects.count()) == (
        before[0],
        1,
        1,
    )
