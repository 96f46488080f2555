"""A store as the desk makes it: two tee designs from the studio, each with a minimum, and its buyers."""

from datetime import timedelta
from decimal import Decimal

from django.utils import timezone

from core.accounts.tests.factories import CustomerFactory
from core.catalogue.models import ProductType
from core.catalogue.services import price_breaks_set
from core.orders.changes.services import order_update
from core.orders.tests.factories import png_bytes
from core.stores.services.buying import store_order_place
from core.stores.services.desk import DesignIn, StoreIn, store_create
from core.studio.services import design_share_create

TEES = [
    {"min_quantity": 1, "max_quantity": 9, "one_side": "499", "both_sides": "599"},
    {"min_quantity": 10, "max_quantity": 49, "one_side": "429", "both_sides": "499"},
    {"min_quantity": 50, "max_quantity": None, "one_side": "379", "both_sides": "449"},
]
SIZES = ["S", "M", "L", "XL"]


def tees() -> None:
    price_breaks_set(product_type=ProductType.objects.get(slug="tshirts"), tiers=TEES, setup=[])


def share(text: str = "FEST") -> str:
    design = {"front": {"objects": [{"type": "i-text", "text": text}]}}
    made = design_share_create(product="tshirts", sleeve="Half Sleeve", colour="#222222", design=design,
                               preview=png_bytes(size=(60, 80)))  # fmt: skip
    return made.token


def design_in(title: str = "A", *, price: str = "449", minimum: int = 10, expected: int = 20) -> DesignIn:
    return DesignIn(
        title=title, share_token=share(title), product="tshirts", colours=["Black", "White"], sizes=SIZES,
        price=Decimal(price), expected=expected, minimum=minimum, sleeve="Half Sleeve",
    )  # fmt: skip


def store_in(organiser, *, slug: str = "fest-2026", designs=None, **extra) -> StoreIn:
    now = timezone.now()
    fields = {
        "title": "Mood Indigo 2026", "slug": slug, "organiser_phone": organiser.phone_number,
        "opens_at": now - timedelta(hours=1), "closes_at": now + timedelta(days=3),
        "designs": designs if designs is not None else [design_in("A"), design_in("B")],
    }  # fmt: skip
    fields.update(extra)
    return StoreIn(**fields)


def make_store(organiser=None, actor=None, *, own_breaks=True, **extra):
    """A store (store_in's defaults); `own_breaks`: the tees' price breaks set to TEES first (a shop
    with breaks of its own, such as a browser test's demo shop, passes False and keeps them)."""
    if own_breaks:
        tees()
    organiser = organiser or CustomerFactory()
    return store_create(data=store_in(organiser, **extra), actor=actor)


def buy(store, *, position=1, size="M", colour="Black", paid=True, buyer=None, **extra):
    """A buyer's order in `store`, paid by UPI (marked paid by the shop) unless `paid` is False."""
    buyer = buyer or CustomerFactory()
    order = store_order_place(
        customer=buyer, slug=store.slug, design_position=position, colour=colour, size=size,
        payment_method=extra.pop("payment_method", "upi"), **extra,
    )  # fmt: skip
    if paid:
        order_update(order=order, actor=None, payment_status="paid")
    return order
