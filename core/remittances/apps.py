from django.apps import AppConfig


class RemittancesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "core.remittances"
    verbose_name = "COD remittances"

    def ready(self) -> None:
        # a file whose read task failed outside the read's code ends failed, not "reading" for ever
        from django_tasks.signals import task_finished

        from core.remittances.tasks import remittance_task_finished

        task_finished.connect(remittance_task_finished, dispatch_uid="remittances-task-finished")
