from django.apps import AppConfig


class PaymentsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "core.payments"
    verbose_name = "Payment gateway"

    def ready(self) -> None:
        # a settlement report whose read task failed outside the read's code ends failed with why
        from django_tasks.signals import task_finished

        from core.payments.settlements.tasks import settlement_task_finished

        task_finished.connect(settlement_task_finished, dispatch_uid="settlements-task-finished")
