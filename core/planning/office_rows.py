"""The production calendar's answer written from the selector's plain values, not through its
schema: up to 14 x 40 orders, whose validation one by one cost ten times a logged-in hello (figures:
benchmarks/api.md). The keys, order and values of PlanOut (core/planning/office_schemas.py), which
stays on the route for the OpenAPI document; core/planning/tests/test_planning.py compares the bytes."""

from datetime import date

from core.planning.selectors import PlanDay


def plan_answer(*, today: date, days: list[PlanDay]) -> dict:
    """PlanOut for the days."""
    return {
        "today": today.isoformat(),
        "days": [
            {
                "day": d.day.isoformat(),
                "pieces": d.pieces,
                "orders_count": d.orders_count,
                "methods": [
                    {"print_method": m.print_method, "pieces": m.pieces, "capacity": m.capacity}
                    for m in d.methods
                ],
                "orders": [
                    {
                        "order_id": o.order_id,
                        "name": o.name,
                        "status": o.status,
                        "product": o.product,
                        "print_method": o.print_method,
                        "pieces": o.pieces,
                        "dispatch_by": o.dispatch_by.isoformat() if o.dispatch_by else None,
                        "print_on": o.print_on.isoformat(),
                    }
                    for o in d.orders
                ],
            }
            for d in days
        ],
    }
