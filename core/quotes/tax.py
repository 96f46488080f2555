"""A quote's GST split, as the order's invoice will have it: the same pure function
(core/invoices/tax.py::tax_split), the same sale lines as core/invoices/sale_lines.py::sale_lines
builds from the order that accepting makes (one line per size, each setup charge taxed as part of
the goods, the delivery as the order's shipping), the same rules per product type and the same
place of supply (the delivery address's PIN code: core/invoices/tax.py::place_of_supply, IGST Act
s.10(1)(a)). A test issues the accepted order's invoice and compares it with the quote to the paisa."""

from dataclasses import dataclass
from decimal import Decimal

from core.catalogue.models import ProductType
from core.common.errors import ApplicationError
from core.invoices.models import InvoiceSettings, ProductTaxRule
from core.invoices.sale_lines import tax_rule
from core.invoices.states import STATES
from core.invoices.tax import (
    PlaceUnknown,
    SaleLine,
    SetupCharge,
    TaxRule,
    TaxSplit,
    place_of_supply,
    tax_split,
)
from core.invoices.units import unit_of

NO_SETTINGS = "Fill in the invoice settings (the seller's name, address and GSTIN) in the Django admin first."


@dataclass(frozen=True)
class LineValue:
    size: str
    quantity: int
    unit_price: Decimal
    setup: bool = False  # a setup charge (its label in `size`): taxed as part of the goods


@dataclass(frozen=True)
class QuoteTax:
    split: TaxSplit
    place_of_supply: str  # the state's name


def _rule(product_type: ProductType, threshold: Decimal) -> tuple[TaxRule, str]:
    """The product type's tax rule and unit (core/invoices/units.py), as its invoice will have them."""
    found = ProductTaxRule.objects.filter(product_type=product_type).first()
    return tax_rule(found, threshold), unit_of(found)


def description(product_type: ProductType, colour_name: str, size: str) -> str:
    """The invoice's words for an order line without a catalogue item (no sleeve on a quote)."""
    details = [product_type.name, colour_name, f"size {size}" if product_type.has_sizes else ""]
    return ", ".join(p for p in details if p)


def quote_tax(
    *,
    product_type: ProductType,
    colour_name: str,
    lines: list[LineValue],
    delivery: Decimal,
    pin_code: str,
    state: str,
) -> QuoteTax:
    shop = InvoiceSettings.objects.order_by("pk").first()
    if shop is None:
        raise ApplicationError(NO_SETTINGS, errors={"invoice": [NO_SETTINGS]})
    try:
        place = place_of_supply(pin_code=pin_code, state=state)
    except PlaceUnknown as exc:
        raise ApplicationError(str(exc), errors={"address": [str(exc)]}) from None
    rule, uqc = _rule(product_type, shop.apparel_threshold)
    sale = [
        SaleLine(
            description=description(product_type, colour_name, line.size),
            quantity=line.quantity,
            unit_price=line.unit_price,
            rule=rule,
            uqc=uqc,
        )
        for line in lines
        if not line.setup
    ]
    setup = [
        SetupCharge(label=line.size, amount=line.unit_price * line.quantity) for line in lines if line.setup
    ]
    split = tax_split(
        lines=sale,
        discount=Decimal("0"),
        shipping=delivery,
        intra_state=place == shop.state_code,
        setup=setup,
    )
    return QuoteTax(split=split, place_of_supply=STATES[place])


def tax_row(row) -> dict:
    """One row of the split as the quote keeps it (paise, like the invoice's rows)."""
    return {
        "description": row.description,
        "hsn": row.hsn,
        "quantity": row.quantity,
        "rate": f"{row.rate.normalize():f}",
        "taxable": row.taxable,
        "cgst": row.cgst,
        "sgst": row.sgst,
        "igst": row.igst,
        "total": row.total,
    }
