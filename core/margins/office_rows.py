"""The month's margins as rows (plain values, one query a page) and the totals' shapes."""

from decimal import Decimal

from django.db.models import QuerySet

from core.margins.models import OrderMargin

ROW_FIELDS = (
    "order__order_id",
    "order__status",
    "month",
    "product_type__name",
    "business__business_name",
    "business__name",
    "sales",
    "cost",
    "margin",
)


def _row(r: dict) -> dict:
    return {
        "id": r["order__order_id"],
        "order_id": r["order__order_id"],
        "month": r["month"].isoformat(),
        "status": r["order__status"],
        "product_type": r["product_type__name"],
        "business": r["business__business_name"] or r["business__name"] or "",
        "sales": float(r["sales"]),
        "cost": float(r["cost"]),
        "margin": float(r["margin"]),
    }


def margin_rows(page: QuerySet) -> list[dict]:
    """MarginRowOut per order of the page."""
    return [_row(r) for r in page.values(*ROW_FIELDS)]


def margin_detail(margin_qs: QuerySet[OrderMargin], lines: list) -> dict | None:
    found = margin_qs.values(*ROW_FIELDS).first()
    if found is None:
        return None
    return {**_row(found), "lines": [{"kind": x.kind, "amount": x.amount, "source": x.source} for x in lines]}


def with_margin(totals: dict) -> dict:
    sales, cost = totals["sales"], totals["cost"]
    return {**totals, "sales": sales, "cost": cost, "margin": Decimal(sales) - Decimal(cost)}
