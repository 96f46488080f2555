"""The money rules (DESIGN.md "Money rules") as one pure function: no database, no request.

The storefront shows this function's answer live (through the quote call) and the server runs it
again when it stores an order, so a client's total is never trusted. The rules' numbers (MoneyRules,
with their defaults) live in core.catalogue.money_rules; the admin team edits them.
"""

from dataclasses import dataclass, field
from decimal import Decimal

from core.catalogue.money_rules import MoneyRules
from core.common.money import rupees
from core.orders.placing.cash_on_delivery import cod_allowed
from core.orders.placing.promotion_rules import (
    CodeRefused,
    Line,
    OfferRule,
    VoucherRule,
    apply_offers,
    free_shipping_offer,
    voucher_discount,
)

HUNDRED = Decimal(100)
ZERO = Decimal("0.00")
CLUB_CODE = "CLUB10"


@dataclass(frozen=True)
class PriceLine:
    unit_price: Decimal
    quantity: int
    product_type: int | None = None  # its product type's pk, for the offers and vouchers that choose


@dataclass(frozen=True)
class Quote:
    subtotal: Decimal
    discount_code: str
    discount_amount: Decimal
    online_discount: Decimal
    shipping: Decimal
    total: Decimal
    cod_allowed: bool
    notes: list[str] = field(default_factory=list)
    cod_fee: Decimal = ZERO  # after shipping, in the total; only on a cash-on-delivery order
    offer_name: str = ""  # the automatic offers that took something off, joined by " + "
    offer_discount: Decimal = ZERO  # before the code's discount


__all__ = ["CodeRefused", "PriceLine", "Quote", "UnknownCode", "quote"]


class UnknownCode(ValueError):
    pass


def _percent(amount: Decimal, percent: Decimal) -> Decimal:
    return rupees(amount * percent / HUNDRED)


def quote(
    *,
    lines: list[PriceLine],
    rules: MoneyRules,
    code: str = "",
    payment_method: str = "cod",
    club_first_order: bool = False,
    voucher: VoucherRule | None = None,
    offers: tuple[OfferRule, ...] | list[OfferRule] = (),
) -> Quote:
    """Price an order.

    In this order (each step on what the one before left):
    - line price = unit price x quantity (the unit prices are already at the business orders'
      quantity breaks, breaks.py);
    - the automatic offers (`offers`, promotion_rules.py): "buy N, the cheapest free / at X% off"
      and a festival's percent off, on their product types, each on the bag's prices;
    - one code discount at most, on the goods after the offers: the promo code (FEST15, 15%), an
      owner's voucher (`voucher`, when its code was typed: percent or rupees off its product
      types, its minimum order judged after the offers; refused with the reason, CodeRefused) or,
      on a club member's first order, the club's 10%; a typed code wins over the club discount;
    - UPI payment of an order under the online-discount limit takes a further 5% off;
    - shipping is free when the goods come to more than Rs 999, or reach a running free-shipping
      offer's value, else the flat fee;
    - cash on delivery only when the total is below Rs 5000;
    - a cash-on-delivery order adds the money rules' COD fee after shipping (Rs 0 by default).
    The discounts known at the sale all reduce the taxable value (core/invoices/tax.py).
    Raises UnknownCode for a code that is not the shop's, CodeRefused for one that does not apply.
    """
    subtotal = rupees(sum((line.unit_price * line.quantity for line in lines), ZERO))
    code = (code or "").strip().upper()
    notes: list[str] = []
    bag = [Line(line.unit_price, line.quantity, line.product_type) for line in lines]
    offered = apply_offers(bag, offers)
    if offered.discount:
        notes.append(f"{' + '.join(offered.names)}: - Rs {offered.discount}")
    base = subtotal - offered.discount
    if code:
        if code == rules.promo_code.upper():
            discount_code, discount = code, _percent(base, rules.promo_percent)
            notes.append(f"{code}: {rules.promo_percent.normalize():f}% off")
        elif voucher is not None and voucher.code.upper() == code:
            discount_code = code
            discount = voucher_discount(bag, voucher, offer_discount=offered.discount)
            notes.append(f"{code}: - Rs {discount}")
        else:
            raise UnknownCode(code)
    elif club_first_order:
        discount_code, discount = CLUB_CODE, _percent(base, rules.club_percent)
        notes.append(f"Club member's first order: {rules.club_percent.normalize():f}% off")
    else:
        discount_code, discount = "", ZERO
    after_code = base - discount
    online = ZERO
    if payment_method == "upi" and after_code < rules.online_discount_below:
        online = _percent(after_code, rules.online_discount_percent)
        notes.append(f"UPI payment: {rules.online_discount_percent.normalize():f}% off")
    goods = after_code - online
    free = free_shipping_offer(offers, goods)
    shipping = ZERO if goods > rules.free_shipping_over or not lines or free else rupees(rules.shipping_fee)
    if free and goods <= rules.free_shipping_over:
        notes.append(f"{free.name}: free shipping")
    total = max(goods + shipping, ZERO)
    cod_fee = rupees(rules.cod_fee) if payment_method == "cod" and lines and rules.cod_fee > 0 else ZERO
    return Quote(
        subtotal=subtotal,
        discount_code=discount_code,
        discount_amount=discount,
        online_discount=online,
        shipping=shipping,
        total=total + cod_fee,
        cod_allowed=cod_allowed(total=total, rules=rules),
        notes=notes,
        cod_fee=cod_fee,
        offer_name=" + ".join(offered.names)[:100],
        offer_discount=offered.discount,
    )
