from decimal import Decimal

import pytest

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
