"""This app's background work: the customer's "Download my data" ZIP."""

from django_tasks import TaskContext, TaskResultStatus, task

from core.privacy.download import services as my_data


@task(takes_context=True)
def my_data_run(context: TaskContext, export_id: str) -> int:
    """No automatic retry: a failed job is marked failed and the customer starts it again. Run again
    (attempt > 1) only when its worker died mid-way (core/jobs/services.py): it starts over."""
    return my_data.data_export_run(export_id=export_id, again=context.attempt > 1)


@task()
def my_data_purge() -> int:
    """Queued for when a download expires (run_after): its file is deleted on time without a cron."""
    return my_data.data_exports_purge()


def my_data_task_finished(sender, task_result, **kwargs) -> None:
    """django-tasks' task_finished (connected in apps.py): a failed task closes its job."""
    my_data.data_export_task_finished(
        task_path=task_result.task.module_path,
        kwargs=task_result.kwargs,
        failed=task_result.status == TaskResultStatus.FAILED,
    )
