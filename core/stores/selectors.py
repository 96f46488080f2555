"""What the stores show: the public page (its designs and, if the organiser chose, the roster), the
progress (each design's count, kept on the design: services/following.py), the organiser's
dashboard and statement, and the office's lists."""

from dataclasses import dataclass
from decimal import Decimal

from django.db.models import Count, F, Q, QuerySet, Sum

from core.common.errors import NotFound
from core.common.money import rupees
from core.common.prepared import Prepared, model_columns
from core.orders.models import OrderStatus, PaymentStatus
from core.stores.models import Store, StoreBatch, StoreDesign, StoreOrder, StoreRefund, StoreStatus
from core.stores.rules import margin, progress_text

NO_STORE = "No store has this address."
ROSTER_MAX = 500


def share_image_url(token: str) -> str:
    return f"/api/studio/shares/{token}/image.png"


# the store by its address and its designs, compiled once per connection (core/common/prepared.py):
# the page, its progress and the dashboard read them on every request
_STORE_COLUMNS = model_columns(Store)
_STORE = Prepared(
    lambda slug: Store.objects.filter(slug=slug).order_by().values_list(*_STORE_COLUMNS)[:1],
    slug="a-prepared-slug",
)
_DESIGN_COLUMNS = model_columns(StoreDesign)
_DESIGNS = Prepared(
    lambda store: (
        StoreDesign.objects.filter(store_id=store).order_by("position").values_list(*_DESIGN_COLUMNS)
    ),
    store=-1,
)


def store_get(*, slug: str, drafts: bool = False) -> Store:
    """The store at `slug`; a draft only with `drafts` (its organiser's preview): to everyone
    else a draft is a store not found."""
    found = _STORE.rows(slug=slug)
    store = Store.from_db("default", _STORE_COLUMNS, found[0]) if found else None
    if store is None or (store.status == StoreStatus.DRAFT and not drafts):
        raise NotFound(NO_STORE)
    return store


def store_designs(store: Store) -> list[StoreDesign]:
    return [StoreDesign.from_db("default", _DESIGN_COLUMNS, row) for row in _DESIGNS.rows(store=store.pk)]


def design_out(design: StoreDesign) -> dict:
    return {
        "position": design.position,
        "title": design.title,
        "product": design.product_name,
        "sleeve": design.sleeve,
        "colours": [{"name": n, "hex": h} for n, h in design.colours],
        "sizes": design.sizes,
        "price": design.price,
        "fundraising": rupees(design.price - design.shop_price),
        "minimum": design.minimum,
        "ordered": design.ordered,
        "progress": progress_text(ordered=design.ordered, minimum=design.minimum),
        "image_url": share_image_url(design.share_token),
        "outcome": design.outcome,
    }


# compiled once per connection (core/common/prepared.py): the dashboard's and the page's reads
_ROSTER = Prepared(  # the designs joined by the store's (its 2 by their index, not every store's)
    lambda store: (
        StoreOrder.objects.filter(store_id=store, design__store_id=store, counted=True)
        .order_by("design__position", "created_at", "id")
        .values("design__position", "name", "number", "size")[:ROSTER_MAX]
    ),
    store=-1,
    repeats=("store",),
)


def roster(store: Store) -> list[dict]:
    """The names and numbers of the pieces counted (paid or cash on delivery, not cancelled), by
    design: never the buyers' own details."""
    rows = _ROSTER.rows(store=store.pk)
    return [
        {"design": r["design__position"], "name": r["name"], "number": r["number"], "size": r["size"]}
        for r in rows
    ]


def store_public(*, slug: str) -> dict:
    return store_page(store_get(slug=slug))


def store_page(
    store: Store, *, shown_roster: list[dict] | None = None, designs: list[StoreDesign] | None = None
) -> dict:
    """The store's page; `shown_roster`, `designs`: its roster and designs when the caller has read them."""
    return {
        "slug": store.slug,
        "title": store.title,
        "organiser": store.organiser_name,
        "opens_at": store.opens_at,
        "closes_at": store.closes_at,
        "status": store.status,
        "names_asked": store.names_asked,
        "numbers_asked": store.numbers_asked,
        "unique_numbers": store.unique_numbers,
        "delivery": store.delivery,
        "needs_password": bool(store.password),
        "allow_cod": store.allow_cod,
        "designs": [design_out(d) for d in (store_designs(store) if designs is None else designs)],
        "roster": (roster(store) if shown_roster is None else shown_roster) if store.show_roster else [],
    }


