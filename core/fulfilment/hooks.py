"""What follows a status or payment change (core.orders.signals.order_changed, sent by order_update
inside its transaction): an invoice or credit note (core.invoices) and the shipment's delivered date.
Connected in FulfilmentConfig.ready, so orders never imports the apps above it."""

from core.fulfilment.services import shipment_follow_status
from core.invoices.services import order_documents_follow
from core.orders.models import Order


def fulfilment_follow(sender=None, *, order: Order, **kwargs) -> None:
    order_documents_follow(order=order)
    shipment_follow_status(order=order)
