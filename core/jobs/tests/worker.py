"""Running queued tasks inside a test: what `manage.py db_worker --batch` does, without closing
the test's connection (the worker's close_old_connections would end the test transaction)."""

from django.utils import timezone
from django_tasks_db.management.commands.db_worker import Worker
from django_tasks_db.models import DBTaskResult, get_date_max

from core.jobs.worker import ShopWorker

# a worker as `task_worker --batch` makes it: every queue, no delays
BATCH = {
    "queue_names": ["*"],
    "interval": 0,
    "batch": True,
    "backend_name": "default",
    "startup_delay": False,
    "max_tasks": None,
    "excluded_queue_names": [],
}


def a_worker(worker_id: str = "live-worker") -> ShopWorker:
    """The shop's worker (core.jobs.worker) in batch mode."""
    return ShopWorker(**BATCH, worker_id=worker_id)


def run_ready_tasks(limit: int = 100) -> int:
    """Run every task that is ready now (retries deferred to later stay queued); returns how many ran."""
    worker = Worker(**BATCH, worker_id="test-worker")
    ran = 0
    while ran < limit:
        result = DBTaskResult.objects.ready().order_by("enqueued_at").first()
        if result is None:
            return ran
        result.claim(worker.worker_id)
        worker.run_task(result)
        ran += 1
    return ran


def make_retries_due() -> int:
    """Pretend the back-off has passed: deferred tasks become ready now."""

    return (
        DBTaskResult.objects.filter(status="READY", run_after__gt=timezone.now())
        .exclude(run_after=get_date_max())
        .update(run_after=timezone.now())
    )
