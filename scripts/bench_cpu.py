"""CPU per call of each bench-api read in process (Django's test client, answer cache off): the best
of 3 rounds of 15 calls, in ms of `time.process_time`, next to GET /api/me/'s, and the SQL queries
of one call. On a busy host this is steadier than the wrk ratio: it counts only this process's work.

  DATABASE_URL=postgres://...  .venv/bin/python scripts/bench_cpu.py [REGEX] [CALLS] [ROUNDS]
"""

import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench_api  # noqa: E402  (sets up the path and settings)


def main() -> None:
    bench_api._django()
    from django.conf import settings
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    from core.accounts.models import User

    settings.SHOP_ANSWER_CACHE = False
    settings.ALLOWED_HOSTS = ["*"]
    only = sys.argv[1] if len(sys.argv) > 1 else ""
    calls = int(sys.argv[2]) if len(sys.argv) > 2 else 15
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    facts = bench_api._facts()
    clients = {"anonymous": Client()}
    for role, (phone, _) in (("admin", bench_api.ADMIN), ("customer", bench_api.CUSTOMER)):
        clients[role] = Client()
        clients[role].force_login(User.objects.get(phone_number=phone))
    print(f"{'endpoint':64} {'cpu ms':>7} {'x hello':>8} {'SQL':>4}")
    hello = None
    for name, role, path in bench_api.endpoints(facts):
        if name != "GET /api/me/ (baseline)" and only and not re.search(only, name):
            continue
        client = clients[role]
        client.get(path)
        best = float("inf")
        for _ in range(rounds):
            start = time.process_time()
            for _ in range(calls):
                response = client.get(path)
            best = min(best, (time.process_time() - start) * 1000 / calls)
        assert response.status_code == 200, (path, response.status_code)
        with CaptureQueriesContext(connection) as ctx:
            client.get(path)
        hello = hello or best
        print(f"{name[:64]:64} {best:7.2f} {hello / best:8.2f} {len(ctx.captured_queries):4}", flush=True)


if __name__ == "__main__":
    main()
