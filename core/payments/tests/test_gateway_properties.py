"""Whatever the gateway sends, in any order and any number of times, and whenever the team cancels
(hypothesis): an order is paid at most once, through one captured payment it keeps unless it is
cancelled; every other capture is refunded in full; and
what the shop kept of the gateway's money agrees with the order to the paisa."""

import pytest
from django.db import transaction
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from core.common.money import paise
from core.orders.changes.services import order_update
from core.orders.models import OrderEvent, OrderStatus, PaymentStatus
from core.orders.tests.factories import OrderFactory
from core.payments.models import GatewayPayment, GatewayPaymentStatus, GatewayRefund
from core.payments.services import gateway_callback_confirm, gateway_event_apply, gateway_order_start
from core.payments.tests import payloads
from core.payments.tests.stand_in import callback_fields

pytestmark = pytest.mark.django_db

# a step: (what, which gateway order started so far, which payment, which event id); "upi": the order
# paid meanwhile by the bank statement path
steps_st = st.lists(
    st.tuples(
        st.sampled_from(["start", "captured", "order.paid", "failed", "callback", "cancel", "upi"]),
        st.integers(0, 2),
        st.integers(0, 2),
        st.integers(0, 3),
    ),
    min_size=1,
    max_size=12,
)
AMOUNTS = ["1077.00", "299.50", "0.01"]


@pytest.fixture
def stand_in(settings):
    from core.payments.tests.stand_in import gateway_settings

    gateway_settings(settings)


def _webhook(name: str, payment_id: str, gateway_order_id: str, amount: int, event_id: str) -> None:
    body = payloads.payment_event(name, payment_id, gateway_order_id, amount)
    gateway_event_apply(
        gateway_name="razorpay", raw_body=body, signature=payloads.signed(body), event_id=event_id
    )


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=steps_st, amount=st.sampled_from(AMOUNTS))
@example(steps=[("start", 0, 0, 0), ("upi", 0, 0, 0), ("captured", 0, 0, 0)], amount="1077.00")
@example(steps=[("start", 0, 0, 0), ("cancel", 0, 0, 0), ("order.paid", 0, 1, 0)], amount="0.01")
@example(steps=[("start", 0, 0, 0), ("callback", 0, 0, 0), ("captured", 0, 1, 1)], amount="299.50")
@example(
    steps=[("start", 0, 0, 0), ("captured", 0, 0, 0), ("cancel", 0, 0, 0), ("order.paid", 0, 0, 1)],
    amount="0.01",
)
# a second payment of one gateway order (sent back), then the order cancelled: the first goes back too
@example(
    steps=[("start", 0, 0, 0), ("captured", 0, 0, 0), ("captured", 0, 1, 1), ("cancel", 0, 0, 0)],
    amount="1077.00",
)
def test_an_order_is_paid_once_and_every_other_capture_goes_back(steps, amount, stand_in):
    with transaction.atomic():
        order = OrderFactory(payment_method="upi", amount=amount)
        started: list[str] = []
        paid_by_upi = False
        for what, which, payment, event in steps:
            order.refresh_from_db()
            if what == "start":
                if order.payment_status == PaymentStatus.UNPAID and order.status != OrderStatus.CANCELLED:
                    started.append(gateway_order_start(order=order).gateway_order_id)
                continue
            if what == "cancel":  # the team cancels it, paid or not (paid online: refunded to source)
                if order.status != OrderStatus.CANCELLED:
                    order_update(order=order, actor=None, status=OrderStatus.CANCELLED)
                continue
            if what == "upi":  # Accounts confirms a UPI credit from the bank statement
                if order.payment_status == PaymentStatus.UNPAID and order.status != OrderStatus.CANCELLED:
                    order_update(order=order, actor=None, payment_status=PaymentStatus.PAID)
                    paid_by_upi = True
                continue
            if not started:
                continue
            gateway_order_id, payment_id = started[which % len(started)], f"pay_P{payment}{which}"
            if what == "callback":
                gateway_callback_confirm(order=order, fields=callback_fields(gateway_order_id, payment_id))
            else:
                name = "payment.failed" if what == "failed" else what
                if name == "captured":
                    name = "payment.captured"
                _webhook(name, payment_id, gateway_order_id, paise(order.amount), f"evt_{what}_{event}")

        order.refresh_from_db()
        captured = set(
            GatewayPayment.objects.filter(order=order, status=GatewayPaymentStatus.CAPTURED).values_list(
                "payment_id", flat=True
            )
        )
        refunds = list(GatewayRefund.objects.filter(payment__order=order))
        refunded = {r.gateway_payment_id for r in refunds}
        # every payment id the gateway captured for this order, including second ones of one gateway order
        taken = captured | refunded
        kept = taken - refunded
        assert len(refunded) == len(refunds)  # one refund per payment at most
        assert all(r.amount_paise == paise(order.amount) for r in refunds)
        paid_rows = OrderEvent.objects.filter(order=order, kind=OrderEvent.Kind.PAYMENT).count()
        # to the paisa: every capture was the order's amount; what came in less what went back is
        # the order's amount when it is paid, else nothing
        money_in = len(taken) * paise(order.amount)
        money_back = sum(r.amount_paise for r in refunds)
        if paid_by_upi:
            assert kept == set() and paid_rows == 1
            assert money_in - money_back == 0
        elif order.payment_status == PaymentStatus.PAID and order.status == OrderStatus.CANCELLED:
            assert kept == set() and paid_rows == 1  # paid online, then cancelled: all of it went back
            assert money_in - money_back == 0
        elif order.payment_status == PaymentStatus.PAID:
            assert len(kept) == 1 and paid_rows == 1
            assert money_in - money_back == paise(order.amount)
        else:
            assert kept == set() and paid_rows == 0
            assert money_in - money_back == 0
        transaction.set_rollback(True)
