"""Reads: the editable design kept with an order, for "Order again" (the caller checks who may see it)."""

import json

from core.reorders.models import OrderDesign


def design_for(*, order) -> dict | None:
    """The design as saved, or None for an order placed without one (or before designs were kept)."""
    record = OrderDesign.objects.filter(order=order).first()
    if record is None:
        return None
    with record.file.open("rb") as fh:
        return json.loads(fh.read())
