"""Business orders made by accepting a quote, with the advance and terms the test asks."""

from decimal import Decimal

from core.proofs.tests import factories as proofs
from core.quotes.models import QuoteRevision
from core.quotes.services.accepting import quote_accept
from core.quotes.tests.factories import sent_quote


def business_order(
    *, advance_percent: str = "50.00", terms_days: int = 0, proof: str = "approved", **request_kwargs
):
    """A sent quote (a business with a GSTIN), its latest revision set to these terms, accepted;
    its proof uploaded and approved by the customer (or, with proof="pending", waiting)."""
    quote = sent_quote(**request_kwargs)
    QuoteRevision.objects.filter(pk=quote.latest.pk).update(
        advance_percent=Decimal(advance_percent), terms_days=terms_days
    )
    order = quote_accept(quote=quote, actor=quote.customer)
    revision = proofs.upload(order)
    if proof == "approved":
        proofs.approve(revision)
    order.refresh_from_db()
    return order
