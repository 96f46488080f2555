"""The customer's answer to a quote: accept it (which makes the order) or ask for changes.

`quote_accept` is the one door to acceptance: it locks the quote's row (select_for_update), so two
acceptances at once make one order and the second is told the quote is accepted. The order is made
here, in the board's pending column, with the quote's lines and prices exactly, the quote's delivery
as its shipping and its total as its amount, the business buyer's GSTIN (the B2B invoice), and the
quote's number. Payment (the advance, the balance, terms) follows the accepted revision's
`advance_percent`, `terms_days` and `dispatch_by`."""

from decimal import Decimal

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db import transaction
from django.utils import timezone

from core.accounts.models import User
from core.common.errors import ApplicationError, ErrorStatus, FieldErrors
from core.common.images import thumbnail_png
from core.common.ist import ist_date
from core.orders.changes.services import order_record_placed
from core.orders.models import LineKind, Order, OrderLine, OrderStatus, PaymentMethod, PaymentStatus
from core.planning.services import order_dispatch_date_set
from core.proofs.services import proof_require
from core.quotes.models import Position, Quote, QuoteLine, QuoteRevision, QuoteStatus
from core.receivables.services.opening import receivable_open
from core.reorders.services import order_design_copy

ALREADY = "This quote has already been accepted."
EXPIRED = "This quote expired on {day}. Ask us for a new one: reply to the e-mail or call us."
NOT_SENT = "This quote is being revised: we will send you the new version."
CHANGES_ASKED = "You asked for changes to this quote: we will send you a new version."
COMMENT_NEEDED = "Tell us what to change."
ONLY_LATEST = "This is an earlier version of the quote: read and accept the latest one."
_KINDS = {QuoteLine.Kind.GOODS: LineKind.GOODS, QuoteLine.Kind.SETUP: LineKind.SETUP}


def _acceptable(quote: Quote, revision: QuoteRevision, *, expired_ok: bool = False) -> None:
    if quote.status == QuoteStatus.ACCEPTED:
        raise ApplicationError(ALREADY, status=ErrorStatus.CONFLICT)
    if quote.status == QuoteStatus.CHANGES:
        raise ApplicationError(CHANGES_ASKED, status=ErrorStatus.CONFLICT)
    if quote.status != QuoteStatus.SENT or revision.sent_at is None:
        raise ApplicationError(NOT_SENT, status=ErrorStatus.CONFLICT)
    # valid until the end of its last day, the shop's day (IST)
    if not expired_ok and revision.valid_until < timezone.localdate():
        raise ApplicationError(
            EXPIRED.format(day=ist_date(revision.valid_until)), status=ErrorStatus.CONFLICT
        )


def _locked(quote: Quote, revision_number: int | None) -> tuple[Quote, QuoteRevision]:
    quote = Quote.objects.select_for_update().select_related("request").get(pk=quote.pk)
    revision = quote.latest
    if revision_number is not None and revision_number != revision.number:
        raise ApplicationError(ONLY_LATEST, status=ErrorStatus.CONFLICT)
    return quote, revision


def _pictures(order: Order, quote: Quote, stored: list[str]) -> None:
    """The artwork on the order as its design, on each face the request prints on (a front-and-back
    request prints both: the floor reads no "No back design"); a studio design's pictures (and its
    editable layers) when the request chose one."""
    request = quote.request
    source = request.design_order
    if source is not None:
        for side in ("front", "back"):
            for kind in ("image", "thumbnail"):
                picture = getattr(source, f"{side}_{kind}")
                if picture:
                    with picture.open("rb") as handle:
                        name = f"{side}-thumb.png" if kind == "thumbnail" else f"{side}.png"
                        getattr(order, f"{side}_{kind}").save(name, ContentFile(handle.read()), save=False)
                    stored.append(getattr(order, f"{side}_{kind}").name)
        return
    if request.artwork:
        # each face the request prints (front and back: both), else the front (sleeves only)
        sides = [s for s in ("front", "back") if s in request.positions] or ["front"]
        with request.artwork.open("rb") as handle:
            png = handle.read()
        thumb = thumbnail_png(png)
        for side in sides:
            getattr(order, f"{side}_image").save(f"{side}.png", ContentFile(png), save=False)
            getattr(order, f"{side}_thumbnail").save(f"{side}-thumb.png", ContentFile(thumb), save=False)
            stored += [getattr(order, f"{side}_image").name, getattr(order, f"{side}_thumbnail").name]


