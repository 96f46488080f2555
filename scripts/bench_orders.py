"""The orders benchmark's driver (scripts/bench-orders runs it).

  bench_orders.py prepare ORDERS  the database (DATABASE_URL or SQLITE_PATH) migrated and, when empty,
                                  seeded with ORDERS demo orders
  bench_orders.py run URL         an SMTP server (aiosmtpd, in this process, on EMAIL_PORT); CUSTOMERS new
                                  customers registered and logged in through the API; wrk (one connection
                                  per customer, scripts/bench_orders.lua) loads GET /api/me/, then the bag's
                                  checkout (cash on delivery and UPI in turn), then GET /api/me/ again, each
                                  for BENCH_SECONDS; the checkouts still under way when wrk stopped are sent
                                  again with their Idempotency-Key, as the storefront retries; then the
                                  checks (scripts/bench_orders_checks.py) and the figures

Environment: BENCH_SECONDS (each phase, default 10), BENCH_CUSTOMERS (16), BENCH_OUT (a file the
figures are appended to), BENCH_LABEL (their title).
"""

import json
import os
import re
import subprocess
import sys
import time
from decimal import Decimal
from pathlib import Path

from bench_orders_checks import emails_once, tally_paise, totals_reconciled
from scale_out_http import Browser, Inbox

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "core.settings")

SECONDS = int(os.environ.get("BENCH_SECONDS", "10"))
CUSTOMERS = int(os.environ.get("BENCH_CUSTOMERS", "16"))
# the bag every customer checks out: two catalogue designs, three pieces
BAG = [
    {"catalogue_item_id": 1, "size": "M", "quantity": 2},
    {"catalogue_item_id": 2, "size": "L", "quantity": 1},
]
WORK = ROOT / "var" / "bench-orders"
SCRIPT = ROOT / "scripts" / "bench_orders.lua"


def prepare(orders: int) -> None:
    import django

    django.setup()
    from django.core.management import call_command

    from core.orders.models import Order

    call_command("migrate", verbosity=0)
    if Order.objects.exists():
        print(f"The database holds {Order.objects.count()} orders.")
        return
    call_command("seed_demo", orders=orders, stdout=open(os.devnull, "w"))
    print(f"Seeded {orders} orders.")


def _customers(base: str, run: int) -> list[Browser]:
    """CUSTOMERS new accounts, registered and logged in as the storefront does."""
    browsers = []
    for n in range(CUSTOMERS):
        phone = f"6{run:05d}{n:04d}"
        password = "Bench@Orders1"
        body = {
            "name": f"Bench Customer {n}",
            "phone_number": phone,
            "email": f"bench{run}-{n}@example.in",
            "password": password,
            "confirm_password": password,
            "area": "12 MG Road",
            "landmark": "Near the metro",
            "state": "Karnataka",
            "city": "Bengaluru",
            "pin_code": "560001",
        }
        customer = Browser()
        code, answer = customer.call(base, "POST", "/api/register/", body)
        if code != 201:
            sys.exit(f"registering customer {n}: {code} {answer}")
        code, _ = customer.call(base, "POST", "/api/login/", {"phone_number": phone, "password": password})
        if code != 200:
            sys.exit(f"logging in customer {n}: {code}")
        browsers.append(customer)
    return browsers


def _wrk(base: str, mode: str, customers: list[Browser], run: int) -> dict:
    """One phase under wrk: the rate, and for the checkouts every answer wrk recorded."""
    plan, out = WORK / f"plan-{mode}.txt", WORK / f"answers-{run}.txt"
    lines = [f"mode={mode}", f"run={run}", f"out={out}", f"items_json={json.dumps(BAG)}"]
    for c in customers:
        cookie = "; ".join(f"{k.name}={k.value}" for k in c.jar)
        lines.append(f"customer={cookie}|{c.cookie('csrftoken')}")
    plan.write_text("\n".join(lines) + "\n")
    n = len(customers)
    result = subprocess.run(
        ["wrk", f"-t{n}", f"-c{n}", f"-d{SECONDS}s", "--timeout", "30s", "-s", str(SCRIPT), base],
        capture_output=True,
        text=True,
        env={**os.environ, "BENCH_ORDERS_PLAN": str(plan)},
    )
    if result.returncode != 0:
        sys.exit(f"wrk failed:\n{result.stdout}\n{result.stderr}")
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", result.stdout).group(1))
    (WORK / f"wrk-{mode}-{run}-{time.strftime('%H%M%S')}.txt").write_text(result.stdout)
    if "Socket errors" in result.stdout:
        print("  wrk: " + re.search(r"Socket errors.*", result.stdout).group(0), flush=True)
    phase = {"rate": rate, "wrk": result.stdout}
    if mode == "me" and "Non-2xx" in result.stdout:
        sys.exit(f"GET /api/me/ answered other than 200:\n{result.stdout}")
    if mode == "orders":
        phase.update(_answers(out))
    return phase


