"""A shipped order's parcel: its packaging (the owner's figure a parcel) and the courier's charge for
its AWB (typed or read from the courier's invoice; none yet: 0, saying so)."""

from collections.abc import Iterable

from core.common.money import rupees
from core.margins.models import CostKind, CourierCharge
from core.margins.selectors import margin_settings
from core.margins.sources import CostLineIn
from core.orders.models import Order


def _shipment(order: Order):
    return getattr(order, "shipment", None)


def packaging_costs(orders: Iterable[Order]) -> list[CostLineIn]:
    per_parcel = margin_settings().packaging_per_parcel
    return [
        CostLineIn(order.pk, CostKind.PACKAGING, rupees(per_parcel), f"1 parcel at {per_parcel}")
        for order in orders
        if _shipment(order) is not None
    ]


def courier_costs(orders: Iterable[Order]) -> list[CostLineIn]:
    shipped = {order.pk: _shipment(order) for order in orders if _shipment(order) is not None}
    awbs = {s.awb for s in shipped.values() if s.awb}
    charges = {c.awb: c for c in CourierCharge.objects.filter(awb__in=awbs)}
    lines = []
    for order_id, shipment in shipped.items():
        charge = charges.get(shipment.awb) if shipment.awb else None
        if charge is None:
            label = f"AWB {shipment.awb}: no charge entered yet" if shipment.awb else "no AWB"
            lines.append(CostLineIn(order_id, CostKind.COURIER, rupees(0), label))
        else:
            source = f"AWB {charge.awb}: {charge.source}"
            lines.append(CostLineIn(order_id, CostKind.COURIER, rupees(charge.charge), source))
    return lines
