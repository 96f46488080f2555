"""The scale-out check's proofs on the storefront's side: a price changed in the office shows on both
storefronts and through nginx within 5 s (one refresh call, Next's cache shared in Redis, nginx's
one-second micro-cache); a logged-in visitor's pages are never kept nor served to anyone else; many
visitors of one uncached page at once reach Next once (proxy_cache_lock)."""

import threading
import time
from collections import Counter

from scale_out_http import Browser, check, label, read
from scale_out_orders import CUSTOMER, CUSTOMER_NAME

PROMISE_SECONDS = 5.0
PAGES = ("/brevity/1", "/brevity")


def _shows(where: str, path: str, text: str) -> bool:
    status, _, body = read(where, path)
    return status == 200 and text in body


def _warm(where: list[str]) -> Counter:
    """Each page read on each server until it comes from the caches; answers nginx's cache statuses."""
    seen: Counter = Counter()
    for _ in range(4):
        for w in where:
            for path in PAGES:
                _, headers, _ = read(w, path)
                if "x-cache-status" in headers:
                    seen[headers["x-cache-status"]] += 1
        time.sleep(0.2)
    return seen


def _rupees(amount: int) -> str:
    """₹ grouping as the storefront writes it (lib/format.ts), enough for four digits"""
    return f"{amount // 1000},{amount % 1000:03d}" if amount >= 1000 else str(amount)


def price_change(
    staff: Browser, django: str, shops: list[str], proxy: str, new_price: int
) -> dict[str, float]:
    """Changes item 1's price in the office; answers, per storefront and nginx, the seconds until its
    pages show it."""
    where = [*shops, proxy]
    statuses = _warm(where)
    _, item = staff.call(django, "GET", "/api/office/catalogue-items/1")
    text = _rupees(new_price)
    check(not any(_shows(w, path, text) for w in where for path in PAGES), f"no page shows ₹{text} yet")
    check(statuses["HIT"] > 0, f"nginx serves the pages from its cache before the change ({dict(statuses)})")
    # the office's form sends the item back whole (its output names are its input's), the price changed
    body = {k: v for k, v in item.items() if k not in ("id", "product_type", "updated_at")} | {
        "price": str(new_price)
    }
    started = time.perf_counter()
    code, saved = staff.call(django, "PUT", "/api/office/catalogue-items/1", body)
    check(
        code == 200,
        f"the price of item 1 set to ₹{text} through :{django} ({code} {saved if code != 200 else ''})",
    )
    shown: dict[str, float] = {}
    while len(shown) < len(where) * len(PAGES) and time.perf_counter() - started < 3 * PROMISE_SECONDS:
        for w in where:
            for path in PAGES:
                if (w, path) not in shown and _shows(w, path, text):
                    shown[(w, path)] = time.perf_counter() - started
        time.sleep(0.05)
    seconds = {}
    for w in where:
        name = "nginx" if w == proxy else f"storefront :{w}"
        worst = max(shown.get((w, path), float("inf")) for path in PAGES)
        seconds[name] = worst
        check(worst <= PROMISE_SECONDS, f"{name} shows ₹{text} on {', '.join(PAGES)} after {worst:.2f} s")
    return seconds


def next_cache_entries(redis_url: str) -> int:
    """The keys of Next's shared cache (storefront/server/cache-handler.mjs) in Redis."""
    import redis

    return sum(1 for _ in redis.Redis.from_url(redis_url).scan_iter("rangrez:next:*", count=1000))


def never_shared(proxy: str, shops: list[str]) -> dict[str, str]:
    """A logged-in customer's pages through nginx: never from its cache, never stored in it, never shown
    to the next visitor. Answers what nginx said of each."""
    customer = Browser()
    code, me = customer.call(proxy, "POST", "/api/login/", CUSTOMER)
    check(code == 200 and customer.cookie("sessionid") is not None, "a customer logged in through nginx")
    name = CUSTOMER_NAME
    mine = f"/customerpilot?phone_number={CUSTOMER['phone_number']}"
    said = {}
    for path in (mine, "/", "/brevity/1"):
        for _ in range(3):
            status, headers, body = customer.page(proxy, path)
        said[path] = headers.get("x-cache-status", "-")
        check(
            status == 200 and said[path] == "BYPASS",
            f"the customer's {path} came from Next, not the cache ({said[path]})",
        )
    check(name in customer.page(proxy, mine)[2], f"the customer's own page greets {name}")
    for path in (mine, "/", "/brevity/1"):
        for w in (proxy, *shops):
            status, headers, body = read(w, path)
            check(
                name not in body,
                f"another visitor's {path} through {label(w)} does not show {name} ({status})",
            )
    statuses = [read(proxy, mine)[1].get("x-cache-status") for _ in range(3)]
    check(
        "HIT" not in statuses, f"the account page is never kept by nginx, even without a session ({statuses})"
    )
    return said


def one_trip(proxy: str, shops: list[str], visitors: int = 20) -> Counter:
    """`visitors` ask at once for a public page nginx has not kept: one trip to Next, the others wait
    for its answer."""
    path = f"/brevity?burst={time.time_ns()}"  # an address of its own: not in nginx's cache
    for shop in shops:  # each Next has the page in its cache (a page Next renders afresh is not kept)
        for _ in range(10):
            if read(shop, "/brevity")[1].get("x-nextjs-cache") == "HIT":
                break
            time.sleep(0.2)
    answers: list[str] = []
    barrier = threading.Barrier(visitors)

    def visit():
        barrier.wait()
        answers.append(read(proxy, path)[1].get("x-cache-status", "-"))

    threads = [threading.Thread(target=visit) for _ in range(visitors)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    counts = Counter(answers)
    # the others were answered by nginx (HIT; STALE or UPDATING on a machine so slow the second ran out)
    from_cache = sum(counts[s] for s in ("HIT", "STALE", "UPDATING"))
    check(
        counts["MISS"] == 1 and from_cache == visitors - 1,
        f"{visitors} visitors at once: one went to Next, nginx answered the others ({dict(counts)})",
    )
    return counts
