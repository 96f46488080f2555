"""The scale-out check's body (run by scripts/scale-out-check, which prepares the database and env).

Starts an SMTP server (aiosmtpd, in this process), two gunicorn servers and two task workers, drives
them over HTTP like browsers do, then reads the shared database to count what happened."""

import http.cookiejar
import json
import os
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections import Counter
from email import message_from_bytes, policy
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "core.settings")
PORTS = os.environ["SCALE_PORTS"].split()
WORK = Path(os.environ["SCALE_WORK"])
PY = str(ROOT / ".venv" / "bin" / "python")
CUSTOMERS = 6
FIGURES: list[str] = []


class Inbox:
    def __init__(self):
        self.got: list[tuple[str, str]] = []

    async def handle_DATA(self, server, session, envelope):
        message = message_from_bytes(envelope.content, policy=policy.default)
        subject = " ".join(str(message["Subject"]).split())
        self.got.extend((rcpt, subject) for rcpt in envelope.rcpt_tos)
        return "250 OK"


class Browser:
    """A cookie jar shared across both servers (one origin for the user behind the proxy)."""

    def __init__(self):
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))

    def call(self, port: str, method: str, path: str, body=None) -> tuple[int, dict]:
        headers = {"Content-Type": "application/json"}
        token = next((c.value for c in self.jar if c.name == "csrftoken"), None)
        if method != "GET":
            if token is None:
                self.call(port, "GET", "/api/csrf/")
                token = next(c.value for c in self.jar if c.name == "csrftoken")
            headers["X-CSRFToken"] = token
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(
            f"http://127.0.0.1:{port}{path}", data=data, method=method, headers=headers
        )
        try:
            with self.opener.open(request, timeout=30) as response:
                return response.status, json.loads(response.read() or b"{}")
        except urllib.error.HTTPError as exc:
            return exc.code, json.loads(exc.read() or b"{}")


def start(cmd: list[str], log: str) -> subprocess.Popen:
    out = open(WORK / log, "w")  # noqa: SIM115
    return subprocess.Popen(cmd, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)


def wait_for(port: str) -> None:
    for _ in range(120):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/api/", timeout=2)
            return
        except OSError:
            time.sleep(0.5)
    raise SystemExit(f"server on {port} did not start")


def check(ok: bool, what: str) -> None:
    print(("  ok   " if ok else "  FAIL ") + what)
    if not ok:
        raise SystemExit(1)


def main() -> int:
    from aiosmtpd.controller import Controller

    inbox = Inbox()
    smtp = Controller(inbox, hostname="127.0.0.1", port=int(os.environ["EMAIL_PORT"]))
    smtp.start()
    procs = [
        start(
            [str(ROOT / ".venv/bin/gunicorn"), "core.wsgi:application", "--bind", f"127.0.0.1:{p}"],
            f"web-{p}.log",
        )
        for p in PORTS
    ]
    procs += [
        start(
            [PY, "manage.py", "task_worker", "--interval", "0.2", "--worker-id", f"worker-{i}"],
            f"worker-{i}.log",
        )
        for i in (1, 2)
    ]
    try:
        for p in PORTS:
            wait_for(p)
        return run(inbox)
    finally:
        for proc in procs:
            os.killpg(proc.pid, signal.SIGTERM)
        for proc in procs:
            proc.wait(timeout=30)
        smtp.stop()


