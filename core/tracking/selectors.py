"""Reads: the customer's orders with their timelines (paged, three queries), and one order's."""

import dataclasses

from django.db.models import Prefetch, QuerySet
from django.utils import timezone

from core.accounts.models import User
from core.invoices.models import Invoice
from core.orders.models import Order, OrderEvent, OrderLine
from core.orders.selectors import order_get_for
from core.orders.shipping.selectors import order_shipment
from core.returns.models import ReturnEvent, ReturnRequest, ReturnStatus
from core.returns.selectors import ReturnPolicy, delivered_on, is_custom_print, return_policy
from core.returns.timeline import return_track
from core.tracking.timeline import Shipment, Timeline, timeline_for

STATUS_EVENTS = OrderEvent.objects.filter(kind=OrderEvent.Kind.STATUS).order_by("created_at", "id")
TAX_INVOICES = Invoice.objects.filter(kind=Invoice.Kind.INVOICE).only("order_id", "number").order_by("-id")
RETURNS = (
    ReturnRequest.objects.select_related("courier", "replacement_order")
    .prefetch_related(
        Prefetch("events", queryset=ReturnEvent.objects.order_by("created_at", "id"), to_attr="history"),
        "lines",
    )
    .order_by("created_at", "id")
)


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
        Prefetch("returns", queryset=RETURNS, to_attr="return_list"),
        Prefetch("lines", queryset=OrderLine.objects.order_by("id"), to_attr="line_list"),
    )


def customer_order_timelines(*, customer: User) -> QuerySet[Order]:
    """The customer's orders, newest first (index order_customer_newest), with their status history."""
    orders = Order.objects.filter(customer=customer).select_related("shipment__courier", "replaces")
    return _with_events(orders.order_by("-created_at", "-id"))


def _can_return(order: Order, policy: ReturnPolicy, ends) -> bool:
    """Delivered, inside the window, not a replacement, a reason allowed and something left to return."""
    if ends is None or timezone.localdate() > ends or hasattr(order, "replaces"):
        return False
    if not policy.reasons_for(custom_print=is_custom_print(order, order.line_list)):
        return False
    taken: dict[int, int] = {}
    for ret in order.return_list:
        if ret.status != ReturnStatus.REJECTED:
            for line in ret.lines.all():
                taken[line.order_line_id] = taken.get(line.order_line_id, 0) + line.quantity
    return any(line.quantity > taken.get(line.pk, 0) for line in order.line_list)


def timeline(order: Order, policy: ReturnPolicy | None = None) -> Timeline:
    invoice_number = order.tax_invoices[0].number if order.tax_invoices else None  # the newest one
    found = timeline_for(order, order.status_events, shipment_for(order), invoice_number)
    policy = policy or return_policy()
    ends = policy.window_ends(delivered_on(order, order.status_events))
    return dataclasses.replace(
        found,
        return_window_ends=ends,
        can_return=_can_return(order, policy, ends),
        returns=[return_track(ret, ret.history) for ret in order.return_list],
    )


def order_timeline_get(*, user: User, order_id: str) -> Timeline:
    """One order's timeline, for its owner or the admin team; anyone else gets 403."""
    orders = Order.objects.select_related("shipment__courier", "replaces")
    return timeline(order_get_for(user=user, order_id=order_id, queryset=_with_events(orders)))
