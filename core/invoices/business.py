"""A registered (B2B) buyer on an invoice: the order's business snapshot, copied onto the invoice
(CGST Rule 46(e): the recipient's name, address and GSTIN when registered). The place of supply
stays the delivery address's state (core/invoices/tax.py::place_of_supply; docs/decisions.md for
the reading of IGST Act s.10(1)), and the invoice series stays one series (Rule 46(b))."""

from core.common.errors import ApplicationError
from core.invoices.tax import PlaceUnknown, place_of_supply
from core.orders.models import Order

BUYER_FIELDS = (
    "buyer_gstin",
    "buyer_legal_name",
    "buyer_billing_address",
    "buyer_billing_pin_code",
    "buyer_billing_state",
)


def order_place_of_supply(order: Order) -> str:
    """The order's place of supply, a state code: the rule is core/invoices/tax.py::place_of_supply."""
    try:
        return place_of_supply(pin_code=order.ship_pin_code, state=order.ship_state)
    except PlaceUnknown as exc:
        raise ApplicationError(str(exc), errors={"address": [str(exc)]}) from None


def buyer_business(order: Order) -> dict[str, str]:
    """The invoice's buyer_* fields for the order's business; blank for a consumer (B2C)."""
    return {
        "buyer_gstin": order.business_gstin,
        "buyer_legal_name": order.business_name,
        "buyer_billing_address": order.business_address,
        "buyer_billing_pin_code": order.business_pin_code,
        "buyer_billing_state": order.business_state,
    }


def billing_address_line(invoice) -> str:
    """The billing address as printed: the address, then its state and PIN code when given (a business
    saved before they were asked prints its address alone, so its PDF redraws to the same bytes)."""
    place = " ".join(p for p in (invoice.buyer_billing_state, invoice.buyer_billing_pin_code) if p)
    return ", ".join(p for p in (invoice.buyer_billing_address, place) if p)


def is_b2b(invoice) -> bool:
    """An invoice (or credit note) to a registered buyer."""
    return bool(invoice.buyer_gstin)
