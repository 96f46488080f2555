"""A parcel back at the shop (RTO): the money settled once, nothing restocked, the loss recorded per
order and day, the COD rules count it, and the dashboard's rate shows it."""

from decimal import Decimal

import pytest

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.conftest import JsonClient
from core.couriers.models import RtoCount, RtoOutcome, Settlement
from core.couriers.selectors import rto_rates
from core.couriers.tests import payloads
from core.couriers.tests.payloads import SHIPROCKET_TOKEN
from core.orders.changes.services import order_update
from core.orders.models import OrderStatus
from core.orders.shipping.selectors import cod_rto_share
from core.orders.tests.factories import OrderFactory
from core.orders.tests.shipping import ship
from core.payments.models import GatewayRefund
from core.payments.services import gateway_callback_confirm, gateway_order_start
from core.payments.tests.stand_in import callback_fields, gateway_settings
from core.stock.models import BlankItem, StockMovement
from core.stock.tests.factories import blank

pytestmark = pytest.mark.django_db
AWB = "SR1234567890"


@pytest.fixture(autouse=True)
def tokens(settings):
    settings.SHOP_SHIPROCKET_WEBHOOK_TOKEN = SHIPROCKET_TOKEN
    settings.SHOP_RTO_COSTS = {
        "blank_per_piece": "150", "print_per_piece": "40", "shipping_forward": "60", "shipping_return": "55"
    }  # fmt: skip


def push(status: str, at: str, awb: str = AWB):
    body = payloads.shiprocket(awb, status, at, activity="Consignee refused")
    answer = JsonClient().post(
        "/api/couriers/shiprocket/events",
        data=body,
        content_type="application/json",
        HTTP_X_API_KEY=SHIPROCKET_TOKEN,
    )
    assert answer.status_code == 200, answer.content
    return answer.json()


def back_at_the_shop(awb: str = AWB) -> None:
    push("UNDELIVERED", "21 11 2026 18:00:00", awb)
    push("RTO INITIATED", "22 11 2026 10:00:00", awb)
    push("RTO IN TRANSIT", "23 11 2026 10:00:00", awb)
    push("RTO DELIVERED", "25 11 2026 12:00:00", awb)


@pytest.fixture
def paid_online(settings):
    gateway_settings(settings)
    blank(on_hand=10)
    order = OrderFactory(payment_method="upi", ship_pin_code="560034")
    order_update(order=order, actor=None, status=OrderStatus.CONFIRM)  # reserves its blanks
    started = gateway_order_start(order=order)
    gateway_callback_confirm(
        order=order, fields=callback_fields(started.gateway_order_id, "pay_Rto000000001")
    )
    ship(order, courier="Delhivery", awb=AWB)  # consumes them
    order.refresh_from_db()
    return order


def test_an_rto_of_an_order_paid_online_is_refunded_once_and_nothing_is_restocked(paid_online):
    shelf = list(BlankItem.objects.values_list("pk", "on_hand", "reserved"))
    movements = StockMovement.objects.count()
    back_at_the_shop()
    push("RTO DELIVERED", "25 11 2026 12:00:00")  # the courier again
    push("RTO DELIVERED", "25 11 2026 12:05:00")  # and a second scan of the same arrival
    refunds = GatewayRefund.objects.filter(payment__order=paid_online)
    assert [(r.amount_paise, r.source) for r in refunds] == [(107700, "return")]
    outcome = RtoOutcome.objects.get(order=paid_online)
    assert outcome.settlement == Settlement.REFUNDED_TO_SOURCE
    assert outcome.amount == Decimal("1077.00")
    assert outcome.refund_reference == refunds.get().refund_id
    assert str(outcome.day) == "2026-11-25"
    assert outcome.loss_shipping == Decimal("115.00")
    assert outcome.loss == outcome.loss_blanks + outcome.loss_print + Decimal("115.00")
    assert list(BlankItem.objects.values_list("pk", "on_hand", "reserved")) == shelf
    assert StockMovement.objects.count() == movements
    paid_online.refresh_from_db()
    assert paid_online.status == OrderStatus.SHIPPED  # the spec's status stays; the parcel says "returned"
    assert paid_online.shipment.returned_to_origin_at is not None


def test_an_rto_of_an_order_paid_by_upi_is_due_for_the_utr_path(settings, staff):
    order = OrderFactory(payment_method="upi")
    order_update(order=order, actor=None, payment_status="paid")
    ship(order, courier="Delhivery", awb=AWB)
    back_at_the_shop()
    outcome = RtoOutcome.objects.get(order=order)
    assert (outcome.settlement, outcome.amount) == (Settlement.REFUND_DUE, order.amount)
    accounts = JsonClient()
    accounts.force_login(StaffFactory(role=Role.ACCOUNTS))
    assert [row["order_id"] for row in accounts.get("/api/office/rto-refunds").json()] == [order.order_id]
    paid = accounts.send("post", f"/api/office/rto-refunds/{outcome.pk}/utr", {"utr": "UTR998877"})
    assert paid.status_code == 200, paid.content
    assert accounts.get("/api/office/rto-refunds").json() == []


def test_the_owner_may_credit_instead(settings):
    settings.SHOP_RTO_PREPAID_POLICY = "credit"
    order = OrderFactory(payment_method="upi")
    order_update(order=order, actor=None, payment_status="paid")
    ship(order, courier="Delhivery", awb=AWB)
    back_at_the_shop()
    assert RtoOutcome.objects.get(order=order).settlement == Settlement.CREDITED


def test_a_cod_order_owes_nothing_and_the_cod_rules_count_it():
    order = OrderFactory(payment_method="cod", ship_pin_code="560034")
    ship(order, courier="Delhivery", awb=AWB)
    delivered = OrderFactory(payment_method="cod", ship_pin_code="560035")
    ship(delivered, courier="Delhivery", awb="SR0000000002")
    push("DELIVERED", "21 11 2026 12:00:00", "SR0000000002")
    assert cod_rto_share(pin_code="560", last=10) == (0, 1)
    back_at_the_shop()
    outcome = RtoOutcome.objects.get(order=order)
    assert (outcome.settlement, outcome.amount) == (Settlement.NOTHING, Decimal("0.00"))
    assert cod_rto_share(pin_code="560", last=10) == (1, 2)
    assert cod_rto_share(pin_code="560034", last=10) == (1, 1)


def test_the_rto_rate_is_read_from_maintained_counts(django_assert_max_num_queries):
    for n, pin in enumerate(("560034", "560001", "110001")):
        order = OrderFactory(payment_method="cod", ship_pin_code=pin)
        ship(order, courier="Delhivery", awb=f"SR00000000{n}9")
    back_at_the_shop("SR0000000009")
    push("DELIVERED", "21 11 2026 12:00:00", "SR0000000019")
    push("DELIVERED", "21 11 2026 12:00:00", "SR0000000029")
    assert RtoCount.objects.count() == 2  # one row per courier, PIN prefix and payment method
    with django_assert_max_num_queries(1):
        by_courier = rto_rates(by="courier")
    assert [(r.key, r.delivered, r.returned, r.rate) for r in by_courier] == [("Delhivery", 2, 1, 33.3)]
    assert [(r.key, r.rate) for r in rto_rates(by="pin_prefix")] == [("560", 50.0), ("110", 0.0)]
    assert [(r.key, r.rate) for r in rto_rates(by="payment_method")] == [("Cash on delivery", 33.3)]
