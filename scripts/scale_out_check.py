"""The scale-out check's body (run by scripts/scale-out-check, which prepares the database and env).

Starts the production layout of docs/deploy.md on loopback (scale_out_layout.py: nginx from
deploy/nginx/rangrez.conf, two gunicorns, two task workers, two Next servers sharing Next's cache in
Redis, PostgreSQL, Redis) and an SMTP server (aiosmtpd, in this process), drives it over HTTP as
browsers and the team do, reads the shared database to count what happened, kills one of each kind of
server on the way, and prints its figures."""

import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "core.settings")

import scale_out_kills as kills  # noqa: E402 (the path above first)
import scale_out_orders as orders  # noqa: E402
import scale_out_pages as pages  # noqa: E402
from scale_out_http import Browser, Inbox, check  # noqa: E402
from scale_out_layout import Layout  # noqa: E402

FIGURES: list[str] = []


def main() -> int:
    from aiosmtpd.controller import Controller

    inbox = Inbox()
    smtp = Controller(inbox, hostname="127.0.0.1", port=int(os.environ["EMAIL_PORT"]))
    smtp.start()
    layout = Layout(
        work=Path(os.environ["SCALE_WORK"]),
        django_ports=os.environ["SCALE_PORTS"].split(),
        shop_ports=os.environ["SCALE_SHOP_PORTS"].split(),
        proxy_port=os.environ["SCALE_PROXY_PORT"],
        redis_url=os.environ["SCALE_REDIS_URL"],
    )
    try:
        print("Starting: Redis, two gunicorns, two task workers, nginx", flush=True)
        layout.start_redis()
        layout.start_django()
        layout.start_nginx()
        for port in [*layout.django_ports, layout.proxy_port]:
            layout.wait(port, "/api/")
        built = layout.build_storefront()
        FIGURES.append(f"storefront build: {built:.0f} s (once, for both Next servers)")
        print("Starting the two Next servers (Next's cache in Redis)", flush=True)
        for port in layout.shop_ports:
            layout.start_storefront(port)
        for port in layout.shop_ports:
            layout.wait(port, "/")
        return run(layout, inbox)
    finally:
        layout.stop()
        smtp.stop()


def run(layout: Layout, inbox: Inbox) -> int:
    import django

    django.setup()
    from django_tasks_db.models import DBTaskResult

    a, b = layout.django_ports
    shops, proxy = layout.shop_ports, layout.proxy
    started = time.perf_counter()

    orders.sessions(a, b)
    placed = orders.orders(layout.django_ports)
    staff = orders.staff_browser(a)
    orders.statuses(staff, layout.django_ports, placed)
    print("One export")
    job = orders.export(staff, a, b)
    print("The queue drains")
    mails = orders.emails_once(staff, b, inbox, placed, per_order=3)  # placed, confirmed, shipped
    export_runs = DBTaskResult.objects.filter(task_path="core.exports.tasks.export_run")
    check(export_runs.count() == 1 and export_runs.get().status == "SUCCESSFUL", "the export ran once")
    orders.throttle(a, b, layout.django_ports)
    orders.rate_limits(layout.django_ports, int(os.environ["SHOP_FORM_RATE_LIMIT"]))

    print("A price change reaches both storefronts and nginx")
    price = pages.price_change(staff, a, shops, proxy, 1357)
    print("A studio price change reaches both storefronts and nginx")
    studio = pages.studio_price_change(staff, b, shops, proxy, 479)
    shared = pages.next_cache_entries(layout.redis_url)
    check(shared > 0, f"the two Next servers keep their cache in Redis ({shared} keys under rangrez:next:)")
    print("A logged-in page is never served to another visitor")
    pages.never_shared(proxy, shops)
    print("Many visitors of one page at once")
    burst = pages.one_trip(proxy, shops)
    print("The build's scripts come compressed from their copies")
    scripts = pages.compressed_scripts(proxy, shops)

    print("Killing one storefront")
    shop_kill = kills.kill_during_load(layout, f"shop-{shops[0]}")
    price_after = pages.price_change(staff, b, shops[1:], proxy, 1468)
    print("Killing one gunicorn")
    web_kill = kills.kill_during_load(layout, f"web-{a}")
    late = Browser()
    orders.register(late, proxy, orders.CUSTOMERS)
    late_order = orders.place(late, proxy)
    staff = orders.staff_browser(proxy)
    print("Killing one task worker while it writes production packs")
    packs = kills.worker_mid_task(layout, staff, proxy, placed)
    late_mails = orders.emails_once(staff, proxy, inbox, [late_order], per_order=1)

    tasks = DBTaskResult.objects.all()
    by_worker: dict[str, int] = {}
    for result in tasks:
        for worker in result.worker_ids:
            by_worker[worker] = by_worker.get(worker, 0) + 1
    elapsed = time.perf_counter() - started
    print()
    print("Figures")
    for line in FIGURES:
        print(f"  {line}")
    print(
        f"  layout: nginx :{layout.proxy_port}, gunicorn :{a} :{b}, Next :{shops[0]} :{shops[1]}, 2 workers,"
    )
    print(
        f"          PostgreSQL, Redis {layout.redis_url}{' (started here)' if layout.started_redis else ''}"
    )
    print(f"  Next's cache shared in Redis: {shared} keys (pages, tagged reads, their tags)")
    print(
        f"  orders placed: {len(placed)} ({len(placed) // 2} per gunicorn), "
        "then 1 through nginx after a gunicorn died"
    )
    print(f"  status changes requested: {4 * len(placed)} (each twice, once per server, at once)")
    print(
        f"  e-mails recorded / sent / received: {mails['recorded']} / {mails['sent']} / {mails['received']}"
    )
    print(f"  export: 1 job, {job['rows_done']} rows, run once")
    print("  price change seen after (s): " + ", ".join(f"{k} {v:.2f}" for k, v in price.items()))
    print("    (product page and its RSC payload, the list, the bag's quote: the last of them)")
    print("  studio price seen after (s): " + ", ".join(f"{k} {v:.2f}" for k, v in studio.items()))
    print("  after a storefront died (s): " + ", ".join(f"{k} {v:.2f}" for k, v in price_after.items()))
    print(f"  20 visitors of one uncached page at once: {dict(burst)} (one went to Next)")
    print(scripts)
    for what, kill in (("a storefront", shop_kill), ("a gunicorn", web_kill)):
        print(
            f"  {what} killed: {kill['answered']} requests through nginx answered, "
            f"{kill['under_way']} under way at the kill, {kill['cut']} of them cut"
        )
    print(
        f"  packs: {packs['victim']} killed at {packs['rows_at_kill']} of {len(placed)}, finished by the "
        f"other {packs['recovered_s']:.1f} s later ({packs['runs']} runs); "
        f"the late order's e-mail received: {late_mails['received']}"
    )
    print(f"  tasks run per worker: {dict(sorted(by_worker.items()))}")
    print(f"  wall time of the proofs: {elapsed:.1f} s")
    print("RESULT: the shop runs on more than one machine, behind nginx")
    return 0


if __name__ == "__main__":
    sys.exit(main())
