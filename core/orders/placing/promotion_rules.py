"""Vouchers and automatic offers as the pricing function reads them: plain values, no database.

core.promotions keeps them (the owner's codes and offers) and hands them to the placing code through
settings.PROMOTIONS_READER; pricing.py::quote applies them in its documented order. What a voucher
needs that depends on the database (its dates, its uses, the customer's first order) is judged
before (core.promotions.selectors), and arrives here as `refusal`; what depends on the bag (the
minimum order, the product types) is judged here, so the bag's live price and the order agree.
"""

from dataclasses import dataclass, field
from decimal import Decimal

from core.common.admin_money import indian_grouping
from core.common.money import paise, rupees

HUNDRED = Decimal(100)
ZERO = Decimal("0.00")


class CodeRefused(ValueError):
    """A code the shop knows that does not apply to this bag; the message says why."""


def rs(amount: Decimal) -> str:
    """'Rs 1,23,456' (or 'Rs 120.50' when there are paise), as the refusals word amounts."""
    whole, part = divmod(paise(amount), 100)
    return f"Rs {indian_grouping(whole)}" + (f".{part:02d}" if part else "")


@dataclass(frozen=True)
class Line:
    """One bag line as the promotions read it: its unit price, quantity and product type (a pk)."""

    unit_price: Decimal
    quantity: int
    product_type: int | None = None


@dataclass(frozen=True)
class VoucherRule:
    code: str
    percent: Decimal = ZERO  # percent off the lines it applies to, or
    amount: Decimal = ZERO  # rupees off them (at most their value)
    product_types: frozenset[int] = frozenset()  # empty: every product type
    min_order: Decimal = ZERO  # of the lines it applies to, after the offers
    min_quantity: int = 0
    combinable: bool = True  # with the automatic offers
    refusal: str = ""  # a reason found before the bag (dates, uses, first order)

    def applies_to(self, line: Line) -> bool:
        return not self.product_types or line.product_type in self.product_types


class OfferKind:
    BUY_N = "buy_n"  # buy `quantity`, the cheapest `free_count` at `percent` off (100: free)
    FREE_SHIPPING = "free_shipping"  # no shipping fee when the goods come to `min_order` or more
    FESTIVAL = "festival"  # `percent` off the chosen product types, for the festival's dates


@dataclass(frozen=True)
class OfferRule:
    name: str
    kind: str
    percent: Decimal = ZERO
    quantity: int = 0
    product_types: frozenset[int] = frozenset()
    min_order: Decimal = ZERO

    def applies_to(self, line: Line) -> bool:
        return not self.product_types or line.product_type in self.product_types


@dataclass
class OfferResult:
    discount: Decimal = ZERO
    names: list[str] = field(default_factory=list)
    free_shipping: bool = False


def _units(lines: list[Line], rule: OfferRule) -> list[Decimal]:
    return sorted(u.unit_price for u in lines if rule.applies_to(u) for _ in range(u.quantity))


def _buy_n(lines: list[Line], rule: OfferRule) -> Decimal:
    """Every `quantity` pieces of the chosen types, the cheapest of them at `percent` off: the
    cheapest pieces of the bag are the ones taken, one per full group (a shopper's reading of
    "buy 3, get the cheapest free": 6 tees give 2 free, the 2 cheapest)."""
    if rule.quantity < 2:
        return ZERO
    units = _units(lines, rule)
    free = units[: len(units) // rule.quantity]
    return rupees(sum(free, ZERO) * rule.percent / HUNDRED)


def _festival(lines: list[Line], rule: OfferRule) -> Decimal:
    value = sum((u.unit_price * u.quantity for u in lines if rule.applies_to(u)), ZERO)
    return rupees(value * rule.percent / HUNDRED)


def apply_offers(lines: list[Line], offers: tuple[OfferRule, ...] | list[OfferRule]) -> OfferResult:
    """The automatic offers, in the order given (the owner's, oldest first), each on the bag's
    prices; their sum never passes the goods' value."""
    result = OfferResult()
    goods = rupees(sum((u.unit_price * u.quantity for u in lines), ZERO))
    for rule in offers:
        if rule.kind == OfferKind.FREE_SHIPPING:
            continue  # judged on the goods after every discount (pricing.py)
        off = _buy_n(lines, rule) if rule.kind == OfferKind.BUY_N else _festival(lines, rule)
        off = min(off, goods - result.discount)
        if off > 0:
            result.discount += off
            result.names.append(rule.name)
    return result


def free_shipping_offer(offers, goods: Decimal) -> OfferRule | None:
    """The first free-shipping offer the goods (after every discount) reach."""
    return next(
        (o for o in offers if o.kind == OfferKind.FREE_SHIPPING and goods >= o.min_order and goods > 0), None
    )


def voucher_discount(lines: list[Line], voucher: VoucherRule, *, offer_discount: Decimal) -> Decimal:
    """What a voucher takes off the lines it applies to, after the offers (pro rata to the lines'
    share of them); raises CodeRefused with the reason when it does not apply."""
    if voucher.refusal:
        raise CodeRefused(voucher.refusal)
    if offer_discount > 0 and not voucher.combinable:
        raise CodeRefused(f"{voucher.code} cannot be used with the offers already in your bag.")
    chosen = [u for u in lines if voucher.applies_to(u)]
    if not chosen:
        raise CodeRefused(f"{voucher.code} is not for the products in your bag.")
    goods = sum((u.unit_price * u.quantity for u in lines), ZERO)
    value = sum((u.unit_price * u.quantity for u in chosen), ZERO)
    # the offers' discount, shared by the chosen lines in proportion to their value
    value = rupees(value - (offer_discount * value / goods if goods else ZERO))
    pieces = sum(u.quantity for u in chosen)
    if value < voucher.min_order:
        raise CodeRefused(
            f"{voucher.code} needs an order of {rs(voucher.min_order)} or more; "
            f"add {rs(voucher.min_order - value)} more"
        )
    if pieces < voucher.min_quantity:
        more = voucher.min_quantity - pieces
        raise CodeRefused(
            f"{voucher.code} needs {voucher.min_quantity} pieces or more; add {more} more "
            f"{'piece' if more == 1 else 'pieces'}."
        )
    off = rupees(value * voucher.percent / HUNDRED) if voucher.percent else rupees(voucher.amount)
    return max(min(off, value), ZERO)
