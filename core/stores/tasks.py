"""The store's close at its closing time (queued by the desk's services when the store is made or
extended; a task that finds its store not due, or closed already, does nothing)."""

from django_tasks import task

from core.stores.services.closing import store_close


@task()
def store_close_task(store_id: int) -> str:
    store = store_close(store_id=store_id)
    return "not due" if store is None else f"{store.slug} closed"
