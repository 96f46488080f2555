"""Demo orders for a fresh shop (`manage.py seed_demo`): every status and payment status, priced by
the money rules, with generated designs.

They go in with plain multi-row INSERTs, so `seed_demo --orders 100000` takes seconds, not hours:
the one place outside a services.py that writes shop data (named in ARCHITECTURE.md). It writes
nothing a service would compute differently: the amounts come from core.orders.pricing.quote, and
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
from core.orders.demo.designs import design_png
from core.orders.models import (
    ORDER_ID_ALPHABET,
    SHIP_TO,
    Order,
    OrderLine,
    OrderStatus,
    PaymentMethod,
    PaymentStatus,
)
from core.orders.pricing import PriceLine, Quote, quote
from core.orders.quotes import STORED_PARTS
from core.orders.totals.services import Counted, order_totals_apply, paise

GARMENT_SIZES = ["S", "M", "L", "XL", "2XL", "3XL"]
DESIGN_VARIANTS = 8
BATCH = 5000


def _insert_rows(model, rows: list[dict], chunk: int = 500) -> None:
    """Plain multi-row INSERTs: the ORM's per-field preparation is most of bulk_create's time."""
    if not rows:
        return
    columns = list(rows[0])
    table = connection.ops.quote_name(model._meta.db_table)
    cols = ", ".join(connection.ops.quote_name(c) for c in columns)
    one = "(" + ", ".join(["%s"] * len(columns)) + ")"
    with connection.cursor() as cursor:
        for i in range(0, len(rows), chunk):
            part = rows[i : i + chunk]
            sql = f"INSERT INTO {table} ({cols}) VALUES " + ", ".join([one] * len(part))
            cursor.execute(sql, [row[c] for row in part for c in columns])


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


def _cod_quote(
    lines: list[tuple[str, int]], unit: Decimal, rules: MoneyRules, code: str
) -> tuple[list, Quote]:
    """Cash on delivery is only for orders the money rules allow it for: trim demo quantities to fit."""
    while True:
        q = quote(
            lines=[PriceLine(unit, qty) for _, qty in lines], rules=rules, payment_method="cod", code=code
        )
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
    """What the demo orders are made of, read once."""

    def __init__(self) -> None:
        types = list(product_types())
        self.garments = [t for t in types if t.has_sizes and t.customisable]
        self.flat = [t for t in types if not t.has_sizes]
        self.colours = list(colours().values_list("name", "hex"))
        self.items = list(active_catalogue_items())


def _what(rnd: random.Random, cat: _Catalogue) -> tuple:
    """(product type, sleeve, (colour, hex), unit price, catalogue item, lines) of one demo order."""
    item = rnd.choice(cat.items) if rnd.random() < 0.25 else None
    if item:
        ptype, sleeve, colour, unit = item.product_type, "", (item.colour_name, item.colour_hex), item.price
    else:
        ptype = rnd.choice(cat.garments if rnd.random() < 0.85 else cat.flat)
        sleeves = list(ptype.sleeves.all())
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


def _order_row(
    n: int, rnd, *, customer: User, cat: _Catalogue, rules, designs, taken, now
) -> tuple[dict, list, Counted]:
    """One demo order as a table row, its lines and what the maintained totals count of it; the first
    12 cover every status and payment status."""
    statuses = list(OrderStatus)
    status = statuses[n % 5] if n < 12 else rnd.choices(statuses, weights=[30, 20, 20, 25, 5])[0]
    paid = (n % 3 == 0) if n < 12 else (status == OrderStatus.DELIVERED or rnd.random() < 0.3)
    method = PaymentMethod.UPI if (paid and rnd.random() < 0.7) else PaymentMethod.COD
    ptype, sleeve, colour, unit, item, lines = _what(rnd, cat)
    code = "FEST15" if rnd.random() < 0.15 else ""
    if method == PaymentMethod.COD:
        lines, q = _cod_quote(lines, unit, rules, code)
    else:
        q = quote(
            lines=[PriceLine(unit, qty) for _, qty in lines], rules=rules, payment_method=method, code=code
        )
    design = designs[rnd.randrange(len(designs))] if not item else {}
    has_back = bool(design) and rnd.random() < 0.6
    order_id = _order_id(rnd, taken)
    minutes = n * 7 + rnd.randint(0, 6) if n < 12 else rnd.randint(60, 60 * 24 * 365)
    created = now - timedelta(minutes=minutes)
    paid_status = PaymentStatus.PAID if paid else PaymentStatus.UNPAID
    row = {
        "order_id": order_id,
        "customer_id": customer.pk,
        "created_at": connection.ops.adapt_datetimefield_value(created),
        "status": status.value,
        "payment_status": paid_status.value,
        "payment_method": method.value,
        "upi_reference": f"UPI{rnd.randint(10**9, 10**10)}" if paid and method == "upi" else "",
        "product_type_id": ptype.pk,
        "sleeve": sleeve,
        "catalogue_item_id": item.pk if item else None,
        "colour_name": colour[0],
        "colour_hex": colour[1],
        "instructions": rnd.choice(["", "", "Please print the logo a little smaller.", "Gift wrap, please."]),
        "front_image": design.get("front_image", ""),
        "front_thumbnail": design.get("front_thumbnail", ""),
        "back_image": design.get("back_image", "") if has_back else "",
        "back_thumbnail": design.get("back_thumbnail", "") if has_back else "",
        **{part: str(getattr(q, part)) for part in STORED_PARTS},
        "amount": str(q.total),
        **{ship: getattr(customer, field) for ship, field in SHIP_TO.items()},
        "idempotency_key": None,
    }
    counts = Counted(timezone.localdate(created), status.value, paid_status.value, ptype.pk, paise(q.total))
    return row, [(size, qty, str(unit), item.pk if item else None) for size, qty in lines], counts


def seed_orders(rnd: random.Random, count: int, *, demo: list[User], others: list[User]) -> int:
    """Add `count` orders: the first 12 to the two demo customers, the rest to generated ones."""
    if count <= 0:
        return 0
    rules, cat, designs = money_rules(), _Catalogue(), seed_designs()
    taken = set(Order.objects.values_list("order_id", flat=True))
    now = timezone.now()
    for start in range(0, count, BATCH):
        rows, line_sets, counts = [], [], []
        for n in range(start, min(start + BATCH, count)):
            customer = demo[n % 2] if n < 12 else rnd.choice(others)
            row, lines, counted = _order_row(
                n, rnd, customer=customer, cat=cat, rules=rules, designs=designs, taken=taken, now=now
            )
            rows.append(row)
            line_sets.append(lines)
            counts.append((counted, 1))
        with transaction.atomic():
            _insert_rows(Order, rows)
            ids = dict(
                Order.objects.filter(order_id__in=[o["order_id"] for o in rows]).values_list("order_id", "pk")
            )
            line_rows = [
                {
                    "order_id": ids[o["order_id"]],
                    "size": s,
                    "quantity": q,
                    "unit_price": u,
                    "catalogue_item_id": i,
                }
                for o, lines in zip(rows, line_sets, strict=True)
                for s, q, u, i in lines
            ]
            _insert_rows(OrderLine, line_rows)
            order_totals_apply(counts)  # the maintained totals, in the same transaction
    return count
