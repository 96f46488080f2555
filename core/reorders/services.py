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
