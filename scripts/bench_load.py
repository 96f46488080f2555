"""The API benchmark's load (scripts/bench_api.py): wrk, or a bounded Python generator without it, and
the two ways an endpoint is measured against GET /api/me/ on a shared host."""

import os
import re
import statistics
import subprocess
import sys
import time
import urllib.parse

SECONDS = int(os.environ.get("BENCH_SECONDS", "6"))
BASELINE_SECONDS = 3
CONNECTIONS = 8
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "1"))
ROUND_SECONDS = 2


# With keep-alive, wrk's 8 connections are shared out between gunicorn's 2 workers by whichever accepts first,
# often unevenly (all 8 on one worker in some runs): measured throughput then jumped between ~560 and ~1300
# req/s at random, for /api/me/ and the endpoint alike, and a ratio read 0.45 or 2.2 by luck. A new connection
# per request (as many clients behind a proxy would) lets the free worker take each request.
KEEP_ALIVE = os.environ.get("BENCH_KEEPALIVE", "0") == "1"


def wrk(url: str, cookie: str, seconds: int = SECONDS) -> float:
    close = [] if KEEP_ALIVE else ["-H", "Connection: close"]
    out = subprocess.run(
        ["wrk", "-t2", f"-c{CONNECTIONS}", f"-d{seconds}s", "-H", f"Cookie: {cookie}", *close, url],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    if "Non-2xx" in out:
        sys.exit(f"{url}: some answers were not 200:\n{out}")
    return float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))


def python_load(url: str, cookie: str, seconds: int = SECONDS) -> float:
    """Without wrk: 8 threads keeping one connection each (bounded, less exact than wrk)."""
    import http.client
    import threading

    parts = urllib.parse.urlsplit(url)
    target = parts.path + (f"?{parts.query}" if parts.query else "")
    done, stop = [0] * CONNECTIONS, time.monotonic() + seconds

    def worker(i: int) -> None:
        conn = http.client.HTTPConnection(parts.hostname, parts.port)
        while time.monotonic() < stop:
            conn.request("GET", target, headers={"Cookie": cookie})
            response = conn.getresponse()
            response.read()
            if response.status != 200:
                raise SystemExit(f"{url} answered {response.status}")
            done[i] += 1

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(CONNECTIONS)]
    start = time.monotonic()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return sum(done) / (time.monotonic() - start)


def between(load, base: str, chosen: list, cookies: dict) -> tuple[dict, dict, dict]:
    """Each endpoint for SECONDS between two BASELINE_SECONDS runs of GET /api/me/ (the machine is
    shared, its speed drifts): req/s, the two runs' mean, the ratio to it."""
    rates, before = {}, {}
    for name, role, path in chosen:
        before[name] = load(base + "/api/me/", cookies["admin"], BASELINE_SECONDS)
        rates[name] = load(base + path, cookies[role])
        print(f"  {rates[name]:8.1f} req/s (me {before[name]:6.1f})  {name}", file=sys.stderr, flush=True)
    last = load(base + "/api/me/", cookies["admin"], BASELINE_SECONDS)
    after = [before[name] for name, _, _ in chosen[1:]] + [last]
    mes = {name: (before[name] + a) / 2 for (name, _, _), a in zip(chosen, after, strict=True)}
    return rates, mes, {name: rates[name] / mes[name] for name in rates}


def alternating(load, base: str, chosen: list, cookies: dict) -> tuple[dict, dict, dict]:
    """BENCH_ROUNDS rounds per endpoint of ROUND_SECONDS of GET /api/me/ then as long of the endpoint:
    on a host whose speed drifts within seconds (other work on its cores), the median of the rounds'
    ratios moves far less than one long run's."""
    rates, mes, ratios = {}, {}, {}
    for name, role, path in chosen:
        rounds = [
            (
                load(base + "/api/me/", cookies["admin"], ROUND_SECONDS),
                load(base + path, cookies[role], ROUND_SECONDS),
            )
            for _ in range(ROUNDS)
        ]
        mes[name] = statistics.mean(me for me, _ in rounds)
        rates[name] = statistics.mean(rate for _, rate in rounds)
        ratios[name] = statistics.median([rate / me for me, rate in rounds if me] or [0.0])  # stalled: skip
        print(f"  {rates[name]:8.1f} req/s ratio {ratios[name]:.2f}  {name}", file=sys.stderr, flush=True)
    return rates, mes, ratios
