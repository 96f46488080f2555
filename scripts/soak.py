"""The soak's body (scripts/soak prepares the database and the environment).

Starts an SMTP server (aiosmtpd, in this process), gunicorn and the two supervised task workers of
scripts/run (one for e-mails, one for everything); customers place orders (every third a studio
order with an editable design), the owner confirms, marks paid and ships them, two members keep
exports and production packs going; the worker running a pack is killed with SIGKILL twice. Then
the queue drains and the database and the SMTP inbox are checked."""

import io
import os
import signal
import sys
import threading
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from soak_crowd import CROWD, crowd_loop  # noqa: E402
from soak_http import (
    PORT,
    ROOT,
    STATS,
    WORK,
    Browser,
    Inbox,
    check,
    drain,
    start,
    wait_for_server,
)  # noqa: E402
from soak_load import (  # noqa: E402
    CUSTOMERS,
    DESIGNED,
    JOBS,
    KILLED,
    KILLS,
    LIMITED,
    PLACED,
    STOP,
    customer_loop,
    exporter_loop,
    killer,
    owner_loop,
)  # fmt: skip

sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "core.settings")
VENDOR = os.environ["SOAK_VENDOR"]
SECONDS = float(os.environ.get("SOAK_SECONDS", "90"))
SLOWEST = float(os.environ.get("SOAK_SLOWEST", "20"))  # seconds: no answer may take longer
PY = str(ROOT / ".venv" / "bin" / "python")


def main() -> int:
    from aiosmtpd.controller import Controller

    inbox = Inbox()
    smtp = Controller(inbox, hostname="127.0.0.1", port=int(os.environ["EMAIL_PORT"]))
    smtp.start()
    web = start(
        [str(ROOT / ".venv/bin/gunicorn"), "core.wsgi:application", "--bind", f"127.0.0.1:{PORT}"], "web.log"
    )
    workers = [
        start(
            [
                str(ROOT / "scripts/supervise"),
                f"worker {q}",
                PY,
                "manage.py",
                "task_worker",
                "--queue-name",
                q,
                "--interval",
                "0.2",
            ],
            f"worker-{name}.log",
        )  # fmt: skip
        for q, name in (("emails", "emails"), ("*", "all"))
    ]
    try:
        wait_for_server()
        return run(inbox)
    finally:
        STOP.set()
        for proc in (web, *workers):
            os.killpg(proc.pid, signal.SIGTERM)
        for proc in (web, *workers):
            proc.wait(timeout=30)
        smtp.stop()


def run(inbox: Inbox) -> int:
    import django

    django.setup()
    started = time.time()
    crowd = ", ".join(f"{n} {kind}" for kind, n in CROWD.items())
    who = f"{CUSTOMERS} customers, the owner, two exporters, {KILLS} kills; a crowd of {crowd} connections"
    print(f"Load for {SECONDS:.0f} s on {VENDOR}: {who}")
    owner, printer, accounts = Browser(), Browser(), Browser()
    owner.login("9000000001", "Rangrez@Admin1", admin=True)
    printer.login("9000000005", "Rangrez@Print1", admin=True)
    accounts.login("9000000003", "Rangrez@Accounts1", admin=True)
    threads = [threading.Thread(target=customer_loop, args=(n,)) for n in range(CUSTOMERS)]
    threads += [threading.Thread(target=owner_loop, args=(owner,))]
    threads += [threading.Thread(target=exporter_loop, args=(printer, "packs"))]
    threads += [threading.Thread(target=exporter_loop, args=(accounts, lvl)) for lvl in ("orders",)]
    threads += [threading.Thread(target=killer, args=(started,))]
    threads += [threading.Thread(target=crowd_loop, args=(STOP,))]
    for t in threads:
        t.start()
    time.sleep(SECONDS)
    while len(KILLED) < KILLS and time.time() - started < SECONDS + 120:
        time.sleep(1)  # the kills need a pack under way: the load goes on until both happened
    STOP.set()
    for t in threads:
        t.join(timeout=400)
    load_seconds = time.time() - started
    drained = drain(inbox)
    return report(inbox, load_seconds, drained, time.time() - started)


def _kill_line(i: int, k: dict) -> str:
    return (
        f"kill {i + 1}: pack at {k['rows_done']} orders, noticed after {k.get('noticed', -1):.1f} s, "
        f"run again after {k.get('recovered', -1):.1f} s, "
        f"{k.get('outcome', '?')} after {k.get('finished', -1):.1f} s"
    )


