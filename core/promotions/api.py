"""The storefront's promotions: the automatic offers running now, for the product page's and the
bag's banner (public: the shop's own advertising)."""

from django.http import HttpRequest
from ninja import Router

from core.promotions.schemas import OfferOut
from core.promotions.selectors import running_offers

router = Router(tags=["promotions"])

MAX_SHOWN = 20


@router.get("promotions/offers/", response=list[OfferOut], auth=None)
def offers_running(request: HttpRequest):
    """The offers on now, oldest first (few at a time); each with its banner and product types."""
    return list(running_offers()[:MAX_SHOWN])
