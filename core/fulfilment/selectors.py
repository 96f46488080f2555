"""Reads for production packs."""

from django.db.models import Prefetch, QuerySet

from core.orders.models import Order, OrderLine
from core.orders.selectors import order_get


def orders_for_packs(queryset: QuerySet[Order] | None = None) -> QuerySet[Order]:
    """Orders with what a production pack prints (product, design item, lines with theirs, the order a
    replacement replaces, the editable design, a team's people), oldest first."""
    lines = OrderLine.objects.select_related("catalogue_item", "person").order_by("id")  # a team's people
    qs = Order.objects.all() if queryset is None else queryset
    return (
        qs.select_related("product_type", "catalogue_item", "replacement_of", "editable_design")
        .prefetch_related(None)  # a list's own prefetch of the lines (the Django admin's) gives way
        .prefetch_related(Prefetch("lines", queryset=lines))
        .order_by("created_at", "id")
    )


def order_for_pack(*, order_id: str) -> Order:
    """One order for its production pack; 404 when there is no such order."""
    return order_get(order_id=order_id, queryset=orders_for_packs())
