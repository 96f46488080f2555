"""Quantity price breaks as plain values: one tier's prices, which tier a quantity falls in, and
whether a product type's tiers make a table a customer can read (no database, no request).

A table is sound when its tiers cover every quantity exactly once: the first starts at 1, each next
one starts right after the one before ends, and only the last is open ("250+"). Every price is
above zero, and printing both sides never costs less than printing one.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from core.common.money import rupees

ONE_SIDE, BOTH_SIDES = 1, 2
SIDES = (ONE_SIDE, BOTH_SIDES)
RUPEE = Decimal("1")


@dataclass(frozen=True)
class Tier:
    """From `min_quantity` to `max_quantity` pieces (None: and more), the unit price by sides printed."""

    min_quantity: int
    max_quantity: int | None
    one_side: Decimal
    both_sides: Decimal

    @property
    def label(self) -> str:
        if self.max_quantity is None:
            return f"{self.min_quantity}+"
        if self.max_quantity == self.min_quantity:
            return str(self.min_quantity)
        return f"{self.min_quantity}-{self.max_quantity}"

    def covers(self, quantity: int) -> bool:
        return quantity >= self.min_quantity and (self.max_quantity is None or quantity <= self.max_quantity)

    def price(self, sides: int) -> Decimal:
        if sides not in SIDES:
            raise ValueError(f"A piece is printed on 1 or 2 sides, not {sides}.")
        return self.one_side if sides == ONE_SIDE else self.both_sides


def ordered(tiers: Sequence[Tier]) -> list[Tier]:
    return sorted(tiers, key=lambda t: t.min_quantity)


def tier_for(tiers: Sequence[Tier], quantity: int) -> Tier | None:
    """The tier an order of `quantity` pieces falls in; None when the product has no breaks."""
    if quantity < 1:
        raise ValueError("An order has at least one piece.")
    return next((t for t in ordered(tiers) if t.covers(quantity)), None)


def tier_problems(tiers: Sequence[Tier]) -> list[tuple[int, str]]:
    """(row, message) for every problem of a table, rows counted from 0 in quantity order. An
    empty table is sound: the product then has no breaks and sells at its own price."""
    rows = ordered(tiers)
    problems: list[tuple[int, str]] = []
    for i, tier in enumerate(rows):
        if tier.min_quantity < 1:
            problems.append((i, "A tier starts at 1 piece or more."))
        if tier.max_quantity is not None and tier.max_quantity < tier.min_quantity:
            problems.append((i, f"The tier {tier.label} ends before it starts."))
        if tier.one_side <= 0 or tier.both_sides <= 0:
            problems.append((i, f"Prices of the tier {tier.label} must be more than ₹0."))
        elif tier.both_sides < tier.one_side:
            problems.append((i, f"In the tier {tier.label}, both sides cannot cost less than one side."))
        if i == 0 and tier.min_quantity != 1:
            problems.append((i, f"The first tier starts at 1 piece, not {tier.min_quantity}."))
        if i > 0:
            before = rows[i - 1]
            if before.max_quantity is None:
                problems.append((i - 1, f"Only the last tier is open-ended; {before.label} is not last."))
            elif tier.min_quantity <= before.max_quantity:
                problems.append((i, f"The tiers {before.label} and {tier.label} overlap."))
            elif tier.min_quantity > before.max_quantity + 1:
                gap = f"{before.max_quantity + 1}-{tier.min_quantity - 1}"
                problems.append((i, f"No tier covers {gap} pieces, between {before.label} and {tier.label}."))
    if rows and rows[-1].max_quantity is not None:
        last = rows[-1]
        message = f"The last tier is open-ended ({last.min_quantity}+), not {last.label}."
        problems.append((len(rows) - 1, message))
    return problems


def item_unit_price(*, tiers: Sequence[Tier], item_price: Decimal, quantity: int) -> tuple[Decimal, str]:
    """(unit price, tier) of a ready-made item (printed on one side) in an order of `quantity`
    pieces of its product type: the share of the first tier's one-side price that the quantity's
    tier asks, applied to the item's own price, to the rupee; never above the item's price. A
    product without breaks: the item's price, tier ""."""
    tier = tier_for(tiers, quantity)
    if tier is None:
        return item_price, ""
    share = tier.price(ONE_SIDE) / ordered(tiers)[0].price(ONE_SIDE)
    unit = (item_price * share).quantize(RUPEE, rounding=ROUND_HALF_UP)
    return rupees(min(max(unit, RUPEE), item_price)), tier.label
