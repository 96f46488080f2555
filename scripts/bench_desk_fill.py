"""The API benchmark's courier desk and books at a million orders' scale (scripts/bench_api.py runs
`fill` after the reads' fill): the shipped orders' tax invoices, each parcel's state and the couriers'
scans, failed deliveries and their actions, RTOs with their losses and the RTO chart's counts, the
couriers' COD remittance files line by line, the gateway's settlements, e-way bills, and every
invoiced order's margin with its cost lines and the month tallies; in bulk (COPY on PostgreSQL,
core/orders/demo/bulk.py). Each figure is a guess at such a shop, scaled to the orders held (written
for 1M). `fill` does nothing the second time (a marker: the bench remittance files)."""

import json
from datetime import timedelta
from decimal import Decimal

EVENT_SHIPMENTS_PER_MILLION = 250_000  # the newest parcels' scans: four to five each (1M events)
UNMATCHED_EVENTS_PER_MILLION = 3_000  # scans whose AWB no shipment has (typos, other shops' parcels)
LIVE_NDR = 300  # failed deliveries still open: the couriers' cut-offs keep them few
COST_LINE_ORDERS_PER_MILLION = 150_000  # the newest margins' cost lines, four each
SETTLED_PER_MILLION = 300_000  # UPI orders paid through the gateway and settled, a line each
UNSETTLED = 150  # paid through the gateway, in no settlement after the days allowed
BIG_ORDERS_DAYS = 60  # a business order over the e-way bill limit a day, for the last 60 days
FILE_MARK = "bench-remittance-"
TWO = Decimal("0.01")


