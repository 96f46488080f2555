"""Many orders confirmed at once get consecutive invoice numbers: no gap, no duplicate (PostgreSQL)."""

import importlib
import threading

import pytest
from django.apps import apps as django_apps
from django.db import connection

from core.catalogue.models import ProductType
from core.invoices.models import Invoice
from core.invoices.tests.changes import order_status_set
from core.orders.models import Order
from core.orders.tests.factories import OrderFactory

WORKERS = 8


def _seeded() -> None:
    """An earlier transactional test (e.g. accounts' lockout race) flushed what migrations seed."""
    if ProductType.objects.exists():
        return
    with connection.schema_editor() as editor:
        for module in ("core.catalogue.migrations.0002_seed_catalogue", "core.invoices.migrations.0002_seed"):
            importlib.import_module(module).seed(django_apps, editor)


@pytest.mark.django_db(transaction=True)
@pytest.mark.skipif(connection.vendor != "postgresql", reason="SQLite serialises every write transaction")
def test_concurrent_confirmations_take_consecutive_numbers(staff):
    _seeded()
    orders = [OrderFactory(ship_state="Delhi") for _ in range(WORKERS)]
    start, errors = threading.Barrier(WORKERS), []

    def confirm(pk: int) -> None:
        try:
            start.wait()
            order_status_set(order=Order.objects.get(pk=pk), status="confirm", actor=staff)
        except Exception as exc:  # noqa: BLE001 - reported below
            errors.append(exc)
        finally:
            connection.close()

    threads = [threading.Thread(target=confirm, args=(o.pk,)) for o in orders]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    sequences = sorted(Invoice.objects.values_list("sequence", flat=True))
    assert sequences == list(range(1, WORKERS + 1))
    assert Invoice.objects.values("order").distinct().count() == WORKERS
