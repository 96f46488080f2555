"""The single rules of placing an order, each small enough to test on its own.

Problems are collected per field in FieldErrors and raised together, so the customer sees every
one at once. Used by core.orders.placing_prices (checking and pricing) and core.orders.placing.

Reading chosen here (the specification is silent): the club's 10% is for a customer whose email
joined the newsletter and who has no earlier order that was not cancelled.
"""

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from core.accounts.models import User
from core.catalogue.models import Colour
from core.common.errors import ApplicationError
from core.content.models import NewsletterSignup
from core.orders.models import Order, OrderStatus, PaymentMethod
from core.orders.pricing import MoneyRules

CHECK_FIELDS = "Please check the highlighted fields."
MAX_LINES = 20
MAX_PIECES = 500
CUSTOM_SIZE_MIN, CUSTOM_SIZE_MAX = 6, 10
HEX_RE = re.compile(r"^#?([0-9a-fA-F]{6})$")
CUSTOM_SIZE_RE = re.compile(r"^(\d{1,3})\s*(?:XL)?$", re.I)


@dataclass
class FieldErrors:
    by_field: dict[str, list[str]] = field(default_factory=dict)

    def add(self, name: str, message: str) -> None:
        bucket = self.by_field.setdefault(name, [])
        if message not in bucket:
            bucket.append(message)

    def absorb(self, exc: ApplicationError, name: str) -> None:
        for key, messages in (exc.errors or {name: [exc.message]}).items():
            for message in messages:
                self.add(key, message)

    def raise_if_any(self) -> None:
        if self.by_field:
            if len(self.by_field) == 1:
                (messages,) = self.by_field.values()
                raise ApplicationError(messages[0], errors=self.by_field)
            raise ApplicationError(CHECK_FIELDS, errors=self.by_field)


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


def resolve_colour(value: str) -> tuple[str, str] | None:
    """A palette colour by name or hex, or any #RRGGBB; answers (name, #rrggbb)."""
    text = (value or "").strip()
    if not text:
        return None
    palette = list(Colour.objects.order_by("position").values_list("name", "hex"))
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


def check_payment(payment_method: str, errors: FieldErrors) -> str:
    method = (payment_method or "").strip().lower()
    if method not in PaymentMethod.values:
        errors.add("payment_method", "Choose cash on delivery or UPI.")
    return method


def cod_refusal(rules: MoneyRules) -> str:
    return f"Cash on delivery is only for orders below Rs {rules.cod_below.normalize():f}. Please pay by UPI."
