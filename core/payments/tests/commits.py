"""What the commit would do, now: the test's transaction never commits, so the callbacks queued for
after it (the refund task's enqueue, e-mails) are run by hand, then the queued tasks, as a worker."""

from django.db import connection

from core.jobs.tests.worker import run_ready_tasks


def committed() -> int:
    """Run the on-commit callbacks queued so far, then every task ready now; how many tasks ran."""
    queued = list(connection.run_on_commit)
    connection.run_on_commit.clear()
    for _, callback, _ in queued:
        callback()
    return run_ready_tasks()
