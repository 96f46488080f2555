import pytest
from django.core.management import call_command

from core.accounts.models import User
from core.orders.models import Order, OrderStatus, PaymentStatus
from core.orders.totals.services import order_totals_recount

pytestmark = pytest.mark.django_db


def test_seed_demo_fills_every_status_and_payment_status(capsys):
    call_command("seed_demo", "--orders", "40")
    out = capsys.readouterr().out
    assert "9000000001 / Rangrez@Admin1" in out and "9876543210 / Rangrez@Guest1" in out
    assert User.objects.get(phone_number="9000000001").is_staff
    assert Order.objects.count() == 40
    assert set(Order.objects.values_list("status", flat=True)) == set(OrderStatus.values)
    assert set(Order.objects.values_list("payment_status", flat=True)) == set(PaymentStatus.values)
    priya = User.objects.get(phone_number="9876543210")
    assert priya.orders.count() >= 5
    order = priya.orders.exclude(front_image="").first()
    with order.front_image.open("rb") as fh:
        assert fh.read(4) == b"\x89PNG"
    assert all(o.lines.exists() for o in Order.objects.all())
    assert not Order.objects.filter(payment_method="cod", amount__gte=5000).exists()
    assert order_totals_recount() == []  # the bulk insert added its orders to the maintained totals
