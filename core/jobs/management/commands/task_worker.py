"""`manage.py task_worker`: the shop's worker (core/jobs/worker.py), with db_worker's options.

Run it under a supervisor that restarts it (scripts/run does; production: the systemd unit in
docs/deploy.md). `--queue-name emails` for a worker that only sends e-mails, `*` or `all` (the
default here) for one that runs everything, e-mails first (their priority)."""

from django_tasks_db.management.commands import db_worker

from core.jobs.worker import ShopWorker


class Command(db_worker.Command):
    help = "Run the shop's task worker (heartbeat, recovery of lost tasks, robust bookkeeping)"

    def add_arguments(self, parser) -> None:
        super().add_arguments(parser)
        parser.set_defaults(queue_name="*", reload=False)

    def handle(self, *, verbosity, queue_name, interval, batch, backend_name, startup_delay, max_tasks,
               worker_id, exclude_queues, **options) -> None:  # fmt: skip
        self.configure_logging(verbosity)
        excluded = exclude_queues.split(",") if exclude_queues else []
        worker = ShopWorker(
            queue_names=["*"] if queue_name == "all" else queue_name.split(","),
            interval=interval,
            batch=batch,
            backend_name=backend_name,
            startup_delay=startup_delay,
            max_tasks=max_tasks,
            worker_id=worker_id,
            excluded_queue_names=excluded,
        )
        worker.configure_signals()
        worker.run()
