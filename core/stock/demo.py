"""Demo blank stock (`manage.py seed_demo`, through settings.DEMO_SEEDERS): the shelf of a working
print shop, written through the services as the floor would.

The garments the demo orders print on, in the palette's best sellers and every demo size, the
catalogue's own colours, the flat products in white, and the blanks of the newest confirmed orders:
each counted in as opening stock with a low-stock threshold. A few run low. A shelf count finds the
blanks of two of the newest confirmed orders gone; then the newest confirmed orders reserve their
blanks, oldest first, as confirming them would have, and those that find their blank gone wait for
it (core/purchasing/demo.py has it on order)."""

import random

from core.catalogue.selectors import active_catalogue_items, colours, product_types
from core.orders.demo.orders import GARMENT_SIZES
from core.orders.models import Order, OrderStatus
from core.stock.models import AdjustReason, BlankItem
from core.stock.selectors import order_needs
from core.stock.services import blank_item_count_set, stock_adjust, stock_order_reserve
from core.stock.services.items import ONE_SIZE

COLOURS = ("White", "Black", "Gray", "Heather Navy", "Cherry Red", "Sky")  # the best sellers
FLAT_COLOURS = ("White",)
ON_HAND = (24, 36, 48, 48, 60, 72, 96)
THRESHOLD = 12
# the newest confirmed orders reserve; a benchmark's million-order shop leaves the older ones as they are
RESERVED_ORDERS = 150
SOLD_OUT_ORDERS = 2
LOW_ITEMS = 4
OPENING = "Opening stock"


def _shelf(newest: list[Order]) -> list[BlankItem]:
    """Every blank the demo keeps (unsaved): (type, sleeve, colour, size)."""
    palette = dict(colours().values_list("name", "hex"))
    found: dict[tuple, BlankItem] = {}

    def add(ptype, sleeve: str, colour: str, sizes) -> None:
        for size in sizes:
            key = (ptype.pk, sleeve, colour, size)
            found.setdefault(
                key,
                BlankItem(
                    product_type=ptype,
                    sleeve=sleeve,
                    colour=colour,
                    colour_hex=palette.get(colour, ""),
                    size=size,
                    low_stock_at=THRESHOLD if ptype.has_sizes else THRESHOLD // 2,
                ),
            )

    for ptype in product_types().prefetch_related("sleeves"):
        if not ptype.customisable:
            continue
        if not ptype.has_sizes:
            for colour in FLAT_COLOURS:
                add(ptype, "", colour, [ONE_SIZE])
            continue
        for sleeve in [s.name for s in ptype.sleeves.all()] or [""]:
            for colour in COLOURS:
                add(ptype, sleeve, colour, GARMENT_SIZES)
    for item in active_catalogue_items().select_related("product_type"):  # the ready-made designs' blanks
        add(item.product_type, "", item.colour_name, GARMENT_SIZES)
    for order in newest:  # the colours the orders on the floor print on
        ptype = order.product_type
        add(ptype, order.sleeve, order.colour_name, GARMENT_SIZES if ptype.has_sizes else [ONE_SIZE])
    return list(found.values())


def _newest_confirmed() -> list[Order]:
    orders = Order.objects.filter(status=OrderStatus.CONFIRM, printed_at__isnull=True)
    return list(orders.select_related("product_type").order_by("-pk")[:RESERVED_ORDERS])


def _sell_out(orders: list[Order], admin) -> set[int]:
    """A shelf count finds the blanks of the newest SOLD_OUT_ORDERS garment orders that need any gone."""
    gone: set[int] = set()
    short = 0
    for order in orders:
        needs = order_needs(order) if order.product_type.has_sizes else {}  # garments: the mill sells them
        if needs:
            gone |= set(needs)
            short += 1
            if short == SOLD_OUT_ORDERS:
                break
    for item in BlankItem.objects.filter(pk__in=gone):
        if item.on_hand:
            stock_adjust(
                item=item,
                delta=-item.on_hand,
                reason=AdjustReason.COUNT,
                actor=admin,
                reference="Shelf count",
            )
    return gone


def _run_low(rnd: random.Random, admin, spare: set[int]) -> None:
    """A few blanks down to their threshold or under: damaged in the store room, or counted short."""
    items = [i for i in BlankItem.objects.filter(low=False).order_by("pk") if i.pk not in spare]
    for n, item in enumerate(rnd.sample(items, min(LOW_ITEMS, len(items)))):
        delta = rnd.randint(2, item.low_stock_at) - item.available
        if delta < 0:
            reason = AdjustReason.DAMAGE if n == 0 else AdjustReason.COUNT
            note = "Damp in the store room" if n == 0 else "Shelf count"
            stock_adjust(item=item, delta=delta, reason=reason, actor=admin, reference=note)


def seed_blanks(*, rnd: random.Random, admin=None, **_) -> int:
    """The demo's blank stock, its low lines and the newest confirmed orders' reservations; answers
    how many blanks. Nothing when the shop already counts blanks (seed_demo run again adds orders only)."""
    if BlankItem.objects.exists():
        return 0
    newest = _newest_confirmed()
    shelf = _shelf(newest)
    for item in shelf:
        blank_item_count_set(item=item, counted=rnd.choice(ON_HAND), actor=admin, reference=OPENING)
    gone = _sell_out(newest, admin)
    _run_low(rnd, admin, spare=gone)
    for order in reversed(newest):  # oldest first, as they were confirmed
        stock_order_reserve(order=order, actor=admin)
    return len(shelf)
