from decimal import Decimal

import pytest

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.conftest import JsonClient
from core.invoices.tests.changes import order_status_set
from core.invoices.tests.ewaybills import big_order
from core.orders.tests.factories import OrderFactory


@pytest.fixture
def delhi_order(customer):
    """An order shipped within Delhi, the shop's state: CGST + SGST."""
    return OrderFactory(customer=customer, ship_state="Delhi", ship_city="New Delhi", ship_pin_code="110017")


@pytest.fixture
def pune_order(customer):
    """An order shipped to Maharashtra: IGST. 2 x 499 less FEST15, free shipping under 999: 848.30 + 79."""
    return OrderFactory(
        customer=customer,
        subtotal=Decimal("998.00"),
        discount_code="FEST15",
        discount_amount=Decimal("149.70"),
        shipping=Decimal("79.00"),
        amount=Decimal("927.30"),
    )


@pytest.fixture
def accounts() -> JsonClient:
    client = JsonClient()
    client.force_login(StaffFactory(role=Role.ACCOUNTS))
    return client


@pytest.fixture
def order_72k(customer, staff):
    """A business's Rs 72,000 order (Rs 71,856 of tees and Rs 144 shipping), confirmed: invoiced."""
    order = big_order(customer, pieces=144, shipping="144.00")
    order_status_set(order=order, status="confirm", actor=staff)
    return order
