"""The API benchmark's print floor at a million orders' scale (scripts/bench_api.py runs `fill` after
seed_demo): what a shop of that size holds besides its orders, written in bulk (COPY on PostgreSQL,
core/orders/demo/bulk.py) so the lists are measured against tables of a working size. Each figure
is a guess at such a shop, written down here. `fill` does nothing the second time (a marker: the
bench suppliers)."""

from bench_business_fill import gstin, quotes_fill, receivables_fill

MOVEMENT_LINES = 200_000  # order lines of printed orders whose blanks moved: received, reserved, printed
SUPPLIERS = 40
PURCHASE_ORDERS = 2_000  # four lines each, of the last financial year
BATCH = 20_000


def _chunks(rows, size=BATCH):
    chunk = []
    for row in rows:
        chunk.append(row)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def _shipments(now) -> int:
    """Every shipped or delivered order without a shipment gets one, a day after it was placed, by
    one of the couriers in turn: a day holds the parcels a shop of this size hands over."""
    from datetime import timedelta

    from django.db import connection

    from core.orders.demo.bulk import _insert_rows, next_id, reset_sequences
    from core.orders.models import Order
    from core.orders.shipping.models import Courier, Shipment

    couriers = list(
        Courier.objects.filter(active=True, needs_awb=True).order_by("pk").values_list("pk", "name")
    )
    adapt = connection.ops.adapt_datetimefield_value
    orders = (
        Order.objects.filter(status__in=["shipped", "delivered"], shipment__isnull=True)
        .order_by("pk")
        .values_list("pk", "created_at", "status")
    )
    pk, count = next_id(Shipment), 0
    columns = ("id", "order_id", "courier_id", "awb", "shipped_at", "delivered_at")
    for chunk in _chunks(orders.iterator(chunk_size=BATCH)):
        rows = []
        for order_pk, created, status in chunk:
            courier, name = couriers[order_pk % len(couriers)]
            shipped = min(created + timedelta(hours=20), now - timedelta(minutes=5))
            delivered = adapt(shipped + timedelta(days=2)) if status == "delivered" else None
            rows.append(
                (pk, order_pk, courier, f"{name[:2].upper()}{order_pk:010d}", adapt(shipped), delivered)
            )
            pk += 1
        _insert_rows(Shipment, columns, rows)
        count += len(rows)
    reset_sequences(Shipment)
    return count


def _movements() -> int:
    """The blanks of MOVEMENT_LINES lines of printed orders: received, reserved at confirm, printed
    (three movements netting zero, so each blank's counts still equal the sum of its movements)."""
    from datetime import timedelta

    from django.db import connection

    from core.orders.demo.bulk import _insert_rows, next_id, reset_sequences
    from core.orders.models import OrderLine
    from core.stock.models import BlankItem, StockMovement

    items = list(BlankItem.objects.order_by("pk").values_list("pk", flat=True))
    if not items:  # a shop that counts no blanks moves none
        return 0
    adapt = connection.ops.adapt_datetimefield_value
    lines = (
        OrderLine.objects.filter(order__status__in=["shipped", "delivered"])
        .order_by("-pk")
        .values_list("pk", "order_id", "quantity", "order__created_at")[:MOVEMENT_LINES]
    )
    columns = ("id", "item_id", "kind", "on_hand_delta", "reserved_delta", "reason", "reference")
    columns += ("order_id", "actor_id", "created_at")
    pk, count = next_id(StockMovement), 0
    for chunk in _chunks(lines.iterator(chunk_size=BATCH)):
        rows = []
        for line_pk, order_pk, quantity, created in chunk:
            item = items[line_pk % len(items)]
            for kind, on_hand, reserved, order, hours in (
                ("receive", quantity, 0, None, 0),
                ("reserve", 0, quantity, order_pk, 1),
                ("consume", -quantity, -quantity, order_pk, 18),
            ):
                reference = f"PO-25-{line_pk % PURCHASE_ORDERS + 1:06d}" if kind == "receive" else ""
                at = adapt(created + timedelta(hours=hours))
                rows.append((pk, item, kind, on_hand, reserved, "", reference, order, None, at))
                pk += 1
        _insert_rows(StockMovement, columns, rows)
        count += len(rows)
    reset_sequences(StockMovement)
    return count


STATES = ("07", "27", "33", "24", "29", "09")


