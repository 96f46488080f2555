"""A customer's quote request from /bulk: every field checked at once, the artwork re-encoded, and
for a visitor an account made as registration makes one (core/accounts/services.py::customer_register,
the same fields and messages), logged in so they find the request under their account."""

from dataclasses import dataclass, field
from datetime import date

from django.conf import settings
from django.contrib.auth import login
from django.core.files.base import ContentFile
from django.db import transaction
from django.http import HttpRequest
from django.utils import timezone

from core.accounts.models import User
from core.accounts.services import address_clean, customer_register
from core.catalogue.models import Colour, ProductType, Size
from core.common.errors import REQUIRED, ApplicationError, FieldErrors
from core.common.images import clean_image
from core.orders.models import Order
from core.orders.placing.business import order_business_clean
from core.quotes.models import Position, QuoteRequest
from core.quotes.selectors import needed_by_check

MINIMUM_PIECES = 10  # a bulk order starts at ten pieces, as the bulk enquiry did
MAX_PIECES = 100_000
CHECK = "Please check the highlighted fields."
ART_OR_DESIGN = "Upload your artwork or choose one of your studio designs."
NOT_YOUR_DESIGN = "Choose one of your own studio designs."
PAST = "Choose a date from today on."


@dataclass
class RequestIn:
    product: str
    colour: str
    sizes: list[tuple[str, int]]
    positions: list[str]
    needed_by: date | None
    address: dict[str, str]
    notes: str = ""
    business: dict[str, str] | None = None
    design_order_id: str = ""
    account: dict[str, str] = field(default_factory=dict)


def _product(slug: str, errors: FieldErrors) -> ProductType | None:
    found = ProductType.objects.filter(slug=slug, customisable=True).first()
    if found is None:
        errors.add("product", "Choose a product from the list.")
    return found


def _sizes(product: ProductType | None, sizes: list[tuple[str, int]], errors: FieldErrors) -> list[dict]:
    known = set(Size.objects.values_list("code", flat=True)) if product and product.has_sizes else None
    rows, seen = [], set()
    for size, quantity in sizes:
        size = (size or "").strip() or "One size"
        if known is not None and size not in known or size in seen:
            errors.add("sizes", f"Size {size} is not one of ours, or is given twice.")
        elif not isinstance(quantity, int) or quantity < 1:
            errors.add("sizes", f"Give a number of pieces of size {size}.")
        else:
            seen.add(size)
            rows.append({"size": size, "quantity": quantity})
    total = sum(r["quantity"] for r in rows)
    if not errors.by_field.get("sizes") and not MINIMUM_PIECES <= total <= MAX_PIECES:
        errors.add("sizes", f"A bulk order is at least {MINIMUM_PIECES} pieces in all.")
    return rows


def _design(customer: User | None, order_id: str, errors: FieldErrors) -> Order | None:
    if not order_id:
        return None
    found = None
    if customer is not None:
        found = Order.objects.filter(
            customer=customer, order_id=order_id, editable_design__isnull=False
        ).first()
    if found is None:
        errors.add("design_order_id", NOT_YOUR_DESIGN)
    return found


def _absorb(errors: FieldErrors, check, *args, **kwargs):
    try:
        return check(*args, **kwargs)
    except ApplicationError as exc:
        for name, messages in exc.errors.items():
            for message in messages:
                errors.add(name, message)
        return None


def _prefixed(check, prefix: str):
    def run(*args, **kwargs):
        try:
            return check(*args, **kwargs)
        except ApplicationError as exc:
            errors = {f"{prefix}.{k}": v for k, v in exc.errors.items()} or {prefix: [exc.message]}
            raise ApplicationError(exc.message, errors=errors, status=exc.status) from None

    return run


@transaction.atomic
def quote_request_create(
    *, http_request: HttpRequest, customer: User | None, data: RequestIn, artwork: bytes | None
) -> QuoteRequest:
    errors = FieldErrors()
    product = _product(data.product, errors)
    colour = Colour.objects.filter(name=data.colour).first()
    if colour is None:
        errors.add("colour", "Choose a colour from the palette.")
    sizes = _sizes(product, data.sizes, errors)
    positions = [p for p in dict.fromkeys(data.positions) if p in Position.values]
    if not positions or len(positions) != len(data.positions):
        errors.add("positions", "Choose where to print: front, back or a sleeve.")
    if data.needed_by is None:
        errors.add("needed_by", REQUIRED)
    elif data.needed_by < timezone.localdate():
        errors.add("needed_by", PAST)
    address = _absorb(errors, _prefixed(address_clean, "address"), fields=data.address)
    business = _absorb(errors, order_business_clean, data.business)
    design = _design(customer, data.design_order_id, errors)
    image = None
    if artwork:
        image = _absorb(errors, clean_image, artwork, field="artwork")
    elif design is None and "design_order_id" not in errors.by_field:
        errors.add("artwork", ART_OR_DESIGN)
    errors.raise_if_any(CHECK)
    if customer is None:
        account = data.account
        register = _prefixed(customer_register, "account")
        customer = register(
            name=account.get("name", ""),
            phone_number=account.get("phone_number", ""),
            email=account.get("email", ""),
            password=account.get("password", ""),
            confirm_password=account.get("confirm_password", ""),
            **address,
        )
        # logged in as registration then log-in would (core/accounts/services.py::user_login)
        login(http_request, customer, backend="django.contrib.auth.backends.ModelBackend")
        http_request.session.set_expiry(settings.SESSION_COOKIE_AGE)
    when = needed_by_check(pincode=address["pin_code"], needed_by=data.needed_by)
    request = QuoteRequest(
        customer=customer,
        product_type=product,
        colour_name=colour.name,
        colour_hex=colour.hex,
        sizes=sizes,
        quantity=sum(s["quantity"] for s in sizes),
        positions=positions,
        design_order=design,
        needed_by=data.needed_by,
        earliest_delivery=when.earliest,
        date_possible=when.possible,
        notes=(data.notes or "").strip(),
        **{f"ship_{name}": value for name, value in address.items()},
        **(business or {}),
    )
    if image is not None:
        request.artwork.save("artwork.png", ContentFile(image.png), save=False)
    request.save()
    return request
