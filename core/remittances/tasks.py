"""The remittance task: a worker reads the uploaded file while the screen polls its progress."""

from django_tasks import TaskResultStatus, task

from core.remittances import services


@task()
def remittance_read(file_id: str) -> int:
    """No automatic retry: a file that cannot be read is read no better the second time."""
    return services.remittance_file_read(file_id=file_id)


def remittance_task_finished(sender, task_result, **kwargs) -> None:
    """django-tasks' task_finished (connected in apps.py): a failed read task ends its file."""
    services.remittance_task_finished_check(
        task_path=task_result.task.module_path,
        kwargs=task_result.kwargs,
        failed=task_result.status == TaskResultStatus.FAILED,
    )