def _answers(out: Path) -> dict:
    seconds, sent, seen = 0.0, {}, {}
    for line in out.read_text().splitlines():
        kind, *rest = line.split()
        if kind == "seconds":
            seconds = float(rest[0])
        elif kind == "sent":
            sent[int(rest[0])] = int(rest[1])
        else:
            who, n, status, oid, amount = rest
            seen[(int(who), int(n))] = (int(status), oid, amount)
    return {"seconds": seconds, "sent": sent, "seen": seen}


def _retry(base: str, customers: list[Browser], phase: dict, run: int) -> int:
    """The checkouts sent but not answered when wrk stopped, sent again with the same key and body."""
    retried = 0
    for who, count in phase["sent"].items():
        for n in range(1, count + 1):
            if (who, n) in phase["seen"]:
                continue
            method = "cod" if n % 2 == 0 else "upi"
            customer = customers[who - 1]
            key = {"Idempotency-Key": f"bench-{run}-{who}-{n}"}
            body = {"items": BAG, "payment_method": method}
            code, order = customer.call(base, "POST", "/api/orders/checkout/", body, headers=key)
            phase["seen"][(who, n)] = (code, order.get("order_id", "-"), str(order.get("amount", "-")))
            retried += 1
    return retried


def run(base: str) -> None:
    import django
    from aiosmtpd.controller import Controller

    django.setup()
    WORK.mkdir(parents=True, exist_ok=True)
    inbox = Inbox()
    smtp = Controller(inbox, hostname="127.0.0.1", port=int(os.environ["EMAIL_PORT"]))
    smtp.start()
    try:
        run_id = int(time.time()) % 100000
        customers = _customers(base, run_id)
        print(f"{CUSTOMERS} customers registered and logged in", flush=True)
        before = _wrk(base, "me", customers, run_id)
        print(f"  GET /api/me/: {before['rate']:.1f} req/s", flush=True)
        tallies = tally_paise()
        placing = _wrk(base, "orders", customers, run_id)
        print(f"  checkouts: {placing['rate']:.1f} req/s", flush=True)
        after = _wrk(base, "me", customers, run_id)
        print(f"  GET /api/me/: {after['rate']:.1f} req/s", flush=True)
        placing["answered"] = sum(1 for a in placing["seen"].values() if a[0] == 201)  # within the phase
        retried = _retry(base, customers, placing, run_id)
        answers = list(placing["seen"].values())
        refused = [a for a in answers if a[0] != 201]
        placed = {oid: Decimal(amount) for code, oid, amount in answers if code == 201}
        print(
            f"{len(placed)} orders placed ({retried} answered on a retry), {len(refused)} refused", flush=True
        )
        mails = emails_once(inbox, placed)
        money = totals_reconciled(placed, tallies)
    finally:
        smtp.stop()
    me = (before["rate"] + after["rate"]) / 2
    report(placing, me, before, after, placed, refused, retried, mails, money)


def report(placing, me, before, after, placed, refused, retried, mails, money) -> None:
    rate = placing["answered"] / placing["seconds"]
    cod_upi = f"{CUSTOMERS} customers, wrk one connection each, {SECONDS} s per phase"
    load = " / ".join(f"{x:.2f}" for x in os.getloadavg())
    lines = [
        f"### {os.environ.get('BENCH_LABEL', '')}".rstrip(),
        "",
        f"{cod_upi}; load average at the end {load}",
        "",
        "| measure | figure |",
        "|---|---|",
        f"| GET /api/me/ req/s (before, after) | {me:.1f} ({before['rate']:.1f}, {after['rate']:.1f}) |",
        f"| checkouts answered 201 per second within the phase | {rate:.1f} |",
        f"| ratio to GET /api/me/ | {rate / me:.2f} |",
        f"| orders placed (cash on delivery, UPI) | {len(placed)} ({mails['cod']}, {mails['upi']}) |",
        f"| answered on a retry with the same key / refused | {retried} / {len(refused)} |",
        f"| placed e-mails recorded / sent / received / received twice | {mails['recorded']} / "
        f"{mails['sent']} / {mails['received']} / {mails['twice']} |",
        f"| e-mail queue drained after the load | {mails['drain']:.1f} s |",
        f"| totals: clients / orders table / maintained totals | {money['clients']} / {money['database']} / "
        f"{money['tallies']} |",
        f"| invoices for these orders (issued at confirm or payment) | {money['invoices']} |",
        f"| reconcile_order_totals | {money['reconcile']} |",
    ]
    table = "\n".join(lines) + "\n"
    print(table)
    if os.environ.get("BENCH_OUT"):
        with open(os.environ["BENCH_OUT"], "a") as out:
            out.write(table + "\n")
    ok = not refused and mails["ok"] and money["ok"]
    print("RESULT: " + ("PASS" if ok else "FAIL"))
    if not ok:
        sys.exit(1)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "prepare":
        prepare(int(sys.argv[2]))
    elif len(sys.argv) == 3 and sys.argv[1] == "run":
        run(sys.argv[2].rstrip("/"))
    else:
        sys.exit(__doc__)
