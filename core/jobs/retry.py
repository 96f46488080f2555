"""Retries for queued tasks: the database backend has none, so a failed task queues itself again.

A task wraps its body in `retry_on_failure(task, attempt=..., kwargs=...)`. On an exception the same
task is enqueued again with `attempt + 1` and `run_after` pushed back (30 s, 2 min, 8 min, 32 min,
1 h), then the exception is re-raised, so the failed run stays in the task results (Django admin,
"Task queue") with its traceback. After MAX_ATTEMPTS the task is not queued again.
"""

from collections.abc import Callable, Iterator
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
def retry_on_failure(
    task,
    *,
    attempt: int,
    kwargs: dict,
    max_attempts: int = MAX_ATTEMPTS,
    backoff: Callable[[int], int] = backoff_seconds,
) -> Iterator[None]:
    """`max_attempts` and `backoff` (seconds after a failed attempt) for a task of its own pace."""
    try:
        yield
    except Exception:
        if attempt < max_attempts:
            run_after = timezone.now() + timedelta(seconds=backoff(attempt))
            task.using(run_after=run_after).enqueue(**kwargs, attempt=attempt + 1)
        raise
