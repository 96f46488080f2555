"""The soak's load (scripts/soak.py): customers placing orders, the owner moving them along, two
members starting exports and packs, and the killer of the worker running a pack, with what each saw."""

import json
import os
import signal
import threading
import time
from collections import Counter

from soak_http import Browser, design_json, design_png

CUSTOMERS = 6
KILLS = 2
PACK_ORDERS = 50  # the newest orders in each production pack (a pack runs long enough to be killed mid-way)
ORDER_EVERY = 6.5  # seconds between one customer's orders: under the 10 a minute each may place
STOP = threading.Event()
PLACED: list[str] = []
DESIGNED: list[str] = []
JOBS: list[tuple[str, str]] = []
KILLED: list[dict] = []
LIMITED = Counter()
LOCK = threading.Lock()


def customer_loop(n: int) -> None:
    me = Browser()
    phone, password = f"71000000{n:02d}", "Soak@Check1"
    address = {"area": "12 MG Road", "landmark": "Near the metro", "state": "Karnataka", "city": "Bengaluru"}
    body = {"name": f"Soak Customer {n}", "phone_number": phone, "email": f"soak{n}@example.in"}
    body.update(password=password, confirm_password=password, pin_code="560001", **address)
    code, answer = me.call("POST", "/api/register/", body)
    assert code == 201, answer
    me.login(phone, password)
    i = 0
    while not STOP.is_set():
        i += 1
        if i % 3 == 0:
            png = design_png(n * 100 + i)
            fields = {
                "product": "tshirts",
                "sleeve": "Half Sleeve",
                "color": "#222222",
                "payment_method": "cod",
            }
            fields["sizes"] = json.dumps([{"size": "M", "quantity": 2}])
            files = {
                "front": ("front.png", png, "image/png"),
                "design": ("d.json", design_json(png), "application/json"),
            }
            code, order = me.call("POST", "/api/orders/", fields, files=files)
        else:
            items = [{"catalogue_item_id": 1 + (i % 3), "size": "M", "quantity": 1 + i % 2}]
            code, order = me.call("POST", "/api/orders/checkout/", {"items": items, "payment_method": "upi"})
        with LOCK:
            if code == 201:
                PLACED.append(order["order_id"])
                if i % 3 == 0:
                    DESIGNED.append(order["order_id"])
            elif code == 429:
                LIMITED["orders"] += 1
        STOP.wait(ORDER_EVERY)


def owner_loop(owner: Browser) -> None:
    """Each placed order: confirmed, marked paid, shipped (an e-mail each)."""
    _, couriers = owner.call("GET", "/api/office/couriers?filter=%7B%22active%22%3Atrue%7D")
    hand = next(c["id"] for c in couriers if c["name"] == "Hand delivery")
    steps: dict[str, int] = {}
    while not STOP.is_set():
        with LOCK:
            todo = [o for o in PLACED if steps.get(o, 0) < 3]
        for oid in todo[:6]:
            step = steps.get(oid, 0)
            if step == 0:
                code, _ = owner.call("PUT", f"/api/office/orders/{oid}", {"status": "confirm"})
            elif step == 1:
                code, _ = owner.call("PUT", f"/api/office/orders/{oid}", {"payment_status": "paid"})
            else:
                code, _ = owner.call("POST", f"/api/office/orders/{oid}/ship", {"courier_id": hand})
            steps[oid] = step + 1
            if code in (200, 201):
                with LOCK:
                    LIMITED["changes"] += 1  # each sends an e-mail (confirmed, paid, shipped)
        STOP.wait(0.5)


def exporter_loop(member: Browser, level: str) -> None:
    from core.orders.models import Order

    while not STOP.is_set():
        if level == "packs":
            ids = list(Order.objects.order_by("-created_at").values_list("order_id", flat=True)[:PACK_ORDERS])
            body = {"level": "packs", "order_ids": ids}
        else:
            body = {"level": level}
        code, job = member.call("POST", "/api/office/exports", body)
        with LOCK:
            if code == 202:
                JOBS.append((job["id"], level))
            elif code == 429:
                LIMITED["exports"] += 1
        STOP.wait(3)


def killer(started: float) -> None:
    """Twice: wait for a pack well under way, then SIGKILL the worker running it; follow its recovery."""
    from django_tasks_db.models import DBTaskResult

    from core.exports.models import ExportJob
    from core.jobs.models import WorkerBeat

    for k in range(KILLS):
        STOP.wait(20 if k == 0 else 5)
        while not STOP.is_set():
            running = ExportJob.objects.filter(status="running", level="packs", rows_done__gte=3).first()
            task = (
                running
                and DBTaskResult.objects.filter(
                    status="RUNNING", args_kwargs__kwargs__job_id=str(running.id)
                ).first()
            )
            beat = task and WorkerBeat.objects.filter(pk=task.worker_ids[-1]).first()
            if beat:
                os.kill(beat.pid, signal.SIGKILL)
                kill = {"at": time.time(), "task": task.pk, "job": running.id, "claims": len(task.worker_ids)}
                kill.update(worker=beat.worker_id, pid=beat.pid, rows_done=running.rows_done)
                print(
                    f"  killed worker pid {beat.pid} mid-pack ({running.rows_done} orders packed)", flush=True
                )
                KILLED.append(kill)
                _follow(kill)
                break
            time.sleep(0.3)


def _follow(kill: dict) -> None:
    from django_tasks_db.models import DBTaskResult

    from core.exports.models import ExportJob

    while time.time() - kill["at"] < 300:
        task = DBTaskResult.objects.get(pk=kill["task"])
        if (
            "noticed" not in kill
            and task.status in ("READY", "FAILED")
            or len(task.worker_ids) > kill["claims"]
        ):
            kill.setdefault("noticed", time.time() - kill["at"])
        if "recovered" not in kill and (len(task.worker_ids) > kill["claims"] or task.status == "FAILED"):
            kill["recovered"] = time.time() - kill["at"]
        job = ExportJob.objects.get(pk=kill["job"])
        if job.status in ("done", "failed"):
            kill["finished"] = time.time() - kill["at"]
            kill["outcome"] = job.status
            return
        time.sleep(0.25)
