from django.apps import AppConfig


class ExportsConfig(AppConfig):
    name = "core.exports"
    label = "exports"
    verbose_name = "Exports"

    def ready(self) -> None:
        # a job whose task failed outside the job's code (its worker died for the last time) is
        # closed with the reason, not left "running": django-tasks' own "task finished" event
        from django_tasks.signals import task_finished

        from core.exports.tasks import export_task_finished

        task_finished.connect(export_task_finished, dispatch_uid="exports-task-finished")
