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

HUNDRED = Decimal(100)
ZERO = Decimal("0.00")
CLUB_CODE = "CLUB10"


@dataclass(frozen=True)
class PriceLine:
    unit_price: Decimal
    quantity: int


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
) -> Quote:
    """Price an order.

    - line price = unit price x quantity;
    - one code discount at most: the promo code (FEST15, 15%) or, on a club member's first
      order, the club's 10%; a typed code wins over the club discount;
    - UPI payment of an order under the online-discount limit takes a further 5% off;
    - shipping is free when the goods come to more than Rs 999, else the flat fee;
    - cash on delivery only when the total is below Rs 5000;
    - a cash-on-delivery order adds the money rules' COD fee after shipping (Rs 0 by default).
    Raises UnknownCode for a code that is not the shop's.
    """
    subtotal = rupees(sum((line.unit_price * line.quantity for line in lines), ZERO))
    code = (code or "").strip().upper()
    notes: list[str] = []
    if code:
        if code != rules.promo_code.upper():
            raise UnknownCode(code)
        discount_code, discount = code, _percent(subtotal, rules.promo_percent)
        notes.append(f"{code}: {rules.promo_percent.normalize():f}% off")
    elif club_first_order:
        discount_code, discount = CLUB_CODE, _percent(subtotal, rules.club_percent)
        notes.append(f"Club member's first order: {rules.club_percent.normalize():f}% off")
    else:
        discount_code, discount = "", ZERO
    after_code = subtotal - discount
    online = ZERO
    if payment_method == "upi" and after_code < rules.online_discount_below:
        online = _percent(after_code, rules.online_discount_percent)
        notes.append(f"UPI payment: {rules.online_discount_percent.normalize():f}% off")
    goods = after_code - online
    shipping = ZERO if goods > rules.free_shipping_over or not lines else rupees(rules.shipping_fee)
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
    )