def run(inbox: Inbox) -> int:
    import django

    django.setup()
    from django_tasks_db.models import DBTaskResult

    from core.notifications.models import OutgoingEmail

    a, b = PORTS
    started = time.perf_counter()
    print("Sessions")
    shopper = Browser()
    code, _ = shopper.call(
        a, "POST", "/api/login/", {"phone_number": "9876543210", "password": "Rangrez@Guest1"}
    )
    code_b, me = shopper.call(b, "GET", "/api/me/")
    check(
        code == 200 and code_b == 200 and me.get("phone_number") == "9876543210",
        f"logged in on :{a}, the session is valid on :{b}",
    )

    print("Orders through both servers")
    placed = []
    for n in range(CUSTOMERS):
        port, other = PORTS[n % 2], PORTS[(n + 1) % 2]
        customer = Browser()
        phone = f"70000000{n:02d}"
        code, body = customer.call(
            port,
            "POST",
            "/api/register/",
            {
                "name": f"Scale Customer {n}",
                "phone_number": phone,
                "email": f"scale{n}@example.in",
                "password": "Scale@Check1",
                "confirm_password": "Scale@Check1",
                "area": "12 MG Road",
                "landmark": "Near the metro",
                "state": "Karnataka",
                "city": "Bengaluru",
                "pin_code": "560001",
            },
        )
        if code != 201:
            print(body)
        check(code == 201, f"customer {n} registered on :{port}")
        customer.call(port, "POST", "/api/login/", {"phone_number": phone, "password": "Scale@Check1"})
        for via in (port, other):  # one order on each server, same session
            code, order = customer.call(
                via,
                "POST",
                "/api/orders/checkout/",
                {"items": [{"catalogue_item_id": 1, "size": "M", "quantity": 2}], "payment_method": "upi"},
            )
            if code != 201:
                print(order)
            placed.append(order["order_id"])
    check(len(placed) == 2 * CUSTOMERS, f"{len(placed)} orders placed, half through each server")

    print("Status changes sent twice at once, through both servers")
    staff = Browser()
    staff.call(a, "POST", "/api/adminlogin/", {"phone_number": "9000000001", "password": "Rangrez@Admin1"})
    _, couriers = staff.call(a, "GET", "/api/office/couriers?filter=%7B%22active%22%3Atrue%7D")
    hand = next(c["id"] for c in couriers if c["name"] == "Hand delivery")
    for status in ("confirm", "shipped"):  # shipping names its courier: the ship call
        threads = [
            threading.Thread(
                target=staff.call,
                args=(p, "PUT", f"/api/office/orders/{oid}", {"status": status})
                if status == "confirm"
                else (p, "POST", f"/api/office/orders/{oid}/ship", {"courier_id": hand}),
            )
            for oid in placed
            for p in PORTS
        ]
        for t in threads:
            t.start()
        for t in threads:
            t.join()

    print("One export")
    code, job = staff.call(a, "POST", "/api/office/exports", {})
    check(code == 202, f"export started on :{a}")
    for _ in range(240):
        _, job = staff.call(b, "GET", f"/api/office/exports/{job['id']}")
        if job["status"] in ("done", "failed"):
            break
        time.sleep(0.25)
    check(job["status"] == "done", f"export done, {job['rows_done']} rows, followed on :{b}")

    print("The queue drains")
    expected = 3 * len(placed)  # placed, confirmed, shipped
    for _ in range(240):
        _, health = staff.call(b, "GET", "/api/health/")
        if health["queue"]["waiting"] == 0 and len(inbox.got) >= expected:
            break
        time.sleep(0.25)
    time.sleep(1)
    sent = OutgoingEmail.objects.filter(order__order_id__in=placed)
    counts = Counter(inbox.got)
    check(sent.count() == expected, f"{sent.count()} e-mails recorded (3 per order)")
    check(sent.filter(status="sent").count() == expected, "every one marked sent")
    check(
        len(inbox.got) == expected and max(counts.values()) == 1,
        f"{len(inbox.got)} received by the SMTP server, none twice",
    )
    tasks = DBTaskResult.objects.all()
    by_worker = Counter(w for r in tasks for w in r.worker_ids)
    export_runs = tasks.filter(task_path="core.exports.tasks.export_run")
    check(export_runs.count() == 1 and export_runs.get().status == "SUCCESSFUL", "the export ran once")

    print("Log-in throttling is shared")
    thief = Browser()
    codes = [
        thief.call(PORTS[i % 2], "POST", "/api/login/", {"phone_number": "9876543211", "password": "wrong"})[
            0
        ]
        for i in range(5)
    ]
    blocked_a = thief.call(
        a, "POST", "/api/login/", {"phone_number": "9876543211", "password": "Rangrez@Guest1"}
    )[0]
    blocked_b = thief.call(
        b, "POST", "/api/login/", {"phone_number": "9876543211", "password": "Rangrez@Guest1"}
    )[0]
    check(
        codes == [401] * 5 and blocked_a == 429 and blocked_b == 429,
        "5 failures spread over both servers; the right password is then refused on both (429)",
    )

    elapsed = time.perf_counter() - started
    print()
    print("Figures")
    print(f"  servers: {len(PORTS)} gunicorn (:{a}, :{b}), workers: 2, database: PostgreSQL")
    print(f"  orders placed: {len(placed)} ({len(placed) // 2} per server)")
    print(f"  status changes requested: {4 * len(placed)} (each twice, once per server, at once)")
    n_sent = sent.filter(status="sent").count()
    print(f"  e-mails recorded / sent / received: {sent.count()} / {n_sent} / {len(inbox.got)}")
    print(f"  tasks run per worker: {dict(sorted(by_worker.items()))}")
    print(f"  export: 1 job, {job['rows_done']} rows, run once")
    print(f"  wall time: {elapsed:.1f} s")
    print("RESULT: the shop runs on more than one machine")
    return 0


if __name__ == "__main__":
    sys.exit(main())
