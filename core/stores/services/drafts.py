"""A store's drafts: the desk's form filled for it to check and send (desk.py makes the store), from an
accepted quote or as a copy of another store with new dates.

From a quote: the
quote's customer as the organiser (with its business and GSTIN), its product in its colour and the
sizes of its goods lines as the store's one design, the quote's quantity as the expected pieces,
and the price per piece at or above the shop's price break for that quantity.

Readings (the shop's own):
- A copy keeps the store's designs, prices, minimums and choices; it opens at the next full hour
  and stays open as long as the store it copies did, under a new address (its own with "-2",
  "-3"...). It is stored as a draft the desk edits and opens (draft_stores.py).
- The price a buyer pays is the quote's dearest goods price per piece, raised to the price break
  for the expected quantity when the quote priced under it (desk.py refuses a price under it).
- The minimum to print is where that price break starts (a store printed at its minimum is still
  priced by that break); without breaks, the quote's quantity.
- The design's picture is the quote's: the studio design its request chose, else its artwork, on
  each face the request prints (front and back: both, so the break's two-sided column)."""

from datetime import timedelta

from django.db import transaction
from django.utils import timezone
from django.utils.text import slugify

from core.catalogue.tiers import tier_for
from core.common.errors import ApplicationError, ErrorStatus, FieldErrors
from core.common.images import clean_image
from core.common.money import rupees
from core.orders.placing.breaks import bulk_price, tiers_of
from core.quotes.models import Quote, QuoteLine, QuoteStatus
from core.stores.models import Delivery, Store
from core.studio.services import SHARE_PREVIEW_LIMITS, design_share_create

NO_QUOTE = "No quote has this number."
NOT_ACCEPTED = "Quote {number} is {status}: a store is made from an accepted quote only."
NO_PICTURE = "Quote {number} has no artwork or studio design to sell: make the store from scratch."
NO_GOODS = "Quote {number} has no goods lines to sell."
FIT = min(SHARE_PREVIEW_LIMITS.max_width, SHARE_PREVIEW_LIMITS.max_height)


def _picture(quote: Quote) -> bytes:
    request = quote.request
    source = request.design_order
    picture = source.front_image if source is not None and source.front_image else request.artwork
    if not picture:
        raise FieldErrors.single("quote_number", NO_PICTURE.format(number=quote.number))
    with picture.open("rb") as handle:
        return clean_image(handle.read(), field="quote_number", fit=FIT).png


def _share_token(quote: Quote) -> str:
    request = quote.request
    faces = [s for s in ("front", "back") if s in request.positions] or ["front"]
    layer = {"type": "image", "name": f"Quote {quote.number}"}
    share = design_share_create(
        product=request.product_type.slug,
        sleeve="",
        colour=request.colour_hex,
        design={face: {"objects": [layer]} for face in faces},
        preview=_picture(quote),
    )
    return share.token


def _quote(number: str) -> Quote:
    quote = (
        Quote.objects.select_related("request__product_type", "request__design_order", "customer")
        .filter(number=(number or "").strip())
        .first()
    )
    if quote is None:
        raise FieldErrors.single("quote_number", NO_QUOTE)
    if quote.status != QuoteStatus.ACCEPTED:
        message = NOT_ACCEPTED.format(number=quote.number, status=quote.get_status_display().lower())
        raise ApplicationError(message, status=ErrorStatus.CONFLICT, errors={"quote_number": [message]})
    return quote


@transaction.atomic
def store_draft_from_quote(*, number: str) -> dict:
    """The store's fields from accepted quote `number` (the desk's form prefilled, nothing stored
    but the design's picture as a studio share): opening now, closing in a week (IST, the desk moves
    them), the slug from the business or the customer's name."""
    quote = _quote(number)
    request = quote.request
    accepted = quote.revisions.filter(number=quote.accepted_revision).first()
    revision = accepted or quote.latest
    goods = [line for line in revision.lines.all() if line.kind == QuoteLine.Kind.GOODS]
    if not goods:
        raise FieldErrors.single("quote_number", NO_GOODS.format(number=quote.number))
    expected = sum(line.quantity for line in goods)
    ptype = request.product_type
    sides = 2 if {"front", "back"} <= set(request.positions) else 1
    floor = bulk_price(product_type=ptype, quantity=expected, sides=sides)
    tier = tier_for(tiers_of(ptype), expected)
    sizes = list(dict.fromkeys(line.size.strip().upper() for line in goods))
    now = timezone.now().replace(second=0, microsecond=0)
    organiser = quote.customer
    name = request.business_name or organiser.name or quote.number
    return {
        "title": f"{name} – {ptype.name}"[:80],
        "slug": (slugify(f"{name} {quote.number}")[:40].strip("-") or quote.number.lower()),
        "organiser_phone": organiser.phone_number,
        "business_name": request.business_name if request.business_gstin else "",
        "business_gstin": request.business_gstin,
        "quote_number": quote.number,
        "opens_at": now,
        "closes_at": now + timedelta(days=7),
        "delivery": Delivery.EACH,
        "designs": [
            {
                "title": ptype.name[:60],
                "share_token": _share_token(quote),
                "product": ptype.slug,
                "sleeve": "",
                "colours": [request.colour_name],
                "sizes": sizes,
                "price": rupees(max(max(line.unit_price for line in goods), floor.unit_price)),
                "expected": expected,
                "minimum": min(tier.min_quantity, expected) if tier else expected,
            }
        ],
    }


def _free_slug(slug: str) -> str:
    taken = set(Store.objects.filter(slug__startswith=slug[:30]).values_list("slug", flat=True))
    for n in range(2, 1000):
        candidate = f"{slug[:36].rstrip('-')}-{n}"
        if candidate not in taken:
            return candidate
    return slug


def store_draft_copy(*, store: Store) -> dict:
    """A store's copy: its designs and choices, new dates (opening at the next full hour, open as
    long as the store was) and a free address (the organiser's GSTIN and the quote kept; the
    password not: the desk gives the copy its own). draft_stores.py stores it as a draft."""
    opens = timezone.localtime().replace(minute=0, second=0, microsecond=0) + timedelta(hours=1)  # IST
    return {
        **store_form(store),
        "slug": _free_slug(store.slug),
        "opens_at": opens,
        "closes_at": opens + max(store.closes_at - store.opens_at, timedelta(hours=1)),
        "password": "",
    }


def store_form(store: Store) -> dict:
    """A store's fields as the desk's form has them (its draft's edit page)."""
    return {
        "title": store.title,
        "slug": store.slug,
        "organiser_phone": store.organiser.phone_number,
        "business_name": store.business_name,
        "business_gstin": store.business_gstin,
        "quote_number": store.quote.number if store.quote_id else "",
        "opens_at": store.opens_at,
        "closes_at": store.closes_at,
        "names_asked": store.names_asked,
        "numbers_asked": store.numbers_asked,
        "unique_numbers": store.unique_numbers,
        "delivery": store.delivery,
        "password": store.password,
        "allow_cod": store.allow_cod,
        "show_roster": store.show_roster,
        "designs": [
            {
                "title": d.title,
                "share_token": d.share_token,
                "product": d.product_type.slug,
                "sleeve": d.sleeve,
                "colours": [name for name, _ in d.colours],
                "sizes": list(d.sizes),
                "price": d.price,
                "expected": d.expected,
                "minimum": d.minimum,
            }
            for d in store.designs.select_related("product_type").order_by("position")
        ],
    }
