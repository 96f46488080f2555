"""The API benchmark's after-sales, accounts and customer reads (scripts/bench_api.py imports it):
search by name, phone and free text in the customers, returns, tickets and reviews (the back office's
lists and one of each), the product page's reviews, the bank screen's credits and unpaid UPI orders,
the GSTR-1 month, and the customer's own returns, tickets and one order's tracking; and the values
they need from the seeded database (scripts/bench_reads_fill.py fills their tables)."""

import json
import urllib.parse


def _page(resource: str, sort: list[str] | None = None, **filters) -> str:
    params = {
        "range": [0, 24],
        **({"sort": sort} if sort else {}),
        **({"filter": filters} if filters else {}),
    }
    return f"/api/office/{resource}?" + urllib.parse.urlencode({k: json.dumps(v) for k, v in params.items()})


def reads_endpoints(facts: dict) -> list[tuple[str, str, str]]:
    """(name, role, path) of each read a person opens, beside the orders' lists."""
    admin = "admin"
    return [
        (f'office customers, search name "{facts["name"]}"', admin, _page("customers", q=facts["name"])),
        (f"office customers, search phone {facts['phone']}", admin, _page("customers", q=facts["phone"])),
        ("office returns, 25 newest", admin, _page("returns", ["created_at", "DESC"])),
        ("office returns, requested", admin, _page("returns", ["created_at", "DESC"], status="requested")),
        ("office refunds, 25 newest", admin, _page("refunds", ["refunded_at", "DESC"])),
        ("office return", admin, f"/api/office/returns/{facts['return_pk']}"),
        ("office tickets, the queue", admin, _page("tickets", ["due_at", "ASC"])),
        ("office tickets, open", admin, _page("tickets", ["due_at", "ASC"], status="open")),
        ("office ticket", admin, f"/api/office/tickets/{facts['ticket_pk']}"),
        ("office reviews, 25 newest", admin, _page("reviews", ["created_at", "DESC"])),
        ("office reviews, pending", admin, _page("reviews", ["created_at", "DESC"], status="pending")),
        ("product reviews, newest", "customer", f"/api/reviews/?item={facts['item']}&sort=newest"),
        ("product reviews, most helpful", "customer", f"/api/reviews/?item={facts['item']}&sort=helpful"),
        ("product reviews summary", "customer", f"/api/reviews/summary/?item={facts['item']}"),
        ("bank statements", admin, "/api/office/bank/statements"),
        ("bank statement's credits", admin, f"/api/office/bank/statements/{facts['statement']}/credits"),
        ("bank unmatched credits", admin, "/api/office/bank/unmatched-credits"),
        ("bank unpaid UPI orders", admin, "/api/office/bank/unpaid-orders"),
        ("GSTR-1 month summary", admin, f"/api/office/gstr1?month={facts['month']}"),
        ("customer's timelines (tracking page)", "customer", "/api/orders/tracking/?limit=100"),
        ("customer's one order (tracking)", "customer", f"/api/orders/{facts['order_id']}/tracking/"),
        ("customer's returns", "customer", "/api/returns/mine/"),
        ("customer's tickets", "customer", "/api/tickets/mine/"),
    ]


def reads_facts() -> dict:
    """The newest return and ticket, the catalogue item with the most reviews, the newest statement,
    last month."""
    from datetime import timedelta

    from django.db.models import Count
    from django.utils import timezone

    from core.banking.models import BankStatement
    from core.returns.models import ReturnRequest
    from core.reviews.models import Review
    from core.support.models import Ticket

    reviewed = (
        Review.objects.filter(status="accepted", tally__item__isnull=False)
        .values("tally__item_id")
        .annotate(n=Count("id"))
        .order_by("-n")
        .first()
    )
    today = timezone.localdate()
    last_month = today.replace(day=1) - timedelta(days=1)
    return {
        "return_pk": ReturnRequest.objects.order_by("-created_at", "-id").values_list("pk", flat=True)[0],
        "ticket_pk": Ticket.objects.order_by("-created_at", "-id").values_list("pk", flat=True)[0],
        "item": reviewed["tally__item_id"] if reviewed else 1,
        "statement": BankStatement.objects.order_by("-created_at").values_list("pk", flat=True).first(),
        "month": last_month.strftime("%Y-%m"),
    }
