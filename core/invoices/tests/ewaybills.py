"""The e-way bill tests' orders: business-sized orders delivered to Bengaluru."""

from decimal import Decimal

from core.orders.models import Order
from core.orders.tests.factories import OrderFactory

GSTIN = "29AABCT1332L1ZA"


def big_order(customer, *, pieces: int, shipping: str, business: bool = True) -> Order:
    """An order of `pieces` tees at Rs 499 delivered to Bengaluru; a business's when asked."""
    subtotal = Decimal(499 * pieces)
    order = OrderFactory(
        customer=customer,
        ship_state="Karnataka",
        ship_city="Bengaluru",
        ship_pin_code="560027",
        lines=[("M", pieces)],
        subtotal=subtotal,
        shipping=Decimal(shipping),
        amount=subtotal + Decimal(shipping),
    )
    if business:
        Order.objects.filter(pk=order.pk).update(
            business_gstin=GSTIN,
            business_name="Tarang Textiles Pvt Ltd",
            business_address="4 Mission Road, Bengaluru 560027",
        )
        order.refresh_from_db()
    return order
