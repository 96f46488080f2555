"""The API benchmark's driver (scripts/bench-api runs it; issue 12).

  bench_api.py prepare ORDERS   the database (SQLITE_PATH or DATABASE_URL) with ORDERS demo orders:
                                migrated, and seeded unless it already holds that many; then the
                                floor's tables at that scale (bench_floor_fill.py), once
  bench_api.py run URL          logs in (admin team and a demo customer), checks every endpoint
                                answers 200, loads each with wrk (8 connections) against GET /api/me/,
                                counts SQL queries per request (Django's test client, in process) and
                                prints a markdown table

Environment: BENCH_SECONDS (per endpoint, default 6), BENCH_ROUNDS (rounds of 2 s of /api/me/ then 2 s
of the endpoint instead, the ratio their median), BENCH_ONLY (a regex on the endpoint names),
BENCH_OUT (a file the table is appended to), BENCH_LABEL (the table's title).
"""

import http.cookiejar
import json
import os
import re
import shutil
import sys
import time
import urllib.parse
import urllib.request
from pathlib import Path

from bench_admin import admin_endpoints
from bench_desk import desk_endpoints, desk_facts
from bench_desk_fill import fill as fill_desk
from bench_ewaybill_fill import fill as fill_ewaybills
from bench_floor import floor_endpoints, floor_facts
from bench_floor_fill import fill as fill_floor
from bench_load import (
    BASELINE_SECONDS,
    CONNECTIONS,
    ROUND_SECONDS,
    ROUNDS,
    SECONDS,
    alternating,
    between,
    python_load,
    wrk,
)
from bench_reads import reads_endpoints, reads_facts
from bench_reads_fill import fill as fill_reads
from bench_stores import stores_endpoints, stores_facts
from bench_stores_fill import fill as fill_stores

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "core.settings")

ADMIN = ("9000000001", "Rangrez@Admin1")
CUSTOMER = ("9876543210", "Rangrez@Guest1")


def _q(**params) -> str:
    return urllib.parse.urlencode({k: json.dumps(v) for k, v in params.items()})


def _office_orders(**filters) -> str:
    return "/api/office/orders?" + _q(filter=filters, range=[0, 24], sort=["created_at", "DESC"])


def endpoints(facts: dict) -> list[tuple[str, str, str]]:
    """(name, role, path): the lists and totals that grow with the orders, and the baseline."""
    return [
        ("GET /api/me/ (baseline)", "admin", "/api/me/"),
        ("office orders, status filter, 25 newest", "admin", _office_orders(status="pending")),
        ('office orders, search "98"', "admin", _office_orders(q="98")),
        (f"office orders, search order id {facts['oid']}", "admin", _office_orders(q=facts["oid"])),
        (f"office orders, search phone {facts['phone']}", "admin", _office_orders(q=facts["phone"])),
        (f'office orders, search name "{facts["name"]}"', "admin", _office_orders(q=facts["name"])),
        ("office orders, all, 25 newest", "admin", _office_orders()),
        ("office orders, paid (accounts)", "admin", _office_orders(payment_status="paid")),
        ("office orders, due (accounts)", "admin", _office_orders(due=True)),
        ("office orders of one customer", "admin", _office_orders(customer_id=facts["customer_id"])),
        ("office order with history", "admin", f"/api/office/orders/{facts['order_id']}"),
        ("office customers, 25 newest", "admin", "/api/office/customers?" + _q(range=[0, 24])),
        ("office summary", "admin", "/api/office/summary/"),
        ("adminnavamountsummary", "admin", "/api/adminnavamountsummary/"),
        ("pendingorders", "admin", "/api/pendingorders/"),
        ("paid", "admin", "/api/paid/"),
        ("unpaid", "admin", "/api/unpaid/"),
        ("payment_list", "admin", "/api/payment_list/"),
        ("customer's order list", "customer", "/api/order/customerlist/"),
        ("customer's total due", "customer", "/api/totalduebyphonenumber/"),
        ("customer's total paid", "customer", "/api/totalpaidbyphonenumber/"),
        ("customer's timelines", "customer", "/api/orders/tracking/"),
        ("Django admin order list", "admin", "/admin/orders/order/"),
        ('Django admin order search "98"', "admin", "/admin/orders/order/?q=98"),
        *admin_endpoints(facts),
        *reads_endpoints(facts),
        *floor_endpoints(facts, _office_orders),
        *desk_endpoints(facts),
        *stores_endpoints(facts),
    ]


def _django():
    import django

    django.setup()


def prepare(orders: int) -> None:
    _django()
    from django.core.management import call_command

    from core.orders.models import Order

    call_command("migrate", verbosity=0)
    have = Order.objects.count()
    # seed_demo's followers (settings.DEMO_SEEDERS: returns' replacement orders) add a few orders
    if orders <= have <= orders + 50:
        print(f"The database already holds {have} orders.")
    elif have:
        sys.exit(f"The database holds {have} orders, not {orders}: start from an empty one.")
    else:
        start = time.monotonic()
        call_command("seed_demo", orders=orders, stdout=open(os.devnull, "w"))
        print(f"Seeded {orders} orders in {time.monotonic() - start:.0f} s.")
    fill_floor()  # the floor's tables at this scale (scripts/bench_floor_fill.py), once
    fill_reads(orders)  # returns, tickets, reviews, bank credits (scripts/bench_reads_fill.py), once
    fill_desk(orders)  # the courier desk's and the books' tables (scripts/bench_desk_fill.py), once
    fill_ewaybills(orders)  # business consignments over the e-way bill limit, once
    fill_stores(orders)  # campaign stores, their orders, batches and refunds, once


