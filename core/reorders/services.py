"""Writes: an order's editable design, kept as a private file when the order is placed.

Below core.orders in the app layers: core/orders/placing/services.py calls this while it places an order.
"""

import json

from django.core.files.base import ContentFile

from core.reorders.design_rules import layer_count
from core.reorders.models import OrderDesign


def order_design_save(*, order, design: dict) -> OrderDesign:
    """Keep a cleaned design (design_rules.design_clean) with its order (an orders.Order)."""
    data = json.dumps(design, separators=(",", ":")).encode()
    record = OrderDesign(order=order, layers=layer_count(design), size_bytes=len(data))
    record.file.save("design.json", ContentFile(data), save=False)
    record.save()
    return record


def order_design_copy(*, source, order) -> OrderDesign | None:
    """Keep `source`'s editable design with `order` too (an exchange's replacement prints the same
    design): a file of its own, so each order's design stays with it. None when `source` has none
    or storage lost its file."""
    record = OrderDesign.objects.filter(order=source).first()
    if record is None:
        return None
    try:
        with record.file.open("rb") as fh:
            data = fh.read()
    except OSError:  # on record but gone from storage: the print files still travel
        return None
    copy = OrderDesign(order=order, layers=record.layers, size_bytes=len(data))
    copy.file.save("design.json", ContentFile(data), save=False)
    copy.save()
    return copy
