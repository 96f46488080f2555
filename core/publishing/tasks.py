"""The storefront's revalidation as a task (queue "default"): after the write's transaction commits,
retried with back-off while the storefront is down or answers 5xx (10 s, 30 s, 2 min, 10 min; five
attempts in all: the storefront's hourly refresh covers a call that never got through)."""

from django_tasks import task

from core.jobs.retry import retry_on_failure
from core.publishing import storefront

ATTEMPTS = 5
DELAYS = (10, 30, 120, 600)  # seconds before attempts 2 to 5


def backoff(attempt: int) -> int:
    return DELAYS[min(attempt, len(DELAYS)) - 1]


@task(queue_name="default")
def storefront_revalidate(tags: list[str], attempt: int = 1) -> str:
    with retry_on_failure(
        storefront_revalidate, attempt=attempt, kwargs={"tags": tags}, max_attempts=ATTEMPTS, backoff=backoff
    ):
        return storefront.revalidate(tags=tags)
