"""The print's cost by the product type's print method, from the owner's rates: the setup once per
job, and per piece and printed side the piece rate, the colours a side at the colour rate and the
area a side at the square-inch rate. Sides: the order's front and back designs (at least one)."""

from collections.abc import Iterable

from core.common.money import rupees
from core.margins.models import CostKind, PrintRate
from core.margins.sources import CostLineIn
from core.orders.models import LineKind, Order, OrderLine

OTHER_METHOD = "Other"  # as core.planning names a product type without a print method


def method_of(order: Order) -> str:
    return (order.product_type.print_method or "").strip() or OTHER_METHOD


def print_costs(orders: Iterable[Order]) -> list[CostLineIn]:
    orders = list(orders)
    rates = {
        r.print_method: r for r in PrintRate.objects.filter(print_method__in={method_of(o) for o in orders})
    }
    pieces: dict[int, int] = {}
    goods = OrderLine.objects.filter(order__in=orders, kind=LineKind.GOODS).values_list(
        "order_id", "quantity"
    )
    for order_id, quantity in goods:
        pieces[order_id] = pieces.get(order_id, 0) + quantity
    lines = []
    for order in orders:
        method = method_of(order)
        rate = rates.get(method)
        count = pieces.get(order.pk, 0)
        if rate is None:
            lines.append(CostLineIn(order.pk, CostKind.PRINT, rupees(0), f"{method}: no print rate set"))
            continue
        sides = max(1, bool(order.front_image) + bool(order.back_image))
        each = rate.per_piece + rate.per_colour * rate.colours + rate.per_square_inch * rate.square_inches
        amount = rupees(rate.setup_per_job + each * count * sides)
        source = f"{method}: setup {rate.setup_per_job} + {count} pcs x {sides} side(s) x {each:.2f}"
        lines.append(CostLineIn(order.pk, CostKind.PRINT, amount, source))
    return lines
