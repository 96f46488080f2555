"""The price breaks' prices for a request: the one pricing function's answer
(core/orders/placing/breaks.py::bulk_price), never a second price path.

Sides: a piece printed on the front and the back is printed on both sides; any other choice (one
face, or sleeves only) is one side. A sleeve print beside the faces is not a side of its own: the
desk prices it by editing the line, with its reason."""

from dataclasses import dataclass
from decimal import Decimal

from core.orders.placing.breaks import bulk_price
from core.quotes.models import Position, QuoteRequest

SETUP_SIZE = 40  # an order line's size holds a setup charge's label (OrderLine.size)


@dataclass(frozen=True)
class ListPrice:
    unit: Decimal
    tier: str
    setup: dict[str, Decimal]  # label (as the order line keeps it) -> amount

    def setup_price(self, label: str) -> Decimal:
        return self.setup.get(label, Decimal("0.00"))


# A setup charge named for embroidery's own one-off work (digitising a design for the machine) starts on
# a quote only when the product type is embroidered: a DTG hoodie has nothing to digitise. Screens are
# named for no product's method: a bulk run is screen printed whatever the single piece's method (DTG),
# so the screen setup starts on every bulk quote, as any charge named for no method. The desk removes
# any charge from a draft.
METHOD_WORDS = {
    "embroider": ("digitis", "digitiz", "embroider"),
}


def setup_for_method(print_method: str, setup: dict[str, Decimal]) -> dict[str, Decimal]:
    """The setup charges a new quote starts with for a product type printed by `print_method`."""
    method = (print_method or "").lower()
    kept = {}
    for label, amount in setup.items():
        named = [m for m, words in METHOD_WORDS.items() if any(w in label.lower() for w in words)]
        if not named or any(m in method for m in named):
            kept[label] = amount
    return kept


def sides_of(positions: list[str]) -> int:
    return 2 if {Position.FRONT, Position.BACK} <= set(positions) else 1


def list_prices(*, request: QuoteRequest, quantity: int) -> ListPrice:
    price = bulk_price(
        product_type=request.product_type, quantity=quantity, sides=sides_of(request.positions)
    )
    setup = {label[:SETUP_SIZE]: amount for label, amount in price.setup}
    return ListPrice(unit=price.unit_price, tier=price.tier, setup=setup)
