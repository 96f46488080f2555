"""The blanks' moving average ledger, each order's cost lines and margin, and the month's tallies.

An order is costed again by a task when its courier charge arrives; a month is costed again by a run
(a task with its progress, started from the office after the owner's rates change, or nightly by
`manage.py margins_recompute`). A changed order is marked stale by the followers and costed again
when read or nightly (`staleness.py`): no task per order change, as other apps' tests count the
tasks an order change queues (`margin_order_follow`, a task per change, is kept out of the lists).
Each recompute replaces the order's lines and margin and moves the tallies by the difference, in one
transaction, so the tallies always equal the margins."""

from collections import defaultdict
from datetime import timedelta
from decimal import ROUND_HALF_UP, Decimal

from django.db import transaction
from django.db.models import Exists, F, OuterRef, Sum
from django.utils import timezone

from core.jobs.start import start
from core.margins.models import (
    BlankCost,
    CostLine,
    MarginRun,
    MarginRunStatus,
    MarginStale,
    MarginTally,
    OrderMargin,
)
from core.margins.selectors import (
    month_document_count,
    month_order_ids,
    month_stale_margins,
    sales_documents,
)
from core.margins.sources import costs_of
from core.orders.changes.followers import OrderChange
from core.orders.models import Order
from core.purchasing.models import ReceiptLine
from core.stock.models import MovementKind, StockMovement

RECOMPUTE = "core.margins.tasks.margin_orders_recompute"  # queued by path: the task imports this module
RUN = "core.margins.tasks.margin_run"
BATCH = 200
FOUR = Decimal("0.0001")
ZERO = Decimal("0.00")


def _receive_movement(line: ReceiptLine, used: set[int]) -> StockMovement | None:
    """The stock movement `stock_receive` wrote for this receipt line (same item, PO and quantity)."""
    candidates = StockMovement.objects.filter(
        item_id=line.line.item_id,
        kind=MovementKind.RECEIVE,
        reference=line.receipt.order.number,
        on_hand_delta=line.quantity,
        created_at__gte=line.receipt.received_at - timedelta(seconds=5),
    ).order_by("id")
    return next((m for m in candidates if m.pk not in used), None)


@transaction.atomic
def blank_costs_refresh() -> int:
    """Add the ledger rows of the receipts not in it yet, oldest first: the moving weighted average
    after each is (pieces on hand before x the average before + pieces received x their rate) /
    (both); stock on hand before a blank's first purchase is valued at that purchase's rate."""
    pending = (
        ReceiptLine.objects.annotate(done=Exists(BlankCost.objects.filter(receipt_line=OuterRef("pk"))))
        .filter(done=False)
        .select_related("receipt__order", "line")
        .order_by("receipt__received_at", "id")
    )
    added = 0
    for line in pending[:5000]:
        item_id = line.line.item_id
        before = BlankCost.objects.filter(item_id=item_id).order_by("-received_at", "-id").first()
        used = set(BlankCost.objects.filter(item_id=item_id).values_list("movement_id", flat=True))
        movement = _receive_movement(line, used)
        moves = StockMovement.objects.filter(item_id=item_id)
        if movement is not None:
            moves = moves.filter(id__lt=movement.pk)
        else:
            moves = moves.filter(created_at__lt=line.receipt.received_at)
        on_hand = moves.aggregate(n=Sum("on_hand_delta"))["n"] or 0
        rate = (line.taxable / line.quantity).quantize(FOUR, rounding=ROUND_HALF_UP)
        kept = max(on_hand, 0)
        if before is None or kept == 0:
            average = rate
        else:
            average = (before.average * kept + rate * line.quantity) / (kept + line.quantity)
        BlankCost.objects.create(
            item_id=item_id,
            receipt_line=line,
            received_at=line.receipt.received_at,
            quantity=line.quantity,
            rate=rate,
            on_hand_before=on_hand,
            average=average.quantize(FOUR, rounding=ROUND_HALF_UP),
            reference=f"{line.receipt.order.number} / {line.receipt.supplier_invoice_number}"[:60],
            movement=movement,
        )
        added += 1
    return added


def _key(margin: OrderMargin) -> tuple:
    return (margin.month, margin.product_type_id, margin.business_id or 0)


