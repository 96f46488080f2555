"""A task for the queue's tests: it always fails, through the shop's retry helper."""

from django_tasks import task

from core.jobs.retry import retry_on_failure


@task()
def always_fails(label: str, attempt: int = 1) -> None:
    with retry_on_failure(always_fails, attempt=attempt, kwargs={"label": label}):
        raise RuntimeError(f"boom {label}")


@task()
def records(label: str) -> str:
    return f"ran {label}"
