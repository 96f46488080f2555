"""Two confirmations racing for the last blanks on PostgreSQL reserve once: the item's row is
locked while its available count is read, so the second waits and then finds it short."""

import pytest
from django.db import connection

from core.orders.changes.services import order_update
from core.orders.models import Order
from core.orders.tests.factories import OrderFactory
from core.stock.models import BlankItem
from core.stock.selectors import stock_recount
from core.stock.tests.factories import blank
from core.tests.transactional import migration_seeds, side_by_side


@pytest.mark.django_db(transaction=True)
@pytest.mark.skipif(connection.vendor != "postgresql", reason="SQLite serialises every write transaction")
def test_two_confirmations_for_the_last_blanks_reserve_once():
    migration_seeds()
    item = blank(on_hand=2)
    orders = [OrderFactory(lines=[("M", 2)]) for _ in range(2)]

    def confirm(pk: int) -> None:
        order_update(order=Order.objects.get(pk=pk), actor=None, status="confirm")

    assert side_by_side(confirm, [o.pk for o in orders]) == []
    item = BlankItem.objects.get(pk=item.pk)
    assert (item.on_hand, item.reserved) == (2, 2)
    waiting = sorted(
        Order.objects.filter(pk__in=[o.pk for o in orders]).values_list("waiting_for_blanks", flat=True)
    )
    assert waiting == [False, True]
    assert stock_recount() == []
