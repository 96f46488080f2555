"""Many orders confirmed at once get consecutive invoice numbers: no gap, no duplicate (PostgreSQL)."""

import pytest
from django.db import connection

from core.invoices.models import Invoice
from core.invoices.tests.changes import order_status_set
from core.orders.models import Order
from core.orders.tests.factories import OrderFactory
from core.tests.transactional import WORKERS, migration_seeds, side_by_side


@pytest.mark.django_db(transaction=True)
@pytest.mark.skipif(connection.vendor != "postgresql", reason="SQLite serialises every write transaction")
def test_concurrent_confirmations_take_consecutive_numbers(staff):
    migration_seeds()
    orders = [OrderFactory(ship_state="Delhi") for _ in range(WORKERS)]

    def confirm(pk: int) -> None:
        order_status_set(order=Order.objects.get(pk=pk), status="confirm", actor=staff)

    assert side_by_side(confirm, [o.pk for o in orders]) == []
    sequences = sorted(Invoice.objects.values_list("sequence", flat=True))
    assert sequences == list(range(1, WORKERS + 1))
    assert Invoice.objects.values("order").distinct().count() == WORKERS
