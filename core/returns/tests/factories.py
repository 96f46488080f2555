"""Delivered orders to return, and returns at each step, through the real services."""

from decimal import Decimal

from core.catalogue.models import CatalogueItem, Size
from core.office.tests.factories import CatalogueItemFactory
from core.orders.changes.services import order_update
from core.orders.models import Order, OrderLine, PaymentMethod
from core.orders.tests.factories import OrderFactory
from core.returns.models import ReturnRequest
from core.returns.services import steps
from core.returns.services.requests import LineAsk, return_request_create


def catalogue_item(sizes=("S", "M", "L", "XL")) -> CatalogueItem:
    item = CatalogueItemFactory()
    item.sizes.set(Size.objects.filter(code__in=sizes))
    return item


def delivered_order(
    customer, *, lines=(("M", 2),), catalogue=True, paid=True, upi="UPI1234567", **kw
) -> Order:
    """A delivered order (invoiced on the way), catalogue design unless `catalogue` is False; paid by
    UPI with a reference unless `upi` is empty (then cash on delivery)."""
    item = catalogue_item() if catalogue else None
    order = OrderFactory(
        customer=customer,
        lines=lines,
        catalogue_item=item,
        payment_method=PaymentMethod.UPI if upi else PaymentMethod.COD,
        upi_reference=upi,
        **kw,
    )
    if item:
        OrderLine.objects.filter(order=order).update(catalogue_item=item)
    order_update(order=order, actor=None, status="confirm")
    order_update(order=order, actor=None, status="delivered", payment_status="paid" if paid else None)
    return order


def ask(
    order: Order, *, kind="refund", reason="wrong_size", lines=None, photos=(), upi_id="", note=""
) -> ReturnRequest:
    first = order.lines.order_by("id").first()
    asked = lines or [
        LineAsk(line_id=first.pk, quantity=1, exchange_size="L" if kind == "exchange" else None)
    ]
    return return_request_create(
        order=order,
        actor=order.customer,
        kind=kind,
        reason=reason,
        note=note,
        upi_id=upi_id,
        lines=asked,
        photos=list(photos),
    )


def received(ret: ReturnRequest, actor) -> ReturnRequest:
    ret = steps.return_approve(ret=ret, actor=actor, customer_sends=True, courier_id=None, awb="")
    return steps.return_receive(ret=ret, actor=actor, qc_passed=True, note="")


def refunded(ret: ReturnRequest, actor, amount: Decimal | None = None) -> ReturnRequest:
    return steps.return_refund(ret=received(ret, actor), actor=actor, amount=amount, reference="UTR12345678")