def _facts() -> dict:
    """Values the endpoints need, read from the seeded database."""
    from core.accounts.models import User
    from core.orders.models import Order

    customer = User.objects.get(phone_number=CUSTOMER[0])
    other = User.objects.filter(phone_number__startswith="7").order_by("pk").first() or customer
    order = Order.objects.filter(customer=customer).order_by("-created_at").first()
    some = Order.objects.order_by("pk").values_list("order_id", flat=True).first()
    return {
        **floor_facts(order),
        **reads_facts(),
        **desk_facts(customer),
        **stores_facts(customer),
        "customer_id": other.pk,
        "order_id": order.order_id,
        "oid": some[:6],
        "phone": other.phone_number[-5:],
        "name": other.name.split()[-1],
    }


def _session(base: str, phone: str, password: str, door: str) -> str:
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    token = json.loads(opener.open(base + "/api/csrf/").read())["csrftoken"]
    body = json.dumps({"phone_number": phone, "password": password}).encode()
    request = urllib.request.Request(
        base + f"/api/{door}/",
        data=body,
        headers={"Content-Type": "application/json", "X-CSRFToken": token},
    )
    opener.open(request).read()
    return "; ".join(f"{c.name}={c.value}" for c in jar)


def _check(base: str, path: str, cookie: str) -> None:
    request = urllib.request.Request(base + path, headers={"Cookie": cookie})
    with urllib.request.urlopen(request) as response:
        if response.status != 200:
            sys.exit(f"{path} answered {response.status}")
        response.read()


def _queries(chosen: list[tuple[str, str, str]]) -> dict[str, int]:
    """SQL queries per request, each endpoint called twice in process (the second call is counted,
    so the session is in its cache as in the load run), with the answer cache off: the work an
    answer costs when the data just changed."""
    from django.conf import settings
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    from core.accounts.models import User

    clients = {"anonymous": Client()}
    for role, (phone, _) in (("admin", ADMIN), ("customer", CUSTOMER)):
        clients[role] = Client()
        clients[role].force_login(User.objects.get(phone_number=phone))
    counts = {}
    settings.SHOP_ANSWER_CACHE = False
    for name, role, path in chosen:
        clients[role].get(path)
        with CaptureQueriesContext(connection) as ctx:
            response = clients[role].get(path)
        assert response.status_code == 200, (path, response.status_code)
        counts[name] = len(ctx.captured_queries)
    return counts


def run(base: str) -> None:
    _django()
    facts = _facts()
    only = os.environ.get("BENCH_ONLY")
    chosen = [e for e in endpoints(facts) if not only or re.search(only, e[0])]
    cookies = {
        "admin": _session(base, *ADMIN, door="adminlogin"),
        "customer": _session(base, *CUSTOMER, door="login"),
        "anonymous": "",
    }
    for _, role, path in chosen:
        _check(base, path, cookies[role])
    load = wrk if shutil.which("wrk") else python_load
    if ROUNDS > 1:
        rates, mes, ratios = alternating(load, base, chosen, cookies)
    else:
        rates, mes, ratios = between(load, base, chosen, cookies)
    queries = _queries(chosen)
    label = os.environ.get("BENCH_LABEL", "")
    lines = [
        f"### {label}".rstrip(),
        "",
        (
            f"wrk {CONNECTIONS} connections, {ROUNDS} rounds per endpoint of {ROUND_SECONDS} s of "
            f"GET /api/me/ then {ROUND_SECONDS} s of the endpoint (means in the table; the ratio is the "
            "rounds' median)"
            if ROUNDS > 1
            else f"wrk {CONNECTIONS} connections, {SECONDS} s per endpoint, between two {BASELINE_SECONDS} s "
            f"runs of GET /api/me/ (their mean in the table; the ratio is to that)"
        )
        + ("" if load is wrk else "; Python load generator (no wrk)")
        + f"; answer cache {'on' if os.environ.get('SHOP_ANSWER_CACHE', '1') == '1' else 'off'}"
        + " (SQL queries counted with it off)",
        "",
        "| endpoint | req/s | /api/me/ req/s | ratio | SQL queries |",
        "|---|---|---|---|---|",
    ]
    for name, _, _ in chosen:
        lines.append(
            f"| {name} | {rates[name]:.0f} | {mes[name]:.0f} | {ratios[name]:.2f} | {queries[name]} |"
        )
    table = "\n".join(lines) + "\n"
    print(table)
    if os.environ.get("BENCH_OUT"):
        with open(os.environ["BENCH_OUT"], "a") as out:
            out.write(table + "\n")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "prepare":
        prepare(int(sys.argv[2]))
    elif len(sys.argv) == 3 and sys.argv[1] == "run":
        run(sys.argv[2].rstrip("/"))
    else:
        sys.exit(__doc__)
