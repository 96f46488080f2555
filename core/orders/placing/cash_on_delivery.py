"""Cash on delivery, decided here and only here: allowed for orders below the money rules'
`cod_below` (Rs 5000 by default, DESIGN.md "Money rules"); above it the customer pays by UPI.

The pure pricing function (pricing.py) reports `cod_allowed` in every quote, so the storefront can
offer or hide the choice; placing an order (services.py) refuses a COD order above the limit with
`cod_refusal`'s words."""

from decimal import Decimal

from core.catalogue.money_rules import MoneyRules
from core.common.errors import FieldErrors
from core.orders.models import PaymentMethod


def cod_allowed(*, total: Decimal, rules: MoneyRules) -> bool:
    """Cash on delivery only for orders below Rs 5000 (rules.cod_below)."""
    return total < rules.cod_below


def cod_refusal(rules: MoneyRules) -> str:
    return f"Cash on delivery is only for orders below Rs {rules.cod_below.normalize():f}. Please pay by UPI."


def cod_check(*, payment_method: str, total: Decimal, rules: MoneyRules, errors: FieldErrors) -> None:
    """A cash-on-delivery order must be below the limit."""
    if payment_method == PaymentMethod.COD and not cod_allowed(total=total, rules=rules):
        errors.add("payment_method", cod_refusal(rules))
