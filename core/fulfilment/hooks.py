"""The one call the orders' status and payment services make after a change: what follows from it.

An invoice or credit note (core.invoices), and the shipment's delivered date. Kept apart from
services.py so the orders' services can import it without a cycle.
"""

from django.utils import timezone

from core.fulfilment.models import Shipment
from core.invoices.services import order_documents_follow
from core.orders.models import Order, OrderStatus


def fulfilment_follow(*, order: Order) -> None:
    order_documents_follow(order=order)
    shipments = Shipment.objects.filter(order=order)
    if order.status == OrderStatus.DELIVERED:
        shipments.filter(delivered_at__isnull=True).update(delivered_at=timezone.now())
    else:
        shipments.filter(delivered_at__isnull=False).update(delivered_at=None)
