from django.apps import AppConfig


class ReordersConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "core.reorders"
    verbose_name = "Order again"
