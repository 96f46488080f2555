import io

import pytest
from django.core.management import call_command
from pypdf import PdfReader

from core.accounts.models import User
from core.orders.models import Order, OrderStatus, PaymentStatus
from core.orders.shipping.services import AWB
from core.orders.totals.services import order_totals_recount

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _orders_only(settings):
    """The orders' own demo data: the apps above (reviews' demo orders) test theirs."""
    settings.DEMO_SEEDERS = []


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


def test_seeded_orders_have_their_history_and_new_rows_follow_them():
    call_command("seed_demo", "--orders", "40")
    admin = User.objects.get(phone_number="9000000001")
    for order in Order.objects.prefetch_related("events"):
        changes = [(e.kind, e.from_value, e.to_value) for e in sorted(order.events.all(), key=lambda e: e.pk)]
        statuses = [to for kind, _, to in changes if kind == "status"]
        assert (statuses[-1] if statuses else "pending") == order.status
        assert (("payment", "unpaid", "paid") in changes) == (order.payment_status == "paid")
        assert all(e.actor_id == admin.pk and e.created_at >= order.created_at for e in order.events.all())
        assert order.subtotal == sum(line.line_total for line in order.lines.all())
        assert order.amount == order.subtotal - order.discount_amount - order.online_discount + order.shipping
    # the id sequences moved past the seeded rows: the next order, line and event get new ids
    from core.orders.tests.factories import OrderFactory

    order = OrderFactory(lines=[("M", 1)])
    assert order.pk > 40 and order.lines.get().pk > 0
    call_command("seed_demo", "--orders", "5")
    assert Order.objects.count() == 46


def test_a_seeded_shipped_orders_label_prints_its_couriers_awb(staff_client):
    """Given the demo seeded, every shipped or delivered order left with a courier and an AWB; when a
    shipped order's label is printed, it reads that AWB, not "AWB not recorded yet"."""
    call_command("seed_demo", "--orders", "40")
    gone = Order.objects.filter(status__in=(OrderStatus.SHIPPED, OrderStatus.DELIVERED))
    assert gone.count() >= 6 and gone.filter(order_id__startswith="RZ-RTN").count() == 3
    for order in gone.select_related("shipment__courier"):
        assert order.shipment.courier is not None and order.shipment.courier.needs_awb, order.order_id
        assert AWB.match(order.shipment.awb), order.shipment.awb
        assert order.shipment.shipped_at <= (order.shipment.delivered_at or order.shipment.shipped_at)
        assert (order.shipment.delivered_at is not None) == (order.status == OrderStatus.DELIVERED)
    assert len({o.shipment.awb for o in gone.select_related("shipment")}) == gone.count()

    shipped = gone.filter(status=OrderStatus.SHIPPED).select_related("shipment").first()
    label = staff_client.get(f"/api/office/orders/{shipped.order_id}/label.pdf")

    assert label.status_code == 200, label.content
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(label.content)).pages)
    assert f"AWB {shipped.shipment.awb}" in text
    assert "AWB not recorded yet" not in text
