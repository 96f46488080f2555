"""The export task: a worker writes the spreadsheet while the screen polls its progress."""

from django_tasks import TaskContext, TaskResultStatus, task

from core.exports import services


@task(takes_context=True)
def export_run(context: TaskContext, job_id: str) -> int:
    """No automatic retry: a failed export is marked failed (with the error) and started again by hand.
    Run again (attempt > 1) only when its worker died mid-way (core/jobs/services.py): it starts over."""
    return services.export_job_run(job_id=job_id, again=context.attempt > 1)


def export_task_finished(sender, task_result, **kwargs) -> None:
    """django-tasks' task_finished (connected in apps.py): a failed export task closes its job."""
    services.export_task_finished(
        task_path=task_result.task.module_path,
        kwargs=task_result.kwargs,
        failed=task_result.status == TaskResultStatus.FAILED,
    )
