"""Test helpers: a month of orders confirmed, paid and cancelled at chosen moments, through the one
order service (so invoices and credit notes are issued as in the shop)."""

from contextlib import contextmanager
from datetime import datetime
from decimal import Decimal
from unittest import mock

from django.db.models import Sum
from django.utils import timezone

from core.catalogue.models import ProductType
from core.common.ist import IST
from core.gst.period import Period
from core.gst.tables import Heads
from core.invoices.models import Invoice
from core.orders.changes.services import order_update
from core.orders.models import OrderLine
from core.orders.tests.factories import OrderFactory

STATES = ["Delhi", "Maharashtra", "Karnataka", "Tamil Nadu"]  # the shop is in Delhi


@contextmanager
def at(moment: datetime):
    with mock.patch.object(timezone, "now", return_value=moment):
        yield


def ist(year: int, month: int, day: int, hour: int = 12) -> datetime:
    return datetime(year, month, day, hour, tzinfo=IST)


def make_order(
    *,
    state: str,
    lines: list[tuple[int, Decimal]],
    shipping=Decimal("0"),
    discount=Decimal("0"),
    product: str = "tshirts",
    placed: datetime | None = None,
    cod_fee=Decimal("0"),
):
    goods = sum((price * qty for qty, price in lines), Decimal("0"))
    discount = min(discount, goods)
    order = OrderFactory(
        ship_state=state,
        product_type=ProductType.objects.get(slug=product),
        subtotal=goods,
        shipping=shipping,
        discount_amount=discount,
        cod_fee=cod_fee,
        amount=goods - discount + shipping + cod_fee,
        lines=[],
        created_at=placed or timezone.now(),
    )
    OrderLine.objects.filter(order=order).delete()
    for index, (qty, price) in enumerate(lines):
        OrderLine.objects.create(order=order, size=f"S{index}", quantity=qty, unit_price=price)
    return order


def change(order, moment: datetime, **values):
    with at(moment):
        return order_update(order=order, actor=None, **values)


def net_of_documents(period: Period) -> Heads:
    """The oracle: the period's invoices minus its credit notes, per tax head, from the documents' totals."""
    start, end = period.bounds()
    inside = Invoice.objects.filter(issued_at__gte=start, issued_at__lt=end)
    out = Heads()
    for kind, sign in ((Invoice.Kind.INVOICE, 1), (Invoice.Kind.CREDIT_NOTE, -1)):
        sums = inside.filter(kind=kind).aggregate(
            taxable=Sum("taxable_value"), igst=Sum("igst"), cgst=Sum("cgst"), sgst=Sum("sgst")
        )
        part = Heads(*(int((sums[h] or Decimal(0)) * 100) for h in ("taxable", "igst", "cgst", "sgst")))
        out = out.plus(part, sign)
    return out
