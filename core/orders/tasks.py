"""The orders' tasks: run by a worker (`manage.py task_worker`), retried with back-off on failure."""

from django_tasks import task

from core.jobs.retry import retry_on_failure
from core.orders.pictures import services as pictures


# before exports (priority 0): the production pack and the thumbnails wait for it
@task(priority=5)
def order_pictures_prepare(order_id: int, attempt: int = 1) -> str:
    with retry_on_failure(order_pictures_prepare, attempt=attempt, kwargs={"order_id": order_id}):
        return pictures.order_pictures_prepare(order_id=order_id)
