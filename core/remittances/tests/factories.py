"""Test shorthand: COD parcels shipped and delivered the shop's one way, and remittance files."""

import base64
import csv
import io
from decimal import Decimal

from core.orders.changes.services import order_update
from core.orders.shipping.models import Courier
from core.orders.tests.factories import OrderFactory
from core.orders.tests.shipping import ship

HEADER = ("AWB", "COD Amount", "Remittance Date", "UTR")


def courier(name: str = "Delhivery") -> Courier:
    return Courier.objects.get_or_create(name=name, defaults={"needs_awb": True})[0]


def parcel(
    awb: str, amount: str = "1077.00", *, courier_name: str = "Delhivery", delivered=True, method="cod"
):
    """An order shipped with `awb` (and delivered unless told not): its amount what the courier collects."""
    courier(courier_name)
    order = OrderFactory(payment_method=method, amount=Decimal(amount))
    order_update(order=order, actor=None, status="confirm")
    ship(order, courier=courier_name, awb=awb)
    if delivered:
        order_update(order=order, actor=None, status="delivered")
    return order


def remittance_csv(lines, header=HEADER) -> bytes:
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(header)
    writer.writerows(lines)
    return out.getvalue().encode()


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()
