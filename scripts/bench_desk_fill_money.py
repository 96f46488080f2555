"""The bench fill's money side: COD remittance files, the gateway's settlements, e-way bills and margins
(scripts/bench_desk_fill.py runs them)."""

from datetime import timedelta
from decimal import Decimal

from bench_desk_rows import (
    COST_LINE_ORDERS_PER_MILLION,
    FILE_MARK,
    SETTLED_PER_MILLION,
    UNSETTLED,
    Writer,
    _money,
    _scale,
)


def _remittances(now) -> dict:
    """A file per courier and week of its delivered COD parcels (those delivered in the last ten days
    not yet), most lines exact, some short by Rs 40, a few unknown AWBs, a few parcels in no file; then
    what each courier owes kept again from the parcels (CodDay, CourierCod)."""
    import uuid
    from collections import defaultdict
    from datetime import datetime, time

    from django.db import connection
    from django.db.models import Count, Sum

    from core.accounts.models import User
    from core.remittances.models import (
        CodDay,
        CodParcel,
        CourierCod,
        RemittanceFile,
        RemittanceLine,
        RemittanceTransfer,
    )

    admin = User.objects.filter(is_superuser=True).order_by("pk").first()
    cutoff = (now - timedelta(days=10)).date()
    parcels = (
        CodParcel.objects.filter(delivered_on__isnull=False, delivered_on__lte=cutoff, line__isnull=True)
        .exclude(awb="")
        .order_by("courier_id", "delivered_on", "pk")
        .values_list("pk", "courier_id", "shipment_id", "awb", "amount", "delivered_on", "order_ref")
    )
    weeks: dict = defaultdict(list)
    for row in parcels.iterator(chunk_size=20_000):
        weeks[(row[1], row[5].isocalendar()[:2])].append(row)
    files, lines, transfers = Writer(RemittanceFile), Writer(RemittanceLine), Writer(RemittanceTransfer)
    n = 0
    for (courier, (year, week)), rows in sorted(weeks.items()):
        file_id = uuid.uuid4()
        remitted_on = rows[-1][5] + timedelta(days=7)
        utr = f"BENCHUTR{year}{week:02d}{courier:04d}"
        groups = {"exact": 0, "short": 0, "unknown": 0}
        total = counted = Decimal("0.00")
        row_no = 1
        for _ppk, _c, spk, awb, amount, _day, ref in rows:
            n += 1
            if n % 97 == 0:  # in no file: the "missing" list
                continue
            row_no += 1
            short = n % 53 == 0
            got = amount - 40 if short else amount
            group = "short" if short else "exact"
            groups[group] += 1
            total += got
            counted += got
            lines.add(
                file_id=file_id, courier_id=courier, row=row_no, awb=awb, amount=got, remitted_on=remitted_on,
                utr=utr, group=group, expected=amount, difference=got - amount, shipment_id=spk,
                order_ref=ref, counted=True,
            )  # fmt: skip
        for k in range(max(1, len(rows) // 200)):  # an AWB the shop never shipped
            row_no += 1
            groups["unknown"] += 1
            total += Decimal("499.00")
            lines.add(
                file_id=file_id, courier_id=courier, row=row_no, awb=f"X{year}{week:02d}{courier}{k:05d}",
                amount=Decimal("499.00"), remitted_on=remitted_on, utr=utr, group="unknown",
                reason="No shipment has this AWB",
            )  # fmt: skip
        at = min(now, datetime.combine(remitted_on, time(11), tzinfo=now.tzinfo))
        files.add(
            id=file_id, courier_id=courier, file=f"remittances/bench/{file_id}.csv",
            file_name=f"{FILE_MARK}{courier}-{year}-W{week:02d}.csv", sha256=f"{file_id.hex}{'0' * 32}",
            format="generic", uploaded_by_id=admin.pk, created_at=at, status="ready", rows_done=row_no - 1,
            rows_total=row_no - 1, exact=groups["exact"], short=groups["short"], unknown=groups["unknown"],
            total=total, counted=counted,
        )  # fmt: skip
        transfers.add(file_id=file_id, utr=utr, paid_on=remitted_on, amount=total, lines=row_no - 1)
    made = {"remittance files": files.done(), "remittance lines": lines.done()}
    transfers.done()
    parcel, line = CodParcel._meta.db_table, RemittanceLine._meta.db_table
    with connection.cursor() as cursor:  # each counted line pays its parcel
        cursor.execute(
            f"UPDATE {parcel} SET line_id = l.id, remitted = l.amount FROM {line} l "
            f"WHERE l.counted AND l.shipment_id = {parcel}.shipment_id AND {parcel}.line_id IS NULL"
        )
    sums = (
        CodParcel.objects.filter(delivered_on__isnull=False)
        .values("courier_id", "day")
        .annotate(delivered=Sum("amount"), remitted=Sum("remitted"), parcels=Count("id"))
        .order_by()
    )
    days = {(d.courier_id, d.day): d for d in CodDay.objects.all()}
    totals: dict = defaultdict(lambda: [Decimal("0"), Decimal("0"), 0])
    changed = []
    for s in sums:
        day = days.get((s["courier_id"], s["day"])) or CodDay(courier_id=s["courier_id"], day=s["day"])
        day.delivered, day.remitted = s["delivered"], s["remitted"]
        day.open = day.delivered != day.remitted
        changed.append(day)
        t = totals[s["courier_id"]]
        t[0] += s["delivered"]
        t[1] += s["remitted"]
        t[2] += s["parcels"]
    CodDay.objects.bulk_create([d for d in changed if d.pk is None], batch_size=5_000)
    CodDay.objects.bulk_update(
        [d for d in changed if d.pk], ["delivered", "remitted", "open"], batch_size=5_000
    )
    for courier, (delivered, remitted, count) in totals.items():
        CourierCod.objects.update_or_create(
            courier_id=courier, defaults={"delivered": delivered, "remitted": remitted, "parcels": count}
        )
    return made


def _settlements(orders: int, now) -> dict:
    """The gateway's payments of paid UPI orders, a settlement a day with a line each (some with a
    mismatch), and a few payments captured and never settled."""
    import uuid

    from core.accounts.models import User
    from core.orders.models import Order
    from core.payments.models import GatewayPayment
    from core.payments.settlements.models import Settlement, SettlementLine, SettlementReport

    admin = User.objects.filter(is_superuser=True).order_by("pk").first()
    count = _scale(SETTLED_PER_MILLION, orders) + UNSETTLED
    paid = (
        Order.objects.filter(payment_method="upi", payment_status="paid", gateway_payments__isnull=True)
        .order_by("-created_at", "-id")
        .values_list("pk", "order_id", "amount", "created_at")[:count]
    )
    payments, lines = Writer(GatewayPayment), Writer(SettlementLine)
    report = SettlementReport.objects.create(
        id=uuid.uuid4(), file=f"settlements/bench/{uuid.uuid4()}.csv", file_name="bench-settlements.csv",
        uploaded_by=admin, status="ready",
    )  # fmt: skip
    days: dict = {}
    for n, (opk, oid, amount, created) in enumerate(paid):
        paise = int(amount * 100)
        settled = created.date() + timedelta(days=2)
        # the last two days' payments are not paid out yet; now and then one never is
        unsettled = created > now - timedelta(days=2) or n % 2000 == 7
        pay = payments.add(
            order_id=opk, gateway="razorpay", gateway_order_id=f"order_bench{opk}",
            payment_id=f"pay_bench{opk}",
            amount_paise=paise, status="captured", method="upi", settled_on=None if unsettled else settled,
            created_at=created, updated_at=created,
        )  # fmt: skip
        if unsettled:
            continue
        day = days.get(settled)
        if day is None:
            day = days[settled] = Settlement.objects.create(
                gateway="razorpay", settlement_id=f"setl_bench{settled:%Y%m%d}",
                utr=f"BENCHSETL{settled:%Y%m%d}",
                settled_on=settled, report=report,
            )  # fmt: skip
            day.rows = 1
        fee = _money(amount * Decimal("0.02"))
        tax = _money(fee * Decimal("0.18"))
        mismatch = "fee" if n % 211 == 0 else ""
        day.rows += 1
        lines.add(
            settlement_id=day.pk, report_id=report.pk, row=day.rows, kind="payment",
            entity_id=f"pay_bench{opk}",
            amount=amount, fee=fee, tax=tax, net=amount - fee - tax, gateway_order_id=f"order_bench{opk}",
            receipt=oid, method="upi", payment_id=pay, order_id=opk, mismatch=mismatch,
            reason="Fee above the agreed rate" if mismatch else "",
        )  # fmt: skip
    made = {"gateway payments": payments.done(), "settlement lines": lines.done()}
    from django.db.models import Count, Sum

    sums = SettlementLine.objects.values("settlement_id").annotate(
        g=Sum("amount"), f=Sum("fee"), t=Sum("tax"), n=Sum("net"), c=Count("id")
    )
    by = {s["settlement_id"]: s for s in sums.order_by()}
    objs = list(Settlement.objects.filter(pk__in=list(by)))
    for s in objs:
        row = by[s.pk]
        s.gross, s.fees, s.tax, s.net, s.lines = row["g"], row["f"], row["t"], row["n"], row["c"]
    Settlement.objects.bulk_update(objs, ["gross", "fees", "tax", "net", "lines"], batch_size=2_000)
    made["settlements"] = len(objs)
    return made


def _ewaybills(now) -> int:
    """E-way bills of the largest business-sized orders: numbers with their validity."""
    from core.orders.models import Order
    from core.orders.shipping.models import EwayBill

    bills = Writer(EwayBill)
    big = (
        Order.objects.filter(status__in=["shipped", "delivered"], ewaybill__isnull=True)
        .order_by("-amount", "-id")
        .values_list("pk", "created_at")[:2_000]
    )
    for n, (pk, created) in enumerate(big):
        generated = created + timedelta(hours=18)
        bills.add(
            order_id=pk, number=f"{331000000000 + n}", generated_at=generated,
            valid_until=generated + timedelta(days=2), distance_km=300 + n % 500, transport_mode="1",
            updated_at=generated,
        )  # fmt: skip
    return bills.done()


def _margins(orders: int, now) -> dict:
    """Every invoiced order's margin in its invoice's month (about one in twenty lost money), the
    newest ones' cost lines, and the month tallies recounted from the rows."""
    from django.db.models import Count, Sum

    from core.accounts.models import User
    from core.catalogue.models import ProductType
    from core.common.ist import in_ist
    from core.invoices.models import Invoice
    from core.margins.models import CostLine, MarginTally, OrderMargin

    default_type = ProductType.objects.order_by("pk").values_list("pk", flat=True).first()
    business = set(User.objects.exclude(business_gstin="").values_list("pk", flat=True))
    taken = set(OrderMargin.objects.values_list("order_id", flat=True))
    invoices = (
        Invoice.objects.filter(kind="invoice", credit_note__isnull=True)
        .order_by("-issued_at", "-id")
        .values_list("order_id", "issued_at", "taxable_value", "order__product_type_id", "order__customer_id")
    )
    margins, costs = Writer(OrderMargin), Writer(CostLine)
    with_lines = _scale(COST_LINE_ORDERS_PER_MILLION, orders)
    n = 0
    for opk, issued, taxable, ptype, customer in invoices.iterator(chunk_size=20_000):
        if opk in taken:
            continue
        taken.add(opk)
        share = Decimal(55 + (opk * 7919) % 50) / 100  # 0.55 to 1.04 of the sale
        blanks, printing = _money(taxable * share * Decimal("0.5")), _money(taxable * share * Decimal("0.3"))
        packaging = Decimal("18.00")
        courier = _money(taxable * share) - blanks - printing - packaging
        cost = blanks + printing + packaging + courier
        margins.add(
            order_id=opk, month=in_ist(issued).date().replace(day=1), product_type_id=ptype or default_type,
            business_id=customer if customer in business else None, sales=taxable, cost=cost,
            margin=taxable - cost, computed_at=issued,
        )  # fmt: skip
        if n < with_lines:
            for kind, amount, source in (
                ("blanks", blanks, "PO-BENCH at weighted average"), ("print", printing, "Screen print rate"),
                ("packaging", packaging, "Packaging per parcel"), ("courier", courier, "Courier invoice"),
            ):  # fmt: skip
                costs.add(order_id=opk, kind=kind, amount=amount, source=source)
        n += 1
    made = {"order margins": margins.done(), "cost lines": costs.done()}
    MarginTally.objects.all().delete()
    tallies = Writer(MarginTally)
    rows = (
        OrderMargin.objects.values("month", "product_type_id", "business_id")
        .annotate(orders=Count("id"), sales=Sum("sales"), cost=Sum("cost"))
        .order_by()
    )
    for r in rows:
        tallies.add(month=r["month"], product_type_id=r["product_type_id"], business_id=r["business_id"] or 0,
                    orders=r["orders"], sales=r["sales"], cost=r["cost"])  # fmt: skip
    made["margin tallies"] = tallies.done()
    return made
