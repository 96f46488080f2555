"""Demo price breaks for a fresh shop (`manage.py seed_demo`, through settings.DEMO_SEEDERS): the
bulk tables of tees, hoodies and flags, written through the service as the owner would.

The first tier (1-9) is each product's shop price for one side and both, as the studio has always
charged; from 10 pieces the price falls, and a print on both sides costs more than on one."""

from decimal import Decimal as D

from core.catalogue.selectors import product_types
from core.catalogue.services import price_breaks_set

STEPS = ((1, 9), (10, 49), (50, 99), (100, 249), (250, None))
# slug -> unit price per step (one side, both sides), setup charges (label, amount)
TABLES = {
    "tshirts": (
        [("499", "499"), ("429", "499"), ("379", "449"), ("339", "399"), ("299", "359")],
        [("Screen setup (up to 4 colours)", "1200")],
    ),
    "hoodie": (
        [("1099", "1099"), ("949", "1049"), ("849", "949"), ("789", "879"), ("729", "819")],
        [("Screen setup (up to 4 colours)", "1200"), ("Embroidery digitising", "800")],
    ),
    "flag": (
        [("699", "699"), ("599", "899"), ("529", "799"), ("469", "719"), ("419", "649")],
        [("Artwork set-up", "500")],
    ),
}


def seed_price_breaks(*, admin=None, **_) -> None:
    for product_type in product_types().filter(slug__in=TABLES):
        prices, setup = TABLES[product_type.slug]
        price_breaks_set(
            product_type=product_type,
            tiers=[
                {"min_quantity": lo, "max_quantity": hi, "one_side": D(one), "both_sides": D(both)}
                for (lo, hi), (one, both) in zip(STEPS, prices, strict=True)
            ],
            setup=[{"label": label, "amount": D(amount)} for label, amount in setup],
            actor=admin,
        )
