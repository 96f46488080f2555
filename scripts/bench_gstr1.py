"""GSTR-1 benchmark, the Python half of scripts/bench-gstr1 (a tool, not part of the shop).

Seeds a month (November 2026) of N tax invoices as the shop issues them (two goods rows and a
shipping row each, one in twenty cancelled by a credit note, inter-State ones among them, a few above
the B2CL threshold), then in one process, best of three runs each:
- baseline: the same documents read once with the ORM (`values_list(...).iterator()`, the fields
  GSTR-1 reads) and written with `csv.writer`;
- GSTR-1: `core.gst.files.gst_file_write` for the CSV sheets and for the JSON (each reads the
  documents once, builds tables 5, 7, 9B, 12 and 13, writes the file);
- the sales register (XLSX), for the record.
Target (issue 26): each GSTR-1 build within 1.0x the baseline.
"""

import csv
import os
import random
import sys
import tempfile
import time
from datetime import datetime, timedelta
from decimal import Decimal


def seed(count: int) -> None:
    from core.accounts.models import User
    from core.catalogue.models import ProductType
    from core.common.ist import IST
    from core.invoices.models import Invoice
    from core.invoices.states import STATES
    from core.orders.models import Order

    rnd = random.Random(26)
    customer = User.objects.create(phone_number="9876500000", name="Bench Buyer")
    product = ProductType.objects.get(slug="tshirts")
    start = datetime(2026, 11, 1, tzinfo=IST)
    orders = Order.objects.bulk_create(
        Order(
            customer=customer,
            product_type=product,
            colour_name="Black",
            colour_hex="#000000",
            amount=Decimal("0"),
            ship_name="Bench",
            ship_phone="9876500000",
            ship_area="x",
            ship_city="x",
            ship_state="Delhi",
            ship_pin_code="110001",
        )
        for _ in range(count)
    )
    codes = list(STATES)
    docs, credits = [], []
    for n, order in enumerate(orders, start=1):
        pos = "07" if rnd.random() < 0.5 else rnd.choice(codes)
        intra = pos == "07"
        qty, unit = rnd.randint(1, 6), rnd.choice([29900, 49900, 79900, 249900])
        if n % 500 == 0:
            qty, unit = 5, 2500000  # Rs 1.25 lakh: Table 5 when inter-State
        rate = Decimal(5) if unit <= 250000 else Decimal(18)
        rows = []
        for desc, gross in (
            ("T-shirt, size M", qty * unit),
            ("T-shirt, size L", unit),
            ("Shipping and handling (taxed as the goods it carries)", 7900),
        ):
            tax = int((Decimal(gross) * rate / (100 + rate)).quantize(Decimal(1)))
            cgst = (tax + 1) // 2 if intra else 0
            rows.append(
                {
                    "description": desc,
                    "hsn": "6109",
                    "quantity": 1 if "Ship" in desc else qty,
                    "unit_price": unit,
                    "gross": gross,
                    "discount": 0,
                    "taxable": gross - tax,
                    "rate": str(rate),
                    "cgst": cgst,
                    "sgst": tax - cgst if intra else 0,
                    "igst": 0 if intra else tax,
                    "total": gross,
                }
            )
        money = {
            k: Decimal(sum(r[k] for r in rows)) / 100 for k in ("taxable", "cgst", "sgst", "igst", "total")
        }
        common = dict(
            seller={},
            buyer_name="Bench",
            buyer_address="x",
            place_of_supply=STATES[pos],
            place_of_supply_code=pos,
            intra_state=intra,
            rows=rows,
            taxable_value=money["taxable"],
            cgst=money["cgst"],
            sgst=money["sgst"],
            igst=money["igst"],
            discount=Decimal(0),
            total=money["total"],
            amount_in_words="-",
        )
        at = start + timedelta(seconds=n * (29 * 86400 // count))
        docs.append(
            Invoice(
                order=order,
                kind="invoice",
                number=f"RZ/26-27/{n:06d}",
                financial_year=2026,
                sequence=n,
                issued_at=at,
                **common,
            )
        )
        if n % 20 == 0:
            credits.append((len(docs) - 1, at + timedelta(hours=5), common))
    Invoice.objects.bulk_create(docs, batch_size=2000)
    notes = [
        Invoice(
            order=docs[i].order,
            kind="credit",
            credited=docs[i],
            number=f"RZC/26-27/{k:06d}",
            financial_year=2026,
            sequence=k,
            issued_at=at,
            **common,
        )
        for k, (i, at, common) in enumerate(credits, start=1)
    ]
    Invoice.objects.bulk_create(notes, batch_size=2000)


def best(runs: int, work) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        work()
        times.append(time.perf_counter() - started)
    return min(times)


def main() -> int:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "core.settings")
    import django

    django.setup()
    from core.gst.files import gst_file_write
    from core.gst.period import period_of
    from core.gst.selectors import FIELDS
    from core.invoices.models import Invoice

    count = int(sys.argv[1]) if len(sys.argv) > 1 else 30000
    if not Invoice.objects.exists():
        started = time.perf_counter()
        seed(count)
        print(f"Seeded {count} invoices in {time.perf_counter() - started:.1f} s.")
    period = period_of("2026-11")
    start, end = period.bounds()
    documents = Invoice.objects.filter(issued_at__gte=start, issued_at__lt=end).count()
    out = tempfile.mkdtemp(prefix="gstr1-", dir=os.environ.get("BENCH_DIR"))

    def baseline() -> None:
        rows = (
            Invoice.objects.filter(issued_at__gte=start, issued_at__lt=end)
            .order_by("issued_at", "id")
            .values_list(*FIELDS)
            .iterator(chunk_size=2000)
        )
        with open(os.path.join(out, "baseline.csv"), "w", newline="") as fh:
            csv.writer(fh).writerows(rows)

    def build(level: str, suffix: str):
        return lambda: gst_file_write(
            os.path.join(out, f"gstr1{suffix}"),
            level=level,
            params={"month": "2026-11"},
            progress=lambda done: None,
        )

    baseline()  # warm the page cache for everyone
    figures = {
        "baseline (ORM read once + csv)": best(3, baseline),
        "GSTR-1 CSV sheets (ZIP)": best(3, build("gst_csv", ".zip")),
        "GSTR-1 JSON": best(3, build("gst_json", ".json")),
        "sales register (XLSX)": best(3, build("register", ".xlsx")),
    }
    base = figures["baseline (ORM read once + csv)"]
    print(f"{documents} documents in November 2026 (best of 3 runs each):")
    for name, seconds in figures.items():
        print(f"  {name:34s} {seconds:6.2f} s   {seconds / base:4.2f}x")
    worst = max(figures["GSTR-1 CSV sheets (ZIP)"], figures["GSTR-1 JSON"]) / base
    print(f"GSTR-1 build / baseline: {worst:.2f}x (target <= 1.00): {'ok' if worst <= 1.0 else 'SLOWER'}")
    return 0 if worst <= 1.0 else 1


if __name__ == "__main__":
    sys.exit(main())
