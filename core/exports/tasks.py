"""The export task: a worker writes the spreadsheet while the screen polls its progress."""

from django_tasks import task

from core.exports import services  # the module: services enqueues this task


@task()
def export_run(job_id: str) -> int:
    """No automatic retry: a failed export is marked failed (with the error) and started again by hand."""
    return services.export_job_run(job_id=job_id)
