"""A parcel's weight and size: what the Ship dialog proposes for an order, and what its label and the
pickup manifest print.

The team weighs and measures the packed parcel when it ships and may change what is proposed; the
proposal is per product type: a piece's weight (the blank with its print, as the shop's suppliers
list them) plus the mailer's 50 g, in a box or mailer whose height grows with the pieces. A type
the table does not know (a new one added in the admin) ships as a garment.
"""

from dataclasses import dataclass

PACKAGING_GRAMS = 50
MAX_GRAMS = 100_000  # 100 kg: more is a typo, and no courier takes it as one parcel
MAX_CM = 300


@dataclass(frozen=True)
class Parcel:
    weight_grams: int
    length_cm: int
    breadth_cm: int
    height_cm: int

    @property
    def weight_text(self) -> str:
        """'0.45 kg' (grams to kilograms, two places, as couriers' rate cards read)."""
        return f"{self.weight_grams / 1000:.2f} kg"

    @property
    def size_text(self) -> str:
        return f"{self.length_cm} × {self.breadth_cm} × {self.height_cm} cm"


@dataclass(frozen=True)
class _Kind:
    grams: int  # one piece, printed
    length: int
    breadth: int
    height: int  # one piece's layer
    base_height: int  # the empty mailer or box


GARMENT = _Kind(grams=200, length=30, breadth=25, height=2, base_height=2)
# product type slug (core/catalogue/seed_values.py) -> one piece and its packing
KINDS: dict[str, _Kind] = {
    "tshirts": GARMENT,
    "polo": _Kind(250, 30, 25, 2, 2),
    "crop-top": _Kind(150, 30, 25, 1, 2),
    "tank-top": _Kind(150, 30, 25, 1, 2),
    "sweatshirt": _Kind(450, 35, 30, 4, 2),
    "hoodie": _Kind(550, 35, 30, 5, 2),
    "flag": _Kind(150, 30, 20, 1, 2),
    "poster": _Kind(100, 45, 8, 0, 8),  # rolled in a tube
    "banner": _Kind(400, 45, 10, 1, 10),
    "stickers": _Kind(5, 20, 15, 0, 1),
    "drum-skin": _Kind(600, 60, 60, 3, 3),
    "business-cards": _Kind(3, 10, 6, 0, 4),
    "mugs": _Kind(350, 15, 12, 12, 0),  # a box each, stacked
}


def parcel_default(*, product_slug: str, pieces: int) -> Parcel:
    """The parcel an order of `pieces` of this product type usually makes."""
    kind = KINDS.get(product_slug, GARMENT)
    pieces = max(pieces, 1)
    return Parcel(
        weight_grams=min(PACKAGING_GRAMS + kind.grams * pieces, MAX_GRAMS),
        length_cm=kind.length,
        breadth_cm=kind.breadth,
        height_cm=min(max(kind.base_height + kind.height * pieces, 1), MAX_CM),
    )


def parcel_of(*, shipment, product_slug: str, pieces: int) -> Parcel:
    """What a shipment's label prints: the weight and size entered when it shipped, each one missing
    (shipped before they were asked) proposed as for a new parcel."""
    default = parcel_default(product_slug=product_slug, pieces=pieces)
    return Parcel(
        weight_grams=shipment.weight_grams or default.weight_grams,
        length_cm=shipment.length_cm or default.length_cm,
        breadth_cm=shipment.breadth_cm or default.breadth_cm,
        height_cm=shipment.height_cm or default.height_cm,
    )
