"""The API benchmark's print floor (scripts/bench_api.py imports it): the lists of blank stock, stock
movements, purchase orders, suppliers, the production calendar, labels, the print queue, quotes,
proofs and the receivables' ageing, and the values they need from the seeded database."""

import json
import urllib.parse


def _page(resource: str, sort: list[str] | None = None, **filters) -> str:
    params = {
        "range": [0, 24],
        **({"sort": sort} if sort else {}),
        **({"filter": filters} if filters else {}),
    }
    return f"/api/office/{resource}?" + urllib.parse.urlencode({k: json.dumps(v) for k, v in params.items()})


def floor_endpoints(facts: dict, office_orders) -> list[tuple[str, str, str]]:
    """(name, role, path) of each list; names start with "floor:" (BENCH_ONLY="floor|baseline")."""
    return [
        ("floor: blank stock, 25 by product type", "admin", _page("blank-stock")),
        ("floor: blank stock, low", "admin", _page("blank-stock", low=True)),
        ("floor: stock movements, 25 newest", "admin", _page("stock-movements", ["created_at", "DESC"])),
        ("floor: stock movements of one blank", "admin", _page("stock-movements", item_id=facts["item_id"])),
        ("floor: purchase orders, 25 newest", "admin", _page("purchase-orders", ["created_at", "DESC"])),
        ("floor: suppliers, by name", "admin", _page("suppliers")),
        ("floor: planning calendar, 14 days", "admin", "/api/office/planning/days"),
        ("floor: planning, today's figures", "admin", "/api/office/planning/today"),
        ("floor: print queue, 25 soonest due", "admin", _page("print-queue")),
        ("floor: shipped column (labels), 25 newest", "admin", office_orders(status="shipped")),
        ("floor: labels, a day's parcels", "admin", f"/api/office/labels/day?day={facts['today']}"),
        (
            "floor: labels, a courier's day (the manifest)",
            "admin",
            f"/api/office/labels/day?day={facts['today']}&courier_id={facts['courier_id']}",
        ),
        ("floor: quotes, 25 newest", "admin", _page("quotes", ["created_at", "DESC"])),
        ("floor: quote requests, 25 newest", "admin", _page("quote-requests", ["created_at", "DESC"])),
        ("floor: an order's proofs", "admin", f"/api/office/orders/{facts['proofs_order']}/proofs"),
        ("floor: receivables ageing, 25 owing most", "admin", _page("ageing")),
    ]


def floor_facts(order) -> dict:
    """Today (IST), the blank with the most movements, a business order (else `order`) for its proofs,
    a courier."""
    from django.db.models import Count
    from django.utils import timezone

    from core.orders.models import Order
    from core.orders.shipping.models import Courier
    from core.stock.models import StockMovement

    busiest = StockMovement.objects.values("item_id").annotate(n=Count("id")).order_by("-n").first()
    business = Order.objects.exclude(quote_number="").order_by("-pk").values_list("order_id", flat=True)
    return {
        "today": timezone.localdate().isoformat(),
        "item_id": busiest["item_id"] if busiest else 0,
        "proofs_order": business.first() or order.order_id,
        "courier_id": Courier.objects.filter(needs_awb=True).order_by("pk").first().pk,
    }
