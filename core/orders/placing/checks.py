"""The single checks of an order, each small enough to test on its own.

Problems are collected per field in core.common.errors.FieldErrors and raised together, so the
customer sees every one at once. Used by price_check.py (checking and pricing what is asked for) and
services.py (placing it).

Readings chosen here (the specification is silent):
- The club's 10% is for a customer whose email joined the newsletter and who has no earlier order
  that was not cancelled.
- A custom size is written as a number of XL, 6XL to 10XL ('More than 5XL' in the form).
- Products without sizes (flags, posters, mugs...) have one line, size "Standard".
"""

import re
from collections.abc import Sequence

from core.accounts.models import User
from core.catalogue.models import CatalogueItem, ProductType
from core.catalogue.selectors import colours, studio_size_codes
from core.common.errors import ApplicationError, FieldErrors
from core.common.images import PRINT_FILE_MAX_BYTES, CleanImage, check_image
from core.common.pincode_directory import state_mismatch
from core.content.models import NewsletterSignup
from core.orders.models import Order, OrderStatus, PaymentMethod

MAX_LINES = 20
MAX_PIECES = 500
MAX_INSTRUCTIONS = 1000
CUSTOM_SIZE_MIN, CUSTOM_SIZE_MAX = 6, 10
STANDARD_SIZE = "Standard"
HEX_RE = re.compile(r"^#?([0-9a-fA-F]{6})$")
CUSTOM_SIZE_RE = re.compile(r"^(\d{1,3})\s*(?:XL)?$", re.I)
# The UTR (Unique Transaction Reference) NPCI gives every UPI payment: 12 digits, shown by the payer's
# UPI app after paying. Bank statements print it, so core.banking matches the credit to the order by it.
UPI_REF_RE = re.compile(r"^[0-9]{12}$")
BAD_UTR = "Enter the 12-digit UTR your UPI app shows after paying, or leave it empty."

NO_ADDRESS = "Please add your shipping address (area, city, state and pin code) before ordering."
NO_DESIGN = "Please add a design to the front or the back."


def club_first_order(*, customer: User | None) -> bool:
    """A club member (email on the newsletter list) with no earlier order that went ahead."""
    if customer is None or not getattr(customer, "is_authenticated", False) or not customer.email:
        return False
    if not NewsletterSignup.objects.filter(email__iexact=customer.email.strip()).exists():
        return False
    return not Order.objects.filter(customer=customer).exclude(status=OrderStatus.CANCELLED).exists()


def normalise_size(value: str, *, studio_sizes: Sequence[str]) -> str | None:
    """A studio size (S..5XL) as written, or a custom size 6XL..10XL; None when not valid."""
    text = (value or "").strip()
    for code in studio_sizes:
        if text.upper() == code.upper():
            return code
    match = CUSTOM_SIZE_RE.match(text)
    if match and CUSTOM_SIZE_MIN <= int(match.group(1)) <= CUSTOM_SIZE_MAX:
        return f"{int(match.group(1))}XL"
    return None


def item_size(allowed: Sequence[str], size: str) -> str | None:
    """One of a catalogue item's own sizes, whatever the case; None when it has no such size."""
    wanted = (size or "").strip().upper()
    return next((c for c in allowed if c.upper() == wanted), None)


def resolve_colour(value: str) -> tuple[str, str] | None:
    """A palette colour by name or hex, or any #RRGGBB; answers (name, #rrggbb)."""
    text = (value or "").strip()
    if not text:
        return None
    palette = list(colours().values_list("name", "hex"))
    for name, hex_ in palette:
        if text.lower() == name.lower():
            return name, hex_.lower()
    match = HEX_RE.match(text)
    if not match:
        return None
    hex_ = f"#{match.group(1).lower()}"
    for name, palette_hex in palette:
        if palette_hex.lower() == hex_:
            return name, hex_
    return f"Custom {hex_.upper()}", hex_


def check_quantity(value, errors: FieldErrors, name: str) -> int | None:
    try:
        qty = int(value)
        if isinstance(value, bool) or str(value).strip() != str(qty):
            raise ValueError
    except (TypeError, ValueError):
        errors.add(name, "Enter a whole number of pieces.")
        return None
    if qty < 1:
        errors.add(name, "The quantity must be at least 1.")
        return None
    return qty


