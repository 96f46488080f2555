"""The one price breakdown, of a live quote or of a stored order: what turns the lines' prices
into the total. The API answers it as parts (`breakdown`); the e-mails and the Django admin show it
as labelled rows (`breakdown_rows`), both from the same Quote."""

from dataclasses import dataclass

from django.utils.translation import gettext as _

from core.catalogue.money_rules import MoneyRules
from core.common.admin_money import inr
from core.orders.models import Order
from core.orders.placing.cash_on_delivery import cod_allowed
from core.orders.placing.pricing import Quote

# The parts of a Quote an order stores under the same names (its total is stored as `amount`).
STORED_PARTS = (
    "subtotal",
    "discount_code",
    "discount_amount",
    "online_discount",
    "shipping",
    "cod_fee",
    "offer_name",
    "offer_discount",
)


COD_FEE_LABEL = "Cash on delivery fee"


@dataclass(frozen=True)
class BreakdownRow:
    label: str
    text: str  # the amount as read: "₹1,099.00", "- ₹150.00", "Free"


def stored_quote(order: Order, *, rules: MoneyRules) -> Quote:
    """The breakdown an order was stored with, as a Quote (its notes are not stored)."""
    return Quote(
        **{part: getattr(order, part) for part in STORED_PARTS},
        total=order.amount,
        cod_allowed=cod_allowed(total=order.amount - order.cod_fee, rules=rules),
    )


def breakdown(q: Quote, *, rules: MoneyRules) -> dict:
    """The parts as the API answers them (the quote call, a placed order, the office's order)."""
    return {
        "subtotal": q.subtotal,
        "offer_name": q.offer_name,
        "offer_discount": q.offer_discount,
        "discount_code": q.discount_code,
        "discount_amount": q.discount_amount,
        "online_discount": q.online_discount,
        "shipping": q.shipping,
        "cod_fee": q.cod_fee,
        "total": q.total,
        "cod_allowed": q.cod_allowed,
        "cod_below": rules.cod_below,
        "notes": list(q.notes),
    }


def breakdown_rows(order: Order) -> list[BreakdownRow]:
    """A stored order's breakdown as labelled rows, before its total (e-mails, the Django admin), in
    the active language (an e-mail's customer's)."""
    rows = [BreakdownRow(_("Subtotal"), inr(order.subtotal))]
    if order.offer_discount:
        rows.append(BreakdownRow(_("Offer") + f" ({order.offer_name})", "- " + inr(order.offer_discount)))
    if order.discount_amount:
        code = f" ({order.discount_code})" if order.discount_code else ""
        rows.append(BreakdownRow(_("Discount") + code, "- " + inr(order.discount_amount)))
    if order.online_discount:
        rows.append(BreakdownRow(_("Online payment discount"), "- " + inr(order.online_discount)))
    rows.append(BreakdownRow(_("Shipping"), inr(order.shipping) if order.shipping else _("Free")))
    if order.cod_fee:
        rows.append(BreakdownRow(_(COD_FEE_LABEL), inr(order.cod_fee)))
    return rows
