"""The customers' order totals: how many orders each placed, what they paid, owe and got back (the PAID
and DUE rules of core.orders.selectors), for the customers list, one customer and their export. A page's
totals are one grouped query over its customers' orders only (index order_customer_money)."""

from django.db.models import Count, QuerySet

from core.accounts.models import User
from core.accounts.selectors import customers
from core.common.errors import get_or_not_found
from core.common.money import rupees
from core.common.prepared import Prepared
from core.orders.models import Order
from core.orders.selectors import money_sums


def customers_with_totals() -> QuerySet[User]:
    """Customers with how many orders they placed and what they paid and owe (PAID / DUE)."""
    return customers().annotate(
        orders_count=Count("orders__id", distinct=True), **money_sums(through="orders__")
    )


def page_totals_query(ids: list[int]) -> QuerySet:
    """Per customer among `ids`: orders_count, total_paid, total_due, total_refunded (PAID / DUE), one
    grouped query over their orders only (index order_customer_money), not over the whole shop."""
    return (
        Order.objects.filter(customer_id__in=ids)
        .values("customer_id")
        .annotate(orders_count=Count("id"), **money_sums())
        .order_by()
    )


_PAGE_TOTALS = Prepared(page_totals_query, ids=[-1])  # -1: the marker, no customer has it


def page_totals(ids: list[int]) -> dict[int, dict]:
    """The customers' totals by id (page_totals_query, compiled once per connection), in rupees; a
    customer without orders has none."""
    found = {}
    for row in _PAGE_TOTALS.rows(ids=ids):
        found[row["customer_id"]] = {
            "orders_count": row["orders_count"],
            **{name: rupees(row[name] or 0) for name in ("total_paid", "total_due", "total_refunded")},
        }
    return found


NO_TOTALS = {"orders_count": 0, "total_paid": rupees(0), "total_due": rupees(0), "total_refunded": rupees(0)}


def customer_with_totals_get(*, customer_id: int) -> User:
    return get_or_not_found(customers_with_totals(), what="Customer", pk=customer_id)
