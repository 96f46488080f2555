"""What follows an order change: one list (settings.ORDER_FOLLOWERS), each follower given one typed
OrderChange, in order, inside the change's transaction."""

import pytest
from django.conf import settings
from django.utils.module_loading import import_string

from core.accounts.tests.factories import StaffFactory
from core.orders.changes import followers
from core.orders.changes.followers import ChangeKind, OrderChange
from core.orders.changes.services import order_update
from core.orders.models import OrderStatus, PaymentStatus
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db

heard: list[OrderChange] = []


def listen(change: OrderChange) -> None:
    heard.append(change)


def test_every_follower_named_in_the_list_exists():
    for path in settings.ORDER_FOLLOWERS:
        assert callable(import_string(path)), path


def test_the_invoice_is_issued_before_the_email_is_written():
    paths = settings.ORDER_FOLLOWERS
    assert paths.index("core.invoices.services.order_documents_follow") < paths.index(
        "core.notifications.services.order_email_follow"
    )


def test_a_change_tells_each_follower_what_changed_from_what_and_who(settings):
    # given a pending, unpaid order and a listener in the list
    settings.ORDER_FOLLOWERS = [f"{__name__}.listen"]
    heard.clear()
    order = OrderFactory(status=OrderStatus.PENDING, payment_status=PaymentStatus.UNPAID)
    staff = StaffFactory()
    # when the team confirms it and marks it paid in one change
    order_update(order=order, actor=staff, status="confirm", payment_status="paid")
    # then the followers hear two changes, typed, in that order
    assert [(c.kind, c.old, c.new, c.actor) for c in heard] == [
        (ChangeKind.STATUS, "pending", "confirm", staff),
        (ChangeKind.PAYMENT, "unpaid", "paid", staff),
    ]
    assert heard[0].became(ChangeKind.STATUS, OrderStatus.CONFIRM)


def test_no_real_change_tells_nobody(settings):
    settings.ORDER_FOLLOWERS = [f"{__name__}.listen"]
    heard.clear()
    order = OrderFactory(status=OrderStatus.CONFIRM)
    order_update(order=order, actor=None, status="confirm")
    assert heard == []


def test_a_follower_that_fails_rolls_the_change_back(settings):
    settings.ORDER_FOLLOWERS = [f"{__name__}.refuse"]
    order = OrderFactory(status=OrderStatus.PENDING)
    with pytest.raises(RuntimeError):
        order_update(order=order, actor=None, status="confirm")
    order.refresh_from_db()
    assert order.status == OrderStatus.PENDING
    assert not order.events.exists()


def refuse(change: OrderChange) -> None:
    raise RuntimeError("the printer is on fire")


def test_the_module_points_at_the_setting():
    assert "settings.ORDER_FOLLOWERS" in followers.__doc__
