from django.apps import AppConfig


class BankingConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "core.banking"
    verbose_name = "Bank statements and UPI payments"

    def ready(self) -> None:
        # a statement whose read task failed outside the read's code (its worker died for the last
        # time) ends failed with the reason, not "reading" for ever: django-tasks' "task finished"
        from django_tasks.signals import task_finished

        from core.banking.tasks import statement_task_finished

        task_finished.connect(statement_task_finished, dispatch_uid="banking-task-finished")
