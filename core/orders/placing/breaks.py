"""Quantity price breaks: the unit price of a piece in an order of N pieces, and the one-off setup
charges. Called by the one pricing path (price_check.py, which hands the unit prices to pricing.py::quote)
and by the desk's quotes, so a bulk line is never priced another way.

Readings (the shop's own; docs/decisions.md "Price breaks"):
- An order's quantity is the sum of its pieces of one product type (all sizes; in a bag, all items
  of that type), so 30 M and 25 L tees are 55 tees.
- A tier's price is of the product type's plain piece (the base price, e.g. a half-sleeve tee); a
  sleeve that costs more (or less) than the base costs that much more (or less) at every tier
  (Full Sleeve: +₹100), never under ₹1.
- A ready-made catalogue item (printed on one side) gets the same share off its own price as the
  one-side column gives off the first tier, rounded to the rupee: ₹699 x ₹349 / ₹499 = ₹489.
- A product type without breaks sells at its own price whatever the quantity (tier "").
- Setup charges are one-off, per order, for the desk's quotes (screens, digitising); the studio's
  web orders print digitally (DTG, sublimation) and never carry them.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal

from core.catalogue.models import CatalogueItem, ProductType
from core.catalogue.tiers import RUPEE, Tier, item_unit_price, tier_for
from core.common.money import rupees


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
    if tier is None:  # no breaks: the product's own price (a sleeve's is base + its difference)
        if sides not in (1, 2):
            raise ValueError(f"A piece is printed on 1 or 2 sides, not {sides}.")
        return BulkPrice(unit_price=rupees(base_price + extra), tier="", setup=tuple(setup))
    unit = max(tier.price(sides) + extra, RUPEE)
    return BulkPrice(unit_price=rupees(unit), tier=tier.label, setup=tuple(setup))


def tiers_of(product_type: ProductType) -> list[Tier]:
    """The product type's tiers (prefetched `price_breaks` are used when there)."""
    return [row.tier for row in product_type.price_breaks.all()]


def setup_of(product_type: ProductType) -> tuple[tuple[str, Decimal], ...]:
    return tuple((row.label, row.amount) for row in product_type.setup_charges.all())


def sleeve_extra(product_type: ProductType, sleeve: str) -> Decimal:
    """How much more than the base price the named sleeve costs (less: negative)."""
    wanted = (sleeve or "").strip().lower()
    match = next((s for s in product_type.sleeves.all() if wanted and s.name.lower() == wanted), None)
    return match.price - product_type.base_price if match else Decimal("0")


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
    return item_unit_price(tiers=tiers_of(item.product_type), item_price=item.price, quantity=quantity)


def items_bulk_prices(
    lines: Sequence[tuple[CatalogueItem, int]], tiers: Mapping[int, Sequence[Tier]]
) -> list[Decimal]:
    """Each (item, quantity) line's unit price in one order, its quantity counted per product type
    over all the lines (a bag of 30 of one tee design and 25 of another is 55 tees); `tiers`: each
    product type's price breaks, by id (core/orders/placing/bag_items.py::type_tiers)."""
    per_type: dict[int, int] = {}
    for item, quantity in lines:
        per_type[item.product_type_id] = per_type.get(item.product_type_id, 0) + quantity
    return [
        item_unit_price(
            tiers=tiers[item.product_type_id], item_price=item.price, quantity=per_type[item.product_type_id]
        )[0]
        for item, _ in lines
    ]