def check_counts(lines: list[tuple[str, int]], errors: FieldErrors, name: str = "sizes") -> None:
    if not lines:
        errors.add(name, "Please choose at least one size and quantity.")
    elif len(lines) > MAX_LINES:
        errors.add(name, f"At most {MAX_LINES} sizes in one order.")
    elif sum(q for _, q in lines) > MAX_PIECES:
        errors.add(name, f"At most {MAX_PIECES} pieces in one order; for more, send us a bulk enquiry.")


def _size_code(size: str, ptype: ProductType, item, allowed, errors: FieldErrors) -> str | None:
    if allowed is None:
        if (size or "").strip() not in ("", STANDARD_SIZE):
            errors.add("sizes", f"{ptype.name} comes in one size.")
            return None
        return STANDARD_SIZE
    if item is not None:
        code = item_size(allowed, size)
        if code is None:
            errors.add("sizes", f"{item.name} comes in {', '.join(allowed)}.")
        return code
    code = normalise_size(size, studio_sizes=allowed)
    if code is None:
        errors.add(
            "sizes",
            "Please choose a size."
            if not (size or "").strip()
            else f"'{size}' is not a size we print: choose S to 5XL, or a custom size of at least 6.",
        )
    return code


def check_design_lines(
    raw_lines: list, *, product_type: ProductType | None, item: CatalogueItem | None, errors: FieldErrors
) -> list[tuple[str, int]]:
    """Each (size, quantity) of a design or an item checked; a one-size product's lines add up, a
    garment's size is listed once."""
    ptype = product_type
    if item is not None:
        allowed = [s.code for s in item.sizes.all()]
    elif ptype is not None and ptype.has_sizes:
        allowed = studio_size_codes()
    else:
        allowed = None  # one size
    checked: list[tuple[str, int]] = []
    seen: set[str] = set()
    for size, qty_raw in raw_lines:
        qty = check_quantity(qty_raw, errors, "quantity")
        code = _size_code(size, ptype, item, allowed, errors) if ptype is not None else None
        if code is None:
            continue
        if code in seen:
            if allowed is None:
                checked = [(c, q + (qty or 0)) for c, q in checked]
            else:
                errors.add("sizes", f"Size {code} is listed twice; change its quantity instead.")
            continue
        seen.add(code)
        if qty is not None:
            checked.append((code, qty))
    if not raw_lines:
        check_counts([], errors)
    elif not errors.by_field:
        check_counts(checked, errors)
    return checked


def check_payment(payment_method: str, errors: FieldErrors) -> str:
    method = (payment_method or "").strip().lower()
    if method not in PaymentMethod.values:
        errors.add("payment_method", "Choose cash on delivery or UPI.")
    return method


def check_address(customer: User, errors: FieldErrors) -> None:
    """The order ships to the customer's address, so it must be there."""
    if not all((customer.area, customer.city, customer.state, customer.pin_code)):
        errors.add("address", NO_ADDRESS)
    elif problem := state_mismatch(customer.state, customer.pin_code):  # saved before the check
        errors.add("state", problem)


def check_upi_reference(value: str, method: str, errors: FieldErrors) -> str:
    """A UPI order's UTR, optional: exactly 12 digits (spaces the app shows between groups are dropped)."""
    ref = "".join((value or "").split())
    if ref and method != PaymentMethod.UPI:
        return ""
    if ref and not UPI_REF_RE.match(ref):
        errors.add("upi_reference", BAD_UTR)
    return ref


def check_instructions(value: str, errors: FieldErrors) -> str:
    text = (value or "").strip()
    if len(text) > MAX_INSTRUCTIONS:
        errors.add("instructions", f"Special instructions can be at most {MAX_INSTRUCTIONS} characters.")
    return text


def check_designs(
    designs: dict[str, bytes | None], errors: FieldErrors, *, required: bool
) -> dict[str, CleanImage]:
    """The uploaded front and back designs, each checked whole (decoded once; the print file is made from
    it after the order is stored: pictures/services.py); a studio order needs at least one."""
    images: dict[str, CleanImage] = {}
    for side, data in designs.items():
        if data is None:
            continue
        try:
            images[side] = check_image(data, field=side, max_bytes=PRINT_FILE_MAX_BYTES)
        except ApplicationError as exc:
            errors.absorb(exc, side)
    if required and all(data is None for data in designs.values()):
        errors.add("design", NO_DESIGN)
    return images
