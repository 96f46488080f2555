"""A voucher's uses hold when orders race for them (PostgreSQL: SQLite serialises every write)."""

from decimal import Decimal

import pytest
from django.db import connection

from core.accounts.tests.factories import CustomerFactory
from core.orders.models import Order
from core.orders.placing.services import order_checkout
from core.promotions.models import Voucher, VoucherKind, VoucherUse
from core.tests.transactional import WORKERS, migration_seeds, side_by_side

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(connection.vendor != "postgresql", reason="SQLite serialises every write transaction"),
]
BAG = [(1, "M", 2)]  # 2 x Rs 699


def _voucher(**limits) -> Voucher:
    return Voucher.objects.create(code="FEST10", kind=VoucherKind.PERCENT, value=Decimal(10), **limits)


def _place(customer_and_key) -> None:
    customer, key = customer_and_key
    order_checkout(customer=customer, items=BAG, code="FEST10", idempotency_key=key)


def test_orders_racing_for_the_last_uses_get_exactly_that_many():
    migration_seeds()
    voucher = _voucher(max_uses=3)
    customers = [CustomerFactory() for _ in range(WORKERS)]
    errors = side_by_side(_place, [(c, f"race-{i}") for i, c in enumerate(customers)])
    voucher.refresh_from_db()
    assert (
        voucher.uses
        == 3
        == VoucherUse.objects.count()
        == Order.objects.filter(discount_code="FEST10").count()
    )
    assert len(errors) == WORKERS - 3
    assert all("FEST10 has been used as many times as it can be." in str(e.errors) for e in errors)


def test_one_customer_racing_themselves_gets_their_one_use():
    migration_seeds()
    voucher = _voucher(max_uses_per_customer=1)
    customer = CustomerFactory()
    errors = side_by_side(_place, [(customer, f"self-{i}") for i in range(4)])
    voucher.refresh_from_db()
    assert voucher.uses == 1 == VoucherUse.objects.filter(customer=customer).count()
    assert Order.objects.filter(customer=customer).count() == 1
    assert len(errors) == 3


def test_two_first_orders_racing_with_a_first_order_voucher_one_wins():
    migration_seeds()
    voucher = _voucher(first_order_only=True)  # no per-customer limit: the first order is the rule
    customer = CustomerFactory()
    errors = side_by_side(_place, [(customer, f"first-{i}") for i in range(2)])
    voucher.refresh_from_db()
    assert Order.objects.filter(customer=customer).count() == 1
    assert voucher.uses == 1 == VoucherUse.objects.filter(customer=customer).count()
    assert len(errors) == 1 and errors[0].errors == {"code": ["FEST10 is for a first order only."]}
    order_checkout(customer=customer, items=BAG, idempotency_key="second-without-code")  # no code: placed
    assert Order.objects.filter(customer=customer).count() == 2
