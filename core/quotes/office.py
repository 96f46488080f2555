"""The desk's quotes (Order desk and Owner: Perm.MANAGE_QUOTES): the requests from /bulk, a quote
made from one, its draft revision edited, sent (PDF + e-mail + a WhatsApp link), revised.
Reads: core.quotes.selectors; writes: core.quotes.services."""

from django.http import HttpRequest, HttpResponse
from ninja import Query, Router

from core.common.auth import staff
from core.common.errors import NotFound, get_or_not_found
from core.common.permissions import Perm
from core.common.schemas import WITH_404, ErrorOut
from core.office.listing import Listing, ListParams, paginate_answer
from core.quotes import selectors
from core.quotes.emails import quote_page_url, whatsapp_link
from core.quotes.models import Quote, QuoteRequest
from core.quotes.office_rows import quote_rows, quotes_listed, request_rows, requests_listed
from core.quotes.office_schemas import (
    OfficeQuoteCreateIn,
    OfficeQuoteOut,
    OfficeQuoteRowOut,
    OfficeRequestOut,
    OfficeRevisionIn,
)
from core.quotes.pages import quote_page
from core.quotes.services import desk

router = Router(tags=["office: quotes"])
QUOTES = staff(Perm.MANAGE_QUOTES)
CONFLICT = {**WITH_404, 409: ErrorOut}

REQUESTS = Listing(
    resource="quote-requests",
    sort_fields={"id": "id", "created_at": "created_at"},
    default_sort=("created_at", "DESC"),
    filters={"status": "status"},
    search=selectors.request_search,  # number, name, phone, e-mail, business: each by an index
)
QUOTE_LIST = Listing(
    resource="quotes",
    sort_fields={"id": "id", "created_at": "created_at", "number": "number"},
    default_sort=("created_at", "DESC"),
    search_fields=("number",),
    filters={"status": "status"},
)


def _quote(pk: int) -> Quote:
    return get_or_not_found(selectors.office_quotes(), what="Quote", pk=pk)


def _answer(quote: Quote) -> dict:
    quote = _quote(quote.pk)
    sent = quote.revisions.filter(sent_at__isnull=False).order_by("-number").first()
    return {
        **quote_page(quote, drafts=True),
        "id": quote.pk,
        "request_id": quote.request_id,
        "customer_phone": quote.customer.phone_number,
        "store_title": quote.store_title,
        "store_slug": quote.store_slug,
        "page_url": quote_page_url(quote),
        "whatsapp_url": whatsapp_link(quote, sent) if sent else None,
    }


@router.get("quote-requests", response={200: list[OfficeRequestOut], **WITH_404}, auth=QUOTES)
def request_list(request: HttpRequest, params: Query[ListParams]):
    return paginate_answer(REQUESTS, requests_listed(), params, request_rows)


@router.get("quote-requests/{pk}", response={200: OfficeRequestOut, **WITH_404}, auth=QUOTES)
def request_get(request: HttpRequest, pk: int):
    return get_or_not_found(selectors.office_requests(), what="Quote request", pk=pk)


@router.get(
    "quote-requests/{pk}/artwork",
    response={200: None, **WITH_404},
    auth=QUOTES,
    openapi_extra={"responses": {200: {"description": "PNG", "content": {"image/png": {}}}}},
)
def request_artwork(request: HttpRequest, pk: int):
    found = get_or_not_found(QuoteRequest.objects.all(), what="Quote request", pk=pk)
    if not found.artwork:
        raise NotFound("This request has no artwork.")
    with found.artwork.open("rb") as handle:
        response = HttpResponse(handle.read(), content_type="image/png")
    response["Cache-Control"] = "private, no-store"
    return response


@router.get("quotes", response={200: list[OfficeQuoteRowOut], **WITH_404}, auth=QUOTES)
def quote_list(request: HttpRequest, params: Query[ListParams]):
    return paginate_answer(QUOTE_LIST, quotes_listed(), params, quote_rows)


@router.post("quotes", response={201: OfficeQuoteOut, **CONFLICT}, auth=QUOTES)
def quote_create(request: HttpRequest, payload: OfficeQuoteCreateIn):
    """A quote for a request, priced from the price breaks: its first draft revision."""
    found = get_or_not_found(QuoteRequest.objects.all(), what="Quote request", pk=payload.request_id)
    return 201, _answer(desk.quote_create(request=found, actor=request.auth))


@router.get("quotes/{pk}", response={200: OfficeQuoteOut, **WITH_404}, auth=QUOTES)
def quote_get(request: HttpRequest, pk: int):
    return _answer(_quote(pk))


@router.put("quotes/{pk}", response={200: OfficeQuoteOut, **CONFLICT}, auth=QUOTES)
def quote_update(request: HttpRequest, pk: int, payload: OfficeRevisionIn):
    """Edit the draft revision: a price other than the breaks' needs its reason."""
    quote = _quote(pk)
    desk.quote_revision_save(
        quote=quote,
        actor=request.auth,
        lines=[desk.LineIn(**line.model_dump()) for line in payload.lines],
        **payload.model_dump(exclude={"lines"}),
    )
    return _answer(quote)


@router.post("quotes/{pk}/send", response={200: OfficeQuoteOut, **CONFLICT}, auth=QUOTES)
def quote_send(request: HttpRequest, pk: int):
    """Send the draft: its PDF is drawn, the customer is e-mailed the page's link."""
    quote = _quote(pk)
    desk.quote_send(quote=quote, actor=request.auth)
    return _answer(quote)


@router.post("quotes/{pk}/revise", response={200: OfficeQuoteOut, **CONFLICT}, auth=QUOTES)
def quote_revise(request: HttpRequest, pk: int):
    """A new draft revision, a copy of the latest; the earlier ones stay as they were."""
    quote = _quote(pk)
    desk.quote_revise(quote=quote, actor=request.auth)
    return _answer(quote)


@router.get(
    "quotes/{pk}/revisions/{revision}.pdf",
    response={200: None, **WITH_404},
    auth=QUOTES,
    openapi_extra={"responses": {200: {"description": "PDF", "content": {"application/pdf": {}}}}},
)
def quote_pdf(request: HttpRequest, pk: int, revision: int):
    quote = _quote(pk)
    found = quote.revisions.filter(number=revision).exclude(pdf="").first()
    if found is None:
        raise NotFound("This revision has no PDF: it is drawn when the revision is sent.")
    with found.pdf.open("rb") as handle:
        response = HttpResponse(handle.read(), content_type="application/pdf")
    response["Content-Disposition"] = f'inline; filename="{quote.number}-r{found.number}.pdf"'
    response["Cache-Control"] = "private, no-store"
    return response
