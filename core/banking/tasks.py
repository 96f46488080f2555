"""The statement task: a worker reads the uploaded file while the screen polls its progress."""

from django_tasks import TaskResultStatus, task

from core.banking import services


@task()
def statement_read(statement_id: str) -> int:
    """No automatic retry: a file that cannot be read is read no better the second time; the
    statement ends failed with the reason (core.banking.services.bank_statement_read)."""
    return services.bank_statement_read(statement_id=statement_id)


def statement_task_finished(sender, task_result, **kwargs) -> None:
    """django-tasks' task_finished (connected in apps.py): a failed read task ends its statement."""
    services.bank_statement_task_finished(
        task_path=task_result.task.module_path,
        kwargs=task_result.kwargs,
        failed=task_result.status == TaskResultStatus.FAILED,
    )