def _tallies_move(deltas: dict[tuple, list]) -> None:
    for key in sorted(deltas):
        orders, sales, cost = deltas[key]
        if not (orders or sales or cost):
            continue
        month, type_id, business_id = key
        row, _ = MarginTally.objects.get_or_create(
            month=month, product_type_id=type_id, business_id=business_id
        )
        MarginTally.objects.filter(pk=row.pk).update(
            orders=F("orders") + orders, sales=F("sales") + sales, cost=F("cost") + cost
        )


@transaction.atomic
def order_margins_recompute(*, order_ids: list[int]) -> int:
    """Cost the orders again from every source, store their lines and margins, move the tallies."""
    blank_costs_refresh()
    ids = sorted(set(order_ids))
    orders = list(Order.objects.filter(pk__in=ids).select_related("product_type", "shipment"))
    found = {o.pk for o in orders}
    old = {m.order_id: m for m in OrderMargin.objects.select_for_update().filter(order_id__in=ids)}
    sales = sales_documents(list(found))
    lines = costs_of(orders)
    CostLine.objects.filter(order_id__in=ids).delete()
    MarginStale.objects.filter(order_id__in=ids).delete()  # costed now
    CostLine.objects.bulk_create(
        [CostLine(order_id=x.order_id, kind=x.kind, amount=x.amount, source=x.source) for x in lines]
    )
    cost: dict[int, Decimal] = defaultdict(lambda: ZERO)
    for x in lines:
        cost[x.order_id] += x.amount
    deltas: dict[tuple, list] = defaultdict(lambda: [0, ZERO, ZERO])
    for margin in old.values():
        d = deltas[_key(margin)]
        d[0], d[1], d[2] = d[0] - 1, d[1] - margin.sales, d[2] - margin.cost
    gone = [pk for pk in ids if pk in old and pk not in sales]
    OrderMargin.objects.filter(order_id__in=gone).delete()
    now = timezone.now()
    for order in orders:
        sale = sales.get(order.pk)
        if sale is None:
            continue
        fields = {
            "month": sale.month,
            "product_type_id": order.product_type_id,
            "business_id": order.customer_id if order.business_gstin else None,
            "sales": sale.sales,
            "cost": cost[order.pk],
            "margin": sale.sales - cost[order.pk],
            "computed_at": now,
        }
        margin, _ = OrderMargin.objects.update_or_create(order_id=order.pk, defaults=fields)
        d = deltas[_key(margin)]
        d[0], d[1], d[2] = d[0] + 1, d[1] + margin.sales, d[2] + margin.cost
    _tallies_move(deltas)
    return len(sales)


def margin_order_follow(change: OrderChange) -> None:
    """The order follower: an order that changed is costed again by a task after the commit."""
    start(RECOMPUTE, order_ids=[change.order.pk])


@transaction.atomic
def margin_run_start(*, month, actor) -> MarginRun:
    """Queue a month's recompute (after the rates changed); its progress is the run's row."""
    run = MarginRun.objects.create(
        month=month, created_by=actor if getattr(actor, "is_authenticated", False) else None
    )
    start(RUN, run_id=run.pk)
    return run


def _save(run_id: int, **fields) -> None:
    with transaction.atomic():
        MarginRun.objects.filter(pk=run_id).update(**fields)


def margin_run_execute(*, run_id: int) -> int:
    """Cost every order of the month again, a batch a transaction, saving the progress after each;
    then drop the margins of the month's orders whose invoice was cancelled since."""
    run = MarginRun.objects.filter(pk=run_id, status=MarginRunStatus.QUEUED).first()
    if run is None:
        return 0
    try:
        _save(run_id, status=MarginRunStatus.RUNNING, rows_total=month_document_count(run.month))
        done, after = 0, 0
        while chunk := month_order_ids(run.month, after_id=after, limit=BATCH):
            after = chunk[-1][0]
            order_margins_recompute(order_ids=[order_id for _, order_id in chunk])
            done += len(chunk)
            _save(run_id, rows_done=done)
        stale_after = 0
        while stale := month_stale_margins(run.month, after_order=stale_after, limit=BATCH):
            stale_after = stale[-1]
            order_margins_recompute(order_ids=stale)
    except Exception as exc:
        _save(
            run_id,
            status=MarginRunStatus.FAILED,
            error=f"{type(exc).__name__}: {exc}",
            finished_at=timezone.now(),
        )
        raise
    _save(run_id, status=MarginRunStatus.DONE, finished_at=timezone.now())
    return done
