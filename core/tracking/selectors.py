"""Reads: the customer's orders with their timelines (paged, three queries), and one order's."""

from django.db.models import Prefetch, QuerySet

from core.accounts.models import User
from core.invoices.models import Invoice
from core.orders.models import Order, OrderEvent
from core.orders.selectors import order_get_for
from core.orders.shipping.selectors import order_shipment
from core.tracking.timeline import Shipment, Timeline, timeline_for

STATUS_EVENTS = OrderEvent.objects.filter(kind=OrderEvent.Kind.STATUS).order_by("created_at", "id")
TAX_INVOICES = Invoice.objects.filter(kind=Invoice.Kind.INVOICE).only("order_id", "number").order_by("-id")


def shipment_for(order: Order) -> Shipment | None:
    """The courier, AWB and tracking link of an order's shipment, if it left with a courier on record
    (shipped without one: the timeline says shipped, with no tracking link)."""
    shipment = order_shipment(order)
    if shipment is None or shipment.courier is None:
        return None
    return Shipment(courier=shipment.courier.name, awb=shipment.awb, tracking_url=shipment.tracking_url)


def _with_events(qs: QuerySet[Order]) -> QuerySet[Order]:
    return qs.prefetch_related(
        Prefetch("events", queryset=STATUS_EVENTS, to_attr="status_events"),
        Prefetch("invoices", queryset=TAX_INVOICES, to_attr="tax_invoices"),
    )


def customer_order_timelines(*, customer: User) -> QuerySet[Order]:
    """The customer's orders, newest first (index order_customer_newest), with their status history."""
    orders = Order.objects.filter(customer=customer).select_related("shipment__courier")
    return _with_events(orders.order_by("-created_at", "-id"))


def timeline(order: Order) -> Timeline:
    invoice_number = order.tax_invoices[0].number if order.tax_invoices else None  # the newest one
    return timeline_for(order, order.status_events, shipment_for(order), invoice_number)


def order_timeline_get(*, user: User, order_id: str) -> Timeline:
    """One order's timeline, for its owner or the admin team; anyone else gets 403."""
    order = order_get_for(user=user, order_id=order_id)
    order = _with_events(Order.objects.filter(pk=order.pk)).get()
    return timeline(order)