def _purchases(now) -> int:
    """SUPPLIERS suppliers (through the service: their GSTINs checked) and PURCHASE_ORDERS purchase
    orders of last financial year, four blanks each at 5% GST, most received."""
    from datetime import timedelta
    from decimal import Decimal

    from core.purchasing.models import PurchaseCounter, PurchaseLine, PurchaseOrder
    from core.purchasing.services import supplier_create
    from core.stock.models import BlankItem

    suppliers = [
        supplier_create(
            name=f"Bench supplier {n:02d}",
            gstin=gstin(STATES[n % len(STATES)], n),
            address=f"Unit {n}, Industrial Estate",
            state_code=STATES[n % len(STATES)],
            email=f"orders{n}@bench.example",
        )
        for n in range(SUPPLIERS)
    ]
    items = list(BlankItem.objects.select_related("product_type").order_by("pk"))
    if len(items) < 4:  # four blanks a purchase order
        return 0
    statuses = ["received"] * 6 + ["partly_received", "sent", "draft", "cancelled"]
    first = now - timedelta(days=600)
    orders, lines = [], []
    rate, quantity = Decimal("150.00"), 48
    taxable = rate * quantity
    gst = (taxable * Decimal("0.05")).quantize(Decimal("0.01"))
    for n in range(PURCHASE_ORDERS):
        supplier = suppliers[n % SUPPLIERS]
        intra = supplier.state_code == "07"
        half = (gst / 2).quantize(Decimal("0.01"))
        heads = (
            {"cgst": half, "sgst": gst - half, "igst": Decimal(0)}
            if intra
            else {"cgst": 0, "sgst": 0, "igst": gst}
        )
        at = first + timedelta(minutes=n * 150)
        status = statuses[n % len(statuses)]
        order = PurchaseOrder(
            number=f"PO-25-{n + 1:06d}",
            financial_year=2025,
            supplier=supplier,
            status=status,
            intra_state=intra,
            taxable=taxable * 4,
            total=(taxable + gst) * 4,
            created_at=at,
            updated_at=at,
            **{k: Decimal(v) * 4 for k, v in heads.items()},
        )
        orders.append(order)
        received = quantity if status == "received" else quantity // 2 if status == "partly_received" else 0
        for k in range(4):
            item = items[(n * 4 + k) % len(items)]
            lines.append(
                PurchaseLine(
                    order=order,
                    item=item,
                    description=str(item)[:160],
                    quantity=quantity,
                    received=received,
                    rate=rate,
                    hsn="6109",
                    gst_rate=Decimal("5.00"),
                    taxable=taxable,
                    total=taxable + gst,
                    **heads,
                )
            )
    PurchaseOrder.objects.bulk_create(orders, batch_size=1000)
    PurchaseLine.objects.bulk_create(lines, batch_size=2000)
    PurchaseCounter.objects.update_or_create(financial_year=2025, defaults={"last_number": PURCHASE_ORDERS})
    return len(orders)


def fill() -> None:
    """The floor's tables at this scale, once (the bench suppliers mark a filled database)."""
    import time

    from django.db import connection, transaction
    from django.utils import timezone

    from core.common.answer_cache import data_changed
    from core.orders.demo.bulk import analyze
    from core.orders.shipping.models import Shipment
    from core.purchasing.models import PurchaseLine, PurchaseOrder, Supplier
    from core.quotes.models import Quote, QuoteRequest, QuoteRevision
    from core.receivables.models import Debtor, Receivable
    from core.stock.models import StockMovement

    if Supplier.objects.filter(name__startswith="Bench supplier").exists():
        return
    start, now = time.monotonic(), timezone.now()
    with transaction.atomic():
        done = {
            "shipments": _shipments(now),
            "stock movements": _movements(),
            "purchase orders": _purchases(now),
            "quotes": quotes_fill(now),
            "open balances": receivables_fill(now),
        }
    data_changed()  # COPY bypasses the statements the answer cache watches
    if not connection.in_atomic_block:
        analyze(Shipment, StockMovement, PurchaseOrder, PurchaseLine, Supplier, Quote, QuoteRequest)
        analyze(QuoteRevision, Debtor, Receivable)
    figures = ", ".join(f"{n:,} {what}" for what, n in done.items())
    print(f"The floor: {figures} in {time.monotonic() - start:.0f} s.")
