"""Shops with purchases, printed and shipped orders, and returns, through the real services."""

from datetime import date
from decimal import Decimal

from core.accounts.tests.factories import StaffFactory
from core.catalogue.models import ProductType
from core.margins import services
from core.orders.changes.services import order_update
from core.orders.tests.factories import OrderFactory
from core.orders.tests.shipping import ship
from core.purchasing.services import ReceivedIn, purchase_order_receive
from core.purchasing.tests.factories import purchase, supplier
from core.stock.services.orders import stock_order_print


def owner():
    return StaffFactory(role="owner")


def bought(item, quantity: int, rate: str, *, supplier_=None, number: int = 1):
    """`quantity` pieces of `item` bought at `rate` (excl. GST) and received into stock."""
    order = purchase(supplier_=supplier_ or supplier(), lines=[(item, quantity, rate)])
    line = order.lines.get()
    purchase_order_receive(
        order=order,
        lines=[ReceivedIn(line_id=line.pk, quantity=quantity)],
        supplier_invoice_number=f"SB/{order.pk:04d}",
        supplier_invoice_date=date.today(),
        actor=None,
    )
    return order


def printed_order(*, lines=(("M", 2),), awb: str = "", ship_it: bool = True, **kw):
    """A confirmed (invoiced) order, printed (its blanks consumed), shipped with `awb` when asked."""
    order = OrderFactory(lines=lines, **kw)
    order_update(order=order, actor=None, status="confirm")
    order.refresh_from_db()
    if not order.waiting_for_blanks:
        stock_order_print(order=order, actor=None)
    if ship_it:
        ship(order, awb=awb)
    order.refresh_from_db()
    return order


def rates(actor, *, method: str | None = None, **given):
    figures = {
        "per_piece": Decimal("40.00"),
        "per_colour": Decimal("5.00"),
        "colours": 2,
        "per_square_inch": Decimal("0.5000"),
        "square_inches": Decimal("100.00"),
        "setup_per_job": Decimal("60.00"),
        **given,
    }
    return services.print_rate_set(print_method=method or tee_method(), actor=actor, **figures)


def tee_method() -> str:
    return (ProductType.objects.get(slug="tshirts").print_method or "").strip() or "Other"
