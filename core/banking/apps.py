from django.apps import AppConfig


class BankingConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "core.banking"
    verbose_name = "Bank statements and UPI payments"
