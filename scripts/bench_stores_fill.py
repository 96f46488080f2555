"""The API benchmark's campaign stores at a million orders' scale (scripts/bench_api.py runs `fill`
after the other fills): STORES_PER_MILLION stores of two tee designs each over the year, with one
order in five of the shop linked to a store (the group's members' orders, a hundred a store over
about eighteen days, the stores of a stretch overlapping); closed stores made their batches, a design
under its minimum (one store in seven asks more than it sells of its second design) refunded its
buyers (by the gateway, or by UPI with a UTR, a few still waiting for theirs); the newest stretch's
stores are still open. The demo customer organises one closed store with refunds (its dashboard).
In bulk (COPY on PostgreSQL); additive and idempotent (a marker: the slugs' prefix), so it may run
on a database the other fills made before. The orders themselves are not changed."""

import json
from datetime import timedelta
from decimal import Decimal

from bench_desk_rows import Writer, _scale

STORES_PER_MILLION = 2_000
A_STORE = 100  # orders a store
STRETCH = 100  # stores sharing a stretch of orders (each takes every STRETCH-th)
EVERY = 5  # one order in five is a store's
SLUG = "bench-store-"
SIZES = ["S", "M", "L", "XL", "XXL"]
COLOURS = [["Black", "#222222"], ["White", "#ffffff"], ["Navy", "#1f2a44"]]
SHOP_PRICE = Decimal("379.00")  # the shop's price per piece at the expected 40


def _shares() -> list[tuple[int, str]]:
    """Twenty shared designs the stores' designs show: (pk, token)."""
    from core.studio.models import DesignShare

    made = [
        DesignShare(token=f"{SLUG}share-{n:02d}", product="tshirts", product_name="T-Shirt",
                    sleeve="Half Sleeve", colour="#222222", design={"front": {"objects": []}}, preview=b"")
        for n in range(20)
    ]  # fmt: skip
    DesignShare.objects.bulk_create(made, ignore_conflicts=True)
    tokens = [s.token for s in made]
    return list(DesignShare.objects.filter(token__in=tokens).order_by("token").values_list("pk", "token"))


def _orders(orders: int):
    """(pk, created_at, status, payment_status, payment_method) of every EVERY-th order, oldest
    first, as many as the stores take."""
    from core.orders.models import Order

    wanted = _scale(STORES_PER_MILLION, orders) * A_STORE
    rows = Order.objects.order_by("created_at", "pk").values_list(
        "pk", "created_at", "status", "payment_status", "payment_method"
    )
    taken = 0
    for i, row in enumerate(rows.iterator(chunk_size=20_000)):
        if i % EVERY == 0 and taken < wanted:
            taken += 1
            yield row


