"""The customer's calls: the /bulk request (a visitor gets an account), their requests and studio
designs, whether a date is possible, and the quote's page by its token.

Who may read and answer a quote: whoever holds its link (the token, 32 random bytes, sent only to
the customer's e-mail and WhatsApp). A business often forwards a quote to whoever approves purchases,
who has no log-in to the customer's account; the token is as strong as a password reset link, and
the acceptance records when and, when logged in, by whom. A wrong token answers 404, so nobody learns
whether a quote exists."""

from datetime import date

from django.http import HttpRequest, HttpResponse
from ninja import File, Form, Query, Router, UploadedFile
from pydantic import ValidationError

from core.accounts.rate_limits import rate_limit_check
from core.common.auth import customer_session, public_session
from core.common.errors import FieldErrors, NotFound, schema_error_message
from core.common.images import MAX_UPLOAD_BYTES
from core.common.json_input import json_field
from core.common.schemas import CLIENT_ERRORS, WITH_404, ErrorOut
from core.office.listing import PageIn
from core.quotes import selectors
from core.quotes.pages import quote_page
from core.quotes.schemas import (
    AcceptedOut,
    AnswerIn,
    ChangesIn,
    DesignOut,
    NeededByOut,
    QuotePageOut,
    QuoteRequestForm,
    QuoteRequestIn,
    QuoteRequestOut,
    RequestCreatedOut,
)
from core.quotes.services.accepting import quote_accept, quote_changes_ask
from core.quotes.services.requests import RequestIn, quote_request_create

router = Router(tags=["quotes"])
PDF = {"responses": {200: {"description": "PDF", "content": {"application/pdf": {}}}}}
BAD_DATA = "Send the request as JSON in the field `data`."
THANKS = "Thank you! We will send your quote within one working day."


def _parse(raw: str) -> QuoteRequestIn:
    try:
        return QuoteRequestIn.model_validate(json_field(raw, field="data", message=BAD_DATA))
    except ValidationError as exc:
        errors = FieldErrors()
        for err in exc.errors():
            errors.add(".".join(map(str, err["loc"])) or "data", schema_error_message(err))
        raise errors.as_error() from None
    except (TypeError, ValueError):
        raise FieldErrors.single("data", BAD_DATA) from None


def _read(upload: UploadedFile | None) -> bytes | None:
    if upload is None:
        return None
    if upload.size is not None and upload.size > MAX_UPLOAD_BYTES:
        raise FieldErrors.single("artwork", f"The image is too large: at most {MAX_UPLOAD_BYTES >> 20} MB.")
    return upload.read(MAX_UPLOAD_BYTES + 1)


@router.get("quotes/needed-by/", response={200: NeededByOut, **CLIENT_ERRORS, 404: ErrorOut}, auth=None)
def needed_by(request: HttpRequest, pincode: str, needed_by: date | None = None):
    """Whether a bulk order can reach `pincode` by `needed_by`: printing, then the delivery estimate."""
    return selectors.needed_by_check(pincode=pincode, needed_by=needed_by)


@router.post(
    "quotes/requests/",
    response={201: RequestCreatedOut, **CLIENT_ERRORS, 409: ErrorOut, 429: ErrorOut},
    auth=public_session,
)
def request_create(request: HttpRequest, form: Form[QuoteRequestForm], artwork: File[UploadedFile] = None):
    """Ask for a quote. A visitor sends `account` (registration's fields) and is logged in."""
    rate_limit_check(request=request, form="bulk")
    data = _parse(form.data)
    customer = request.user if request.user.is_authenticated else None
    made = quote_request_create(
        http_request=request,
        customer=customer,
        artwork=_read(artwork),
        data=RequestIn(
            product=data.product,
            colour=data.colour,
            sizes=[(s.size, s.quantity) for s in data.sizes],
            positions=[str(p) for p in data.positions],
            needed_by=data.needed_by,
            notes=data.notes,
            address=data.address.model_dump(),
            business=data.business.model_dump() if data.business else None,
            design_order_id=data.design_order_id,
            account=data.account.model_dump() if data.account else {},
        ),
    )
    when = selectors.needed_by_check(pincode=made.ship_pin_code, needed_by=made.needed_by)
    return 201, {
        "id": made.pk,
        "reference": made.reference,
        "message": THANKS,
        "date_possible": made.date_possible,
        "needed_by_message": when.message,
    }


@router.get("quotes/requests/", response={200: list[QuoteRequestOut], **CLIENT_ERRORS}, auth=customer_session)
def request_list(request: HttpRequest, page: Query[PageIn]):
    """The logged-in customer's requests, newest first, with their quotes' numbers and links."""
    rows = selectors.customer_requests(customer=request.auth)
    return list(rows[page.offset : page.offset + page.limit])


@router.get("quotes/designs/", response={200: list[DesignOut], **CLIENT_ERRORS}, auth=customer_session)
def design_list(request: HttpRequest, page: Query[PageIn]):
    """The customer's studio designs (orders with a kept design) to print in bulk."""
    rows = selectors.customer_designs(customer=request.auth)[page.offset : page.offset + page.limit]
    return [
        {
            "order_id": o.order_id,
            "product": o.product_type.name,
            "colour_name": o.colour_name,
            "created_at": o.created_at,
            "thumbnail": o.design_url("front", thumb=True) if o.front_image else None,
        }
        for o in rows
    ]


@router.get("quotes/q/{token}/", response={200: QuotePageOut, **WITH_404}, auth=None)
def quote_read(request: HttpRequest, token: str):
    """The quote's page: every sent revision, newest first. No log-in: the link is the key."""
    return quote_page(selectors.quote_by_token(token=token))


@router.get("quotes/q/{token}/{revision}.pdf", response={200: None, **WITH_404}, auth=None, openapi_extra=PDF)
def quote_pdf(request: HttpRequest, token: str, revision: int):
    """A sent revision's PDF, as it was sent."""
    quote = selectors.quote_by_token(token=token)
    found = quote.revisions.filter(number=revision, sent_at__isnull=False).exclude(pdf="").first()
    if found is None:
        raise NotFound("This revision has no PDF.")
    with found.pdf.open("rb") as handle:
        response = HttpResponse(handle.read(), content_type="application/pdf")
    response["Content-Disposition"] = f'inline; filename="{quote.number}-r{found.number}.pdf"'
    response["Cache-Control"] = "private, no-store"
    return response


@router.post(
    "quotes/q/{token}/accept/", response={200: AcceptedOut, **WITH_404, 409: ErrorOut}, auth=public_session
)
def quote_accept_call(request: HttpRequest, token: str, payload: AnswerIn):
    """Accept the revision read: the order is made (once), in the board's pending column."""
    quote = selectors.quote_by_token(token=token)
    actor = request.user if request.user.is_authenticated else None
    order = quote_accept(quote=quote, actor=actor, revision_number=payload.revision)
    return {"message": f"Thank you! Your order {order.order_id} is placed.", "order_id": order.order_id}


@router.post(
    "quotes/q/{token}/changes/", response={200: QuotePageOut, **WITH_404, 409: ErrorOut}, auth=public_session
)
def quote_changes_call(request: HttpRequest, token: str, payload: ChangesIn):
    """Ask for changes with a comment: the desk writes a new revision."""
    quote = selectors.quote_by_token(token=token)
    quote_changes_ask(quote=quote, comment=payload.comment, revision_number=payload.revision)
    return quote_page(selectors.quote_by_token(token=token))
