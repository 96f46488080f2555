from django.apps import AppConfig


class ReceivablesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "core.receivables"
    verbose_name = "Receivables"
