"""The bulk tables (quantity price breaks and setup charges): as the storefront shows them and as
the back office edits them. Lengths and ranges: core/catalogue/price_breaks.py."""

from decimal import Decimal

from ninja import Field, Schema

from core.common.money import MAX_PIECE_PRICE, Money
from core.common.schemas import BodyIn, JsonInt

MAX_QUANTITY = 1_000_000


class TierOut(Schema):
    label: str  # "50-99", "250+"
    min_quantity: int
    max_quantity: int | None  # None: and more
    one_side: Money  # a piece printed on one side
    both_sides: Money  # a piece printed on both sides


class SetupChargeOut(Schema):
    label: str
    amount: Money  # once per order


class PriceTableOut(Schema):
    """A product type's bulk table: the unit price by quantity and sides printed, and its one-off
    setup charges (for the desk's quotes)."""

    product_type: str  # the product type's slug
    name: str
    print_method: str
    tiers: list[TierOut]
    setup: list[SetupChargeOut]


class ItemTierOut(Schema):
    label: str
    min_quantity: int
    max_quantity: int | None
    unit_price: Money


class ItemPriceTableOut(Schema):
    """A ready-made item's price by quantity (its product type's breaks on the item's own price);
    no tiers when its product type has none."""

    item_id: int
    product_type: str
    tiers: list[ItemTierOut]


class OfficeTierIn(BodyIn):
    required_fields = ("min_quantity", "one_side", "both_sides")
    min_quantity: JsonInt = Field(..., ge=1, le=MAX_QUANTITY)
    max_quantity: JsonInt | None = Field(None, ge=1, le=MAX_QUANTITY)
    one_side: Decimal = Field(..., le=MAX_PIECE_PRICE, max_digits=10, decimal_places=2)
    both_sides: Decimal = Field(..., le=MAX_PIECE_PRICE, max_digits=10, decimal_places=2)


class OfficeSetupChargeIn(BodyIn):
    required_fields = ("label", "amount")
    label: str = Field(..., max_length=80)
    amount: Decimal = Field(..., le=MAX_PIECE_PRICE, max_digits=10, decimal_places=2)


class OfficePriceBreaksIn(BodyIn):
    """The whole table at once: it is checked as a whole (no gaps, no overlaps)."""

    tiers: list[OfficeTierIn] = Field([], max_length=12)
    setup: list[OfficeSetupChargeIn] = Field([], max_length=8)


class OfficePriceBreaksOut(Schema):
    id: int  # the product type's
    name: str
    slug: str
    print_method: str
    base_price: Money
    tiers: list[TierOut]
    setup: list[SetupChargeOut]
