"""The ageing list written from plain values, not models and schemas (as core/stock/office_rows.py,
and why): the keys, order and values of the route's AgeingOut (core/receivables/office.py), which
stays on the route for the OpenAPI document; core/receivables/tests/test_ageing.py compares the bytes."""

from django.db.models import QuerySet

from core.receivables.selectors import BUCKETS, ageing_buckets

DEBTOR_FIELDS = ("id", "name", "gstin", "customer__phone_number", "owed", "open_count", "oldest_due")


def ageing_page_rows(page: QuerySet) -> list[dict]:
    """AgeingOut per debtor of the page (money as the schema's Money writes it: a number)."""
    debtors = list(page.values(*DEBTOR_FIELDS))
    buckets = ageing_buckets([d["id"] for d in debtors])
    return [
        {
            "id": d["id"],
            "name": d["name"],
            "gstin": d["gstin"],
            "phone": d["customer__phone_number"],
            "owed": float(d["owed"]),
            "orders": d["open_count"],
            "oldest_due": d["oldest_due"].isoformat() if d["oldest_due"] else None,
            "not_due": float(buckets[d["id"]]["not_due"]),
            **{name: float(buckets[d["id"]][name]) for name, _, _ in BUCKETS},
        }
        for d in debtors
    ]
