"""The migration's backfill: orders placed before due dates get the dates their promise implied on
the day they were placed, batch by batch."""

import importlib
from datetime import timedelta

import pytest
from django.apps import apps
from django.utils import timezone

from core.orders.models import Order
from core.orders.tests.factories import OrderFactory
from core.planning.selectors import promised_dispatch

pytestmark = pytest.mark.django_db

backfill = importlib.import_module("core.planning.migrations.0002_backfill_due_dates")


def test_every_undated_order_gets_its_promise_in_batches(monkeypatch):
    monkeypatch.setattr(backfill, "BATCH", 2)
    placed = timezone.now() - timedelta(days=20)
    orders = [OrderFactory(created_at=placed) for _ in range(5)]
    kept = OrderFactory()
    Order.objects.filter(pk=kept.pk).update(dispatch_by=timezone.localdate(), print_on=timezone.localdate())

    backfill.backfill(apps, None)

    day = timezone.localdate(placed)
    for order in orders:
        order.refresh_from_db()
        assert order.dispatch_by == promised_dispatch(pincode=order.ship_pin_code, placed=day)
        assert day <= order.print_on <= order.dispatch_by
    kept.refresh_from_db()
    assert kept.dispatch_by == timezone.localdate()  # dated already: left alone
