"""The desk's lists of quote requests and quotes written from plain values, not models and schemas
(as core/stock/office_rows.py, and why): each function writes the keys, order and values of the
route's response schema (core/quotes/office_schemas.py), which stays on the route for the OpenAPI
document; core/quotes/tests/test_office_rows.py compares the bytes."""

from functools import cache

from django.db.models import QuerySet

from core.common.json_rows import json_rows, rows_from_json
from core.common.renderers import json_time
from core.quotes.models import Quote, QuoteRequest, request_reference

REQUEST_FIELDS = (
    "id",
    "created_at",
    "status",
    "customer__name",
    "customer__phone_number",
    "customer__email",
    "product_type__name",
    "product_type__slug",
    "colour_name",
    "colour_hex",
    "quantity",
    "sizes",
    "positions",
    "needed_by",
    "earliest_delivery",
    "date_possible",
    "notes",
    "ship_area",
    "ship_landmark",
    "ship_city",
    "ship_state",
    "ship_pin_code",
    "business_name",
    "business_gstin",
    "business_address",
    "business_pin_code",
    "business_state",
    "artwork",
    "design_order__order_id",
)
QUOTE_FIELDS = (
    "id",
    "number",
    "status",
    "created_at",
    "customer__name",
    "request__product_type__name",
    "request__quantity",
    "request__business_gstin",
    "order__order_id",
)


@cache
def requests_listed() -> QuerySet:
    """The requests with their quotes (id, created, number, status, token) as JSON in the same row; a
    page's columns (and their joins) are read by request_rows, so the count joins nothing. Built once
    per process (the list filters, sorts and pages copies of it)."""
    quotes = json_rows(Quote.objects.all(), "request", "id", "created_at", "number", "status", "token")
    return QuoteRequest.objects.annotate(quotes_=quotes)


def quotes_listed() -> QuerySet:
    return Quote.objects.all()


def _quotes(text: str | None) -> list[dict]:
    """A request's quotes as Quote's own order has them: newest first."""
    found = sorted(rows_from_json(text), key=lambda q: (q[1], q[0]), reverse=True)
    return [{"number": number, "status": status, "token": token} for _, _, number, status, token in found]


def request_rows(page: QuerySet) -> list[dict]:
    """OfficeRequestOut per request of the page."""
    found = []
    for r in page.values(*REQUEST_FIELDS, "quotes_"):
        place = (r["ship_area"], r["ship_landmark"], r["ship_city"], r["ship_state"], r["ship_pin_code"])
        found.append(
            {
                "id": r["id"],
                "reference": request_reference(r["id"]),
                "created_at": json_time(r["created_at"]),
                "status": r["status"],
                "customer_name": r["customer__name"],
                "customer_phone": r["customer__phone_number"],
                "customer_email": r["customer__email"],
                "product": r["product_type__name"],
                "product_slug": r["product_type__slug"],
                "colour_name": r["colour_name"],
                "colour_hex": r["colour_hex"],
                "quantity": r["quantity"],
                "sizes": [{"size": s["size"], "quantity": s["quantity"]} for s in r["sizes"]],
                "positions": r["positions"],
                "needed_by": r["needed_by"].isoformat(),
                "earliest_delivery": r["earliest_delivery"].isoformat(),
                "date_possible": r["date_possible"],
                "notes": r["notes"],
                "ship_to": ", ".join(p for p in place if p),
                "ship_pin_code": r["ship_pin_code"],
                "business_name": r["business_name"],
                "business_gstin": r["business_gstin"],
                "business_address": r["business_address"],
                "business_pin_code": r["business_pin_code"],
                "business_state": r["business_state"],
                "artwork_url": f"/api/office/quote-requests/{r['id']}/artwork" if r["artwork"] else None,
                "design_order_id": r["design_order__order_id"],
                "quotes": _quotes(r["quotes_"]),
            }
        )
    return found


def quote_rows(page: QuerySet) -> list[dict]:
    """OfficeQuoteRowOut per quote of the page."""
    return [
        {
            "id": r["id"],
            "number": r["number"],
            "status": r["status"],
            "created_at": json_time(r["created_at"]),
            "customer_name": r["customer__name"],
            "product": r["request__product_type__name"],
            "quantity": r["request__quantity"],
            "business_gstin": r["request__business_gstin"],
            "order_id": r["order__order_id"],
        }
        for r in page.values(*QUOTE_FIELDS)
    ]