def _order_from(quote: Quote, revision: QuoteRevision, actor: User | None) -> Order:
    request = quote.request
    lines = list(revision.lines.all())
    subtotal = sum((line.unit_price * line.quantity for line in lines), Decimal("0.00"))
    order = Order(
        customer_id=quote.customer_id,
        status=OrderStatus.PENDING,
        payment_status=PaymentStatus.UNPAID,
        payment_method=PaymentMethod.UPI,  # the advance and the balance are asked by UPI
        product_type=request.product_type,
        colour_name=request.colour_name,
        colour_hex=request.colour_hex,
        instructions=_instructions(quote, revision),
        subtotal=subtotal,
        shipping=revision.delivery,
        amount=subtotal + revision.delivery,
        ship_name=quote.customer.name,
        ship_phone=quote.customer.phone_number,
        ship_area=request.ship_area,
        ship_landmark=request.ship_landmark,
        ship_city=request.ship_city,
        ship_state=request.ship_state,
        ship_pin_code=request.ship_pin_code,
        business_name=request.business_name,
        business_gstin=request.business_gstin,
        business_address=request.business_address,
        business_pin_code=request.business_pin_code,
        business_state=request.business_state,
        quote_number=quote.number,
    )
    stored: list[str] = []
    try:
        _pictures(order, quote, stored)

        def then(_lines: list[OrderLine]) -> None:
            if request.design_order is not None:
                order_design_copy(source=request.design_order, order=order)

        order_record_placed(
            order=order,
            lines=(
                OrderLine(
                    kind=_KINDS[line.kind], size=line.size, quantity=line.quantity, unit_price=line.unit_price
                )
                for line in lines
            ),
            actor=actor,
            then=then,
        )
    except BaseException:
        for name in stored:
            default_storage.delete(name)
        raise
    return order


def _instructions(quote: Quote, revision: QuoteRevision) -> str:
    positions = ", ".join(Position(p).label for p in quote.request.positions)
    parts = [f"Quote {quote.number} revision {revision.number}. Print: {positions}."]
    if quote.request.notes:
        parts.append(quote.request.notes)
    return "\n".join(parts)


@transaction.atomic
def quote_accept(*, quote: Quote, actor: User | None, revision_number: int | None = None) -> Order:
    """Accept the quote's latest sent revision: the order is made, once, whoever asks at once."""
    quote, revision = _locked(quote, revision_number)
    _acceptable(quote, revision)
    order = _order_from(quote, revision, actor)
    quote.status = QuoteStatus.ACCEPTED
    quote.accepted_at = timezone.now()
    quote.accepted_by = actor
    quote.accepted_revision = revision.number
    quote.order = order
    quote.save(update_fields=["status", "accepted_at", "accepted_by", "accepted_revision", "order"])
    # printed only once the customer approves the proof of each design (before the advance can
    # confirm it: receivable_open confirms at once when no advance is asked)
    proof_require(order=order, actor=actor)
    # the quote's expected dispatch date is the order's promise (the board and calendar sort by it);
    # a date already past keeps the checkout's own estimate
    if revision.dispatch_by and revision.dispatch_by >= timezone.localdate():
        order_dispatch_date_set(order=order, dispatch_by=revision.dispatch_by, actor=actor)
    receivable_open(
        order=order,
        quote_number=quote.number,
        advance_percent=revision.advance_percent,
        terms_days=revision.terms_days,
        dispatch_by=revision.dispatch_by,
        actor=actor,
    )
    return order


@transaction.atomic
def quote_changes_ask(*, quote: Quote, comment: str, revision_number: int | None = None) -> QuoteRevision:
    """The customer asks for changes with a comment; the desk answers with a new revision."""
    comment = (comment or "").strip()
    if not comment:
        raise FieldErrors.single("comment", COMMENT_NEEDED)
    quote, revision = _locked(quote, revision_number)
    _acceptable(quote, revision, expired_ok=True)  # an expired quote may still be asked again
    revision.change_comment = comment
    revision.changes_asked_at = timezone.now()
    revision.save(update_fields=["change_comment", "changes_asked_at"])
    quote.status = QuoteStatus.CHANGES
    quote.save(update_fields=["status"])
    return revision
