"""The Django admin's home: money received and owed, orders per status, today's and this month's
orders, the charts of the last 30 days (core/orders/admin/charts.py), what waits in the inbox.
Configured in core/admin_theme.py (DASHBOARD_CALLBACK, the badge).

The figures come from core.orders.selectors.shop_summary, the same as the back office's summary.
"""

from urllib.parse import urlencode

from django.urls import reverse
from django.utils import timezone

from core.common.admin_money import inr
from core.common.days import month_days
from core.orders.admin.charts import dashboard_charts
from core.orders.models import OrderStatus
from core.orders.selectors import order_count, orders_placed, recent_orders, shop_summary

STATUS_STYLE = {
    OrderStatus.PENDING: ("hourglass_top", "warning"),
    OrderStatus.CONFIRM: ("task_alt", "default"),
    OrderStatus.SHIPPED: ("local_shipping", "info"),
    OrderStatus.DELIVERED: ("inventory", "success"),
    OrderStatus.CANCELLED: ("block", "danger"),
}


def _orders_url(**params) -> str:
    return reverse("admin:orders_order_changelist") + ("?" + urlencode(params) if params else "")


def _money_cards(summary: dict) -> list[dict]:
    today = timezone.localdate()
    first, last = month_days(today)
    month = orders_placed(first=first)
    return [
        {
            "title": "Total paid",
            "value": inr(summary["total_paid"]),
            "icon": "payments",
            "tone": "paid",
            "note": f"{inr(summary['total_refunded'])} refunded (returns)",
            "href": _orders_url(payment_status__exact="paid"),
        },
        {
            "title": "Total due",
            "value": inr(summary["total_due"]),
            "icon": "pending_actions",
            "tone": "due",
            "note": "unpaid, not cancelled",
            "href": _orders_url(payment_status__exact="unpaid"),
        },
        {
            "title": "Orders today",
            "value": orders_placed(first=today)["orders"],
            "icon": "today",
            "tone": "plain",
            "href": _orders_url(created_at_from=today.isoformat(), created_at_to=today.isoformat()),
        },
        {
            "title": "This month",
            "value": month["orders"],
            "icon": "calendar_month",
            "tone": "plain",
            "note": inr(month["amount"]),
            "href": _orders_url(created_at_from=first.isoformat(), created_at_to=last.isoformat()),
        },
    ]


def dashboard_callback(request, context: dict) -> dict:
    if not request.user.has_perm("orders.view_order"):
        return context
    summary = shop_summary()
    first, last = month_days(timezone.localdate())
    context.update(
        {
            "title": "Dashboard",
            "rz_money": _money_cards(summary),
            "rz_statuses": [
                {
                    "value": s.value,
                    "label": s.label,
                    "count": summary["counts"][s.value],
                    "icon": STATUS_STYLE[s][0],
                    "tone": STATUS_STYLE[s][1],
                    "href": _orders_url(status__exact=s.value),
                }
                for s in OrderStatus
            ],
            "rz_total_orders": summary["orders"],
            "rz_month_export": _orders_url(created_at_from=first.isoformat(), created_at_to=last.isoformat()),
            "rz_recent": [{"order": o, "amount": inr(o.amount)} for o in recent_orders(limit=8)],
            "rz_inbox": {"messages": summary["unhandled_messages"], "enquiries": summary["open_enquiries"]},
            "rz_charts": dashboard_charts(),
        }
    )
    return context


def pending_badge(request) -> str:
    """The sidebar's badge on All orders: how many wait for confirmation."""
    n = order_count(status=OrderStatus.PENDING)  # the board's counts
    return str(n) if n else ""
