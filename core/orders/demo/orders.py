"""Demo orders for a fresh shop (`manage.py seed_demo`): every status and payment status, priced by
the money rules, with generated designs, their size lines and their history.

They go in in bulk (core/orders/demo/bulk.py: COPY on PostgreSQL), so `seed_demo --orders 1000000`
takes minutes. Nothing is written that a service would compute differently: the amounts come from
core.orders.pricing.quote (the same few quotes are asked again and again: they are remembered), and
each batch adds its orders to the maintained totals (core.orders.totals) in its own transaction.
"""

import random
from datetime import timedelta
from decimal import Decimal

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db import connection, transaction
from django.utils import timezone

from core.accounts.models import User
from core.catalogue.money_rules import MoneyRules
from core.catalogue.selectors import active_catalogue_items, colours, money_rules, product_types
from core.common.answer_cache import data_changed
from core.common.money import paise
from core.orders.breakdown import STORED_PARTS
from core.orders.demo import history
from core.orders.demo.bulk import _insert_rows, analyze, next_id, reset_sequences
from core.orders.demo.designs import design_png
from core.orders.demo.shipments import demo_couriers, demo_shipped
from core.orders.models import (
    ORDER_ID_ALPHABET,
    SHIP_TO,
    Order,
    OrderEvent,
    OrderLine,
    OrderStatus,
    PaymentMethod,
    PaymentStatus,
)
from core.orders.placing.pricing import PriceLine, Quote, quote
from core.orders.shipping.services import shipments_record
from core.orders.totals.services import Counted, order_totals_apply

GARMENT_SIZES = ["S", "M", "L", "XL", "2XL", "3XL"]
DESIGN_VARIANTS = 8
BATCH = 20_000
ORDER_COLUMNS = (
    ("id", "order_id", "customer_id", "created_at", "status", "payment_status", "payment_method")
    + ("upi_reference", "product_type_id", "sleeve", "catalogue_item_id", "colour_name", "colour_hex")
    + ("instructions", "front_image", "front_thumbnail", "back_image", "back_thumbnail")
    + STORED_PARTS
    + ("amount", *SHIP_TO, "idempotency_key")
)
LINE_COLUMNS = ("id", "order_id", "size", "quantity", "unit_price", "catalogue_item_id")


def seed_designs() -> list[dict[str, str]]:
    """A few generated artworks, stored once and shared by the demo orders."""
    names = []
    for i in range(DESIGN_VARIANTS):
        pair = {}
        for side in ("front", "back"):
            for thumb in (False, True):
                path = f"designs/demo/demo-{i}-{side}{'-thumb' if thumb else ''}.png"
                if not default_storage.exists(path):
                    width, height = (240, 320) if thumb else (900, 1200)
                    default_storage.save(
                        path, ContentFile(design_png(i, side=side, width=width, height=height))
                    )
                pair[f"{side}_{'thumbnail' if thumb else 'image'}"] = path
        names.append(pair)
    return names


class _Quotes(dict):
    """pricing.quote, remembered: demo orders repeat the same few units, quantities and codes."""

    def __init__(self, rules: MoneyRules):
        super().__init__()
        self.rules = rules

    def get_quote(self, unit: Decimal, qtys: tuple[int, ...], method: str, code: str) -> Quote:
        key = (unit, qtys, method, code)
        if key not in self:
            lines = [PriceLine(unit, qty) for qty in qtys]
            self[key] = quote(lines=lines, rules=self.rules, payment_method=method, code=code)
        return self[key]


