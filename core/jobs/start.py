"""How a service queues background work without importing the task module (which imports the service
back to run it): by the task's dotted path, looked up when the transaction commits."""

from datetime import datetime

from django.db import transaction
from django.utils.module_loading import import_string


def start(task_path: str, *, run_after: datetime | None = None, **kwargs) -> None:
    """Queue the task at `task_path` with `kwargs` once the current transaction commits (a rolled-back
    write queues nothing); `run_after` holds it back until then."""

    def enqueue() -> None:
        task = import_string(task_path)
        (task.using(run_after=run_after) if run_after else task).enqueue(**kwargs)

    transaction.on_commit(enqueue)