def report(inbox: Inbox, load_seconds: float, drain_seconds: float, wall: float) -> int:
    from django.core.management import call_command
    from django_tasks_db.models import DBTaskResult

    from core.exports.models import ExportJob
    from core.notifications.models import OutgoingEmail

    failures: list[str] = []
    print("Checks")
    mails = OutgoingEmail.objects.filter(order__order_id__in=PLACED)
    received = Counter(inbox.got)
    recorded = mails.count()
    sent = mails.filter(status="sent").count()
    ours = sum(n for (rcpt, _), n in received.items() if rcpt.startswith("soak"))
    expected = len(PLACED) + LIMITED["changes"]  # placed, then one per change the owner made
    check(recorded == expected, f"{recorded} order e-mails recorded ({expected} expected)", failures)
    check(sent == recorded, f"every one sent ({sent} of {recorded})", failures)
    check(ours == sent and max(received.values(), default=1) == 1, f"{ours} received, none twice", failures)
    jobs = ExportJob.objects.filter(pk__in=[j for j, _ in JOBS])
    finished = Counter(jobs.values_list("status", flat=True))
    reasonless = jobs.filter(status="failed", error="").count()
    check(set(finished) <= {"done", "failed"}, f"every export finished: {dict(finished)}", failures)
    check(reasonless == 0, "every failed export says why", failures)
    left = DBTaskResult.objects.filter(status__in=("RUNNING", "READY")).count()
    check(left == 0, f"no task left running or waiting ({left})", failures)
    out = io.StringIO()
    try:
        call_command("reconcile_order_totals", stdout=out)
        clean = "agree" in out.getvalue()
    except Exception as exc:  # CommandError when they differ
        clean = False
        print(exc)
    check(clean, "reconcile_order_totals: the totals agree with the orders", failures)
    check(not STATS.server_errors, f"no 5xx nor unanswered request ({STATS.server_errors[:5]})", failures)
    slowest, which = STATS.slowest
    check(slowest < SLOWEST, f"beside the crowd, the slowest answer {slowest:.1f} s ({which})", failures)
    code, body = Browser().call("GET", "/api/pincodes/110001/?x=" + "a" * 6000)
    check(
        code == 414 and set(body) == {"message", "code", "errors", "codes"},
        "a 6 kB request line: 414 in the JSON shape",
        failures,
    )
    check(len(KILLED) == KILLS, f"the worker was killed {len(KILLED)} times mid-pack", failures)
    restarts = sum((WORK / "worker-all.log").read_text().count("restarting") for _ in [0])
    check(restarts >= len(KILLED), f"the supervisor restarted it {restarts} times", failures)
    recovered = [k for k in KILLED if "recovered" in k and "finished" in k]
    check(len(recovered) == len(KILLED), "each killed pack was taken up again and finished", failures)

    kinds = Counter(level for _, level in JOBS)
    lines = [
        f"database: {VENDOR}; load {load_seconds:.0f} s, drain {drain_seconds:.0f} s, wall {wall:.0f} s",
        f"orders placed: {len(PLACED)} ({len(DESIGNED)} with an editable design); "
        f"refused 429: {LIMITED['orders']}",
        f"e-mails recorded / sent / received: {recorded} / {sent} / {ours}; received twice: 0"
        if max(received.values(), default=1) == 1
        else f"e-mails recorded / sent / received: {recorded} / {sent} / {ours}; SOME TWICE",
        f"export jobs: {len(JOBS)} ({dict(kinds)}), outcomes {dict(finished)}; "
        f"starts refused 429: {LIMITED['exports']}",
        f"kills: {len(KILLED)}; " + "; ".join(_kill_line(i, k) for i, k in enumerate(KILLED)),
        f"requests: {sum(STATS.codes.values())} by status {dict(sorted(STATS.codes.items()))}; 5xx: "
        f"{sum(n for c, n in STATS.codes.items() if c >= 500)}; slowest {slowest:.2f} s ({which})",
    ]
    print("Figures")
    for line in lines:
        print("  " + line)
    (WORK / "summary.txt").write_text("\n".join(lines) + "\n")
    print("RESULT: " + ("PASS" if not failures else "FAIL: " + "; ".join(failures)))
    return 0 if not failures else 1


if __name__ == "__main__":
    sys.exit(main())
