"""Retries for queued tasks: the database backend has none, so a failed task queues itself again.

A task wraps its body in `retry_on_failure(task, attempt=..., kwargs=...)`. On an exception the same
task is enqueued again with `attempt + 1` and `run_after` pushed back (30 s, 2 min, 8 min, 32 min,
1 h), then the exception is re-raised, so the failed run stays in the task results (Django admin,
"Task queue") with its traceback. After MAX_ATTEMPTS the task is not queued again.
"""

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta

from django.utils import timezone

MAX_ATTEMPTS = 6
BASE_DELAY_SECONDS = 30
MAX_DELAY_SECONDS = 60 * 60


def backoff_seconds(attempt: int) -> int:
    """The wait after the given failed attempt (1-based): 30 s times 4 to the power attempt-1, capped."""
    return min(BASE_DELAY_SECONDS * 4 ** (attempt - 1), MAX_DELAY_SECONDS)


def next_run(attempt: int) -> datetime:
    return timezone.now() + timedelta(seconds=backoff_seconds(attempt))


@contextmanager
def retry_on_failure(task, *, attempt: int, kwargs: dict) -> Iterator[None]:
    try:
        yield
    except Exception:
        if attempt < MAX_ATTEMPTS:
            task.using(run_after=next_run(attempt)).enqueue(**kwargs, attempt=attempt + 1)
        raise
