"""The order-placing requests in process (Django's test client), for scripts/bench-orders' notes: server time,
CPU ms and SQL queries of GET /api/me/ (the hello the rate is measured against), the bag's checkout (COD,
UPI), the task worker's share of each checkout (its "placed" e-mail: claimed, sent to Django's in-memory
outbox, finished) and the studio's design order with two 1800 x 2400 PNGs (front and back), the median of
REPEAT runs each; with --profile, cProfile's top functions. The budget line: the CPU a checkout and its
e-mail may take for 0.3x the hello's rate on the same cores (hello CPU / 0.3).

  DATABASE_URL=... .venv/bin/python scripts/bench_orders_profile.py [checkout|design|hello|all] [--profile]

Run against a bench database (it places orders in it): scripts/bench-orders' or a copy of one.
"""

import cProfile
import io
import os
import pstats
import statistics
import sys
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "core.settings")
os.environ["SHOP_ORDER_RATE_LIMIT"] = "100000"  # one customer places them all
os.environ["EMAIL_HOST"] = "127.0.0.1"  # the e-mails queued as in scripts/bench-orders (sent to memory)
REPEAT = int(os.environ.get("BENCH_REPEAT", "7"))
CUSTOMER = "9876543210"


def design_png(seed: int) -> bytes:
    """An 1800 x 2400 print file at 300 DPI with a transparent background, shapes and a gradient band:
    about what the studio's export of a logo and some text weighs."""
    from PIL import Image, ImageDraw

    picture = Image.new("RGBA", (1800, 2400), (255, 255, 255, 0))
    draw = ImageDraw.Draw(picture)
    draw.ellipse((100 + seed, 200, 1700, 1800), fill=(20, 120 + seed % 100, 200, 255))
    for y in range(1900, 2300):
        draw.line((100, y, 1700, y), fill=(y % 256, (y * 3) % 256, 90, 255))
    draw.text((300, 900), "Rangrez", fill=(255, 255, 255, 255), font_size=240)
    out = io.BytesIO()
    picture.save(out, format="PNG", dpi=(300, 300))
    return out.getvalue()


def _client():
    from django.test import Client

    from core.accounts.models import User

    client = Client()
    client.force_login(User.objects.get(phone_number=CUSTOMER))
    return client


def _checkout(client, n: int):
    body = {
        "items": [
            {"catalogue_item_id": 1, "size": "M", "quantity": 2},
            {"catalogue_item_id": 2, "size": "L", "quantity": 1},
        ],
        "payment_method": "upi" if n % 2 else "cod",
    }
    key = f"bench-profile-{uuid.uuid4()}"  # each checkout its own, as the storefront sends
    return client.post(
        "/api/orders/checkout/", body, content_type="application/json", HTTP_IDEMPOTENCY_KEY=key
    )


def _design(client, n: int, pictures: tuple[bytes, bytes]):
    from django.core.files.uploadedfile import SimpleUploadedFile

    data = {
        "product": "tshirts",
        "sleeve": "Half Sleeve",
        "color": "White",
        "sizes": '[{"size": "M", "quantity": 2}]',
        "payment_method": "cod",
        "front": SimpleUploadedFile("front.png", pictures[0], "image/png"),
        "back": SimpleUploadedFile("back.png", pictures[1], "image/png"),
    }
    return client.post("/api/orders/", data)


def _hello(client, n: int):
    return client.get("/api/me/")


def _worker():
    """A task worker as `manage.py task_worker` runs it (its loop, `ShopWorker._poll`), without its
    heartbeat thread."""
    from core.jobs.worker import ShopWorker

    worker = ShopWorker(
        queue_names=["default", "emails"],
        interval=0,
        batch=True,
        backend_name="default",
        startup_delay=False,
        max_tasks=None,
        worker_id="bench-profile",
        excluded_queue_names=[],
    )
    return worker._poll


def worker_share(client) -> float:
    """CPU ms and queries per checkout of the worker: REPEAT checkouts, then the worker drains the queue."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    drain = _worker()
    drain()
    cpus, queries = [], []
    for n in range(REPEAT):
        _checkout(client, n)
        with CaptureQueriesContext(connection) as ctx:
            cpu = time.process_time()
            drain()
            cpus.append((time.process_time() - cpu) * 1000)
        queries.append(len(ctx.captured_queries))
    cpu, n = statistics.median(cpus), statistics.median(queries)
    print(f"| task worker, per checkout | | {cpu:.1f} | {n:.0f} | |")
    return cpu


def measure(name: str, call, profile: bool, ok: int = 201) -> dict:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    walls, cpus, queries = [], [], []
    profiler = cProfile.Profile(time.process_time) if profile else None  # CPU, not wall
    call(-1)  # warm: imports, the session in its cache
    for n in range(REPEAT):
        with CaptureQueriesContext(connection) as ctx:
            wall, cpu = time.perf_counter(), time.process_time()
            if profiler:
                profiler.enable()
            response = call(n)
            if profiler:
                profiler.disable()
            cpus.append((time.process_time() - cpu) * 1000)
            walls.append((time.perf_counter() - wall) * 1000)
        assert response.status_code == ok, (name, response.status_code, response.content[:500])
        queries.append(len(ctx.captured_queries))
    figures = {
        "wall": statistics.median(walls),
        "cpu": statistics.median(cpus),
        "queries": statistics.median(queries),
    }
    print(
        f"| {name} | {figures['wall']:.0f} | {figures['cpu']:.1f} | {figures['queries']:.0f} "
        f"| {min(walls):.0f} |",
        flush=True,
    )
    if profiler:
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(45)
        print(out.getvalue())
    return figures


def main() -> None:
    import django

    django.setup()
    which = sys.argv[1] if len(sys.argv) > 1 else "all"
    profile = "--profile" in sys.argv
    client = _client()
    load = " / ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"median of {REPEAT}, in process (Django's test client); load average {load}")
    print("| request | server ms | CPU ms | SQL queries | fastest server ms |\n|---|---|---|---|---|")
    from django.conf import settings

    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    hello = measure("GET /api/me/", lambda n: _hello(client, n), profile and which == "hello", ok=200)
    if which in ("checkout", "all"):
        checkout = measure("bag checkout, COD and UPI in turn", lambda n: _checkout(client, n), profile)
        worker = worker_share(client)
        print(
            f"budget for 0.3x: {hello['cpu'] / 0.3:.1f} ms of CPU per checkout and its e-mail; spent "
            f"{checkout['cpu'] + worker:.1f} ({(checkout['cpu'] + worker) / hello['cpu']:.1f}x the hello)"
        )
    if which in ("design", "all"):
        pictures = (design_png(0), design_png(40))
        print(f"(two PNGs of {len(pictures[0]) // 1024} and {len(pictures[1]) // 1024} kB)")
        measure("design order, two 1800 x 2400 PNGs", lambda n: _design(client, n, pictures), profile)


if __name__ == "__main__":
    main()
