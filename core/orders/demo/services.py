"""Demo orders with fixed ids for the returns walk-throughs (docs/returns-api.md): delivered just
now for the demo customer 9876543210, so they are inside the returns window when the browser tests
run. Each is stored as placing stores an order (priced by the one pricing function, counted in the
maintained totals), then confirmed, shipped with a courier and AWB (`order_ship`) and delivered through
`order_update` (history rows, GST invoice, e-mails), like any other order."""

import zlib
from datetime import timedelta

from django.db import transaction
from django.utils import timezone

from core.accounts.models import User
from core.catalogue.selectors import active_catalogue_items, money_rules, product_types
from core.orders.breakdown import STORED_PARTS
from core.orders.changes.services import order_record_placed, order_update
from core.orders.demo.shipments import demo_couriers, demo_parcel
from core.orders.models import SHIP_TO, Order, OrderLine, OrderStatus, PaymentMethod
from core.orders.placing.pricing import PriceLine, quote
from core.orders.shipping.services import order_ship

# order id, catalogue design (else a custom print), payment method, lines
RETURNABLE = (
    ("RZ-RTNCAT22", True, PaymentMethod.UPI, (("M", 2), ("L", 1))),
    ("RZ-RTNXCHG2", True, PaymentMethod.COD, (("M", 1),)),
    ("RZ-RTNCUST2", False, PaymentMethod.UPI, (("L", 1),)),
)


def _store(order_id: str, catalogue: bool, method: str, lines, customer: User, design: dict) -> Order:
    item = next(
        (
            i
            for i in active_catalogue_items().prefetch_related("sizes")
            if {"M", "L"} <= {s.code for s in i.sizes.all()}
        ),
        None,
    )
    garment = product_types().filter(slug="tshirts").first()
    ptype = item.product_type if catalogue and item else garment
    unit = item.price if catalogue and item else garment.base_price
    q = quote(lines=[PriceLine(unit, qty) for _, qty in lines], rules=money_rules(), payment_method=method)
    use_item = item if catalogue else None
    order = Order(
        order_id=order_id,
        customer=customer,
        created_at=timezone.now() - timedelta(days=5),
        payment_method=method,
        upi_reference=f"UPI{zlib.crc32(order_id.encode()):010d}" if method == PaymentMethod.UPI else "",
        product_type=ptype,
        sleeve="" if use_item else "Half Sleeve",
        catalogue_item=use_item,
        colour_name=use_item.colour_name if use_item else "Black",
        colour_hex=use_item.colour_hex if use_item else "#222222",
        **({} if use_item else design),
        **{part: getattr(q, part) for part in STORED_PARTS},
        amount=q.total,
        **{name: getattr(customer, source) for name, source in SHIP_TO.items()},
    )
    order_record_placed(
        order=order,
        lines=(
            OrderLine(size=size, quantity=qty, unit_price=unit, catalogue_item=use_item)
            for size, qty in lines
        ),
        actor=None,
        announce=False,  # the demo's history: walked through its steps by the caller, not e-mailed as placed
    )
    return order


@transaction.atomic
def demo_returnable_orders_seed(*, customer: User, actor: User, design: dict) -> list[Order]:
    """The three delivered orders of RETURNABLE (left alone when they exist: seed_demo runs again)."""
    made = []
    for order_id, catalogue, method, lines in RETURNABLE:
        if Order.objects.filter(order_id=order_id).exists():
            continue
        order = _store(order_id, catalogue, method, lines, customer, design)
        order_update(order=order, actor=actor, status=OrderStatus.CONFIRM)
        couriers = demo_couriers()
        if couriers:  # as the floor ships it: Ship on the board, with the courier's AWB
            courier_id, awb = demo_parcel(couriers, order.pk)
            order_ship(order=order, courier_id=courier_id, awb=awb, actor=actor)
        else:
            order_update(order=order, actor=actor, status=OrderStatus.SHIPPED)
        order_update(order=order, actor=actor, status=OrderStatus.DELIVERED, payment_status="paid")
        made.append(order)
    return made
