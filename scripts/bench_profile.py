"""Each bench-api read in process, with Django's test client: CPU ms of the Python process, wall ms,
SQL queries and the slowest query's ms (the median of N calls after one warm call), answer cache off.
Run against the bench's database; no server, no load: where the time of one answer goes.

  DATABASE_URL=postgres://...  .venv/bin/python scripts/bench_profile.py [N] [REGEX]
  PROFILE_SQL=1 also prints each endpoint's slowest SQL statement.

On PostgreSQL on this machine the "pg ms" column is the CPU its server processes spent per call (the
database's backends, read from /proc over the N calls): the other half of a read's cost, which the
Python figure misses and a busy host does not change much.
"""

import os
import re
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench_api  # noqa: E402  (sets up the path and settings)

TICK_MS = 1000 / os.sysconf("SC_CLK_TCK")


def _backends_cpu(connection) -> float | None:
    """CPU ms the PostgreSQL server processes of this database have used so far (the pool's
    connections: nothing else may use the database while this runs), or None (SQLite, another host)."""
    if connection.vendor != "postgresql":
        return None
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database()"
            " AND backend_type IN (%s, %s)",
            ["client backend", "parallel worker"],
        )
        pids = [row[0] for row in cursor.fetchall()]
    ticks = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            return None
        ticks += int(fields[11]) + int(fields[12])  # utime + stime
    return ticks * TICK_MS


def main() -> None:
    bench_api._django()
    from django.conf import settings
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    from core.accounts.models import User

    settings.SHOP_ANSWER_CACHE = False
    settings.ALLOWED_HOSTS = ["*"]
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    only = sys.argv[2] if len(sys.argv) > 2 else ""
    facts = bench_api._facts()
    clients = {}
    for role, (phone, _) in (("admin", bench_api.ADMIN), ("customer", bench_api.CUSTOMER)):
        clients[role] = Client()
        clients[role].force_login(User.objects.get(phone_number=phone))
    print(f"{'endpoint':58} {'cpu ms':>7} {'pg ms':>6} {'wall ms':>8} {'SQL':>4} {'slowest SQL ms':>15}")
    for name, role, path in bench_api.endpoints(facts):
        if only and not re.search(only, name):
            continue
        clients[role].get(path)
        cpu, wall, slowest = [], [], []
        pg_before = _backends_cpu(connection)
        for _ in range(rounds):
            c0, w0 = time.process_time(), time.perf_counter()
            with CaptureQueriesContext(connection) as ctx:
                response = clients[role].get(path)
            cpu.append((time.process_time() - c0) * 1000)
            wall.append((time.perf_counter() - w0) * 1000)
            top = max(ctx.captured_queries, key=lambda q: float(q["time"]), default=None)
            slowest.append((float(top["time"]) * 1000, top["sql"]) if top else (0.0, ""))
        pg_after = _backends_cpu(connection)
        pg = "-" if pg_before is None or pg_after is None else f"{(pg_after - pg_before) / rounds:.2f}"
        assert response.status_code == 200, (path, response.status_code)
        worst = sorted(slowest, key=lambda s: s[0])[len(slowest) // 2]
        print(
            f"{name[:58]:58} {statistics.median(cpu):7.1f} {pg:>6} {statistics.median(wall):8.1f} "
            f"{len(ctx.captured_queries):4} {worst[0]:15.1f}"
        )
        if os.environ.get("PROFILE_SQL"):
            print("    " + str(worst[1])[:1500])


if __name__ == "__main__":
    main()
