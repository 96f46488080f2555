"""Orders racing the close (PostgreSQL: SQLite serialises every write transaction): each is either in
its design's batch or refused as closed, never both and never neither."""

import pytest
from django.db import connection

from core.accounts.tests.factories import CustomerFactory
from core.common.errors import ApplicationError
from core.orders.models import Order, OrderStatus
from core.stores.models import StoreBatch, StoreOrder
from core.stores.rules import CLOSED
from core.stores.services.closing import store_close
from core.stores.tests.factories import buy, make_store
from core.tests.transactional import migration_seeds, side_by_side


@pytest.mark.django_db(transaction=True)
@pytest.mark.skipif(connection.vendor != "postgresql", reason="SQLite serialises every write transaction")
@pytest.mark.parametrize("round_", range(3))
def test_an_order_racing_the_close_is_in_the_batch_or_refused(round_):
    migration_seeds()
    store = make_store(slug=f"race-{round_}", allow_cod=True)
    store.designs.update(minimum=1)
    buyers = [CustomerFactory() for _ in range(4)]
    placed: list[Order] = []

    def work(who):
        if who == "close":
            store_close(store_id=store.pk, early=True)
        else:
            placed.append(buy(store, buyer=who, paid=False, payment_method="cod"))

    errors = side_by_side(work, ["close", *buyers])

    assert all(isinstance(e, ApplicationError) and e.message == CLOSED for e in errors), errors
    assert len(placed) + len(errors) == len(buyers)
    assert StoreOrder.objects.filter(store=store).count() == len(placed)
    batch = StoreBatch.objects.filter(store=store).first()
    assert (batch.pieces if batch else 0) == len(placed)
    statuses = set(Order.objects.filter(pk__in=[o.pk for o in placed]).values_list("status", flat=True))
    assert statuses <= {OrderStatus.CONFIRM}
