"""The store's close at its closing time (queued by the desk's services when the store is made or
extended; a task that finds its store not due, or closed already, does nothing), and a batch's
print files after the close (services/batch_files.py)."""

from django_tasks import task

from core.stores.services.batch_files import batch_files_make
from core.stores.services.closing import store_close


@task()
def store_close_task(store_id: int) -> str:
    store = store_close(store_id=store_id)
    return "not due" if store is None else f"{store.slug} closed"


@task()
def store_batch_files_task(batch_id: int) -> str:
    return f"{batch_files_make(batch_id=batch_id)} print files made"
