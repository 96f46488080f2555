"""The seller's pages: public reads for the storefront (the footer's Support column, each page); the
owner's edits are in `office.py`."""

from datetime import datetime
from decimal import Decimal

from django.http import HttpRequest, HttpResponse
from ninja import Router, Schema

from core.common.languages import default_language, in_language, request_language, vary_by_language
from core.common.schemas import ErrorOut
from core.pages import selectors
from core.pages.models import PageSlug

router = Router(tags=["pages"])


class PageLinkOut(Schema):
    slug: str
    title: str

    @staticmethod
    def resolve_title(page, context) -> str:
        request = (context or {}).get("request")
        return in_language(
            page, "title", request_language(request) if request is not None else default_language()
        )


class SellerOut(Schema):
    legal_name: str
    trade_name: str
    address: str
    state: str
    gstin: str
    care_phone: str
    care_email: str
    care_hours: str


class OfficerOut(Schema):
    name: str
    designation: str
    phone: str
    email: str
    address: str
    ack_hours: int
    resolve_days: int


class PageReasonOut(Schema):
    code: str
    label: str


class ReturnsOut(Schema):
    window_days: int
    free_return_shipping: bool
    custom_prints_returnable: bool
    reasons: list[PageReasonOut]


class ShippingOut(Schema):
    fast_cities: list[str]
    metro_cities: list[str]
    studio_reading: str
    product_page_reading: str
    shipping_fee: Decimal
    free_shipping_over: Decimal


class PaymentsOut(Schema):
    methods: list[str]
    cod_below: Decimal
    online_discount_percent: Decimal
    online_discount_below: Decimal
    upi_id: str | None


class FactsOut(Schema):
    seller: SellerOut
    grievance_officer: OfficerOut
    returns: ReturnsOut
    shipping: ShippingOut
    payments: PaymentsOut


class PageOut(Schema):
    slug: str
    title: str
    markdown: str
    updated_at: datetime
    facts: FactsOut


@router.get("pages/", response=list[PageLinkOut], auth=None)
def page_list(request: HttpRequest, response: HttpResponse):
    """The seller's pages, in the footer's order, titled in the request's language."""
    vary_by_language(response)
    return selectors.pages()


@router.get("pages/{slug}/", response={200: PageOut, 404: ErrorOut}, auth=None)
def page_get(request: HttpRequest, response: HttpResponse, slug: PageSlug):
    """A page: the owner's Markdown in the request's language (`?lang=hi`: the Hindi where written, else
    the English) and the facts the law asks for, from the settings."""
    vary_by_language(response)
    return selectors.page_with_facts(slug=slug, language=request_language(request))
