"""Backup and restore round-trip orders, their design images and their history."""

from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from core.accounts.models import User
from core.accounts.roles import Role
from core.accounts.staff.services import staff_role_set
from core.common.backup import shop_rows_delete
from core.orders.changes.services import order_update
from core.orders.models import Order, OrderEvent
from core.orders.selectors import order_count
from core.orders.tests.factories import OrderFactory
from core.orders.totals.services import order_totals_recount
from core.tests.transactional import migration_seeds

pytestmark = pytest.mark.django_db


def _snapshot() -> dict:
    orders = Order.objects.order_by("order_id")
    return {
        "orders": [(o.order_id, o.customer.phone_number, str(o.amount), o.status) for o in orders],
        "lines": sorted(
            (line.order.order_id, line.size, line.quantity) for o in orders for line in o.lines.all()
        ),
        "events": sorted(
            (e.order.order_id, e.kind, e.from_value, e.to_value, e.actor.phone_number if e.actor else "")
            for e in OrderEvent.objects.all()
        ),
        "images": {o.order_id: o.front_image.read() for o in orders if o.front_image},
        "admins": sorted(
            (u.phone_number, u.is_staff, [g.name for g in u.groups.all()]) for u in User.objects.all()
        ),
    }


def test_a_backup_restores_into_an_empty_shop(tmp_path, settings, staff):
    migration_seeds()
    staff_role_set(user=staff, role=Role.OWNER)
    orders = [OrderFactory(designs=True) for _ in range(3)]
    order_update(order=orders[0], status="confirm", actor=staff)
    before = _snapshot()
    assert len(before["images"]) == 3 and before["events"]
    archive = tmp_path / "shop.tar.gz"

    call_command("backup_shop", str(archive))

    shop_rows_delete()  # a new, empty shop on another machine
    settings.MEDIA_ROOT = tmp_path / "new-media"
    call_command("restore_shop", str(archive))
    assert _snapshot() == before
    assert Path(settings.MEDIA_ROOT, orders[0].front_image.name).is_file()
    assert order_totals_recount() == [] and order_count() == 3  # the maintained totals came along


def test_restore_refuses_a_shop_that_already_has_accounts(tmp_path, customer):
    archive = tmp_path / "shop.tar.gz"
    call_command("backup_shop", str(archive))
    with pytest.raises(CommandError, match="restore only into an empty"):
        call_command("restore_shop", str(archive))