class _Writers:
    def __init__(self, shares: list[tuple[int, str]], tees: int, organisers: list[int]):
        from core.stores.models import Store, StoreBatch, StoreDesign, StoreOrder, StoreRefund

        self.shares, self.tees, self.organisers = shares, tees, organisers
        self.stores, self.designs = Writer(Store), Writer(StoreDesign)
        self.lines, self.batches, self.refunds = Writer(StoreOrder), Writer(StoreBatch), Writer(StoreRefund)

    def store(self, n: int, mine: list[tuple], *, opens, closes, open_until) -> None:
        """Store `n` with its orders `mine`; open until `open_until`, else closed at `closes`."""
        store = self.stores.add(
            slug=f"{SLUG}{n}", title=f"Fest {n} merch",
            organiser_id=self.organisers[n % len(self.organisers)],
            organiser_name=f"Organiser {n}", opens_at=opens, closes_at=open_until or closes,
            status="open" if open_until else "closed", closed_at=None if open_until else closes,
            names_asked=n % 2 == 0, numbers_asked=n % 2 == 0, show_roster=n % 3 == 0, created_at=opens,
        )  # fmt: skip
        for position in (1, 2):
            sold = mine[position - 1 :: 2]
            ordered = sum(1 for r in sold if r[3] == "paid" and r[2] != "cancelled")
            minimum = 80 if position == 2 and n % 7 == 0 else 20
            outcome = "" if open_until else ("batch" if ordered >= minimum else "refunded")
            price = Decimal("449.00") if position == 1 else Decimal("549.00")
            share, token = self.shares[n % len(self.shares)]
            design = self.designs.add(
                store_id=store, position=position, title=("Front print", "Back print")[position - 1],
                share_id=share, share_token=token, product_type_id=self.tees, product_name="T-Shirt",
                sleeve="Half Sleeve", colours=json.dumps(COLOURS), sizes=json.dumps(SIZES), price=price,
                shop_price=SHOP_PRICE, expected=40, minimum=minimum, ordered=ordered, outcome=outcome,
            )  # fmt: skip
            if outcome == "batch":
                print_on = (closes + timedelta(days=3)).date()
                self.batches.add(design_id=design, store_id=store, print_on=print_on, pieces=ordered,
                                 created_at=closes)  # fmt: skip
            for k, row in enumerate(sold):
                self.line(
                    n,
                    k,
                    row,
                    store=store,
                    design=design,
                    price=price,
                    refund_at=outcome == "refunded" and closes,
                )

    def line(self, n: int, k: int, row: tuple, *, store: int, design: int, price: Decimal, refund_at) -> None:
        pk, created, status, paid, method = row
        counted = paid == "paid" and status != "cancelled"
        named = n % 2 == 0
        self.lines.add(
            order_id=pk, store_id=store, design_id=design, size=SIZES[k % 5], colour_name=COLOURS[k % 3][0],
            name=f"Member {k}" if named else "", number=str(k) if named else "", unit_price=price,
            shop_price=SHOP_PRICE, counted=counted, created_at=created,
        )  # fmt: skip
        if refund_at and counted:
            upi = method != "upi" or k % 4 == 0
            self.refunds.add(
                order_id=pk, store_id=store, amount=price, way="upi" if upi else "gateway",
                utr=f"BENCHUTR{pk}" if upi and k % 5 else "", created_at=refund_at,
            )  # fmt: skip

    def done(self) -> dict:
        return {"stores": self.stores.done(), "designs": self.designs.done(),
                "store orders": self.lines.done(), "batches": self.batches.done(),
                "refunds": self.refunds.done()}  # fmt: skip


def fill(orders: int) -> None:
    """The stores of a shop of `orders` orders, once."""
    import time

    from django.db import transaction
    from django.utils import timezone

    from core.accounts.models import User
    from core.catalogue.models import ProductType
    from core.orders.demo.bulk import analyze
    from core.stores.models import Store, StoreBatch, StoreDesign, StoreOrder, StoreRefund

    if Store.objects.filter(slug__startswith=SLUG).exists():
        return
    begun = time.monotonic()
    now = timezone.now()
    count = _scale(STORES_PER_MILLION, orders)
    organisers = list(User.objects.filter(is_staff=False).order_by("pk").values_list("pk", flat=True)[:count])
    tees = ProductType.objects.get(slug="tshirts").pk
    with transaction.atomic():
        out = _Writers(_shares(), tees, organisers)
        first_store = out.stores.next
        picked = list(_orders(orders))
        per = max(1, min(STRETCH, count // 20))  # twenty stretches (a smaller shop: fewer stores each)
        stretches = [picked[at : at + A_STORE * per] for at in range(0, len(picked), A_STORE * per)]
        for g, stretch in enumerate(stretches):
            open_until = now + timedelta(days=5) if g == len(stretches) - 1 else None
            opens, closes = stretch[0][1] - timedelta(days=1), stretch[-1][1] + timedelta(hours=1)
            for s in range(min(per, len(stretch))):
                out.store(g * per + s, stretch[s::per], opens=opens, closes=closes, open_until=open_until)
        made = out.done()
        _demo_organiser(first_store)
    analyze(Store, StoreDesign, StoreOrder, StoreBatch, StoreRefund)
    took = time.monotonic() - begun
    print("Campaign stores: " + ", ".join(f"{v} {k}" for k, v in made.items()) + f" in {took:.0f} s.")


def _demo_organiser(first_store: int) -> None:
    """The demo customer organises the newest closed store with refunds."""
    from core.accounts.models import User
    from core.stores.models import Store

    customer = User.objects.get(phone_number="9876543210")
    made = (
        Store.objects.filter(pk__gte=first_store).order_by("-closes_at", "-id").values_list("pk", flat=True)
    )
    store = made.filter(status="closed", refunds__isnull=False).first() or made.first()
    Store.objects.filter(pk=store).update(organiser_id=customer.pk, organiser_name=customer.name)
