"""The Django admin dashboard's charts: the same figures as the back office's (core.orders.totals.
selectors.sales_charts, read from the maintained totals), drawn by unfold's chart components
(Chart.js). The JSON goes into the components' data/options attributes; amounts are rupees, and
`core/static/admin-brand/charts.js` writes them with Indian grouping in tooltips and on the axis."""

import json

from core.common.admin_money import inr
from core.common.ist import ist_day_month
from core.orders.models import OrderStatus
from core.orders.totals.selectors import sales_charts

# the back office's colours (backoffice/src/orders/statuses.ts)
STATUS_COLOUR = {
    OrderStatus.PENDING: "#e0a21b",
    OrderStatus.CONFIRM: "#3469b7",
    OrderStatus.SHIPPED: "#7b2d8e",
    OrderStatus.DELIVERED: "#2e7d32",
    OrderStatus.CANCELLED: "#9e9e9e",
}
ORDERS_COLOUR = "#b4432f"
REVENUE_COLOUR = "#13afa2"


def _options(*, horizontal: bool = False, money_axis: bool = False, legend: bool = False) -> dict:
    value_axis = {"beginAtZero": True, "ticks": {"precision": 0}, "grid": {"color": "rgba(148,163,184,.25)"}}
    options: dict = {
        "animation": False,
        "responsive": True,
        "maintainAspectRatio": False,
        "interaction": {"mode": "index", "intersect": False},
        "plugins": {"legend": {"display": legend, "position": "top", "align": "end"}},
        "scales": {
            "x": value_axis if horizontal else {"grid": {"display": False}},
            "y": {"grid": {"display": False}} if horizontal else value_axis,
        },
    }
    if horizontal:
        options["indexAxis"] = "y"
    if money_axis:
        options["scales"]["money"] = {
            "position": "right",
            "beginAtZero": True,
            "grid": {"drawOnChartArea": False},
            "rzMoney": True,
        }
    return options


def _chart(data: dict, options: dict) -> dict:
    return {"data": json.dumps(data), "options": json.dumps(options)}


def dashboard_charts() -> dict:
    """Three charts and the figures under them, for templates/admin/index.html."""
    charts = sales_charts()
    days = charts["days"]
    per_day = {
        "labels": [ist_day_month(d["day"]) for d in days],
        "datasets": [
            {
                "type": "bar",
                "label": "Orders",
                "data": [d["orders"] for d in days],
                "backgroundColor": ORDERS_COLOUR,
                "borderRadius": 4,
                "yAxisID": "y",
                "order": 2,
            },
            {
                "type": "line",
                "label": "Revenue",
                "data": [float(d["revenue"]) for d in days],
                "borderColor": REVENUE_COLOUR,
                "backgroundColor": REVENUE_COLOUR,
                "pointRadius": 2,
                "yAxisID": "money",
                "rzMoney": True,
                "order": 1,
            },
        ],
    }
    statuses = charts["statuses"]
    by_status = {
        "labels": [s["label"] for s in statuses],
        "datasets": [
            {
                "label": "Orders",
                "data": [s["orders"] for s in statuses],
                "backgroundColor": [STATUS_COLOUR[OrderStatus(s["status"])] for s in statuses],
                "borderRadius": 4,
                "rzAmounts": [float(s["amount"]) for s in statuses],
            }
        ],
    }
    types = charts["product_types"]
    by_type = {
        "labels": [t["name"] for t in types],
        "datasets": [
            {
                "label": "Orders",
                "data": [t["orders"] for t in types],
                "backgroundColor": ORDERS_COLOUR,
                "borderRadius": 4,
                "rzAmounts": [float(t["revenue"]) for t in types],
            }
        ],
    }
    return {
        "first_day": charts["first_day"],
        "last_day": charts["last_day"],
        "orders_30": sum(d["orders"] for d in days),
        "revenue_30": inr(sum((d["revenue"] for d in days), start=0)),
        "per_day": _chart(per_day, _options(money_axis=True, legend=True)),
        "by_status": _chart(by_status, _options()),
        "by_type": _chart(by_type, _options(horizontal=True)),
        "types": [{"name": t["name"], "orders": t["orders"], "revenue": inr(t["revenue"])} for t in types],
    }
