"""Reads: a past order's design as the studio reopens it ("Order again"), for its owner or the admin team."""

import json
from dataclasses import dataclass

from core.accounts.models import User
from core.orders.models import Order
from core.orders.selectors import order_get_for
from core.reorders.models import OrderDesign


@dataclass(frozen=True)
class DesignAgain:
    order: Order
    design: dict | None


def order_design_get(*, user: User, order_id: str) -> DesignAgain:
    """The order (its product, sleeve, colour, sizes) and its editable design, or None for an order
    placed before designs were kept (or a catalogue item). Another customer gets 403."""
    order = order_get_for(user=user, order_id=order_id)
    record = OrderDesign.objects.filter(order=order).first()
    design = None
    if record is not None:
        with record.file.open("rb") as fh:
            design = json.loads(fh.read())
    return DesignAgain(order=order, design=design)
