"""The money rules' numbers and their defaults (DESIGN.md "Money rules"), written once.

The admin team edits them in the one ShopSettings row (its field defaults come from here);
core.catalogue.selectors.money_rules reads them; core.orders.pricing.quote applies them.
"""

from dataclasses import dataclass, fields
from decimal import Decimal


@dataclass(frozen=True)
class MoneyRules:
    shipping_fee: Decimal = Decimal("79.00")
    free_shipping_over: Decimal = Decimal("999.00")
    cod_below: Decimal = Decimal("5000.00")
    online_discount_below: Decimal = Decimal("5000.00")
    online_discount_percent: Decimal = Decimal("5")
    promo_code: str = "FEST15"
    promo_percent: Decimal = Decimal("15")
    club_percent: Decimal = Decimal("10")
    # Cash on delivery that pays; the defaults change nothing: no fee, no first-order
    # limit (0 = none), no PIN code refused (a share of 0 = the rule is off).
    cod_fee: Decimal = Decimal("0.00")
    cod_first_order_above: Decimal = Decimal("0.00")
    cod_rto_percent: Decimal = Decimal("0")
    cod_rto_last: int = 50


DEFAULT_RULES = MoneyRules()
RULE_FIELDS = tuple(f.name for f in fields(MoneyRules))
