"""An order as the tax split reads it: its lines of goods (each with its product type's HSN and rate)
and its setup charges, which are part of the printed goods' supply (core/invoices/tax.py), and the
split itself. The quotes price a quote through the same rule (`tax_rule`), so a quote's split is the
invoice's."""

from decimal import Decimal

from core.invoices.models import InvoiceSettings, ProductTaxRule
from core.invoices.seed_values import DEFAULT_RULE
from core.invoices.tax import SaleLine, SetupCharge, TaxRule, TaxSplit, tax_split
from core.invoices.units import unit_of
from core.orders.models import LineKind, Order


def tax_rule(rule: ProductTaxRule | None, threshold: Decimal) -> TaxRule:
    """A product type's rule (its HSN, rate and per-piece value rule), the seeded default without one."""
    if rule is None:
        hsn, rate, by_value, high, _ = DEFAULT_RULE
    else:
        hsn, rate, by_value, high = rule.hsn, rule.rate, rule.by_value, rule.high_rate
    return TaxRule(
        hsn=hsn, rate=rate, high_rate=high if by_value else None, threshold=threshold if by_value else None
    )


def sale_lines(order: Order, threshold: Decimal) -> tuple[list[SaleLine], list[SetupCharge]]:
    """The order's goods lines and its setup charges (a quote's one-off lines), in the order's order."""
    lines = list(order.lines.select_related("catalogue_item__product_type").order_by("id"))
    type_ids = {order.product_type_id} | {
        ln.catalogue_item.product_type_id for ln in lines if ln.catalogue_item
    }
    rules = {r.product_type_id: r for r in ProductTaxRule.objects.filter(product_type_id__in=type_ids)}
    sale, setup = [], []
    for line in lines:
        if line.kind == LineKind.SETUP:
            setup.append(SetupCharge(label=line.size, amount=line.unit_price * line.quantity))
            continue
        item = line.catalogue_item
        product_type = item.product_type if item else order.product_type
        name = item.name if item else ", ".join(p for p in (product_type.name, order.sleeve) if p)
        details = [
            name,
            order.colour_name if not item else "",
            f"size {line.size}" if product_type.has_sizes else "",
        ]
        sale.append(
            SaleLine(
                description=", ".join(p for p in details if p),
                quantity=line.quantity,
                unit_price=line.unit_price,
                rule=tax_rule(rules.get(product_type.pk), threshold),
                uqc=unit_of(rules.get(product_type.pk)),
            )
        )
    return sale, setup


def order_split(order: Order, shop: InvoiceSettings, intra_state: bool) -> TaxSplit:
    lines, setup = sale_lines(order, shop.apparel_threshold)
    goods = sum((line.unit_price * line.quantity for line in lines), Decimal("0"))
    charges = sum((charge.amount for charge in setup), Decimal("0"))
    # The discount is what makes the lines, setup and shipping come to the order's amount, so the
    # invoice total equals the amount the customer pays, to the paisa.
    discount = goods + charges + order.shipping + order.cod_fee - order.amount
    return tax_split(
        lines=lines,
        discount=discount,
        shipping=order.shipping,
        intra_state=intra_state,
        setup=setup,
        cod_fee=order.cod_fee,
    )
