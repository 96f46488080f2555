"""The scale-out check's kills: one storefront, one gunicorn, one task worker, each with SIGKILL while the
shop is in use. Visitors keep reading through nginx the whole time (pages, the API, a logged-in
customer's own calls): every request must be answered. Afterwards the shop still takes orders, and a
task the killed worker had in hand is taken up by the other one and finished."""

import threading
import time
from collections import Counter

from scale_out_http import Browser, check, read
from scale_out_orders import CUSTOMER, CUSTOMER_NAME

LOAD_THREADS = 3


class Load:
    """Visitors reading through nginx until stopped: a page nginx has not kept (so Next reads it from its
    cache), the public API, a logged-in customer's calls and own page (Next renders it from Django's
    answers, read through nginx). Each request is kept with when it began and ended and its status (an
    account page without the customer's name counts as its status negated)."""

    def __init__(self, proxy: str):
        self.proxy = proxy
        self.stop = threading.Event()
        self.done: list[tuple[float, float, int]] = []
        self.lock = threading.Lock()
        self.threads = [threading.Thread(target=self._visit, args=(i,)) for i in range(LOAD_THREADS)]

    def _visit(self, i: int) -> None:
        customer = Browser()
        customer.call(self.proxy, "POST", "/api/login/", CUSTOMER)
        mine = f"/customerpilot?phone_number={CUSTOMER['phone_number']}"
        n = 0
        while not self.stop.is_set():
            n += 1
            began = time.perf_counter()
            if n % 4 == 0:
                code = read(self.proxy, f"/brevity?visitor={i}-{n}")[0]
            elif n % 4 == 1:
                code = read(self.proxy, "/api/catalogue/items/")[0]
            elif n % 4 == 2:
                code = customer.call(self.proxy, "GET", "/api/me/")[0]
            else:
                status, _, body = customer.page(self.proxy, mine)
                code = status if CUSTOMER_NAME in body else -abs(status)
            with self.lock:
                self.done.append((began, time.perf_counter(), code))

    def __enter__(self):
        for t in self.threads:
            t.start()
        return self

    def __exit__(self, *exc):
        self.stop.set()
        for t in self.threads:
            t.join()


def kill_during_load(layout, name: str, seconds: float = 4.0) -> dict:
    """SIGKILL `name` after `seconds` of load, then keep the load going as long again. Every request
    begun before or after the kill must be answered. The few under way at that instant may be cut: a
    SIGKILL ends the answers its process was writing, and nginx can send a request to the other server
    only while the dead one has not begun to answer it (then the client's retry is the remedy: the
    storefront's reads are retried once, an order keeps its Idempotency-Key)."""
    with Load(layout.proxy) as load:
        time.sleep(seconds)
        killed_at = time.perf_counter()
        pid = layout.kill(name)
        print(f"  killed {name} (pid {pid}, its whole process group) with SIGKILL", flush=True)
        time.sleep(seconds)
    under_way = [r for r in load.done if r[0] < killed_at < r[1]]
    others = [r for r in load.done if not r[0] < killed_at < r[1]]
    failed = Counter(code for _, _, code in others if code != 200)
    cut = Counter(code for _, _, code in under_way if code != 200)
    check(
        len(others) > 0 and not failed,
        f"{len(others)} requests through nginx begun before or after {name} died, all answered"
        + (f"; unanswered: {dict(failed)}" if failed else ""),
    )
    print(f"       {len(under_way)} under way at the kill, {sum(cut.values())} of them cut {dict(cut)}")
    return {"answered": len(others), "under_way": len(under_way), "cut": sum(cut.values())}


def worker_mid_task(layout, staff: Browser, proxy: str, order_ids: list[str]) -> dict:
    """Starts production packs, SIGKILLs the worker running them mid-way; the other worker finishes them."""
    from django_tasks_db.models import DBTaskResult

    from core.exports.models import ExportJob

    code, job = staff.call(proxy, "POST", "/api/office/exports", {"level": "packs", "order_ids": order_ids})
    check(code == 202, f"production packs of {len(order_ids)} orders started through nginx")
    victim, rows_at_kill, killed_at = None, 0, 0.0
    deadline = time.time() + 120
    while victim is None and time.time() < deadline:
        task = DBTaskResult.objects.filter(
            status="RUNNING", args_kwargs__kwargs__job_id=str(job["id"])
        ).first()
        rows = ExportJob.objects.get(pk=job["id"]).rows_done
        if task and task.worker_ids and rows >= 1:
            victim, rows_at_kill = task.worker_ids[-1], rows
            killed_at = time.perf_counter()
            layout.kill(victim)
            print(f"  killed {victim} with SIGKILL, {rows} of {len(order_ids)} packs written", flush=True)
        elif ExportJob.objects.get(pk=job["id"]).status == "done":
            break
        time.sleep(0.05)
    check(victim is not None, "a worker was killed while it wrote the packs")
    done = export_wait(staff, proxy, job["id"])
    recovered = time.perf_counter() - killed_at
    task = DBTaskResult.objects.filter(args_kwargs__kwargs__job_id=str(job["id"])).get()
    survivor = task.worker_ids[-1]
    check(
        done["status"] == "done" and survivor != victim,
        f"the packs were finished by {survivor} {recovered:.1f} s after the kill "
        f"({done['rows_done']} orders)",
    )
    return {
        "victim": victim,
        "rows_at_kill": rows_at_kill,
        "recovered_s": recovered,
        "runs": len(task.worker_ids),
    }


def export_wait(staff: Browser, where: str, job_id: int) -> dict:
    for _ in range(1200):
        _, job = staff.call(where, "GET", f"/api/office/exports/{job_id}")
        if job["status"] in ("done", "failed"):
            return job
        time.sleep(0.25)
    return job