def _cod_quote(lines: list[tuple[str, int]], unit: Decimal, quotes: _Quotes, code: str) -> tuple[list, Quote]:
    """Cash on delivery is only for orders the money rules allow it for: trim demo quantities to fit."""
    while True:
        q = quotes.get_quote(unit, tuple(qty for _, qty in lines), "cod", code)
        if q.cod_allowed or (len(lines) == 1 and lines[0][1] == 1):
            return lines, q
        lines = lines[:-1] if len(lines) > 1 else [(lines[0][0], max(1, lines[0][1] // 2))]


def _order_id(rnd: random.Random, taken: set[str]) -> str:
    while True:
        oid = "RZ-" + "".join(rnd.choice(ORDER_ID_ALPHABET) for _ in range(8))
        if oid not in taken:
            taken.add(oid)
            return oid


class _Catalogue:
    """What the demo orders are made of, read once (with each type's sleeves)."""

    def __init__(self) -> None:
        types = list(product_types().prefetch_related("sleeves"))
        self.garments = [t for t in types if t.has_sizes and t.customisable]
        self.flat = [t for t in types if not t.has_sizes]
        self.sleeves = {t.pk: list(t.sleeves.all()) for t in types}
        self.colours = list(colours().values_list("name", "hex"))
        self.items = list(active_catalogue_items().select_related("product_type"))


def _what(rnd: random.Random, cat: _Catalogue) -> tuple:
    """(product type, sleeve, (colour, hex), unit price, catalogue item, lines) of one demo order."""
    item = rnd.choice(cat.items) if rnd.random() < 0.25 else None
    if item:
        ptype, sleeve, colour, unit = item.product_type, "", (item.colour_name, item.colour_hex), item.price
    else:
        ptype = rnd.choice(cat.garments if rnd.random() < 0.85 else cat.flat)
        sleeves = cat.sleeves[ptype.pk]
        s = rnd.choice(sleeves) if sleeves else None
        sleeve, unit = (s.name, s.price) if s else ("", ptype.base_price)
        colour = rnd.choice(cat.colours)
    if ptype.has_sizes:
        lines = [
            (size, rnd.choice([1, 1, 2, 3, 5]))
            for size in rnd.sample(GARMENT_SIZES, rnd.choice([1, 1, 2, 3]))
        ]
    else:
        lines = [("Standard", rnd.choice([1, 2, 5, 10]))]
    return ptype, sleeve, colour, unit, item, lines


STATUSES = list(OrderStatus)
INSTRUCTIONS = ["", "", "Please print the logo a little smaller.", "Gift wrap, please."]


def _order_row(n: int, rnd, *, customer: User, cat: _Catalogue, quotes, designs, taken, created) -> tuple:
    """One demo order as a table row (ORDER_COLUMNS without the id), its lines, status and payment;
    the first 12 cover every status and payment status."""
    status = STATUSES[n % 5] if n < 12 else rnd.choices(STATUSES, weights=[30, 20, 20, 25, 5])[0]
    paid = (n % 3 == 0) if n < 12 else (status == OrderStatus.DELIVERED or rnd.random() < 0.3)
    method = PaymentMethod.UPI if (paid and rnd.random() < 0.7) else PaymentMethod.COD
    ptype, sleeve, colour, unit, item, lines = _what(rnd, cat)
    code = "FEST15" if rnd.random() < 0.15 else ""
    if method == PaymentMethod.COD:
        lines, q = _cod_quote(lines, unit, quotes, code)
    else:
        q = quotes.get_quote(unit, tuple(qty for _, qty in lines), method.value, code)
    design = designs[rnd.randrange(len(designs))] if not item else {}
    has_back = bool(design) and rnd.random() < 0.6
    row = (
        (_order_id(rnd, taken), customer.pk, created, status.value)
        + ((PaymentStatus.PAID if paid else PaymentStatus.UNPAID).value, method.value)
        + (f"UPI{rnd.randint(10**9, 10**10)}" if paid and method == "upi" else "", ptype.pk, sleeve)
        + (item.pk if item else None, colour[0], colour[1], rnd.choice(INSTRUCTIONS))
        + (design.get("front_image", ""), design.get("front_thumbnail", ""))
        + ((design.get("back_image", ""), design.get("back_thumbnail", "")) if has_back else ("", ""))
        + tuple(getattr(q, part) for part in STORED_PARTS)
        + (q.total, *(getattr(customer, field) for field in SHIP_TO.values()), None)
    )
    return row, [(size, qty, unit, item.pk if item else None) for size, qty in lines], status.value, paid


def seed_orders(
    rnd: random.Random, count: int, *, demo: list[User], others: list[User], actor: User | None = None
) -> int:
    """Add `count` orders with their lines and history (changes by `actor`): the first 12 to the two
    demo customers, the rest to generated ones."""
    if count <= 0:
        return 0
    quotes, cat, designs = _Quotes(money_rules()), _Catalogue(), seed_designs()
    taken = set(Order.objects.values_list("order_id", flat=True))
    now = timezone.now()
    adapt = connection.ops.adapt_datetimefield_value  # SQLite keeps datetimes as text in its own form
    actor_id = actor.pk if actor else None
    order_pk, line_pk, event_pk = next_id(Order), next_id(OrderLine), next_id(OrderEvent)
    couriers = demo_couriers()
    for start in range(0, count, BATCH):
        orders, lines, events, counts, shipped = [], [], [], [], []
        for n in range(start, min(start + BATCH, count)):
            customer = demo[n % 2] if n < 12 else rnd.choice(others)
            minutes = n * 7 + rnd.randint(0, 6) if n < 12 else rnd.randint(60, 60 * 24 * 365)
            created = now - timedelta(minutes=minutes)
            row, sizes, status, paid = _order_row(
                n,
                rnd,
                customer=customer,
                cat=cat,
                quotes=quotes,
                designs=designs,
                taken=taken,
                created=created,
            )
            orders.append((order_pk, *row[:2], adapt(created), *row[3:]))
            amount = row[ORDER_COLUMNS.index("amount") - 1]
            day = timezone.localdate(created)
            counts.append((Counted(day, status, row[4], row[7], paise(amount)), 1))
            for size in sizes:
                lines.append((line_pk, order_pk, *size))
                line_pk += 1
            steps = history.events(order_pk, status, paid, created, now, actor_id, event_pk)
            for event in steps:
                events.append((*event[:6], adapt(event[6])))
                event_pk += 1
            days = history.shipping_days(steps)
            if days and couriers:  # shipped or delivered: with a courier and its AWB
                shipped.append(demo_shipped(couriers, order_pk, *days))
            order_pk += 1
        with transaction.atomic():
            _insert_rows(Order, ORDER_COLUMNS, orders)
            _insert_rows(OrderLine, LINE_COLUMNS, lines)
            _insert_rows(OrderEvent, history.COLUMNS, events)
            order_totals_apply(counts)  # the maintained totals, in the same transaction
            shipments_record(shipped=shipped, actor=actor)
    reset_sequences(Order, OrderLine, OrderEvent)
    data_changed()  # COPY bypasses the statements answer_cache watches
    if not connection.in_atomic_block:  # VACUUM cannot run in a transaction (nor in a test's)
        analyze(Order, OrderLine, OrderEvent, User)
    return count
