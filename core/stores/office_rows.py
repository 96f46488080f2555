"""The office's store rows from plain values: a page's ids by the list's own query (its index), then
their columns by a query prepared once per connection (core/common/prepared.py): each store with its
designs' progress as JSON in its own row and, for those who see money, the money collected; a
batch with its store's and design's titles and its print files' progress; a refund with its
store's title and order number."""

from decimal import Decimal

from django.db.models import Case, Count, DecimalField, IntegerField, OuterRef, QuerySet, Subquery, Sum, When
from django.db.models.functions import Coalesce

from core.common.json_rows import json_rows, rows_from_json
from core.common.prepared import ByIds
from core.orders.models import OrderStatus
from core.stores.models import Store, StoreBatch, StoreDesign, StoreOrder, StoreRefund
from core.stores.rules import progress_text
from core.stores.selectors import PAID_KEPT
from core.teams.models import TeamMember

_STORE = ("id", "slug", "title", "status", "closes_at", "designs_")


def _collected():
    """The store's paid orders' prices, the cancelled left out. A store without cash on delivery
    takes none (services/buying.py), so there its counted orders (paid, not cancelled:
    services/following.py) are the paid ones: summed from the store's orders alone, without a read
    of each order (25 stores of a hundred orders each: 2,500 order rows at random, 30 ms at 1M)."""
    paid = StoreOrder.objects.filter(PAID_KEPT, store=OuterRef("pk"))
    total = paid.order_by().values("store").annotate(s=Sum("unit_price")).values("s")
    counted = StoreOrder.objects.filter(store=OuterRef("pk"), counted=True)
    counted_total = counted.order_by().values("store").annotate(s=Sum("unit_price")).values("s")
    either = Case(
        When(allow_cod=False, then=Subquery(counted_total, output_field=DecimalField())),
        default=Subquery(total, output_field=DecimalField()),
    )
    return Coalesce(either, Decimal("0.00"))


def _stores():
    return Store.objects.annotate(designs_=json_rows(StoreDesign.objects.all(), "store", "position", "title",
                                                     "ordered", "minimum"))  # fmt: skip


_PLAIN = ByIds(lambda: _stores().values(*_STORE))
_WITH_MONEY = ByIds(lambda: _stores().annotate(collected_=_collected()).values(*_STORE, "collected_"))


def _progress(designs: str | None) -> str:
    shown = sorted(rows_from_json(designs))
    return ", ".join(
        f"{title}: {progress_text(ordered=ordered, minimum=minimum)}" for _, title, ordered, minimum in shown
    )


def _store_row(row: dict, money: bool) -> dict:
    return {
        "id": row["id"],
        "slug": row["slug"],
        "title": row["title"],
        "status": row["status"],
        "closes_at": row["closes_at"],
        "progress": _progress(row["designs_"]),
        "collected": row["collected_"].quantize(Decimal("0.01")) if money else None,
    }


def store_rows(money: bool):
    """StoreRowOut per store of a page, the money collected only when `money`."""
    read = _WITH_MONEY if money else _PLAIN

    def rows(page: QuerySet[Store]) -> list[dict]:
        return [_store_row(row, money) for row in read.rows(page)]

    return rows


def store_row(pk: int, money: bool) -> dict | None:
    """One store's row (None: no such store), in one query."""
    found = (_WITH_MONEY if money else _PLAIN).rows_of([pk])
    return _store_row(found[0], money) if found else None


def _people(ready: bool):
    """The batch's buyers with a name or number (each a TeamMember), or those whose file is made."""
    rows = TeamMember.objects.filter(
        order__store_order__design_id=OuterRef("design_id"), order__store_order__counted=True
    ).exclude(order__status=OrderStatus.CANCELLED)
    if ready:
        rows = rows.exclude(front_image="")
    total = rows.order_by().values("order__store_order__design_id").annotate(n=Count("pk")).values("n")
    return Coalesce(Subquery(total, output_field=IntegerField()), 0)


_BATCHES = ByIds(
    lambda: StoreBatch.objects.annotate(name_files_=_people(False), name_files_ready_=_people(True)).values(
        "id", "store__title", "design__title", "print_on", "pieces", "name_files_", "name_files_ready_"
    )
)


def batch_rows(page: QuerySet[StoreBatch]) -> list[dict]:
    """StoreBatchOut per batch of the page."""
    return [
        {
            "id": b["id"],
            "store": b["store__title"],
            "design": b["design__title"],
            "print_on": b["print_on"].isoformat(),
            "pieces": b["pieces"],
            "name_files": b["name_files_"],
            "name_files_ready": b["name_files_ready_"],
        }  # fmt: skip
        for b in _BATCHES.rows(page)
    ]


_REFUNDS = ByIds(
    lambda: StoreRefund.objects.values("id", "store__title", "order__order_id", "amount", "way", "utr")
)


def refund_rows(page: QuerySet[StoreRefund]) -> list[dict]:
    """StoreRefundOut per refund of the page."""
    return [
        {
            "id": r["id"],
            "store": r["store__title"],
            "order_id": r["order__order_id"],
            "amount": r["amount"],
            "way": r["way"],
            "utr": r["utr"],
        }  # fmt: skip
        for r in _REFUNDS.rows(page)
    ]
