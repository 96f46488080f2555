"""The settlement report task: a worker reads the uploaded file while the screen polls its status."""

from django_tasks import TaskResultStatus, task

from core.payments.settlements import services


@task()
def settlement_read(report_id: str) -> int:
    """No automatic retry: a file that cannot be read is read no better the second time."""
    return services.settlement_report_read(report_id=report_id)


def settlement_task_finished(sender, task_result, **kwargs) -> None:
    """django-tasks' task_finished (connected in core/payments/apps.py)."""
    services.settlement_task_finished(
        task_path=task_result.task.module_path,
        kwargs=task_result.kwargs,
        failed=task_result.status == TaskResultStatus.FAILED,
    )