def _scale(per_million: int, orders: int) -> int:
    return max(1, per_million * orders // 1_000_000)


class Writer:
    """Rows of `model` by COPY: every concrete column, its default unless the row names it."""

    def __init__(self, model):
        from django.db.models import AutoField, BigAutoField, DateTimeField, JSONField
        from django.utils import timezone

        from core.orders.demo.bulk import next_id

        self.model = model
        self.fields = [f for f in model._meta.concrete_fields]
        self.columns = [f.column for f in self.fields]
        self.defaults = []
        for f in self.fields:
            value = f.get_default() if f.has_default() or not f.null else None
            if isinstance(f, JSONField):
                value = json.dumps(value if value is not None else {})
            if isinstance(f, DateTimeField) and (f.auto_now or f.auto_now_add):
                value = timezone.now()
            self.defaults.append(value)
        self.names = [f.attname for f in self.fields]
        self.numbered = isinstance(model._meta.pk, AutoField | BigAutoField)
        self.next = next_id(model) if self.numbered else 0
        self.rows: list[tuple] = []
        self.count = 0

    def add(self, **values) -> int:
        pk = values.pop("id", None) or self.next
        if self.numbered:
            self.next = max(self.next, pk + 1)
        values[self.model._meta.pk.attname] = pk
        row = tuple(values[n] if n in values else d for n, d in zip(self.names, self.defaults, strict=True))
        self.rows.append(row)
        if len(self.rows) >= 20_000:
            self.flush()
        return pk

    def flush(self) -> None:
        from core.orders.demo.bulk import _insert_rows

        _insert_rows(self.model, self.columns, self.rows)
        self.count += len(self.rows)
        self.rows = []

    def done(self) -> int:
        from core.orders.demo.bulk import reset_sequences

        self.flush()
        reset_sequences(self.model)
        return self.count


def _money(value) -> Decimal:
    return Decimal(value).quantize(TWO)


def _fy(at) -> int:
    return at.year if at.month >= 4 else at.year - 1


def _shipments():
    """(shipment pk, order pk, order_id, courier id, courier name, awb, shipped_at, delivered_at,
    order status, payment method, amount, pin code, customer, product type, created_at), in pk order."""
    from core.orders.shipping.models import Shipment

    return (
        Shipment.objects.filter(courier__isnull=False)
        .order_by("pk")
        .values_list(
            "pk", "order_id", "order__order_id", "courier_id", "courier__name", "awb", "shipped_at",
            "delivered_at", "order__status", "order__payment_method", "order__amount",
            "order__ship_pin_code", "order__customer_id", "order__product_type_id", "order__created_at",
        )
        .iterator(chunk_size=20_000)
    )  # fmt: skip


def _invoices(now) -> int:
    """A tax invoice for every shipped or delivered order without one, a day after it was placed:
    what the GST documents, the margins and the e-way bills read."""
    from core.invoices.models import Invoice
    from core.orders.models import Order

    seller = Invoice.objects.order_by("pk").values_list("seller", flat=True).first() or {}
    out = Writer(Invoice)
    orders = (
        Order.objects.filter(status__in=["shipped", "delivered"], invoices__isnull=True)
        .order_by("pk")
        .values_list("pk", "created_at", "amount", "ship_name", "ship_city", "ship_state", "ship_pin_code")
    )
    for pk, created, amount, name, city, state, pin in orders.iterator(chunk_size=20_000):
        issued = min(created + timedelta(hours=20), now - timedelta(minutes=10))
        taxable = _money(amount / Decimal("1.05"))
        half = _money((amount - taxable) / 2)
        out.add(
            order_id=pk, kind="invoice", number=f"RZB{out.next:09d}", financial_year=_fy(issued),
            sequence=out.next, issued_at=issued, seller=json.dumps(seller), buyer_name=name or "Customer",
            buyer_address=f"{city}, {state} {pin}", place_of_supply=state or "Karnataka",
            place_of_supply_code="29", intra_state=True, rows="[]", taxable_value=taxable, cgst=half,
            sgst=amount - taxable - half, igst=Decimal("0.00"), discount=Decimal("0.00"), total=amount,
            amount_in_words="Rupees only", payments="[]",
        )  # fmt: skip
    return out.done()


def _parcels(orders: int, now) -> dict:
    """Each parcel's state, the newest parcels' scans, failed deliveries, RTOs and their counts."""
    from collections import Counter

    from core.couriers.models import CourierEvent, ParcelStatus, RtoCount, RtoOutcome
    from core.ndr.models import NdrAction, NdrCase
    from core.orders.shipping.models import Shipment

    newest = Shipment.objects.order_by("-pk").values_list("pk", flat=True)
    cut = list(newest[_scale(EVENT_SHIPMENTS_PER_MILLION, orders) - 1 :][:1]) or [0]
    first_scanned = cut[0]
    parcels, events = Writer(ParcelStatus), Writer(CourierEvent)
    cases, actions, outcomes = Writer(NdrCase), Writer(NdrAction), Writer(RtoOutcome)
    counts: Counter = Counter()
    ndr_shipped = []  # (case pk, shipped_at) of the undelivered parcels whose attempt failed
    returned = []
    for i, row in enumerate(_shipments()):
        spk, opk, _oid, _cid, cname, awb, shipped, delivered, status, method, amount, pin, *_ = row
        key = (cname, (pin or "")[:3], method)
        steps = [("picked_up", shipped + timedelta(hours=3)), ("in_transit", shipped + timedelta(hours=12))]
        reason = ""
        if delivered:
            state, at = "delivered", delivered
            if i % 30 == 0:  # a failed attempt first, then delivered: a closed case
                attempt = delivered - timedelta(days=1)
                steps.append(("ndr", attempt))
                case = cases.add(
                    shipment_id=spk, order_id=opk, attempts=1, reason="Customer not available",
                    opened_at=attempt, attempted_at=attempt, deadline=attempt + timedelta(hours=24),
                    status="closed", action="reattempt", closed_at=delivered, closed_as="delivered",
                )  # fmt: skip
                actions.add(
                    case_id=case,
                    kind="reattempt",
                    at=attempt + timedelta(hours=2),
                    courier_status="sent",
                    actor_name="Order desk",
                    on_date=delivered.date(),
                )
            counts[key + ("delivered",)] += 1
        elif status == "shipped" and i % 25 == 0:
            state, at, reason = "rto_delivered", shipped + timedelta(days=9), "Customer refused"
            steps += [("ndr", shipped + timedelta(days=2)), ("rto_initiated", shipped + timedelta(days=5))]
            returned.append((spk, opk, at, method, amount))
            counts[key + ("returned",)] += 1
        elif status == "shipped" and i % 25 == 1:
            state, at, reason = "rto_in_transit", shipped + timedelta(days=6), "Address incomplete"
            steps += [("ndr", shipped + timedelta(days=2))]
        elif status == "shipped" and i % 40 == 2:
            state, at, reason = "ndr", shipped + timedelta(days=2), "Customer not available"
            ndr_shipped.append((spk, opk, at))
        else:
            state = ("in_transit", "out_for_delivery", "picked_up")[i % 3]
            at = dict(steps).get(state, shipped + timedelta(hours=30))
        at = min(at, now - timedelta(minutes=1))
        parcels.add(shipment_id=spk, id=spk, state=state, state_at=at, reason=reason, updated_at=at)
        if spk >= first_scanned:
            courier = cname.lower().replace(" ", "")
            for n, (step, when) in enumerate([*steps, (state, at)]):
                when = min(when, now - timedelta(minutes=1))
                events.add(
                    courier=courier, key=f"bench:{spk}:{n}", source=f"push:{courier}", awb=awb, status=step,
                    state=step, reason=reason if step == state else "", location="Hub", happened_at=when,
                    received_at=when + timedelta(minutes=3), shipment_id=spk, order_id=opk, moved=True,
                    payload="{}",
                )  # fmt: skip
    for n in range(_scale(UNMATCHED_EVENTS_PER_MILLION, orders)):
        at = now - timedelta(minutes=43 * n + 5)
        events.add(
            courier="delhivery", key=f"bench:unmatched:{n}", source="push:delhivery", awb=f"9{n:012d}",
            status="In Transit", state="in_transit", happened_at=at, received_at=at, payload="{}",
        )  # fmt: skip
    for n, (spk, opk, at) in enumerate(reversed(ndr_shipped)):
        live = n < LIVE_NDR
        status = ("open", "answered", "actioned")[n % 3] if live else "closed"
        opened = now - timedelta(hours=2 + n) if live else at
        attempts = 1 + n % 3
        case = cases.add(
            shipment_id=spk, order_id=opk, attempts=attempts, reason="Customer not available",
            opened_at=opened, attempted_at=opened, deadline=opened + timedelta(hours=24), status=status,
            answer="reattempt" if status != "open" else "", answered_at=opened if status != "open" else None,
            answer_date=(opened + timedelta(days=1)).date() if status != "open" else None,
            action="reattempt" if status in ("actioned", "closed") else "",
            closed_at=None if live else at + timedelta(days=3), closed_as="" if live else "rto_initiated",
        )  # fmt: skip
        if status in ("actioned", "closed"):
            actions.add(
                case_id=case,
                kind="reattempt",
                at=opened + timedelta(hours=1),
                courier_status="sent",
                actor_name="Order desk",
                on_date=(opened + timedelta(days=1)).date(),
            )
    refund_due = 0
    for spk, opk, at, method, amount in reversed(returned):
        if method == "cod":
            settlement, amount, ref = "nothing", Decimal("0.00"), ""
        elif refund_due < 60:
            settlement, ref = "refund_due", ""
            refund_due += 1
        else:
            settlement, ref = "refunded", f"rfnd_bench{spk}"
        outcomes.add(
            shipment_id=spk, order_id=opk, day=at.date(), payment_method=method, settlement=settlement,
            amount=amount, refund_reference=ref, loss_blanks=Decimal("180.00"), loss_print=Decimal("85.00"),
            loss_shipping=Decimal("130.00"), created_at=at,
        )  # fmt: skip
    rto = Writer(RtoCount)
    RtoCount.objects.all().delete()
    for cname, prefix, method in {k[:3] for k in counts}:
        rto.add(courier=cname, pin_prefix=prefix, payment_method=method,
                delivered=counts[(cname, prefix, method, "delivered")],
                returned=counts[(cname, prefix, method, "returned")])  # fmt: skip
    Shipment.objects.filter(pk__in=[r[0] for r in returned]).update(returned_to_origin_at=now)
    return {
        "parcel states": parcels.done(),
        "courier events": events.done(),
        "NDR cases": cases.done(),
        "NDR actions": actions.done(),
        "RTOs": outcomes.done(),
        "RTO counts": rto.done(),
    }


def _cod_parcels() -> int:
    """Every delivered COD parcel not booked yet, owed by its courier from its delivered day (IST), as
    `cod_parcels_backfill` books them one by one; the kept totals are recounted after the files."""
    from django.utils import timezone

    from core.orders.shipping.models import Shipment
    from core.remittances.models import CodParcel

    parcels = Writer(CodParcel)
    rows = (
        Shipment.objects.filter(
            delivered_at__isnull=False, courier__isnull=False, order__payment_method="cod"
        )
        .exclude(pk__in=CodParcel.objects.values("shipment_id"))
        .order_by("pk")
        .values_list("pk", "courier_id", "order__order_id", "awb", "order__amount", "delivered_at")
    )
    for spk, courier, ref, awb, amount, delivered in rows.iterator(chunk_size=20_000):
        day = timezone.localdate(delivered)
        parcels.add(
            shipment_id=spk, courier_id=courier, order_ref=ref, awb=awb.upper(), amount=amount,
            delivered_on=day, day=day, remitted=Decimal("0.00"),
        )  # fmt: skip
    return parcels.done()


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


def fill(orders: int) -> None:
    """The desk's and the books' tables for a shop of `orders` orders, once."""
    import time

    from django.db import transaction
    from django.utils import timezone

    from core.remittances.models import RemittanceFile

    if RemittanceFile.objects.filter(file_name__startswith=FILE_MARK).exists():
        return
    now = timezone.now()
    made: dict = {}
    with transaction.atomic():
        for step in (
            lambda: {"invoices": _invoices(now)},
            lambda: _parcels(orders, now),
            lambda: {"COD parcels": _cod_parcels()},
            lambda: _remittances(now),
            lambda: _settlements(orders, now),
            lambda: {"e-way bills": _ewaybills(now)},
            lambda: _margins(orders, now),
        ):
            start = time.monotonic()
            found = step()
            made.update(found)
            print(f"  {', '.join(found)}: {time.monotonic() - start:.0f} s", flush=True)
    from core.couriers.models import CourierEvent, ParcelStatus, RtoCount, RtoOutcome
    from core.invoices.models import Invoice
    from core.margins.models import CostLine, MarginTally, OrderMargin
    from core.ndr.models import NdrAction, NdrCase
    from core.orders.demo.bulk import analyze
    from core.orders.shipping.models import EwayBill
    from core.payments.models import GatewayPayment
    from core.payments.settlements.models import Settlement, SettlementLine
    from core.remittances.models import CodDay, CodParcel, RemittanceLine

    models = (
        Invoice, ParcelStatus, CourierEvent, RtoOutcome, RtoCount, NdrCase, NdrAction, RemittanceFile,
        RemittanceLine, CodParcel, CodDay, GatewayPayment, Settlement, SettlementLine, EwayBill,
        OrderMargin, CostLine, MarginTally,
    )  # fmt: skip
    analyze(*models)
    print("Courier desk and books tables: " + ", ".join(f"{v} {k}" for k, v in made.items()) + ".")
