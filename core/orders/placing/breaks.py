"""Quantity price breaks: the unit price of a piece in an order of N pieces, and the one-off setup
charges. Called by the one pricing path (quotes.py, which hands the unit prices to pricing.py::quote)
and by the desk's quotes, so a bulk line is never priced another way.

Readings (the shop's own; docs/decisions.md "Price breaks"):
- An order's quantity is the sum of its pieces of one product type (all sizes; in a bag, all items
  of that type), so 30 M and 25 L tees are 55 tees.
- A tier's price is of the product type's plain piece (the base price, e.g. a half-sleeve tee); a
  sleeve that costs more than the base costs that much more at every tier (Full Sleeve: +₹100).
- A ready-made catalogue item (printed on one side) gets the same share off its own price as the
  one-side column gives off the first tier, rounded to the rupee: ₹699 x ₹349 / ₹499 = ₹489.
- A product type without breaks sells at its own price whatever the quantity (tier "").
- Setup charges are one-off, per order, for the desk's quotes (screens, digitising); the studio's
  web orders print digitally (DTG, sublimation) and never carry them.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from core.catalogue.models import CatalogueItem, ProductType
from core.catalogue.tiers import ONE_SIDE, Tier, ordered, tier_for
from core.common.money import rupees

RUPEE = Decimal("1")


@dataclass(frozen=True)
class BulkPrice:
    unit_price: Decimal
    tier: str  # "50-99"; "" when the product type has no breaks
    setup: tuple[tuple[str, Decimal], ...]  # (label, amount), each once per order

    @property
    def setup_total(self) -> Decimal:
        return sum((amount for _, amount in self.setup), Decimal("0.00"))


def price_from_tiers(
    *,
    tiers: Sequence[Tier],
    base_price: Decimal,
    quantity: int,
    sides: int,
    extra: Decimal = Decimal("0"),
    setup: Sequence[tuple[str, Decimal]] = (),
) -> BulkPrice:
    """The pure part: the tier `quantity` falls in and its price for `sides`, plus `extra` (a
    dearer sleeve's difference); without tiers, `base_price` + `extra`."""
    tier = tier_for(tiers, quantity)
    if tier is None:
        if sides not in (1, 2):
            raise ValueError(f"A piece is printed on 1 or 2 sides, not {sides}.")
        unit, label = base_price, ""
    else:
        unit, label = tier.price(sides), tier.label
    return BulkPrice(unit_price=rupees(unit + extra), tier=label, setup=tuple(setup))


def item_price_from_tiers(
    *, tiers: Sequence[Tier], item_price: Decimal, quantity: int
) -> tuple[Decimal, str]:
    """A ready-made item's unit price at `quantity`: the one-side column's share of the first tier
    applied to the item's own price, to the rupee. Never above the item's price."""
    tier = tier_for(tiers, quantity)
    if tier is None:
        return item_price, ""
    first = ordered(tiers)[0].price(ONE_SIDE)
    share = tier.price(ONE_SIDE) / first
    unit = (item_price * share).quantize(RUPEE, rounding=ROUND_HALF_UP)
    return rupees(min(max(unit, RUPEE), item_price)), tier.label


def tiers_of(product_type: ProductType) -> list[Tier]:
    """The product type's tiers (prefetched `price_breaks` are used when there)."""
    return [row.tier for row in product_type.price_breaks.all()]


def setup_of(product_type: ProductType) -> tuple[tuple[str, Decimal], ...]:
    return tuple((row.label, row.amount) for row in product_type.setup_charges.all())


def sleeve_extra(product_type: ProductType, sleeve: str) -> Decimal:
    """How much more than the base price the named sleeve costs (never less than 0)."""
    wanted = (sleeve or "").strip().lower()
    match = next((s for s in product_type.sleeves.all() if wanted and s.name.lower() == wanted), None)
    return max(match.price - product_type.base_price, Decimal("0")) if match else Decimal("0")


def bulk_price(*, product_type: ProductType, quantity: int, sides: int, sleeve: str = "") -> BulkPrice:
    """The unit price of each of `quantity` pieces of `product_type` printed on `sides` sides (1 or
    2), the tier's label, and the product type's setup charges."""
    return price_from_tiers(
        tiers=tiers_of(product_type),
        base_price=product_type.base_price,
        quantity=quantity,
        sides=sides,
        extra=sleeve_extra(product_type, sleeve),
        setup=setup_of(product_type),
    )


def item_bulk_price(*, item: CatalogueItem, quantity: int) -> tuple[Decimal, str]:
    """A ready-made item's unit price (and tier) in an order of `quantity` pieces of its product type."""
    return item_price_from_tiers(tiers=tiers_of(item.product_type), item_price=item.price, quantity=quantity)
