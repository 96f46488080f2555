"""The margins' tasks: cost some orders again (after they changed), or a whole month (a run)."""

from django_tasks import task

from core.margins import services


@task()
def margin_orders_recompute(order_ids: list[int]) -> int:
    return services.order_margins_recompute(order_ids=order_ids)


@task()
def margin_run(run_id: int) -> int:
    return services.margin_run_execute(run_id=run_id)
