from django.apps import AppConfig


class TrustConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "core.trust"
    verbose_name = "Support, seller pages and privacy"
