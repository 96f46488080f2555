"""The quote as the customer's page and the desk's screen read it: plain values from the models."""

from django.utils import timezone

from core.quotes.models import Quote, QuoteRevision
from core.quotes.pdf import terms_text


def revision_values(revision: QuoteRevision) -> dict:
    names = (
        "number", "created_at", "sent_at", "valid_until", "dispatch_by", "advance_percent", "terms_days",
        "delivery", "note", "goods", "setup", "taxable", "cgst", "sgst", "igst", "total",
        "place_of_supply", "change_comment", "tax_rows",
    )  # fmt: skip
    values = {name: getattr(revision, name) for name in names}
    values["terms"] = terms_text(revision)
    values["expired"] = revision.valid_until < timezone.localdate()
    values["lines"] = [
        {
            "kind": ln.kind,
            "size": ln.size,
            "quantity": ln.quantity,
            "unit_price": ln.unit_price,
            "list_price": ln.list_price,
            "tier": ln.tier,
            "reason": ln.reason,
            "line_total": ln.line_total,
        }
        for ln in revision.lines.all()
    ]
    return values


def quote_page(quote: Quote, *, drafts: bool = False) -> dict:
    """The quote with its revisions, newest first: only sent ones for the customer."""
    request = quote.request
    revisions = quote.revisions.prefetch_related("lines").order_by("-number")
    if not drafts:
        revisions = revisions.filter(sent_at__isnull=False)
    ship = (
        request.ship_area,
        request.ship_landmark,
        request.ship_city,
        request.ship_state,
        request.ship_pin_code,
    )
    return {
        "number": quote.number,
        "status": quote.status,
        "customer_name": quote.customer.name,
        "product": request.product_type.name,
        "colour_name": request.colour_name,
        "positions": request.positions,
        "needed_by": request.needed_by,
        "business_name": request.business_name,
        "business_gstin": request.business_gstin,
        "ship_to": ", ".join(p for p in ship if p),
        "accepted_at": quote.accepted_at,
        "accepted_revision": quote.accepted_revision,
        "order_id": quote.order.order_id if quote.order_id else None,
        "revisions": [revision_values(r) for r in revisions],
    }