def store_progress(*, slug: str) -> dict:
    store = store_get(slug=slug)
    designs = store.designs.order_by("position").values("position", "ordered", "minimum")
    return {
        "status": store.status,
        "closes_at": store.closes_at,
        "designs": [
            {**d, "progress": progress_text(ordered=d["ordered"], minimum=d["minimum"])} for d in designs
        ],
    }


@dataclass(frozen=True)
class StatementLine:
    order_id: str
    date: object
    design: str
    colour: str
    size: str
    name: str
    number: str
    status: str
    payment: str
    price: Decimal
    shop_price: Decimal

    @property
    def collected(self) -> Decimal:
        return (
            self.price
            if self.payment == PaymentStatus.PAID and self.status != OrderStatus.CANCELLED
            else Decimal("0.00")
        )

    @property
    def margin(self) -> Decimal:
        return (
            margin(price=self.price, shop_price=self.shop_price, pieces=1)
            if self.collected
            else Decimal("0.00")
        )


STATEMENT_COLUMNS = (
    "order__order_id", "created_at", "design__title", "colour_name", "size", "name", "number",
    "order__status", "order__payment_status", "unit_price", "shop_price",
)  # fmt: skip


def statement_lines(store: Store) -> list[StatementLine]:
    rows = StoreOrder.objects.filter(store=store).order_by("created_at", "id").values_list(*STATEMENT_COLUMNS)
    return [StatementLine(*row) for row in rows]


def statement_totals(lines: list[StatementLine]) -> dict[str, Decimal]:
    collected = sum((line.collected for line in lines), Decimal("0.00"))
    margin_total = sum((line.margin for line in lines), Decimal("0.00"))
    return {
        "collected": rupees(collected),
        "margin": rupees(margin_total),
        "shop": rupees(collected - margin_total),
    }


# a store order's money kept: paid and not cancelled (StatementLine.collected, .margin; the office's
# money collected, office_rows.py and figures.py)
PAID_KEPT = Q(order__payment_status=PaymentStatus.PAID) & ~Q(order__status=OrderStatus.CANCELLED)


_SUMS = Prepared(
    lambda store: (
        StoreOrder.objects.filter(store_id=store)
        .values("design_id", "size")
        .annotate(
            orders=Count("id"),
            pieces=Count("id", filter=~Q(order__status=OrderStatus.CANCELLED)),
            collected=Sum("unit_price", filter=PAID_KEPT),
            margin=Sum(F("unit_price") - F("shop_price"), filter=PAID_KEPT & ~Q(unit_price=0)),
        )
        .order_by()
    ),
    store=-1,
)


def store_sums(store: Store) -> list[dict]:
    """The store's orders summed per design and size in the database, by the store's index
    (`storeorder_store`): each group's orders, pieces (not cancelled), money collected and margin
    (StatementLine's rules), a row per design and size ordered rather than a row per order."""
    return _SUMS.rows(store=store.pk)


def dashboard(*, store: Store) -> dict:
    """The statement's sums and the pieces per design and size, from `store_sums`: the same answer as
    summing `statement_lines` (tested), in five queries whatever the store's size."""
    designs = store_designs(store)
    titles = {d.pk: d.title for d in designs}
    per: dict[tuple[str, str], int] = {}
    orders, collected, margin_total = 0, Decimal("0.00"), Decimal("0.00")
    for group in store_sums(store):
        orders += group["orders"]
        collected += group["collected"] or 0
        margin_total += group["margin"] or 0
        if group["pieces"]:
            key = (titles[group["design_id"]], group["size"])
            per[key] = per.get(key, 0) + group["pieces"]
    names = roster(store)
    return {
        **store_page(store, shown_roster=names, designs=designs),
        "password": store.password,
        "show_roster": store.show_roster,
        "per_size": [{"design": d, "size": s, "pieces": n} for (d, s), n in sorted(per.items())],
        "roster": names,
        "orders": orders,
        "collected": rupees(collected),
        "margin": rupees(margin_total),
        "shop": rupees(collected - margin_total),
    }


def stores_listed() -> QuerySet[Store]:
    return Store.objects.all()


def batches_listed() -> QuerySet[StoreBatch]:
    """The batches as the list filters and sorts them (a page's columns: office_rows.batch_rows)."""
    return StoreBatch.objects.all()


def refunds_listed() -> QuerySet[StoreRefund]:
    """The refunds as the list filters and sorts them (a page's columns: office_rows.refund_rows)."""
    return StoreRefund.objects.all()
