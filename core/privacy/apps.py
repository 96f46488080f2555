from django.apps import AppConfig


class PrivacyConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "core.privacy"
    # the app began as "trust" (tickets, pages and privacy); its tables, migrations and permissions keep
    # that label, so the move of the code changes nothing in the database
    label = "trust"
    verbose_name = "The customer's data"

    def ready(self) -> None:
        # a "Download my data" job whose task failed outside the job's code (its worker died for
        # the last time) is closed with the reason, not left "preparing"
        from django_tasks.signals import task_finished

        from core.privacy.tasks import my_data_task_finished

        task_finished.connect(my_data_task_finished, dispatch_uid="trust-my-data-finished")
