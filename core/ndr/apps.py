from django.apps import AppConfig


class NdrConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "core.ndr"
    verbose_name = "Failed deliveries (NDR)"
