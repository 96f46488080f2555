"""One order in the back office, written from plain values (core/orders/office/detail.py), answers the
bytes the route's response schema makes of the same order read as models, for every order of a seeded
shop (catalogue and own designs, team and business orders, shipped with and without a courier, with a
history), in one query after the log-in."""

import pytest
from django.core.management import call_command
from django.test import Client

from core.accounts.demo import ADMIN
from core.accounts.models import User
from core.office.tests.lean import schema_bytes
from core.orders.changes.services import order_update
from core.orders.models import LineKind, Order, OrderLine, OrderStatus
from core.orders.office import orders as office
from core.orders.selectors import order_get_with_history
from core.orders.shipping.models import Courier
from core.orders.shipping.services import order_ship
from core.teams.models import TeamMember

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_client(db):
    call_command("seed_demo", "--orders", "60", stdout=open("/dev/null", "w"))  # noqa: SIM115
    admin = User.objects.get(phone_number=ADMIN[0])
    waiting = list(Order.objects.filter(status=OrderStatus.CONFIRM).order_by("id")[:2])
    order_ship(order=waiting[0], courier_id=Courier.objects.get(name="Blue Dart").pk, awb="BD77", actor=admin)
    order_update(order=waiting[1], actor=admin, status=OrderStatus.SHIPPED)  # no courier on record
    business = Order.objects.order_by("id").first()  # a business order with a setup charge
    Order.objects.filter(pk=business.pk).update(
        business_name="Acme Tees", business_gstin="29ABCDE1234F1Z5", business_address="1 MG Road"
    )
    OrderLine.objects.create(
        order=business, kind=LineKind.SETUP, size="Screens", quantity=1, unit_price="350.10"
    )
    team = Order.objects.order_by("id")[1]  # a team order: a name and number on its line
    line = team.lines.first()
    TeamMember.objects.create(order=team, line=line, position=1, name="Anu", number="7")
    client = Client()
    client.force_login(admin)
    return client


def test_every_order_answers_the_schemas_bytes(admin_client, django_assert_max_num_queries):
    orders = list(Order.objects.order_by("id").values_list("order_id", flat=True))
    assert len(orders) >= 60
    for order_id in orders:
        with django_assert_max_num_queries(3):  # the session, the user, the order with its lines and history
            response = admin_client.get(f"/api/office/orders/{order_id.lower()}")
        assert response.status_code == 200
        expected = schema_bytes(office.router, "orders/{order_id}", order_get_with_history(order_id=order_id))
        assert response.content == expected, order_id


def test_an_unknown_order_is_404(admin_client):
    response = admin_client.get("/api/office/orders/RZ-NOPE1234")
    assert response.status_code == 404 and response.json()["message"] == "Order not found."
