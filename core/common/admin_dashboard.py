"""The admin home: money received and owed, orders per status, today's and this month's orders.

All figures come from core.orders.selectors, so they agree with the API and the back office.
"""

from datetime import datetime, time, timedelta
from urllib.parse import urlencode

from django.db.models import Count, Sum
from django.urls import reverse
from django.utils import timezone

from core.common.admin_money import inr
from core.content.models import BulkEnquiry, ContactMessage
from core.orders.models import Order, OrderStatus
from core.orders.selectors import amount_summary, status_counts

STATUS_STYLE = {
    OrderStatus.PENDING: ("hourglass_top", "warning"),
    OrderStatus.CONFIRM: ("task_alt", "default"),
    OrderStatus.SHIPPED: ("local_shipping", "info"),
    OrderStatus.DELIVERED: ("inventory", "success"),
    OrderStatus.CANCELLED: ("block", "danger"),
}


def _orders_url(**params) -> str:
    return reverse("admin:orders_order_changelist") + ("?" + urlencode(params) if params else "")


def month_range(today) -> tuple[str, str]:
    first = today.replace(day=1)
    next_month = (first.replace(day=28) + timedelta(days=4)).replace(day=1)
    return first.isoformat(), (next_month - timedelta(days=1)).isoformat()


def dashboard_callback(request, context: dict) -> dict:
    if not request.user.has_perm("orders.view_order"):
        return context
    totals = amount_summary()
    counts = status_counts()
    today = timezone.localdate()
    first, last = month_range(today)
    start_of_day = timezone.make_aware(datetime.combine(today, time.min))
    start_of_month = timezone.make_aware(datetime.combine(today.replace(day=1), time.min))
    month = Order.objects.filter(created_at__gte=start_of_month).aggregate(
        n=Count("id"), amount=Sum("amount")
    )
    context.update(
        {
            "title": "Dashboard",
            "rz_money": [
                {
                    "title": "Total paid",
                    "value": inr(totals["total_paid"]),
                    "icon": "payments",
                    "tone": "paid",
                    "href": _orders_url(payment_status__exact="paid"),
                },
                {
                    "title": "Total due",
                    "value": inr(totals["total_due"]),
                    "icon": "pending_actions",
                    "tone": "due",
                    "note": "unpaid, not cancelled",
                    "href": _orders_url(payment_status__exact="unpaid"),
                },
                {
                    "title": "Orders today",
                    "value": Order.objects.filter(created_at__gte=start_of_day).count(),
                    "icon": "today",
                    "tone": "plain",
                    "href": _orders_url(created_at_from=today.isoformat(), created_at_to=today.isoformat()),
                },
                {
                    "title": "This month",
                    "value": month["n"],
                    "icon": "calendar_month",
                    "tone": "plain",
                    "note": inr(month["amount"] or 0),
                    "href": _orders_url(created_at_from=first, created_at_to=last),
                },
            ],
            "rz_statuses": [
                {
                    "value": s.value,
                    "label": s.label,
                    "count": counts.get(s.value, 0),
                    "icon": STATUS_STYLE[s][0],
                    "tone": STATUS_STYLE[s][1],
                    "href": _orders_url(status__exact=s.value),
                }
                for s in OrderStatus
            ],
            "rz_total_orders": sum(counts.values()),
            "rz_month_export": _orders_url(created_at_from=first, created_at_to=last),
            "rz_recent": [
                {"order": o, "amount": inr(o.amount)}
                for o in Order.objects.select_related("customer").order_by("-created_at", "-id")[:8]
            ],
            "rz_inbox": {
                "messages": ContactMessage.objects.filter(handled=False).count(),
                "enquiries": BulkEnquiry.objects.filter(handled=False).count(),
            },
        }
    )
    return context


def pending_badge(request) -> str:
    """The sidebar's badge on All orders: how many wait for confirmation."""
    n = Order.objects.filter(status=OrderStatus.PENDING).count()
    return str(n) if n else ""
