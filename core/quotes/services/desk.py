"""The desk's side of a quote: make it from a request, write a revision, send it, revise it.

A revision is edited only while it is a draft; sending freezes it (its PDF is drawn once) and a
change after that is a new revision, so every version the customer read is kept as it was. An
accepted quote is never revised."""

from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from django.core.files.base import ContentFile
from django.db import transaction
from django.utils import timezone

from core.accounts.models import User
from core.common.errors import ApplicationError, ErrorStatus, FieldErrors
from core.common.money import from_paise, rupees
from core.quotes.emails import quote_email
from core.quotes.list_prices import ListPrice, list_prices, setup_for_method
from core.quotes.models import Quote, QuoteLine, QuoteRequest, QuoteRevision, QuoteStatus
from core.quotes.pdf import render_quote
from core.quotes.services.numbering import take_quote_number
from core.quotes.tax import LineValue, quote_tax, tax_row

VALID_DAYS = 15  # a new quote's validity, editable
DISPATCH_DAYS = 10  # a new quote's expected dispatch, editable
DEFAULT_ADVANCE = Decimal("50.00")
REASON_NEEDED = "Say why this price differs from the price breaks' {price}."
NOT_DRAFT = "This revision was sent and is kept as it was: make a new revision to change it."
ACCEPTED = "This quote was accepted: its order is made, so it cannot be revised."
TERMS_NEED_GSTIN = "Payment terms are for a business with a GSTIN; others pay an advance."
NO_LINES = "A quote needs at least one line of goods."
VALID_PAST = "The quote must be valid until today or later."
DISPATCH_PAST = "The expected dispatch must be today or later."
NOT_REVISABLE = "Only a sent quote, or one whose customer asked for changes, gets a new revision."


@dataclass(frozen=True)
class LineIn:
    kind: str
    size: str
    quantity: int
    unit_price: Decimal
    reason: str = ""


@transaction.atomic
def quote_create(*, request: QuoteRequest, actor: User) -> Quote:
    """A quote for a request, numbered now, with a first draft priced from the price breaks."""
    request = QuoteRequest.objects.select_for_update().get(pk=request.pk)
    today = timezone.localdate()
    year, sequence, number = take_quote_number(day=today)
    quote = Quote.objects.create(
        number=number,
        financial_year=year,
        sequence=sequence,
        request=request,
        customer_id=request.customer_id,
        created_by=actor,
    )
    prices = list_prices(request=request, quantity=request.quantity)
    lines = [
        LineIn(kind=QuoteLine.Kind.GOODS, size=s["size"], quantity=s["quantity"], unit_price=prices.unit)
        for s in request.sizes
    ]
    lines += [
        LineIn(kind=QuoteLine.Kind.SETUP, size=label, quantity=1, unit_price=amount)
        for label, amount in setup_for_method(request.product_type.print_method, prices.setup).items()
    ]
    revision = QuoteRevision(
        quote=quote,
        number=1,
        created_by=actor,
        valid_until=today + timedelta(days=VALID_DAYS),
        dispatch_by=today + timedelta(days=DISPATCH_DAYS),
        advance_percent=DEFAULT_ADVANCE,
    )
    _price(revision, request, lines)
    if request.status != QuoteRequest.Status.QUOTED:
        request.status = QuoteRequest.Status.QUOTED
        request.save(update_fields=["status"])
    return quote


def _listed(line: LineIn, prices: ListPrice) -> Decimal:
    return prices.setup_price(line.size) if line.kind == QuoteLine.Kind.SETUP else prices.unit


def _check_lines(lines: list[LineIn], prices: ListPrice, errors: FieldErrors) -> None:
    if not any(line.kind == QuoteLine.Kind.GOODS for line in lines):
        errors.add("lines", NO_LINES)
    for i, line in enumerate(lines):
        listed = _listed(line, prices)
        if rupees(line.unit_price) != listed and not line.reason.strip():
            errors.add(f"lines.{i}.reason", REASON_NEEDED.format(price=f"Rs {listed}"))
        if line.quantity < 1:
            errors.add(f"lines.{i}.quantity", "At least 1.")
        if line.unit_price < 0:
            errors.add(f"lines.{i}.unit_price", "Not below zero.")


