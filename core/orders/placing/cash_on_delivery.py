"""Cash on delivery, decided here and only here: allowed for orders below the money rules'
`cod_below` (Rs 5000 by default, DESIGN.md "Money rules"); above it the customer pays by UPI.

The pure pricing function (pricing.py) reports `cod_allowed` in every quote, so the storefront can
offer or hide the choice; placing an order (services.py) refuses a COD order above the limit with
`cod_refusal`'s words. The owner's further rules (all off by default) are checked when
an order is placed: no COD on a customer's first order above a value, and none to a PIN code (or
its first 3 digits) whose COD parcels came back undelivered too often (cod_check)."""

from decimal import Decimal

from core.accounts.models import User
from core.catalogue.money_rules import MoneyRules
from core.common.errors import FieldErrors
from core.orders.models import Order, OrderStatus, PaymentMethod
from core.orders.shipping.selectors import cod_rto_share

HUNDRED = Decimal(100)
PIN_PREFIX = 3  # the first 3 digits of a PIN code: its sorting district
RTO_MIN_COUNTED = 5  # fewer delivered-or-returned COD parcels than this say nothing yet


def cod_allowed(*, total: Decimal, rules: MoneyRules) -> bool:
    """Cash on delivery only for orders below Rs 5000 (rules.cod_below)."""
    return total < rules.cod_below


def cod_refusal(rules: MoneyRules) -> str:
    return f"Cash on delivery is only for orders below Rs {rules.cod_below.normalize():f}. Please pay by UPI."


def cod_first_order_refusal(rules: MoneyRules) -> str:
    limit = f"{rules.cod_first_order_above.normalize():f}"
    return f"Cash on delivery is not available on a first order above Rs {limit}. Please pay by UPI."


def cod_pin_refusal(pin_code: str) -> str:
    return (
        f"Cash on delivery is not available for PIN code {pin_code}: too many cash on delivery parcels "
        "there came back undelivered. Please pay by UPI."
    )


def _first_order(customer: User | None) -> bool:
    if customer is None or customer.pk is None:
        return True
    return not Order.objects.filter(customer=customer).exclude(status=OrderStatus.CANCELLED).exists()


def cod_pin_refused(*, pin_code: str, rules: MoneyRules) -> bool:
    """Whether the PIN code, or its prefix, returned more than rules.cod_rto_percent of its latest
    rules.cod_rto_last delivered-or-returned COD parcels (at least RTO_MIN_COUNTED of them)."""
    pin_code = (pin_code or "").strip()
    if not rules.cod_rto_percent or len(pin_code) != 6 or not pin_code.isdigit():
        return False
    for area in (pin_code, pin_code[:PIN_PREFIX]):
        returned, counted = cod_rto_share(pin_code=area, last=rules.cod_rto_last)
        if counted >= RTO_MIN_COUNTED and returned * HUNDRED > rules.cod_rto_percent * counted:
            return True
    return False


def cod_check(
    *,
    payment_method: str,
    total: Decimal,
    rules: MoneyRules,
    errors: FieldErrors,
    customer: User | None = None,
    pin_code: str = "",
) -> None:
    """A cash-on-delivery order must be below the limit, not a first order above the owner's value,
    and not to a PIN code whose COD parcels come back too often; each refusal says why."""
    if payment_method != PaymentMethod.COD:
        return
    if not cod_allowed(total=total, rules=rules):
        errors.add("payment_method", cod_refusal(rules))
    elif rules.cod_first_order_above and total > rules.cod_first_order_above and _first_order(customer):
        errors.add("payment_method", cod_first_order_refusal(rules))
    elif cod_pin_refused(pin_code=pin_code, rules=rules):
        errors.add("payment_method", cod_pin_refusal(pin_code.strip()))
