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

from bench_desk_fill_money import _ewaybills, _margins, _remittances, _settlements
from bench_desk_rows import (
    EVENT_SHIPMENTS_PER_MILLION,
    FILE_MARK,
    LIVE_NDR,
    UNMATCHED_EVENTS_PER_MILLION,
    Writer,
    _fy,
    _money,
    _scale,
)


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