def _price(revision: QuoteRevision, request: QuoteRequest, lines: list[LineIn]) -> None:
    """Store the revision's lines with their list prices and its sums (the invoice's GST split)."""
    goods_quantity = sum(ln.quantity for ln in lines if ln.kind == QuoteLine.Kind.GOODS)
    prices = list_prices(request=request, quantity=max(goods_quantity, 1))
    errors = FieldErrors()
    _check_lines(lines, prices, errors)
    errors.raise_if_any()
    values = [
        LineValue(
            size=ln.size,
            quantity=ln.quantity,
            unit_price=rupees(ln.unit_price),
            setup=ln.kind == QuoteLine.Kind.SETUP,
        )
        for ln in lines
    ]
    tax = quote_tax(
        product_type=request.product_type,
        colour_name=request.colour_name,
        lines=values,
        delivery=rupees(revision.delivery),
        pin_code=request.ship_pin_code,
        state=request.ship_state,
    )
    split = tax.split
    by_kind = {kind: Decimal("0.00") for kind in QuoteLine.Kind.values}
    for value, line in zip(values, lines, strict=True):
        by_kind[line.kind] += value.unit_price * value.quantity
    revision.goods, revision.setup = by_kind[QuoteLine.Kind.GOODS], by_kind[QuoteLine.Kind.SETUP]
    for name in ("total", "taxable", "cgst", "sgst", "igst"):
        setattr(revision, name, from_paise(getattr(split, name)))
    revision.place_of_supply = tax.place_of_supply
    revision.tax_rows = [tax_row(row) for row in split.rows]
    revision.save()
    revision.lines.all().delete()
    QuoteLine.objects.bulk_create(
        QuoteLine(
            revision=revision,
            kind=ln.kind,
            size=ln.size,
            quantity=ln.quantity,
            unit_price=rupees(ln.unit_price),
            list_price=_listed(ln, prices),
            tier=prices.tier,
            reason=ln.reason.strip(),
        )
        for ln in lines
    )


@transaction.atomic
def quote_revision_save(
    *,
    quote: Quote,
    actor: User,
    lines: list[LineIn],
    delivery: Decimal,
    valid_until: date,
    dispatch_by: date,
    advance_percent: Decimal,
    terms_days: int,
    note: str = "",
) -> QuoteRevision:
    """Edit the quote's draft revision (a sent one is never edited). A setup charge at quantity 0 is
    removed (the desk drops a charge the job does not need)."""
    quote = Quote.objects.select_for_update().get(pk=quote.pk)
    revision = quote.latest
    if quote.status != QuoteStatus.DRAFT or revision.sent_at is not None:
        raise ApplicationError(NOT_DRAFT, status=ErrorStatus.CONFLICT)
    errors = FieldErrors()
    if terms_days and not quote.request.business_gstin:
        errors.add("terms_days", TERMS_NEED_GSTIN)
    if valid_until < timezone.localdate():
        errors.add("valid_until", VALID_PAST)
    if dispatch_by < timezone.localdate():
        errors.add("dispatch_by", DISPATCH_PAST)
    errors.raise_if_any()
    revision.delivery = rupees(delivery)
    revision.valid_until = valid_until
    revision.dispatch_by = dispatch_by
    revision.advance_percent = rupees(advance_percent)
    revision.terms_days = terms_days
    revision.note = note.strip()
    kept = [ln for ln in lines if not (ln.kind == QuoteLine.Kind.SETUP and ln.quantity == 0)]
    _price(revision, quote.request, kept)
    return revision


@transaction.atomic
def quote_send(*, quote: Quote, actor: User) -> QuoteRevision:
    """Freeze the draft revision, draw its PDF and e-mail the customer the quote page's link."""
    quote = Quote.objects.select_for_update().get(pk=quote.pk)
    revision = quote.latest
    if quote.status != QuoteStatus.DRAFT:
        raise ApplicationError(NOT_DRAFT, status=ErrorStatus.CONFLICT)
    if revision.valid_until < timezone.localdate():
        raise FieldErrors.single("valid_until", VALID_PAST)
    if revision.dispatch_by < timezone.localdate():
        raise FieldErrors.single("dispatch_by", DISPATCH_PAST)
    revision.sent_at = timezone.now()
    revision.pdf.save("quote.pdf", ContentFile(render_quote(revision)), save=False)
    revision.save(update_fields=["sent_at", "pdf"])
    quote.status = QuoteStatus.SENT
    quote.save(update_fields=["status"])
    quote_email(quote=quote, revision=revision)
    return revision


@transaction.atomic
def quote_revise(*, quote: Quote, actor: User) -> QuoteRevision:
    """A new draft revision, a copy of the latest: the earlier ones stay as they were."""
    quote = Quote.objects.select_for_update().get(pk=quote.pk)
    if quote.status == QuoteStatus.ACCEPTED:
        raise ApplicationError(ACCEPTED, status=ErrorStatus.CONFLICT)
    if quote.status == QuoteStatus.DRAFT:
        raise ApplicationError(NOT_REVISABLE, status=ErrorStatus.CONFLICT)
    latest = quote.latest
    today = timezone.localdate()
    revision = QuoteRevision(
        quote=quote,
        number=latest.number + 1,
        created_by=actor,
        valid_until=max(latest.valid_until, today + timedelta(days=VALID_DAYS)),
        dispatch_by=latest.dispatch_by,
        advance_percent=latest.advance_percent,
        terms_days=latest.terms_days,
        delivery=latest.delivery,
        note=latest.note,
    )
    lines = [
        LineIn(kind=ln.kind, size=ln.size, quantity=ln.quantity, unit_price=ln.unit_price, reason=ln.reason)
        for ln in latest.lines.all()
    ]
    _price(revision, quote.request, lines)
    quote.status = QuoteStatus.DRAFT
    quote.save(update_fields=["status"])
    return revision
