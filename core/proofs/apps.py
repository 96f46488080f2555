from django.apps import AppConfig


class ProofsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "core.proofs"
    verbose_name = "Proofs"
